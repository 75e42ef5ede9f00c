import Foundation

/// One finger (or the mouse's left button) on the screen, from down to up.
@preconcurrency @MainActor
open class UITouch: NSObject {
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }
    public enum TouchType: Int, Sendable { case direct, indirect, pencil, indirectPointer }

    public internal(set) var phase: Phase = .began
    /// When the touch last changed, on `CACurrentMediaTime`'s clock.
    public internal(set) var timestamp: TimeInterval
    /// Taps in quick succession at about the same place (the mouse's click count).
    public internal(set) var tapCount: Int
    public var type: TouchType { .direct }
    /// The view hit when the touch began; it keeps the touch until it ends.
    public internal(set) weak var view: UIView?
    public internal(set) weak var window: UIWindow?
    /// The recognizers that see this touch: those of its view and the view's ancestors.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]? = []

    /// In the window's coordinates.
    var windowLocation: CGPoint
    var previousWindowLocation: CGPoint

    init(at point: CGPoint, time: TimeInterval, tapCount: Int, view: UIView?, window: UIWindow?) {
        (windowLocation, previousWindowLocation, timestamp) = (point, point, time)
        (self.tapCount, self.view, self.window) = (max(tapCount, 1), view, window)
    }

    /// Where the touch is, in `view`'s coordinates (nil: the window's).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: window)
    }

    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: window)
    }

    func move(to point: CGPoint, at time: TimeInterval, phase: Phase) {
        previousWindowLocation = windowLocation
        (windowLocation, timestamp, self.phase) = (point, time, phase)
    }
}
