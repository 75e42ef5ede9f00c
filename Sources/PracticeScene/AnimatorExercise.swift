import Foundation
import LayerAnimation
import SceneControls
import LayerAnimators

/// A property animator scrubbed by a drag: the square slides to the right
/// end, turning 180° and growing ×1.5, following the pointer; on release it
/// goes back if the **presentation**'s centre is left of the middle, else
/// on, with the spring mass 2, stiffness 30, damping 7.
final class AnimatorExercise: Exercise {
    let root = CALayer()
    let view = square(80, Palette.orange, name: "view")
    private(set) var animator: LayerPropertyAnimator?
    private var size = CGSize.zero
    /// Where the drag began and the fraction the animator had then.
    private var dragStart: (x: CGFloat, fraction: CGFloat)?
    /// Whether the animator in use moves the square back to the left (it rested at the end).
    private var movesBack = false
    /// How far the square travels.
    var travel: CGFloat { max(size.width - 80 - view.bounds.width, 1) }
    static let spring = SpringTimingParameters(mass: 2, stiffness: 30, damping: 7, initialVelocity: .zero)

    var caption: String { "LayerPropertyAnimator · drag to scrub · release: spring mass 2, stiffness 30, damping 7" }
    let keys = [("left", "scrub-back"), ("right", "scrub-forward"), ("enter", "release"), ("r", "reset")]
        .map { (key: $0.0, action: $0.1) }
    var actionNames: [String] { keys.map(\.action) }
    /// The square answers drags and arrow keys, not a press.
    var focusTargets: [(layer: CALayer, action: String)] { [] }

    init() {
        root.name = "animator"
        root.addSublayer(view)
    }

    private var start: CGPoint { CGPoint(x: 40 + view.bounds.width / 2, y: size.height * 0.45) }

    func layout(size: CGSize) {
        self.size = size
        guard animator == nil else { return }
        CALayer.performWithoutAnimation { view.position = start }
    }

    func tap(at point: CGPoint) {}

    /// A drag takes over from where the square is: the animator pauses
    /// there (a new one is made when none is active).
    func dragBegan(at point: CGPoint) {
        let animator = activeAnimator()
        animator.pauseAnimation()
        dragStart = (point.x, animator.fractionComplete)
    }

    func dragMoved(to point: CGPoint) {
        guard let dragStart, let animator else { return }
        let fraction = dragStart.fraction + (point.x - dragStart.x) / travel * (movesBack ? -1 : 1)
        animator.fractionComplete = min(max(fraction, 0), 1)
    }

    func dragEnded(at point: CGPoint) {
        guard dragStart != nil else { return }
        dragStart = nil
        release()
    }

    /// Back if the square shows left of the middle, else on.
    private func release() {
        guard let animator, animator.state == .active else { return }
        let shownX = view.presentation()?.position.x ?? view.position.x
        animator.isReversed = (shownX < size.width / 2) != movesBack
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    }

    /// The animator in use, or a new one from where the square rests.
    private func activeAnimator() -> LayerPropertyAnimator {
        if let animator, animator.state == .active { return animator }
        let atEnd = view.position.x > size.width / 2
        movesBack = atEnd
        let animator = LayerPropertyAnimator(duration: 1, timingParameters: Self.spring)
        animator.addAnimations {
            if atEnd {
                // From the end back to the start: the same motion the other way.
                self.view.position = self.start
                self.view.transform = CATransform3DIdentity
            } else {
                self.view.position.x = self.start.x + self.travel
                self.view.transform = CATransform3DScale(CATransform3DMakeRotation(.pi, 0, 0, 1), 1.5, 1.5, 1)
            }
        }
        animator.addCompletion { [weak self] _ in self?.animator = nil }
        self.animator = animator
        return animator
    }

    @discardableResult
    func perform(_ name: String) -> Bool {
        switch name {
        case "scrub-back", "scrub-forward":
            let animator = activeAnimator()
            if animator.isRunning { animator.pauseAnimation() }
            let step: CGFloat = (name == "scrub-forward") != movesBack ? 0.1 : -0.1
            animator.fractionComplete = min(max(animator.fractionComplete + step, 0), 1)
        case "release":
            release()
        case "reset":
            reset()
        default:
            return false
        }
        return true
    }

    func reset() {
        if let animator, animator.state == .active { animator.stopAnimation(true) }
        animator = nil
        dragStart = nil
        CALayer.performWithoutAnimation {
            view.removeAllAnimations()
            view.position = start
            view.transform = CATransform3DIdentity
        }
    }
}
