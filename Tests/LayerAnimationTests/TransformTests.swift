import Foundation
import SplitMix
import Testing
@testable import LayerAnimation

@Suite struct TransformTests {
    private func apply(_ t: CATransform3D, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat = 0) -> (CGFloat, CGFloat, CGFloat) {
        let w = x * t.m14 + y * t.m24 + z * t.m34 + t.m44
        return ((x * t.m11 + y * t.m21 + z * t.m31 + t.m41) / w,
                (x * t.m12 + y * t.m22 + z * t.m32 + t.m42) / w,
                (x * t.m13 + y * t.m23 + z * t.m33 + t.m43) / w)
    }

    private func close(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
        zip(a.entries, b.entries).allSatisfy { abs($0 - $1) < 1e-12 }
    }

    @Test func rowVectorConvention() {
        let r = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(r.m12 == 1 && abs(r.m21 + 1) < 1e-15)  // Apple's layout
        let p = apply(r, 1, 0)
        #expect(abs(p.0) < 1e-12 && abs(p.1 - 1) < 1e-12)
        let t = CATransform3DMakeTranslation(1, 2, 3)
        #expect(t.m41 == 1 && t.m42 == 2 && t.m43 == 3)
    }

    @Test func concatAppliesTheFirstArgumentFirst() {
        let s = CATransform3DMakeScale(2, 2, 2), t = CATransform3DMakeTranslation(10, 0, 0)
        #expect(apply(CATransform3DConcat(s, t), 1, 0).0 == 12)
        #expect(apply(CATransform3DConcat(t, s), 1, 0).0 == 22)
    }

    @Test func translateScaleRotateApplyTheirStepFirst() {
        let base = CATransform3DMakeTranslation(10, 0, 0)
        #expect(close(CATransform3DScale(base, 2, 2, 2), CATransform3DConcat(CATransform3DMakeScale(2, 2, 2), base)))
        #expect(close(CATransform3DTranslate(base, 1, 2, 3), CATransform3DConcat(CATransform3DMakeTranslation(1, 2, 3), base)))
        #expect(close(CATransform3DRotate(base, 1, 0, 1, 0), CATransform3DConcat(CATransform3DMakeRotation(1, 0, 1, 0), base)))
    }

    @Test func invertUndoes() {
        var t = CATransform3DMakeRotation(0.7, 1, 2, 3)
        t = CATransform3DScale(t, 2, 3, 4)
        t = CATransform3DTranslate(t, 5, 6, 7)
        t.m34 = -1 / 500
        #expect(close(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity))
        let singular = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DInvert(singular) == singular)
    }

    @Test func identityAndEquality() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(!CATransform3DIsIdentity(CATransform3DMakeScale(1, 1, 2)))
        #expect(CATransform3DEqualToTransform(CATransform3DMakeRotation(0, 0, 0, 1), CATransform3DIdentity))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))  // zero axis
        #expect(CATransform3D() != CATransform3DIdentity)
    }

    @Test func perspectiveShrinksWhatIsFurtherAway() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let near = apply(perspective, 100, 0, 100), far = apply(perspective, 100, 0, -100)
        #expect(near.0 > 100 && far.0 < 100)
    }

    @Test func componentsRoundTrip() {
        var components = TransformComponents()
        components.scale = (2, 0.5, 3)
        components.rotation = (0.3, -0.4, 1.1)
        components.translation = (7, -8, 9)
        let decomposed = TransformComponents(components.transform)!
        #expect(close(decomposed.transform, components.transform))
        #expect(abs(decomposed.rotation.x - 0.3) < 1e-12 && abs(decomposed.rotation.y + 0.4) < 1e-12)
        var perspective = CATransform3DIdentity
        perspective.m34 = -0.002
        #expect(TransformComponents(perspective) == nil)
    }

    /// Composing skips the cos and sin of angles that are zero; the entries
    /// must be those of the full product with cos 1 and sin 0, bit for bit
    /// (signs of zero included), whatever the other components hold.
    @Test func composingATurnAboutOneAxisMatchesTheFullProductExactly() {
        var generator = SplitMix64(seed: SplitMix64.testSeed(20_261_127))
        let specials: [Double] = [0, -0.0, 1, -1, 1e300, -1e-300, .infinity, -.infinity, .nan, 0x1p1000]
        func number() -> Double {
            if Int.random(in: 0..<4, using: &generator) == 0 { return specials.randomElement(using: &generator)! }
            return Double.random(in: -10...10, using: &generator)
        }
        func angle() -> Double {
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: 0
            case 1: -0.0
            default: number()
            }
        }
        for _ in 0..<5_000 {
            var components = TransformComponents()
            components.scale = (number(), number(), number())
            components.rotation = (angle(), angle(), angle())
            components.translation = (number(), number(), number())
            let (ca, sa) = components.rotation.x == 0 ? (1.0, 0.0) : cosineAndSine(components.rotation.x)
            let (cb, sb) = components.rotation.y == 0 ? (1.0, 0.0) : cosineAndSine(components.rotation.y)
            let (cc, sc) = components.rotation.z == 0 ? (1.0, 0.0) : cosineAndSine(components.rotation.z)
            let (sx, sy, sz) = components.scale
            let expected: [Double] = components.rotation == (0, 0, 0)
                ? [sx, 0, 0, 0, 0, sy, 0, 0, 0, 0, sz, 0]
                : [sx * cb * cc, sx * cb * sc, -sx * sb, 0,
                   sy * (sa * sb * cc - ca * sc), sy * (sa * sb * sc + ca * cc), sy * sa * cb, 0,
                   sz * (ca * sb * cc + sa * sc), sz * (ca * sb * sc - sa * cc), sz * ca * cb, 0]
            let composed = components.transform.entries.map(Double.init)
            let bits = { (values: [Double]) in values.map(\.bitPattern) }
            #expect(bits(Array(composed[0..<12])) == bits(expected), "\(components)")
            #expect(bits(Array(composed[12...])) == bits([components.translation.x, components.translation.y,
                                                         components.translation.z, 1]))
        }
    }

    @Test func frameIsDerivedFromBoundsPositionAnchorAndTransform() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 200, y: 100)
        #expect(layer.frame == CGRect(x: 150, y: 75, width: 100, height: 50))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 200, y: 100, width: 100, height: 50))
        layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(layer.frame == CGRect(x: 100, y: 50, width: 200, height: 100))
        layer.transform = CATransform3DIdentity
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(layer.position == CGPoint(x: 5, y: 5) && layer.bounds.size == CGSize(width: 10, height: 10))
    }
}
