/// The base of every animation: timing (``CAMediaTiming``), an optional
/// timing curve, a delegate and whether it leaves its layer when done.
///
/// ``CALayer/add(_:forKey:)`` stores a copy, so later changes to the object
/// you passed change nothing that is playing.
open class CAAnimation: CAMediaTiming {
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    /// The curve that maps linear progress to eased progress; nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the animation leaves its layer at the end of its active interval.
    open var isRemovedOnCompletion = true
    /// Told of start and stop. Held strongly, as Apple does.
    open var delegate: CAAnimationDelegate?

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
