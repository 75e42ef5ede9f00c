import Foundation

/// Begins when a touch is held `minimumPressDuration` without moving more
/// than `allowableMovement`; changes as it moves, ends when it lifts.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
    open var numberOfTouchesRequired = 1
    private var start: CGPoint?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard start == nil, let touch = touches.first else { return state = .failed }
        start = touch.location(in: nil)
        let wait = minimumPressDuration.isFinite ? max(minimumPressDuration, 0) : 0.5
        deadline = touch.timestamp + wait
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, let point = touches.first?.location(in: nil) else { return }
        if state == .possible {
            if hypot(point.x - start.x, point.y - start.y) > allowableMovement {
                deadline = nil
                state = .failed
            }
        } else if isActive {
            state = .changed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        deadline = nil
        state = isActive ? .ended : .failed
    }

    override func deadlinePassed(at time: TimeInterval) {
        if state == .possible { state = .began }
    }

    open override func reset() { start = nil }
}
