import Foundation

/// UIKit's `usingSpringWithDamping:` spring: mass 1, damping ratio ζ in
/// (0, 1], and the natural frequency ω at which the motion's envelope has
/// fallen to 0.001 of the distance at the block's duration T, so that the
/// spring has settled exactly when the block ends.
struct SpringSettling {
    let mass: Double, stiffness: Double, damping: Double

    /// The envelope's target at the end: a thousandth of the distance.
    static let settled = 0.001

    init(dampingRatio: Double, duration: Double, velocity: Double) {
        let zeta = dampingRatio.isFinite ? min(max(dampingRatio, 1e-3), 1) : 1
        let time = duration.isFinite ? min(max(duration, 0.01), 10) : 0.01
        let v = velocity.isFinite ? velocity : 0
        let omega = Self.frequency(zeta: zeta, time: time, velocity: v)
        (mass, stiffness, damping) = (1, omega * omega, 2 * zeta * omega)
    }

    /// Newton's method on the envelope's logarithm, started from the
    /// answer without velocity (which has a closed form for ζ < 1).
    static func frequency(zeta: Double, time: Double, velocity v: Double) -> Double {
        let target = log(settled)
        let root = (1 - zeta * zeta).squareRoot()
        // ln envelope(ω) − ln 0.001 and its derivative in ω.
        func step(_ omega: Double) -> (Double, Double) {
            if zeta < 1 {
                let a = abs(zeta * omega - v)
                return (log(a) - log(omega * root) - zeta * omega * time - target,
                        zeta * (zeta * omega - v) / (a * a) - 1 / omega - zeta * time)
            }
            let a = (omega - v) * time + 1
            return (log(a) - omega * time - target, time / a - time)
        }
        var omega = zeta < 1 ? log(zeta / (root * settled)) / (zeta * time) : 9.2335 / time
        let start = omega
        for _ in 0..<50 {
            let (f, slope) = step(omega)
            guard f.isFinite, slope.isFinite, slope != 0 else { break }
            let next = omega - f / slope
            guard next.isFinite, next > 0 else { break }
            if abs(next - omega) < 1e-12 * omega { return next }
            omega = next
        }
        let (f, _) = step(omega)
        return f.isFinite && abs(f) < 1e-6 && omega > 0 ? omega : start
    }
}
