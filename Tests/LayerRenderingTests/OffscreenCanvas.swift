import CSDL2
import Foundation
import LayerHost
import LayerAnimation
@testable import LayerRendering

/// A software renderer drawing into a surface we can read pixels from.
final class OffscreenCanvas {
    let surface: UnsafeMutablePointer<SDL_Surface>
    let renderer: OpaquePointer
    /// Let go before the renderer: SDL destroys a renderer's textures with it.
    private(set) var layers: LayerRenderer!

    init(width: Int32, height: Int32) {
        // Textures sample as the app's do (SDLSession sets this process-wide;
        // a canvas made before another test started a session would differ).
        SDLSession.setHint(SDL_HINT_RENDER_SCALE_QUALITY, "1")
        surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)!
        renderer = SDL_CreateSoftwareRenderer(surface)!
        layers = LayerRenderer(renderer: renderer)
    }

    deinit {
        layers = nil
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }

    /// Clears to `background`, evaluates `root` at `time` and draws it.
    func render(_ root: CALayer, at time: Double = 0, background: RGBA = RGBA(0, 0, 0)) {
        SDL_SetRenderDrawColor(renderer, background.r, background.g, background.b, 255)
        SDL_RenderClear(renderer)
        root.evaluateFrame(atTime: time)
        layers.draw(root)
        SDL_RenderFlush(renderer)
    }

    func pixel(_ x: Int, _ y: Int) -> RGBA {
        let row = surface.pointee.pixels!.advanced(by: y * Int(surface.pointee.pitch))
        let value = row.load(fromByteOffset: x * 4, as: UInt32.self)
        return RGBA(UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF), UInt8(value >> 24))
    }

    /// This drawing's pixels against `other`'s (the same size): how many
    /// differ by more than `tolerance` in some channel, and the largest difference.
    func differences(from other: OffscreenCanvas, tolerance: Int) -> (count: Int, largest: Int) {
        var (count, largest) = (0, 0)
        for y in 0..<Int(surface.pointee.h) {
            for x in 0..<Int(surface.pointee.w) {
                let p = pixel(x, y), q = other.pixel(x, y)
                let d = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
                largest = max(largest, d)
                if d > tolerance { count += 1 }
            }
        }
        return (count, largest)
    }

    /// A texture whose pixel at (x, y) is `color(x, y)`.
    func texture(width: Int32, height: Int32, _ color: (Int, Int) -> RGBA) -> OpaquePointer {
        let image = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)!
        defer { SDL_FreeSurface(image) }
        for y in 0..<Int(height) {
            let row = image.pointee.pixels!.advanced(by: y * Int(image.pointee.pitch))
            for x in 0..<Int(width) {
                let c = color(x, y)
                let value = UInt32(c.a) << 24 | UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
                row.storeBytes(of: value, toByteOffset: x * 4, as: UInt32.self)
            }
        }
        let texture = SDL_CreateTextureFromSurface(renderer, image)!
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        return texture
    }
}

/// A root layer of `width` x `height` at the origin holding `layers`, set up
/// with implicit animations off (so it shows its values at once).
func stillRoot(width: CGFloat, height: CGFloat, _ layers: [CALayer]) -> CALayer {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: width, height: height)
    for layer in layers { root.addSublayer(layer) }
    CATransaction.commit()
    return root
}

/// A root layer of `size` with its origin at the top-left, holding `child`.
func scene(size: CGSize, child: CALayer, perspective: Bool = false) -> CALayer {
    let root = CALayer()
    root.bounds = CGRect(origin: .zero, size: size)
    root.position = CGPoint(x: size.width / 2, y: size.height / 2)
    if perspective {
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        root.sublayerTransform = t
    }
    root.addSublayer(child)
    return root
}

/// Counts the diagnostics reported to it (install with `CADiagnostics.$taskHandler`).
final class DiagnosticsCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = 0
    var count: Int { lock.withLock { stored } }
    func add(_ diagnostic: CADiagnostic) { lock.withLock { stored += 1 } }
}
