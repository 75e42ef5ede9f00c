import Foundation

/// One input event and the touches it carries.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover, transform }

    open var type: EventType { .touches }
    /// When the event happened, on `CACurrentMediaTime`'s clock.
    public internal(set) var timestamp: TimeInterval
    /// The touches down now (those that just ended included).
    public internal(set) var allTouches: Set<UITouch>?

    init(timestamp: TimeInterval, touches: Set<UITouch>) {
        self.timestamp = timestamp
        allTouches = touches
    }

    public func touches(for view: UIView) -> Set<UITouch>? {
        allTouches?.filter { $0.view === view }
    }

    public func touches(for window: UIWindow) -> Set<UITouch>? {
        allTouches?.filter { $0.window === window }
    }

    public func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        allTouches?.filter { $0.gestureRecognizers?.contains { $0 === gestureRecognizer } ?? false }
    }
}
