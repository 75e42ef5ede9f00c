import Foundation
import LayerAnimation
@_exported import LayerInput

/// What one tab of the window is: a layer tree with its own input, help,
/// time and scripted actions. The window hosts any of them the same way:
/// it lays the scene out under its tab strip, hands it typed input (points
/// in the scene's own coordinates), draws `rootLayer`, and pauses the
/// scenes it hides the Core Animation way (QA1673, `pause()`).
@MainActor
public protocol HostedScene: AnyObject {
    /// Its scripted actions (`snowman render --actions`), parsed from text.
    associatedtype Action: SceneAction
    /// The name on the command line (`--scene`, `render --scene`): "practice", "set", ...
    nonisolated static var sceneName: String { get }
    /// The tab's label.
    var title: String { get }
    var rootLayer: CALayer { get }
    /// What F1 lists for this scene (the keys every tab shares come after).
    var help: [KeyHelp] { get }
    func layout(in size: CGSize)
    /// The screen's pixels per point changed (before the next `layout`):
    /// a scene that puts text on whole pixels needs it.
    func displayScaleChanged(to scale: CGFloat)
    /// Handles `event`; true when it did something (the window is drawn
    /// again). An Esc the scene does not handle quits, as Ctrl+Q always does.
    func handle(_ event: InputEvent) -> Bool
    /// Before each frame is evaluated: physics, timers, overlays that follow the clock.
    func advance(toMediaTime time: CFTimeInterval)
    /// Whether frames are needed though no animation runs (physics, a live
    /// inspector); false lets the window sleep.
    var needsFrames: Bool { get }
    /// Whether work off the main thread is under way whose results will
    /// change what shows (the window then looks for them often rather than sleeping).
    var isWaiting: Bool { get }
    /// The media time at which what shows changes by itself though nothing
    /// moves (a message that expires); the window sleeps until then. Nil: none.
    var nextChangeTime: CFTimeInterval? { get }
    func pause()
    func resume()
    func perform(_ action: Action)
    /// The scene's state as lines, for end-to-end tests and debugging,
    /// written when it changes (`--debug-state`); empty: none.
    var debugState: String { get }
}

extension HostedScene {
    public var isWaiting: Bool { false }
    public var nextChangeTime: CFTimeInterval? { nil }
    public func displayScaleChanged(to scale: CGFloat) {}
    public var debugState: String { "" }

    /// Parses `text` as one of this scene's actions and performs it;
    /// throws the parse's one line for text it does not know.
    public func perform(parsing text: String) throws {
        perform(try Action(parsing: text))
    }
}

/// A scene's scripted action, from the text given on the command line or in a test.
public protocol SceneAction {
    /// Throws ``SceneActionError`` (one line naming what is allowed) for text it does not know.
    init(parsing text: String) throws
}

/// Text that is not an action of a scene: one line that names what is allowed.
public struct SceneActionError: Error, CustomStringConvertible, Equatable {
    public var description: String
    public init(_ description: String) { self.description = description }

    /// “the set scene has no action “text”; it has …” with `text` cut to a readable length.
    public init(scene: String, text: String, allowed: String) {
        let shown = text.count <= 40 ? text : String(text.prefix(40)) + "…"
        self.init("the \(scene) scene has no action “\(shown)”; it has \(allowed)")
    }
}

/// A scene with no scripted actions: every text is refused.
public enum NoSceneAction: SceneAction {
    public init(parsing text: String) throws {
        throw SceneActionError("this scene takes no actions (“\(text.count <= 40 ? text : String(text.prefix(40)) + "…")”)")
    }
}

/// One line of a scene's help: the key, and what it does.
public struct KeyHelp: Equatable, Sendable {
    public var key: String
    public var action: String
    public init(_ key: String, _ action: String) { (self.key, self.action) = (key, action) }
}
