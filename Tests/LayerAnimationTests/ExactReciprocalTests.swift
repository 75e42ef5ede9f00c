import SplitMix
import Testing
@testable import LayerAnimation

/// A timing divides by its duration and cycle as a product when they are
/// powers of two (`Double.hasExactReciprocal`): the two must agree bit for
/// bit on every dividend, and no other divisor may pass.
struct ExactReciprocalTests {
    /// Dividends of every kind: random bit patterns (subnormals, huge and
    /// tiny numbers), and the edges.
    private func dividends(_ generator: inout SplitMix64) -> [Double] {
        var values: [Double] = [0, -0.0, 1, -1, 0.1, 3, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
                                .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                                .infinity, -.infinity, .nan, .ulpOfOne]
        for _ in 0..<64 { values.append(Double(bitPattern: generator.next())) }
        for _ in 0..<16 { values.append(Double.random(in: -10...10, using: &generator)) }
        return values
    }

    @Test func everyPowerOfTwoInRangeDividesAsItsReciprocalMultiplies() {
        var generator = SplitMix64(seed: SplitMix64.testSeed(20_261_206))
        for exponent in -1022...1022 {
            let divisor = Double(sign: .plus, exponent: exponent, significand: 1)
            #expect(divisor.hasExactReciprocal, "2^\(exponent)")
            #expect(divisor.exactReciprocal.bitPattern == (1 / divisor).bitPattern, "2^\(exponent)")
            for dividend in dividends(&generator) {
                let product = dividend * divisor.exactReciprocal, quotient = dividend / divisor
                #expect(product.bitPattern == quotient.bitPattern || (product.isNaN && quotient.isNaN),
                        "\(dividend) / 2^\(exponent)")
            }
        }
    }

    @Test func noOtherDivisorHasOne() {
        var generator = SplitMix64(seed: SplitMix64.testSeed(20_261_207))
        var others: [Double] = [0, -0.0, -1, -0.25, -2, 0.3, 0.2, 3, 1.5, 0.1, .infinity, -.infinity, .nan,
                                .greatestFiniteMagnitude, .leastNonzeroMagnitude, .leastNormalMagnitude / 2,
                                Double(sign: .plus, exponent: 1023, significand: 1),   // reciprocal subnormal
                                Double(sign: .plus, exponent: -1023, significand: 1)]  // itself subnormal
        for _ in 0..<2_000 {
            let value = Double.random(in: 0.001...1_000, using: &generator)
            if value.significandBitPattern != 0 { others.append(value) }
        }
        for value in others { #expect(!value.hasExactReciprocal, "\(value)") }
    }

    /// Whichever way the timing divides, a sample's progress is its
    /// iteration time over the duration, exactly as a division gives it.
    @Test func progressIsTheIterationTimeOverTheDuration() {
        var generator = SplitMix64(seed: SplitMix64.testSeed(20_261_208))
        func pick(_ values: [Double]) -> Double { values.randomElement(using: &generator)! }
        for _ in 0..<4_000 {
            let timing = ActiveTiming(
                beginTime: pick([0, 0, 0.5, -1]), duration: pick([0.25, 0.5, 1, 2, 4, 0x1p-30, 0x1p40, 0.3, 1.7, 0]),
                speed: pick([1, 1, 2, 0.5, -1, 0]), timeOffset: pick([0, 0, 0.3, 1]),
                repeatCount: pick([0, 2, 2.5, .infinity]), repeatDuration: pick([0, 0, 3]),
                autoreverses: Bool.random(using: &generator), fills: (Bool.random(using: &generator), true))
            for _ in 0..<8 {
                let t = Double.random(in: -3...20, using: &generator)
                let sample = timing.sample(at: t, closedEnd: Bool.random(using: &generator))
                #expect(sample.progress.bitPattern == (sample.iterationTime / timing.duration).bitPattern,
                        "\(timing) at \(t)")
            }
        }
    }
}
