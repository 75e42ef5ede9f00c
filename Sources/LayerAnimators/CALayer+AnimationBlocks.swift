import Foundation
import LayerAnimation

/// UIKit's `UIView.animate` and `UIView.transition(with:)` on layers.
extension CALayer {
    /// Runs `animations` at once and animates every layer property it
    /// changed (on any layer, in a tree or not) from the value presented
    /// before the change to the new one, over `duration` after `delay`,
    /// with the options' curve, repeat and autoreverse. `completion` runs
    /// once: `true` when every animation ran to its end, `false` when one
    /// was removed or replaced first (a later block on the same property
    /// replaces it, starting from what is presented: no jump). With no
    /// duration, or nothing changed, it runs after the next frame evaluation.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                               options: LayerAnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let timing = options.curve.timingFunction
        runBlock(duration: duration, delay: delay, options: options, animations: animations, completion: completion) { _ in
            let animation = CABasicAnimation()
            animation.timingFunction = timing
            return animation
        }
    }

    /// UIKit's spring block: a spring with damping ratio `dampingRatio`
    /// whose natural period is `duration` (see ``SpringTimingParameters``),
    /// starting at `velocity` (whole distances per second), played for `duration`.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: LayerAnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let parameters = SpringTimingParameters(dampingRatio: dampingRatio,
                                                initialVelocity: CGVector(dx: velocity.isFinite ? velocity : 0, dy: 0))
        runBlock(duration: duration, delay: delay, options: options, animations: animations, completion: completion) { duration in
            parameters.spring(duration: duration, velocity: parameters.initialVelocity.dx)
        }
    }

    /// Shows a change of `layer` (its contents, sublayers, anything) with
    /// the options' transition: the layer's look is captured, `animations`
    /// runs (its changes show at once), and the layer flips half a turn
    /// with perspective, or cross-dissolves, from the old look to the new.
    /// Without a transition option it cross-dissolves.
    public static func transition(with layer: CALayer, duration: TimeInterval, options: LayerAnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let duration = checkedDuration(duration, call: "transition(with:)")
        let transition = CATransition()
        (transition.type, transition.subtype) = options.transition ?? (.fade, nil)
        transition.duration = max(duration, 1e-6)
        transition.timingFunction = options.curve.timingFunction
        let tracker = BlockCompletion(count: 1, completion: completion)
        transition.delegate = tracker
        layer.add(transition, forKey: kCATransition)
        performWithoutAnimation { animations?() }
    }

    /// UIKit's `performWithoutAnimation`: `actions` change layers at once,
    /// with no implicit animation (a transaction with actions disabled).
    public static func performWithoutAnimation(_ actions: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        actions()
        CATransaction.commit()
    }

    private static func runBlock(duration: TimeInterval, delay: TimeInterval, options: LayerAnimationOptions,
                                 animations: () -> Void, completion: ((Bool) -> Void)?,
                                 make: (TimeInterval) -> CABasicAnimation) {
        let duration = checkedDuration(duration, call: "animate(withDuration:)")
        let delay = checkedDuration(delay, call: "animate(withDuration:delay:)")
        let changes = ChangeRecorder.record(animations)
        guard !changes.isEmpty, duration > 0 else {
            if changes.isEmpty {
                CADiagnostics.report(CADiagnostic(call: "animate(withDuration:)", message: "the animations changed nothing"))
            }
            // UIKit calls it later, never inside the call.
            if let completion { CATransaction.afterNextFrame { completion(true) } }
            if duration <= 0 { for change in changes { removeBlockAnimation(of: change) } }
            return
        }
        let tracker = BlockCompletion(count: changes.count, completion: completion)
        for change in changes {
            let animation = make(duration)
            animation.keyPath = change.key
            (animation.fromValue, animation.toValue) = (change.from, change.to)
            animation.duration = duration
            animation.beginTime = change.layer.convertTime(CACurrentMediaTime(), from: nil) + delay
            if delay > 0 { animation.fillMode = .backwards }
            if options.contains(.repeat) { animation.repeatCount = .infinity }
            animation.autoreverses = options.contains(.autoreverse)
            animation.delegate = tracker
            change.layer.add(animation, forKey: change.key)
        }
    }

    /// A zero-duration block ends what an earlier one was animating on the same property.
    private static func removeBlockAnimation(of change: PropertyChange) {
        if change.layer.animation(forKey: change.key) != nil { change.layer.removeAnimation(forKey: change.key) }
    }

    /// `value` when it is a duration; 0 (reported) when negative or not finite.
    static func checkedDuration(_ value: TimeInterval, call: String) -> TimeInterval {
        guard value.isFinite, value >= 0 else {
            CADiagnostics.report(CADiagnostic(call: call, message: "\(value) is not a duration; using 0"))
            return 0
        }
        return value
    }
}

/// Waits for a block's animations and calls its completion once.
final class BlockCompletion: CAAnimationDelegate {
    private var remaining: Int
    private var allFinished = true
    private var completion: ((Bool) -> Void)?

    init(count: Int, completion: ((Bool) -> Void)?) {
        (remaining, self.completion) = (count, completion)
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        remaining -= 1
        allFinished = allFinished && flag
        guard remaining == 0, let completion else { return }
        self.completion = nil
        completion(allFinished)
    }
}
