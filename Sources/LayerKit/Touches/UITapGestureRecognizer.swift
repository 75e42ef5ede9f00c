import Foundation

/// Recognizes `numberOfTapsRequired` taps of `numberOfTouchesRequired`
/// fingers; fails when a touch moves more than 10 points or the next tap
/// does not begin within 0.35 s of the last one ending.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
    /// How far a touch may move and still tap.
    static let allowableMovement: CGFloat = 10
    /// The longest wait for the next tap of a multiple tap.
    static let maximumGap: TimeInterval = 0.35

    private var taps = 0
    private var start: CGPoint?
    private var touchesDown = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        deadline = nil
        touchesDown += touches.count
        if start == nil { start = touches.first?.location(in: nil) }
        if touchesDown > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, let point = touches.first?.location(in: nil) else { return }
        if hypot(point.x - start.x, point.y - start.y) > Self.allowableMovement { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesDown -= touches.count
        guard touchesDown <= 0 else { return }
        taps += 1
        if taps >= numberOfTapsRequired {
            state = .ended
        } else {
            deadline = (touches.first?.timestamp ?? CACurrentMediaTime()) + Self.maximumGap
        }
    }

    override func deadlinePassed(at time: TimeInterval) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        (taps, start, touchesDown) = (0, nil, 0)
    }
}
