/// The name of one of Core Animation's predefined timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// (0,0) (1,1): constant speed.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// (0.42,0) (1,1): starts slowly.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// (0,0) (0.58,1): ends slowly.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// (0.42,0) (0.58,1): starts and ends slowly.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// (0.25,0.1) (0.25,1): the system's default curve.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")

    /// The control points of the predefined curve of this name; nil for a
    /// name Core Animation does not define.
    var controlPoints: (Float, Float, Float, Float)? {
        // By length first, so a name is compared with at most two others.
        switch rawValue.utf8.count {
        case 6: rawValue == "linear" ? (0, 0, 1, 1) : rawValue == "easeIn" ? (0.42, 0, 1, 1) : nil
        case 7: rawValue == "easeOut" ? (0, 0, 0.58, 1) : rawValue == "default" ? (0.25, 0.1, 0.25, 1) : nil
        case 13: rawValue == "easeInEaseOut" ? (0.42, 0, 0.58, 1) : nil
        default: nil
        }
    }
}

/// A cubic Bézier timing curve from (0,0) to (1,1) that maps an animation's
/// linear progress to its eased progress.
open class CAMediaTimingFunction: @unchecked Sendable {
    private let shape: TimingCurveShape
    var curve: UnitBezier { shape.curve }

    /// One of the predefined curves; an unknown name gives the linear curve.
    public convenience init(name: CAMediaTimingFunctionName) {
        let points = name.controlPoints ?? (0, 0, 1, 1)
        self.init(controlPoints: points.0, points.1, points.2, points.3)
    }

    /// A curve through (0,0), (c1x,c1y), (c2x,c2y), (1,1). The x values are
    /// clamped to 0...1 (so the curve is a function of time); y values may
    /// leave 0...1 and then overshoot.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        // The one designated initializer, as in Apple's API (so subclasses
        // still inherit `init(name:)`); a predefined curve is shared.
        shape = TimingCurveShape.predefined(c1x, c1y, c2x, c2y) ?? TimingCurveShape(c1x, c1y, c2x, c2y)
    }

    /// Writes control point `idx` (0 through 3) as two floats, x then y.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        switch idx {
        case 0: (ptr[0], ptr[1]) = (0, 0)
        case 1: (ptr[0], ptr[1]) = (shape.points.0, shape.points.1)
        case 2: (ptr[0], ptr[1]) = (shape.points.2, shape.points.3)
        default: (ptr[0], ptr[1]) = (1, 1)
        }
    }

    /// The eased progress for a linear progress in 0...1 (beyond Apple's API).
    public func evaluate(at progress: Double) -> Double {
        curve.solve(progress)
    }
}

/// A timing curve's control points and the polynomial solved from them.
/// Immutable, so the predefined ones are made once and shared: a function
/// made by name costs one small object and no solving.
final class TimingCurveShape: Sendable {
    let points: (Float, Float, Float, Float)
    let curve: UnitBezier

    private static let linear = TimingCurveShape(0, 0, 1, 1)
    private static let easeIn = TimingCurveShape(0.42, 0, 1, 1)
    private static let easeOut = TimingCurveShape(0, 0, 0.58, 1)
    private static let easeInEaseOut = TimingCurveShape(0.42, 0, 0.58, 1)
    private static let systemDefault = TimingCurveShape(0.25, 0.1, 0.25, 1)

    /// The predefined curve with exactly these control points, if any
    /// (compared as numbers first, so other points cost no lookup).
    static func predefined(_ c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) -> TimingCurveShape? {
        switch (c1x, c1y, c2x, c2y) {
        case (0, 0, 1, 1): linear
        case (0.42, 0, 1, 1): easeIn
        case (0, 0, 0.58, 1): easeOut
        case (0.42, 0, 0.58, 1): easeInEaseOut
        case (0.25, 0.1, 0.25, 1): systemDefault
        default: nil
        }
    }

    /// Clamps x to 0...1 and replaces a non-finite value by the linear curve's.
    init(_ c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        func finite(_ value: Float, _ fallback: Float) -> Float { value.isFinite ? value : fallback }
        let x1 = min(max(finite(c1x, 0), 0), 1), x2 = min(max(finite(c2x, 1), 0), 1)
        let y1 = finite(c1y, 0), y2 = finite(c2y, 1)
        points = (x1, y1, x2, y2)
        curve = UnitBezier(Double(x1), Double(y1), Double(x2), Double(y2))
    }
}
