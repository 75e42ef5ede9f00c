import Foundation

/// One input event and the touches it carries.
@MainActor
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover, transform }

    open var type: EventType { .touches }
    /// When the event happened, on `CACurrentMediaTime`'s clock.
    public internal(set) var timestamp: TimeInterval = CACurrentMediaTime()
}
