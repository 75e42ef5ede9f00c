import Foundation

/// How a window draws.
public enum RendererChoice: String, CaseIterable, Sendable {
    /// The GPU when the machine has one (a DRM render node), else software.
    case auto
    /// OpenGL through SDL (falls back to software when it cannot start).
    case accelerated
    /// SDL's software renderer, presented without OpenGL: small and
    /// predictable where there is no GPU (Xvfb, virtual machines).
    case software

    /// `auto` decided for this machine.
    package var resolved: RendererChoice {
        guard self == .auto else { return self }
        let nodes = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
        return nodes.contains { $0.hasPrefix("renderD") } ? .accelerated : .software
    }
}
