import Foundation

/// A damped harmonic oscillator released at 1 toward 0, in closed form
/// (section 5 of the timing contract).
///
/// `remaining(t)` is the fraction still to travel; progress is `1 - remaining`.
struct SpringSolver: Sendable, Equatable {
    let naturalFrequency: Double   // w0 = sqrt(k/m)
    let dampingRatio: Double       // zeta = c / (2 sqrt(k m))
    let initialVelocity: Double    // v0
    private let dampedFrequency: Double

    init?(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        guard mass > 0, stiffness > 0, damping >= 0, mass.isFinite, stiffness.isFinite,
              damping.isFinite, initialVelocity.isFinite else { return nil }
        naturalFrequency = (stiffness / mass).squareRoot()
        dampingRatio = damping / (2 * (stiffness * mass).squareRoot())
        self.initialVelocity = initialVelocity
        dampedFrequency = dampingRatio < 1 ? naturalFrequency * (1 - dampingRatio * dampingRatio).squareRoot() : 0
    }

    /// x(t) with x(0) = 1 and x'(0) = -v0.
    func remaining(at t: Double) -> Double {
        let w0 = naturalFrequency, v0 = initialVelocity
        if dampingRatio < 1 {
            let decay = dampingRatio * w0
            let wd = dampedFrequency
            return exp(-decay * t) * (cos(wd * t) + ((decay - v0) / wd) * sin(wd * t))
        }
        return (1 + (w0 - v0) * t) * exp(-w0 * t)
    }

    func progress(at t: Double) -> Double { 1 - remaining(at: t) }

    /// The time after which |x| stays below `threshold`; infinite without damping.
    func settlingTime(threshold: Double = 0.001) -> Double {
        let w0 = naturalFrequency, v0 = initialVelocity
        // An upper bound T past which an envelope of |x| is below threshold.
        let bound: Double
        if dampingRatio < 1 {
            let decay = dampingRatio * w0
            guard decay > 0 else { return .infinity }
            let amplitude = (1 + pow((decay - v0) / dampedFrequency, 2)).squareRoot()
            bound = max(0, log(amplitude / threshold) / decay)
        } else {
            // |1 + a t| e^(-w0 t) <= (1 + |a| t) e^(-w0 t); walk until it is small.
            var t = 0.0
            let a = abs(w0 - v0)
            while (1 + a * t) * exp(-w0 * t) >= threshold { t += 0.01 }
            bound = t
        }
        // Walk back from the bound to the last time |x| reached the threshold,
        // in steps small against the oscillation, then bisect that step.
        let period = dampedFrequency > 0 ? 2 * Double.pi / dampedFrequency : 1 / w0
        let step = min(period / 64, max(bound, 1e-3) / 64)
        var later = bound
        while later > 0 {
            let earlier = max(0, later - step)
            if abs(remaining(at: earlier)) >= threshold {
                var low = earlier, high = later
                for _ in 0..<60 {
                    let mid = (low + high) / 2
                    if abs(remaining(at: mid)) >= threshold { low = mid } else { high = mid }
                }
                return high
            }
            later = earlier
        }
        return 0
    }
}
