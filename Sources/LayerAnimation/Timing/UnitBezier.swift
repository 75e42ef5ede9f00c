/// A cubic Bézier from (0,0) to (1,1), solved for y at a given x.
///
/// Method (as WebKit's `UnitBezier.h`): polynomial coefficients evaluated by
/// Horner; a first guess from 11 samples of x(t), at most 4 Newton steps,
/// then bisection on the bracket until x is within 1e-9 of the target.
struct UnitBezier: Sendable, Equatable {
    private let ax, bx, cx, ay, by, cy: Double
    /// x(t) at t = 0, 0.1, ..., 1.
    private let samples: [Double]

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
        let (a, b, c) = (ax, bx, cx)
        samples = (0...10).map { i in
            let t = Double(i) / 10
            return ((a * t + b) * t + c) * t
        }
    }

    func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    private func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The curve parameter t whose x is `x` (x in 0...1).
    func solveX(_ x: Double) -> Double {
        let epsilon = 1e-9
        // First guess: linear between the two samples around x.
        var t = 1.0
        for i in 1..<11 where samples[i] >= x {
            let span = samples[i] - samples[i - 1]
            let fraction = span > 0 ? (x - samples[i - 1]) / span : 0
            t = (Double(i - 1) + fraction) / 10
            break
        }
        for _ in 0..<4 {
            let error = sampleX(t) - x
            if abs(error) < epsilon { return t }
            let slope = sampleDerivativeX(t)
            if abs(slope) < 1e-7 { break }
            t -= error / slope
        }
        // Bisection: x(t) is monotonic on 0...1 because x1 and x2 are in 0...1.
        var low = 0.0, high = 1.0
        t = min(max(t, 0), 1)
        while high - low > 1e-14 {
            let value = sampleX(t)
            if abs(value - x) < epsilon { return t }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// y at `x`; x outside 0...1 is clamped, y is not (overshooting curves).
    func solve(_ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return sampleY(solveX(x))
    }
}
