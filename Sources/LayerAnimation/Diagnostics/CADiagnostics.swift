import Foundation

/// A problem found in an animation or a layer value: the engine ignored
/// it (for its key path) or corrected it, and says so once through
/// ``CADiagnostics``.
public struct CADiagnostic: Sendable, CustomStringConvertible {
    /// The key the animation was added under.
    public var animationKey: String?
    /// The key path it animates, when it has one.
    public var keyPath: String?
    /// What is wrong and what the engine did about it.
    public var message: String
    /// Whether it is about a layer's property (named by `keyPath`), not an animation.
    public var isAboutLayer = false
    /// Whether it is about building a path or drawing (the call named by `keyPath`).
    public var isAboutPath = false

    init(animationKey: String?, keyPath: String?, message: String) {
        (self.animationKey, self.keyPath, self.message) = (animationKey, keyPath, message)
    }

    /// A problem with the layer property `property`.
    init(layerProperty property: String, message: String) {
        (keyPath, self.message, isAboutLayer) = (property, message, true)
    }

    /// A problem found while drawing (by a renderer, beyond this module):
    /// `subject` names what, `message` what was done about it.
    public init(drawing subject: String, message: String) {
        (keyPath, self.message, isAboutPath) = (subject, message, true)
    }

    /// A call ignored by a library built on this module (an animator):
    /// `call` names it, `message` says why.
    public init(call: String, message: String) {
        (keyPath, self.message) = (call, message)
    }

    /// A problem with a call building a path (`keyPath` names the call).
    init(pathCall call: String, message: String) {
        (keyPath, self.message, isAboutPath) = (call, message, true)
    }

    public var description: String {
        let key = animationKey.map { " '\($0)'" } ?? ""
        let path = keyPath.map { " (\($0))" } ?? ""
        let subject = isAboutPath ? "drawing" : (isAboutLayer ? "layer" : "animation")
        return "\(subject)\(key)\(path): \(message)"
    }
}

/// Where the engine reports bad animation input instead of crashing.
public enum CADiagnostics {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var globalHandler: @Sendable (CADiagnostic) -> Void = { diagnostic in
        FileHandle.standardError.write(Data("LayerAnimation: \(diagnostic)\n".utf8))
    }

    /// Receives every diagnostic not caught by ``taskHandler``; by default
    /// prints one line on standard error.
    public static var handler: @Sendable (CADiagnostic) -> Void {
        get { lock.withLock { globalHandler } }
        set { lock.withLock { globalHandler = newValue } }
    }

    /// A handler for the current task only (tests use it), tried first.
    @TaskLocal public static var taskHandler: (@Sendable (CADiagnostic) -> Void)?

    /// Sends `diagnostic` to the handlers (renderers report through this too).
    public static func report(_ diagnostic: CADiagnostic) {
        (taskHandler ?? handler)(diagnostic)
    }
}
