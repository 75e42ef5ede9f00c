import Foundation

/// How a keyframe animation moves between its values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Straight lines between values at their key times (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next key time, no blending.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Constant speed along the values; key times and segment curves are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A Catmull-Rom spline through the values.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A Catmull-Rom spline at constant speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer moving along a keyframe path turns with it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The layer's x axis follows the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The same, turned half a turn (the x axis points back along the path).
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// An animation through a list of values, or along a path.
open class CAKeyframeAnimation: CAPropertyAnimation {
    override var asKeyframeAnimation: CAKeyframeAnimation? { self }
    override var engineClass: CAAnimation.Type { CAKeyframeAnimation.self }

    /// Every keyframe property in one struct, as ``CAAnimation/fields``:
    /// a copy is one assignment, and internal storage lets the compiler
    /// drop the run-time exclusivity check a public stored property pays
    /// at every read and write.
    struct KeyframeFields {
        var values: [Any]?
        var path: CGPath?
        var rotationMode: CAAnimationRotationMode?
        var keyTimes: [NSNumber]?
        var timingFunctions: [CAMediaTimingFunction]?
        var calculationMode: CAAnimationCalculationMode = .linear
    }
    final var keyframeFields = KeyframeFields()

    open var values: [Any]? {
        get { keyframeFields.values }
        set { willChange(); keyframeFields.values = newValue }
    }
    /// For a point key path (such as `position`): the path to follow; its
    /// elements' end points are the keyframes and `values` are ignored.
    open var path: CGPath? {
        get { keyframeFields.path }
        set { willChange(); keyframeFields.path = newValue }
    }
    /// With a `path`: turn the layer about z to follow the path's tangent.
    open var rotationMode: CAAnimationRotationMode? {
        get { keyframeFields.rotationMode }
        set { willChange(); keyframeFields.rotationMode = newValue }
    }
    /// Fractions of the duration, non-decreasing from 0 to 1: one per value,
    /// or one more than the values for `.discrete`. Invalid lists are ignored.
    open var keyTimes: [NSNumber]? {
        get { keyframeFields.keyTimes }
        set { willChange(); keyframeFields.keyTimes = newValue }
    }
    /// One curve per segment (values minus one).
    open var timingFunctions: [CAMediaTimingFunction]? {
        get { keyframeFields.timingFunctions }
        set { willChange(); keyframeFields.timingFunctions = newValue }
    }
    open var calculationMode: CAAnimationCalculationMode {
        get { keyframeFields.calculationMode }
        set { willChange(); keyframeFields.calculationMode = newValue }
    }

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy.asKeyframeAnimation else { return }
        copy.keyframeFields = keyframeFields
    }
}
