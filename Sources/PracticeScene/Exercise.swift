import Foundation
import LayerAnimation
import SceneControls

/// One of the Practice scene's five exercises: a layer tree in the scene's
/// exercise area, and what taps, drags, keys and named actions do there.
protocol Exercise: AnyObject {
    /// The exercise's root layer (the scene places it).
    var root: CALayer { get }
    /// The line under the exercise: what it shows.
    var caption: String { get }
    /// The keys it answers, with what they do (for help).
    var keys: [(key: String, action: String)] { get }
    /// Its actions by name, for `snowman render --action` and for keys.
    var actionNames: [String] { get }
    /// What Tab can focus, in order, with the action Space then performs.
    var focusTargets: [(layer: CALayer, action: String)] { get }

    /// Lays the exercise out in an area of `size` (the root's bounds).
    func layout(size: CGSize)
    /// A tap at `point` (in the root's coordinates).
    func tap(at point: CGPoint)
    /// Performs the action `name`; false when it has none of that name.
    @discardableResult func perform(_ name: String) -> Bool
    /// A key press: a character key in lower case, or "left", "right", "enter", "tab".
    func key(_ key: String) -> Bool
    /// A drag in the root's coordinates.
    func dragBegan(at point: CGPoint)
    func dragMoved(to point: CGPoint)
    func dragEnded(at point: CGPoint)
    /// Puts everything back as it was at the start.
    func reset()
}

extension Exercise {
    func dragBegan(at point: CGPoint) {}
    func dragMoved(to point: CGPoint) {}
    func dragEnded(at point: CGPoint) {}
    func key(_ key: String) -> Bool {
        guard let name = keys.first(where: { $0.key == key })?.action else { return false }
        return perform(name)
    }
}
