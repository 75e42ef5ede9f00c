/// The base of every animation: timing (``CAMediaTiming``), an optional
/// timing curve, a delegate and whether it leaves its layer when done.
///
/// ``CALayer/add(_:forKey:)`` stores a copy, so later changes to the object
/// you passed change nothing that is playing.
open class CAAnimation: CAMediaTiming, CAAction {
    /// Every property's value, in one struct: a copy is one assignment, and
    /// the engine reads them without a dynamic call per property.
    ///
    /// Widest first, so no padding sits between them, and the fill mode in
    /// 8 bytes (``StoredFillMode``): every added animation is copied, and
    /// each 16 bytes less can put the copy in a smaller block.
    struct Fields {
        var beginTime: CFTimeInterval = 0
        var duration: CFTimeInterval = 0
        var timeOffset: CFTimeInterval = 0
        var repeatDuration: CFTimeInterval = 0
        var speed: Float = 1
        var repeatCount: Float = 0
        var fillMode = StoredFillMode.removed
        var timingFunction: CAMediaTimingFunction?
        var delegate: CAAnimationDelegate?
        var autoreverses = false
        var isRemovedOnCompletion = true
    }
    final var fields = Fields()

    open var beginTime: CFTimeInterval {
        get { fields.beginTime }
        set { fields.beginTime = newValue }
    }
    open var duration: CFTimeInterval {
        get { fields.duration }
        set { fields.duration = newValue }
    }
    open var speed: Float {
        get { fields.speed }
        set { fields.speed = newValue }
    }
    open var timeOffset: CFTimeInterval {
        get { fields.timeOffset }
        set { fields.timeOffset = newValue }
    }
    open var repeatCount: Float {
        get { fields.repeatCount }
        set { fields.repeatCount = newValue }
    }
    open var repeatDuration: CFTimeInterval {
        get { fields.repeatDuration }
        set { fields.repeatDuration = newValue }
    }
    open var autoreverses: Bool {
        get { fields.autoreverses }
        set { fields.autoreverses = newValue }
    }
    open var fillMode: CAMediaTimingFillMode {
        get { fields.fillMode.mode }
        set { fields.fillMode = StoredFillMode(newValue) }
    }

    /// The curve that maps linear progress to eased progress; nil is linear.
    open var timingFunction: CAMediaTimingFunction? {
        get { fields.timingFunction }
        set { fields.timingFunction = newValue }
    }
    /// Whether the animation leaves its layer at the end of its active interval.
    open var isRemovedOnCompletion: Bool {
        get { fields.isRemovedOnCompletion }
        set { fields.isRemovedOnCompletion = newValue }
    }
    /// Told of start and stop. Held strongly, as Apple does.
    open var delegate: CAAnimationDelegate? {
        get { fields.delegate }
        set { fields.delegate = newValue }
    }

    public required init() {}

    /// As an action: adds a copy of the animation to the layer under `event`.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    /// A copy of the animation with every property (Apple's `NSCopying`).
    open func copy() -> Any {
        let copy = type(of: self).init()
        copyProperties(to: copy)
        return copy
    }

    /// ``copy()`` as an animation (nil if an override returned something
    /// else), cast from the copy's own type: a class check instead of the
    /// general cast from `Any`.
    final func animationCopy() -> CAAnimation? {
        _openExistential(copy(), do: animation(in:))
    }

    /// Copies this class's properties into `copy`; subclasses add theirs.
    func copyProperties(to copy: CAAnimation) {
        copy.fields = fields
    }
}

/// `value` as an animation when its type is one.
private func animation<Value>(in value: Value) -> CAAnimation? {
    value as? CAAnimation
}
