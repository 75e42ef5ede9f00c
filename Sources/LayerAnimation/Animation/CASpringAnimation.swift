import Foundation

/// A basic animation whose progress follows a damped spring instead of a
/// timing curve; `duration` only cuts the motion off.
open class CASpringAnimation: CABasicAnimation {
    override var asSpringAnimation: CASpringAnimation? { self }
    override var engineClass: CAAnimation.Type { CASpringAnimation.self }

    /// The spring's parameters in one struct, as ``CAAnimation/fields``: a
    /// copy is one assignment, and no access pays a run-time exclusivity check.
    struct SpringFields {
        var mass: CGFloat = 1
        var stiffness: CGFloat = 100
        var damping: CGFloat = 10
        var initialVelocity: CGFloat = 0
    }
    final var springFields = SpringFields()

    /// Mass of the object on the spring; must be greater than 0.
    open var mass: CGFloat {
        get { springFields.mass }
        set { willChange(); springFields.mass = newValue }
    }
    /// Spring stiffness; must be greater than 0.
    open var stiffness: CGFloat {
        get { springFields.stiffness }
        set { willChange(); springFields.stiffness = newValue }
    }
    /// Damping coefficient; must be 0 or more.
    open var damping: CGFloat {
        get { springFields.damping }
        set { willChange(); springFields.damping = newValue }
    }
    /// Initial velocity toward the target, in fractions of the distance per second.
    open var initialVelocity: CGFloat {
        get { springFields.initialVelocity }
        set { willChange(); springFields.initialVelocity = newValue }
    }

    /// The time after which the remaining fraction stays below 0.001
    /// (our definition); infinite without damping, 0 for invalid parameters.
    open var settlingDuration: CFTimeInterval {
        solver?.settlingTime() ?? 0
    }

    /// The spring's progress toward `toValue` `time` seconds after its start
    /// (beyond Apple's API): `1 - x(t)`, which overshoots 1 while it bounces.
    public func progress(atTime time: CFTimeInterval) -> Double {
        solver?.progress(at: time) ?? 1
    }

    var solver: SpringSolver? {
        SpringSolver(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy.asSpringAnimation else { return }
        copy.springFields = springFields
    }
}
