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

    // This animation as each of the engine's classes it is (itself, from the
    // overrides in those classes; subclasses elsewhere inherit theirs), for
    // the engine's own checks: a virtual call where a dynamic cast walks the
    // class chain, and adding an animation asked a handful of them.
    var asPropertyAnimation: CAPropertyAnimation? { nil }
    var asBasicAnimation: CABasicAnimation? { nil }
    var asSpringAnimation: CASpringAnimation? { nil }
    var asKeyframeAnimation: CAKeyframeAnimation? { nil }
    var asGroup: CAAnimationGroup? { nil }
    var asTransition: CATransition? { nil }
    /// The engine's class this animation is exactly an instance of, or
    /// failing that its nearest superclass: a subclass defined elsewhere
    /// inherits its superclass's, which then differs from its own type.
    var engineClass: CAAnimation.Type { CAAnimation.self }

    open var beginTime: CFTimeInterval {
        get { fields.beginTime }
        set { willChange(); fields.beginTime = newValue }
    }
    open var duration: CFTimeInterval {
        get { fields.duration }
        set { willChange(); fields.duration = newValue }
    }
    open var speed: Float {
        get { fields.speed }
        set { willChange(); fields.speed = newValue }
    }
    open var timeOffset: CFTimeInterval {
        get { fields.timeOffset }
        set { willChange(); fields.timeOffset = newValue }
    }
    open var repeatCount: Float {
        get { fields.repeatCount }
        set { willChange(); fields.repeatCount = newValue }
    }
    open var repeatDuration: CFTimeInterval {
        get { fields.repeatDuration }
        set { willChange(); fields.repeatDuration = newValue }
    }
    open var autoreverses: Bool {
        get { fields.autoreverses }
        set { willChange(); fields.autoreverses = newValue }
    }
    open var fillMode: CAMediaTimingFillMode {
        get { fields.fillMode.mode }
        set { willChange(); fields.fillMode = StoredFillMode(newValue) }
    }

    /// The curve that maps linear progress to eased progress; nil is linear.
    open var timingFunction: CAMediaTimingFunction? {
        get { fields.timingFunction }
        set { willChange(); fields.timingFunction = newValue }
    }
    /// Whether the animation leaves its layer at the end of its active interval.
    open var isRemovedOnCompletion: Bool {
        get { fields.isRemovedOnCompletion }
        set { willChange(); fields.isRemovedOnCompletion = newValue }
    }
    /// Told of start and stop. Held strongly, as Apple does.
    open var delegate: CAAnimationDelegate? {
        get { fields.delegate }
        set { willChange(); fields.delegate = newValue }
    }

    /// Values set by key for keys that are not properties; nil until the
    /// first. Read and written whole (``KeyedValues``), so no access to it
    /// overlaps another and copying an animation pays no exclusivity check.
    final var keyedValues: [String: Any]?

    /// The layers playing this object itself, while any may (``AnimationShare``).
    final var share: AnimationShare?

    private final func setKeyedValue(_ value: Any?, forKey key: String) {
        willChange()
        var values: [String: Any]? = nil
        swap(&values, &keyedValues)
        KeyedValues.set(value, forKey: key, in: &values)
        swap(&values, &keyedValues)
    }

    public required init() {}

    /// As an action: adds a copy of the animation to the layer under `event`.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    /// A copy of the animation with every property (Apple's `NSCopying`).
    open func copy() -> Any { copyOfSameClass() }

    final func copyOfSameClass() -> CAAnimation {
        let copy = type(of: self).init()
        copyProperties(to: copy)
        return copy
    }

    /// ``copy()`` as an animation (nil if an override returned something
    /// else). An instance of one of the engine's own classes, whose `copy()`
    /// is the one above, is copied directly, with no `Any` to cast back;
    /// any other calls its own `copy()`, cast from the copy's own type.
    final func animationCopy() -> CAAnimation? {
        if type(of: self) == engineClass { return copyOfSameClass() }
        return _openExistential(copy(), do: animation(in:))
    }

    /// Copies this class's properties into `copy`; subclasses add theirs.
    func copyProperties(to copy: CAAnimation) {
        copy.fields = fields
        copy.keyedValues = keyedValues
    }

    // MARK: Key-value coding

    /// The timing property `key` by its Core Animation name (`"duration"`,
    /// `"beginTime"`, `"removedOnCompletion"`, ...), or what was set for any
    /// other key: an animation holds a value for any key, as Apple's do, and
    /// its copies (the one a layer plays, the one its delegate is told of)
    /// hold them too. Subclasses add their own properties.
    open func value(forKey key: String) -> Any? {
        switch key {
        case "beginTime": beginTime
        case "duration": duration
        case "speed": speed
        case "timeOffset": timeOffset
        case "repeatCount": repeatCount
        case "repeatDuration": repeatDuration
        case "autoreverses": autoreverses
        case "fillMode": fillMode
        case "timingFunction": timingFunction
        case "removedOnCompletion", "isRemovedOnCompletion": isRemovedOnCompletion
        case "delegate": delegate
        default: KeyedValues.value(forKey: key, in: keyedValues)
        }
    }

    /// Sets the timing property `key`, or holds `value` for any other key
    /// (nil removes it). A property given a value of the wrong type is
    /// reported and keeps its value.
    open func setValue(_ value: Any?, forKey key: String) {
        let number = value.flatMap(AnimationNumber.cast)
        var accepted = true
        switch key {
        case "beginTime": accepted = number.map { beginTime = $0 } != nil
        case "duration": accepted = number.map { duration = $0 } != nil
        case "speed": accepted = number.map { speed = Float($0) } != nil
        case "timeOffset": accepted = number.map { timeOffset = $0 } != nil
        case "repeatCount": accepted = number.map { repeatCount = Float($0) } != nil
        case "repeatDuration": accepted = number.map { repeatDuration = $0 } != nil
        case "autoreverses": accepted = (value as? Bool).map { autoreverses = $0 } != nil
        case "removedOnCompletion", "isRemovedOnCompletion":
            accepted = (value as? Bool).map { isRemovedOnCompletion = $0 } != nil
        case "fillMode":
            accepted = ((value as? CAMediaTimingFillMode) ?? (value as? String).map(CAMediaTimingFillMode.init(rawValue:)))
                .map { fillMode = $0 } != nil
        case "timingFunction":
            accepted = value == nil || value is CAMediaTimingFunction
            if accepted { timingFunction = value as? CAMediaTimingFunction }
        case "delegate":
            accepted = value == nil || value is CAAnimationDelegate
            if accepted { delegate = value as? CAAnimationDelegate }
        default:
            setKeyedValue(value, forKey: key)
        }
        if !accepted { Self.refuse(value, forKey: key) }
    }

    /// Reports a value of the wrong type for the property `key`.
    static func refuse(_ value: Any?, forKey key: String) {
        CADiagnostics.report(CADiagnostic(call: "CAAnimation.setValue(_:forKey: \"\(key)\")",
                                          message: "a value of type \(value.map { "\(type(of: $0))" } ?? "nil") is not one for this property; ignored"))
    }
}

/// `value` as an animation when its type is one.
private func animation<Value>(in value: Value) -> CAAnimation? {
    value as? CAAnimation
}
