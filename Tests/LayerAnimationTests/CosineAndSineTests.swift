import Foundation
import Testing
@testable import LayerAnimation

struct CosineAndSineTests {
    /// Within 1 ulp of Foundation for |angle| ≤ 8 and 2 ulp up to 10⁶ (with
    /// 10⁻²⁰ absolute next to a zero crossing, where an ulp is tinier).
    /// Twenty million random angles met these bounds when they were set.
    @Test func matchesFoundationWithinAnUlpOrTwo() {
        var generator = SystemRandomNumberGenerator()
        for index in 0..<200_000 {
            let isSmall = index.isMultiple(of: 2)
            let angle = Double.random(in: isSmall ? -8.0...8.0 : -999_999.0...999_999.0, using: &generator)
            let (c, s) = cosineAndSine(angle)
            let ulps = isSmall ? 1.0 : 2.0
            #expect(abs(c - cos(angle)) <= ulps * max(cos(angle).ulp, 1e-20), "cos(\(angle))")
            #expect(abs(s - sin(angle)) <= ulps * max(sin(angle).ulp, 1e-20), "sin(\(angle))")
        }
    }

    /// Each quadrant's signs and swaps, at and between multiples of π/2.
    @Test func quadrants() {
        for k in -8...8 {
            for offset in [0.0, 0.3, -0.3, 0.78] {
                let angle = Double(k) * .pi / 2 + offset
                let (c, s) = cosineAndSine(angle)
                #expect(abs(c - cos(angle)) < 1e-15 && abs(s - sin(angle)) < 1e-15, "\(angle)")
            }
        }
    }

    /// Beyond the reduction's range, and for infinities and NaN, Foundation answers.
    @Test func largeAndNonFiniteAnglesAreFoundations() {
        for angle in [1e6, -3e9, 1e300] {
            let (c, s) = cosineAndSine(angle)
            #expect(c == cos(angle) && s == sin(angle))
        }
        for angle in [Double.infinity, -.infinity, .nan] {
            let (c, s) = cosineAndSine(angle)
            #expect(c.isNaN && s.isNaN)
        }
    }
}
