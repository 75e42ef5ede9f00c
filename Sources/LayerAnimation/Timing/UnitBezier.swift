/// A cubic Bézier from (0,0) to (1,1), solved for y at a given x.
///
/// Method (as WebKit's `UnitBezier.h`): polynomial coefficients evaluated by
/// Horner; a first guess from 11 samples of x(t), at most 4 Newton steps,
/// then bisection on the bracket until x is within 1e-9 of the target.
struct UnitBezier: Sendable, Equatable {
    static func == (a: UnitBezier, b: UnitBezier) -> Bool {
        a.ax == b.ax && a.bx == b.bx && a.cx == b.cx && a.ay == b.ay && a.by == b.by && a.cy == b.cy
    }

    private let ax, bx, cx, ay, by, cy: Double
    /// x(t) at t = 0, 0.1, ..., 1, stored inline (no array to retain on copy).
    private let samples: (Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double)

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
        let (a, b, c) = (ax, bx, cx)
        func x(_ i: Int) -> Double {
            let t = Double(i) / 10
            return ((a * t + b) * t + c) * t
        }
        samples = (x(0), x(1), x(2), x(3), x(4), x(5), x(6), x(7), x(8), x(9), x(10))
    }

    func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    private func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The curve parameter t whose x is `x` (x in 0...1).
    func solveX(_ x: Double) -> Double {
        let epsilon = 1e-9
        // First guess: linear between the two samples around x.
        var t = 1.0
        withUnsafeBytes(of: samples) { raw in
            let table = raw.bindMemory(to: Double.self)
            for i in 1..<11 where table[i] >= x {
                let span = table[i] - table[i - 1]
                let fraction = span > 0 ? (x - table[i - 1]) / span : 0
                t = (Double(i - 1) + fraction) / 10
                return
            }
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
