/// The timing of a layer or an animation: where its local time starts,
/// how fast it runs, how often it repeats and what it shows outside its
/// active interval. See the module overview for the formulas.
public protocol CAMediaTiming: AnyObject {
    /// Start of the object's local time, in its parent's time space.
    var beginTime: CFTimeInterval { get set }
    /// Length of one iteration in seconds; 0 or less means 0.25 s for animations.
    var duration: CFTimeInterval { get set }
    /// How fast local time runs relative to the parent's; negative runs backwards.
    var speed: Float { get set }
    /// Added to local time after scaling by `speed`.
    var timeOffset: CFTimeInterval { get set }
    /// Number of iterations, fractions allowed; `.infinity` repeats forever.
    var repeatCount: Float { get set }
    /// Length of the whole active interval in seconds; wins over `repeatCount`.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each iteration plays forward and then back.
    var autoreverses: Bool { get set }
    /// What shows before and after the active interval.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// What a timed object shows outside its active interval.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Nothing outside the active interval (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// Holds the end state after the active interval.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Shows the start state before the active interval.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `forwards` and `backwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}
