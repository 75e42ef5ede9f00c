import Foundation

/// A layer that draws its sublayers `instanceCount` times: copy k moved
/// by `instanceTransform` applied k times about the layer's centre,
/// tinted by `instanceColor` plus k times the colour offsets, and running
/// `k · instanceDelay` seconds behind. Only the sublayers repeat (the
/// layer's own background, contents and border are drawn once); copy 0 is
/// the sublayers themselves, the only one hit testing and `presentation()`
/// see. Every property but `preservesDepth` animates; an animated count
/// is floored.
open class CAReplicatorLayer: CALayer {
    /// The most copies drawn: a larger count is refused with a diagnostic and capped.
    public static let maximumInstanceCount = 100_000

    /// Default 1. A count of 0 or less draws no sublayers.
    open var instanceCount: Int {
        get { ExtraKey.instanceCount.publicValue(value(.instanceCount)) as? Int ?? 1 }
        set {
            var count = newValue
            if count > Self.maximumInstanceCount {
                CADiagnostics.report(CADiagnostic(layerProperty: "instanceCount",
                                                  message: "\(newValue) copies is more than \(Self.maximumInstanceCount); capped"))
                count = Self.maximumInstanceCount
            }
            setExtra(.instanceCount, count)
        }
    }
    /// Seconds each copy runs behind the one before it (default 0).
    open var instanceDelay: CFTimeInterval {
        get { value(.instanceDelay).numbers.first ?? 0 }
        set { setExtra(.instanceDelay, newValue) }
    }
    /// Applied once more to each copy, about the layer's centre (default identity).
    open var instanceTransform: CATransform3D {
        get { ExtraKey.instanceTransform.publicValue(value(.instanceTransform)) as? CATransform3D ?? CATransform3DIdentity }
        set { setExtra(.instanceTransform, newValue) }
    }
    /// Multiplies copy 0's colours; nil counts as opaque white (the default).
    open var instanceColor: CGColor? {
        get { ExtraKey.instanceColor.publicValue(value(.instanceColor)) as? CGColor }
        set { setExtra(.instanceColor, newValue) }
    }
    /// Added to `instanceColor`'s channels once more for each copy.
    open var instanceRedOffset: Float {
        get { Float(value(.instanceRedOffset).numbers.first ?? 0) }
        set { setExtra(.instanceRedOffset, newValue) }
    }
    open var instanceGreenOffset: Float {
        get { Float(value(.instanceGreenOffset).numbers.first ?? 0) }
        set { setExtra(.instanceGreenOffset, newValue) }
    }
    open var instanceBlueOffset: Float {
        get { Float(value(.instanceBlueOffset).numbers.first ?? 0) }
        set { setExtra(.instanceBlueOffset, newValue) }
    }
    open var instanceAlphaOffset: Float {
        get { Float(value(.instanceAlphaOffset).numbers.first ?? 0) }
        set { setExtra(.instanceAlphaOffset, newValue) }
    }
    /// Whether the copies keep their depth (drawn as a ``CATransformLayer``
    /// would: sorted by depth, not flattened into this layer). Default false.
    open var preservesDepth = false

    /// Archived layers are not on Linux: nil, as ``CALayer/init(coder:)``.
    public required init?(coder: NSCoder) {
        return nil
    }

    public required init() {
        super.init()
        frameState.extras = ExtraValues([:])
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        if frameState.extras == nil { frameState.extras = ExtraValues([:]) }
        if let other = layer as? CAReplicatorLayer { preservesDepth = other.preservesDepth }
    }

    private func value(_ key: ExtraKey) -> ArrayValue {
        extraModel(key) ?? key.defaultValue(in: [:])
    }

    override class var implicitlyAnimatedKeysOfClass: PropertyNameSet { implicitlyAnimatedReplicatorKeys }

    private static let implicitlyAnimatedReplicatorKeys = CALayer.implicitlyAnimatedKeys.union(
        ["instanceCount", "instanceDelay", "instanceTransform", "instanceColor",
         "instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset"])

    /// The copies as the last frame evaluation presents them (beyond Apple's API, for renderers).
    public var presentedInstances: CAReplicatorInstances {
        func number(_ key: ExtraKey) -> Double { extraPresented(key).numbers.first ?? 0 }
        let count = number(.instanceCount)
        let transform = extraPresented(.instanceTransform).numbers
        let color = extraPresented(.instanceColor).numbers
        return CAReplicatorInstances(
            count: count.isFinite ? Int(min(max(count.rounded(.down), 0), Double(Self.maximumInstanceCount))) : 0,
            delay: number(.instanceDelay),
            transform: transform.count == 16 ? CATransform3D(entries: transform.map { CGFloat($0) }) : CATransform3DIdentity,
            color: color.count == 4 ? ColorComponents(red: color[0], green: color[1], blue: color[2], alpha: color[3])
                                    : ColorComponents(red: 1, green: 1, blue: 1, alpha: 1),
            offsets: ColorComponents(red: number(.instanceRedOffset), green: number(.instanceGreenOffset),
                                     blue: number(.instanceBlueOffset), alpha: number(.instanceAlphaOffset)),
            center: CGPoint(x: frameState.presented.bounds.midX, y: frameState.presented.bounds.midY))
    }
}

/// A replicator's copies at one frame (see ``CAReplicatorLayer/presentedInstances``).
public struct CAReplicatorInstances: Sendable, Equatable {
    public var count: Int
    public var delay: CFTimeInterval
    public var transform: CATransform3D
    public var color: ColorComponents
    public var offsets: ColorComponents
    /// The bounds' centre, which the instance transform turns about.
    public var center: CGPoint

    /// Copy k's colour: `instanceColor + k · offset`, each channel clamped to 0...1.
    public func color(ofCopy k: Int) -> ColorComponents {
        func channel(_ base: CGFloat, _ offset: CGFloat) -> CGFloat { min(max(base + CGFloat(k) * offset, 0), 1) }
        return ColorComponents(red: channel(color.red, offsets.red), green: channel(color.green, offsets.green),
                               blue: channel(color.blue, offsets.blue), alpha: channel(color.alpha, offsets.alpha))
    }

    /// Copy k's placement in the replicator's sublayer space: `T(-c) · instanceTransform^k · T(c)`,
    /// given `power`, instanceTransform^k.
    public func placement(power: CATransform3D) -> CATransform3D {
        CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-center.x, -center.y, 0), power),
                            CATransform3DMakeTranslation(center.x, center.y, 0))
    }
}
