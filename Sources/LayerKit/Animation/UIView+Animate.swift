import Foundation

/// `UIView.animate`: the closure's changes to views apply at once, and
/// each animates from its old value over the block's timing (see
/// ``ViewAnimationBlock`` and ``ViewPropertyAction`` for UIKit's rules).
extension UIView {
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        runBlock(duration: duration, delay: delay, timing: .curve(options.curve.timingFunction), options: options,
                 animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// The spring block: damping ratio `dampingRatio` (clamped to (0, 1]),
    /// settled exactly at `duration` (see ``SpringSettling``), starting at
    /// `velocity` whole distances per second.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let checked = checked(duration, "animate(withDuration:usingSpringWithDamping:)")
        let spring = SpringSettling(dampingRatio: Double(dampingRatio), duration: checked, velocity: Double(velocity))
        runBlock(duration: duration, delay: delay,
                 timing: .spring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                                 velocity: velocity.isFinite ? Double(velocity) : 0),
                 options: options.union(.overrideInheritedCurve), animations: animations, completion: completion)
    }

    /// iOS 17's spring: natural period `duration` (ω = 2π / duration) and
    /// damping ratio 1 − `bounce`, played until it settles.
    public static func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
                               initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let period = max(checked(duration, "animate(springDuration:)"), 1e-3)
        let omega = 2 * Double.pi / period
        let zeta = bounce.isFinite ? min(max(1 - Double(bounce), 1e-3), 2) : 1
        let v = velocity.isFinite ? Double(velocity) : 0
        let probe = CASpringAnimation()
        (probe.mass, probe.stiffness, probe.damping, probe.initialVelocity) = (1, omega * omega, 2 * zeta * omega, v)
        runBlock(duration: probe.settlingDuration, delay: delay,
                 timing: .spring(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega, velocity: v),
                 options: options.union(.overrideInheritedCurve).union(.overrideInheritedDuration),
                 animations: animations, completion: completion)
    }

    /// UIKit's `performWithoutAnimation`: views change at once, even inside a block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        ViewAnimationBlock.withoutAnimation += 1
        defer { ViewAnimationBlock.withoutAnimation -= 1 }
        actionsWithoutAnimation()
    }

    public static func setAnimationsEnabled(_ enabled: Bool) { ViewAnimationBlock.animationsEnabled = enabled }
    public static var areAnimationsEnabled: Bool { ViewAnimationBlock.animationsEnabled }

    /// The duration of the block whose closure is running (0 outside one).
    public static var inheritedAnimationDuration: TimeInterval { ViewAnimationBlock.running.last?.duration ?? 0 }

    /// Inside a block: the changes `animations` makes repeat `count` times, and go back if `autoreverses`.
    public static func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        guard let block = ViewAnimationBlock.running.last else { return animations() }
        let saved = (block.repeatCount, block.autoreverses)
        block.repeatCount = count.isFinite || count == .infinity ? Float(max(count, 0)) : 0
        block.autoreverses = autoreverses
        animations()
        (block.repeatCount, block.autoreverses) = saved
    }

    /// Runs a block: the closure with its changes recorded, then its completion's wait.
    static func runBlock(duration: TimeInterval, delay: TimeInterval, timing: BlockTiming, options: AnimationOptions,
                         animations: () -> Void, completion: ((Bool) -> Void)?) {
        let block = ViewAnimationBlock(duration: checked(duration, "animate(withDuration:)"),
                                       delay: checked(delay, "animate(withDuration:delay:)"), timing: timing,
                                       options: options, completion: ViewBlockCompletion(completion))
        block.inheriting(from: ViewAnimationBlock.running.last).run(animations)
    }

    /// `value` when it is a duration; 0 (reported) when negative or not finite.
    static func checked(_ value: TimeInterval, _ call: String) -> TimeInterval {
        guard value.isFinite, value >= 0 else {
            CADiagnostics.report(CADiagnostic(call: "UIView.\(call)", message: "\(value) is not a duration; using 0"))
            return 0
        }
        return value
    }
}
