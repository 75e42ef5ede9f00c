import Foundation

/// A damped harmonic oscillator released at 1 toward 0, in closed form
/// (section 5 of the module overview).
///
/// `remaining(t)` is the fraction still to travel; progress is `1 - remaining`.
/// Under-damped springs (`zeta < 1`) oscillate. Critically damped and
/// over-damped ones (`zeta >= 1`) both use the critically damped solution
/// with the natural frequency, as the overview specifies: an over-damped
/// spring therefore settles as fast as a critically damped one of the same
/// mass and stiffness (Apple's exact over-damped curve is not documented).
struct SpringSolver: Sendable, Equatable {
    let naturalFrequency: Double   // w0 = sqrt(k/m)
    let dampingRatio: Double       // zeta = c / (2 sqrt(k m))
    let initialVelocity: Double    // v0
    private let dampedFrequency: Double

    init?(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        guard mass > 0, stiffness > 0, damping >= 0, mass.isFinite, stiffness.isFinite,
              damping.isFinite, initialVelocity.isFinite else { return nil }
        // Square roots first, divisions one at a time: k/m and k*m may
        // overflow or underflow where the results do not.
        let rootK = stiffness.squareRoot(), rootM = mass.squareRoot()
        naturalFrequency = rootK / rootM
        dampingRatio = damping / 2 / rootK / rootM
        self.initialVelocity = initialVelocity
        dampedFrequency = dampingRatio < 1 ? naturalFrequency * (1 - dampingRatio * dampingRatio).squareRoot() : 0
    }

    /// Stiffer than any number can say (w0 overflowed): at rest from the start.
    private var isInstant: Bool { !naturalFrequency.isFinite }

    /// x(t) with x(0) = 1 and x'(0) = -v0; always finite.
    func remaining(at t: Double) -> Double {
        guard t > 0 else { return 1 }
        guard !isInstant else { return 0 }
        let w0 = naturalFrequency, v0 = initialVelocity
        let x: Double
        if dampingRatio < 1 {
            let decay = dampingRatio * w0
            let wd = dampedFrequency
            x = exp(-decay * t) * (cos(wd * t) + ((decay - v0) / wd) * sin(wd * t))
        } else {
            x = (1 + (w0 - v0) * t) * exp(-w0 * t)
        }
        // Only products of an overflowed factor and a vanished one are not
        // finite; the spring is at rest by then.
        return x.isFinite ? x : 0
    }

    func progress(at t: Double) -> Double { 1 - remaining(at: t) }

    /// The time after which |x| stays below `threshold`; infinite without
    /// damping. In constant time: the last moment |x| reaches the threshold
    /// lies on a stretch where |x| is monotonic, found in closed form, and is
    /// bisected there.
    func settlingTime(threshold: Double = 0.001) -> Double {
        guard !isInstant else { return 0 }
        let time = dampingRatio < 1 ? underdampedSettling(threshold) : criticalSettling(threshold)
        return time.isNaN ? 0 : time
    }

    /// x = A e^(-d t) cos(wd t - phi): its extrema, at wd t - phi = -atan(d/wd) + k pi,
    /// shrink by e^(-d pi / wd) each; after the last one at or above the
    /// threshold, |x| falls to it before the next zero and stays below.
    private func underdampedSettling(_ threshold: Double) -> Double {
        let w0 = naturalFrequency, wd = dampedFrequency, decay = dampingRatio * w0
        guard decay > 0, wd > 0 else { return .infinity }
        let b = (decay - initialVelocity) / wd
        let amplitude = (1 + b * b).squareRoot(), phase = atan2(b, 1), lean = atan(decay / wd)
        func extremum(_ k: Double) -> Double { (phase - lean + k * .pi) / wd }
        // The extrema's heights are amplitude * (wd / w0) * e^(-decay t).
        let lastTime = log(amplitude * (wd / w0) / threshold) / decay
        var start = 0.0
        if lastTime.isFinite && lastTime >= 0 {
            var k = ((lastTime * wd - phase + lean) / .pi).rounded(.down)
            // Rounding may put the formula's extremum a step off: check, at most twice.
            for _ in 0..<2 where abs(remaining(at: extremum(k))) < threshold { k -= 1 }
            start = max(0, extremum(k))
        }
        // The first zero after `start`, where wd t - phi = pi/2 + m pi.
        let m = ((start * wd - phase - .pi / 2) / .pi).rounded(.down) + 1
        let zero = (phase + .pi / 2 + m * .pi) / wd
        return crossing(from: start, to: zero, threshold)
    }

    /// x = (1 + a t) e^(-w0 t) has at most one zero and one extremum; between
    /// them and beyond, |x| is monotonic. The last stretch that starts at or
    /// above the threshold holds the answer.
    private func criticalSettling(_ threshold: Double) -> Double {
        let w0 = naturalFrequency, a = w0 - initialVelocity
        var bounds = [0.0]
        if a < 0 { bounds.append(-1 / a) }                 // the zero
        if a != 0 { bounds.append((a - w0) / (w0 * a)) }   // the extremum
        bounds = bounds.filter { $0 >= 0 && $0.isFinite }.sorted()
        let last = bounds[bounds.count - 1]
        if abs(remaining(at: last)) >= threshold {
            // Beyond the last bound |x| only falls: double the step until below.
            var step = max(1 / w0, last)
            for _ in 0..<2_100 where abs(remaining(at: last + step)) >= threshold { step *= 2 }
            return crossing(from: last, to: last + step, threshold)
        }
        for index in stride(from: bounds.count - 2, through: 0, by: -1)
        where abs(remaining(at: bounds[index])) >= threshold {
            return crossing(from: bounds[index], to: bounds[index + 1], threshold)
        }
        return 0
    }

    /// Where |x| falls through `threshold` between `low` (at or above it)
    /// and `high` (below it), with |x| monotonic between them: bisection to
    /// the last bit (at most ~1,100 halvings of a finite interval).
    private func crossing(from low: Double, to high: Double, _ threshold: Double) -> Double {
        var (low, high) = (low, high)
        while true {
            let mid = low + (high - low) / 2
            guard mid > low && mid < high else { return high }
            if abs(remaining(at: mid)) >= threshold { low = mid } else { high = mid }
        }
    }
}
