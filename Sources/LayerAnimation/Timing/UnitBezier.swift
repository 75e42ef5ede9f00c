/// A cubic Bézier from (0,0) to (1,1), solved for y at a given x.
///
/// Method (WebKit's `UnitBezier.h`): polynomial coefficients evaluated by
/// Horner; up to 8 Newton steps from t = x, then bisection on 0...1 until x
/// is within `xTolerance` of the target. Plain data (48 bytes), copied freely.
struct UnitBezier: Sendable, Equatable {
    private let ax, bx, cx, ay, by, cy: Double

    /// How close x(t) must come to the target x: far inside the 1e-7 the
    /// module overview promises for y, since |dy/dx| stays moderate.
    static let xTolerance = 1e-9
    /// Below this slope dx/dt a Newton step would jump too far: bisect instead.
    static let flatSlope = 1e-7
    /// The bracket width at which bisection stops (t is then exact to
    /// about 50 ulps of 1, whether or not x met `xTolerance`).
    static let bracketWidth = 1e-14
    /// Newton steps tried before bisecting (each at least doubles the
    /// correct digits near a root; 8 suffice for every curve in 0...1).
    static let newtonSteps = 8

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    private func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The curve parameter t whose x is `x` (x in 0...1).
    func solveX(_ x: Double) -> Double {
        var t = x
        for _ in 0..<Self.newtonSteps {
            let error = sampleX(t) - x
            if abs(error) < Self.xTolerance { return t }
            let slope = sampleDerivativeX(t)
            if abs(slope) < Self.flatSlope { break }
            t -= error / slope
        }
        // Bisection: x(t) is monotonic on 0...1 because x1 and x2 are in 0...1.
        var low = 0.0, high = 1.0
        t = x
        while high - low > Self.bracketWidth {
            let value = sampleX(t)
            if abs(value - x) < Self.xTolerance { return t }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// y at `x`; x outside 0...1 is clamped, y is not (overshooting curves).
    func solve(_ x: Double) -> Double {
        guard !x.isNaN else { return 0 }
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return sampleY(solveX(x))
    }
}
