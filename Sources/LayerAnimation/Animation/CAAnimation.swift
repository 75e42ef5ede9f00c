/// The base of every animation: timing (``CAMediaTiming``), an optional
/// timing curve, a delegate and whether it leaves its layer when done.
///
/// ``CALayer/add(_:forKey:)`` stores a copy, so later changes to the object
/// you passed change nothing that is playing.
open class CAAnimation: CAMediaTiming {
    // Stored fields skip dynamic exclusivity checks: copying an animation on
    // every add(_:forKey:) otherwise pays one per field.
    @exclusivity(unchecked) open var beginTime: CFTimeInterval = 0
    @exclusivity(unchecked) open var duration: CFTimeInterval = 0
    @exclusivity(unchecked) open var speed: Float = 1
    @exclusivity(unchecked) open var timeOffset: CFTimeInterval = 0
    @exclusivity(unchecked) open var repeatCount: Float = 0
    @exclusivity(unchecked) open var repeatDuration: CFTimeInterval = 0
    @exclusivity(unchecked) open var autoreverses = false
    @exclusivity(unchecked) open var fillMode: CAMediaTimingFillMode = .removed

    /// The curve that maps linear progress to eased progress; nil is linear.
    @exclusivity(unchecked) open var timingFunction: CAMediaTimingFunction?
    /// Whether the animation leaves its layer at the end of its active interval.
    @exclusivity(unchecked) open var isRemovedOnCompletion = true
    /// Told of start and stop. Held strongly, as Apple does.
    @exclusivity(unchecked) open var delegate: CAAnimationDelegate?

    public required init() {}

    /// A copy of the animation with every property (Apple's `NSCopying`).
    open func copy() -> Any {
        let copy = type(of: self).init()
        copyProperties(to: copy)
        return copy
    }

    /// Copies this class's properties into `copy`; subclasses add theirs.
    func copyProperties(to copy: CAAnimation) {
        copy.beginTime = beginTime
        copy.duration = duration
        copy.speed = speed
        copy.timeOffset = timeOffset
        copy.repeatCount = repeatCount
        copy.repeatDuration = repeatDuration
        copy.autoreverses = autoreverses
        copy.fillMode = fillMode
        copy.timingFunction = timingFunction
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.delegate = delegate
    }
}
