import Foundation
import Testing
@testable import LayerAnimation

/// Section 7 of the module overview: the from/to/by table, additive,
/// cumulative, every key path, transform sub-key paths.
@Suite struct ValueTests {
    /// The presentation of `layer` at `time` after adding `animations` at 0.
    private func presented(_ animations: [CAAnimation], on layer: CALayer = CALayer(), at time: Double) -> CALayer {
        let clock = ManualMediaClock(now: 0)
        return clock.run {
            for (index, animation) in animations.enumerated() { layer.add(animation, forKey: "a\(index)") }
            clock.now = time
            return layer.presentation()!
        }
    }

    private func x(_ animation: CABasicAnimation, model: Double = 100, at time: Double = 0.5) -> Double {
        let layer = CALayer()
        layer.position.x = model
        return Double(presented([animation], on: layer, at: time).position.x)
    }

    @Test func fromToByTable() {
        #expect(x(basic("position.x", from: 10, to: 20)) == 15)        // from + to
        #expect(x(basic("position.x", from: 10, by: 20)) == 20)        // from + by: 10 -> 30
        #expect(x(basic("position.x", to: 20, by: 10)) == 15)          // by + to: 10 -> 20
        #expect(x(basic("position.x", from: 0)) == 50)                 // from only: -> model 100
        #expect(x(basic("position.x", by: 50)) == 125)                 // by only: 100 -> 150
        #expect(x(basic("position.x", to: 200)) == 150)                // to only: 100 -> 200
    }

    @Test func currentMeansTheValueAfterEarlierAnimations() {
        let layer = CALayer()
        layer.position.x = 100
        let first = basic("position.x", from: 0, to: 40)
        let second = basic("position.x", by: 10)
        // At 0.5 the first shows 20; the second goes 20 -> 30 and shows 25.
        #expect(presented([first, second], on: layer, at: 0.5).position.x == 25)
    }

    @Test func additiveAddsToTheModel() {
        let animation = basic("position.x", from: 0, to: 10)
        animation.isAdditive = true
        #expect(x(animation) == 105)
    }

    @Test func cumulativeAccumulatesAcrossRepeats() {
        let animation = basic("position.x", from: 0, to: 10)
        animation.isCumulative = true
        animation.repeatCount = 3
        #expect(x(animation, at: 0.5) == 5)
        #expect(x(animation, at: 1.5) == 15)
        #expect(x(animation, at: 2.5) == 25)
    }

    @Test func everyDocumentedKeyPathAnimates() {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let scaled = CATransform3DMakeScale(3, 3, 1)
        let cases: [(String, Any, Any, (CALayer) -> Bool)] = [
            ("position", CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 20), { $0.position == CGPoint(x: 5, y: 10) }),
            ("position.x", 0, 10, { $0.position.x == 5 }),
            ("position.y", 0, 10.0, { $0.position.y == 5 }),
            ("bounds", CGRect(x: 0, y: 0, width: 0, height: 0), CGRect(x: 2, y: 4, width: 6, height: 8),
             { $0.bounds == CGRect(x: 1, y: 2, width: 3, height: 4) }),
            ("bounds.size", CGSize(width: 0, height: 0), CGSize(width: 10, height: 4), { $0.bounds.size == CGSize(width: 5, height: 2) }),
            ("bounds.size.width", Float(0), Float(10), { $0.bounds.width == 5 }),
            ("bounds.size.height", CGFloat(0), CGFloat(10), { $0.bounds.height == 5 }),
            ("anchorPoint", CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1), { $0.anchorPoint == CGPoint(x: 0.5, y: 0.5) }),
            ("zPosition", NSNumber(value: 0), NSNumber(value: 10), { $0.zPosition == 5 }),
            ("opacity", 0, 1, { $0.opacity == 0.5 }),
            ("cornerRadius", 0, 10, { $0.cornerRadius == 5 }),
            ("borderWidth", 0, 10, { $0.borderWidth == 5 }),
            ("backgroundColor", red, blue, { $0.backgroundColor == CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }),
            ("borderColor", red, blue, { $0.borderColor == CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }),
            ("transform", CATransform3DIdentity, scaled, { CATransform3DEqualToTransform($0.transform, CATransform3DMakeScale(2, 2, 1)) }),
            ("transform.rotation.z", 0, Double.pi, { isClose(Double($0.transform.m12), 1, within: 1e-12) }),
            ("transform.rotation", 0, Double.pi, { isClose(Double($0.transform.m12), 1, within: 1e-12) }),
            ("transform.scale", 1, 3, { $0.transform.m11 == 2 && $0.transform.m22 == 2 && $0.transform.m33 == 2 }),
            ("transform.scale.x", 1, 3, { $0.transform.m11 == 2 && $0.transform.m22 == 1 }),
            ("transform.scale.y", 1, 3, { $0.transform.m22 == 2 && $0.transform.m11 == 1 }),
            ("transform.scale.z", 1, 3, { $0.transform.m33 == 2 }),
            ("transform.translation.x", 0, 10, { $0.transform.m41 == 5 }),
            ("transform.translation.y", 0, 10, { $0.transform.m42 == 5 }),
            ("transform.translation.z", 0, 10, { $0.transform.m43 == 5 }),
            ("transform.translation", CGSize(width: 0, height: 0), CGSize(width: 10, height: 20),
             { $0.transform.m41 == 5 && $0.transform.m42 == 10 }),
        ]
        for (path, from, to, check) in cases {
            let recorder = DiagnosticsRecorder()
            let layer = recorder.run { presented([basic(path, from: from, to: to)], at: 0.5) }
            #expect(recorder.diagnostics.isEmpty, "\(path): \(recorder.diagnostics)")
            #expect(check(layer), "\(path)")
        }
    }

    /// Keyframes write each key path's value through the slot resolved when
    /// they are added (``VectorSlot``): halfway between two keyframes, every
    /// key path presents what a basic animation of the same numbers presents
    /// (numbers take another way, ``ScalarStep``), or what setting the key
    /// path to the midpoint gives (points, sizes, rectangles and colours).
    @Test func keyframesOnEveryKeyPathWriteTheirOwnField() {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        var checked = 0
        for (name, keyPath) in AnimatableKeyPath.names {
            let (from, to, middle): (Any, Any, Any)
            switch keyPath.kind {
            case .scalar: (from, to, middle) = (0.25, 0.75, 0.5)
            case .point: (from, to, middle) = (CGPoint(x: 0.25, y: 0.5), CGPoint(x: 0.75, y: 1.5), CGPoint(x: 0.5, y: 1))
            case .size: (from, to, middle) = (CGSize(width: 0.25, height: 0.5), CGSize(width: 0.75, height: 1.5),
                                              CGSize(width: 0.5, height: 1))
            case .rect: (from, to, middle) = (CGRect(x: 0.25, y: 0.5, width: 1, height: 2),
                                              CGRect(x: 0.75, y: 1.5, width: 3, height: 4),
                                              CGRect(x: 0.5, y: 1, width: 2, height: 3))
            case .color: (from, to, middle) = (red, blue, CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1))
            default: continue  // transforms and the extras' values are written by key path
            }
            if case .extra = keyPath { continue }
            if keyPath == .pathMorph { continue }  // a path's stand-in, not a number anyone animates
            func layer() -> CALayer {
                switch keyPath {
                case .strokeStart, .strokeEnd, .lineWidth, .fillColor, .strokeColor, .miterLimit, .lineDashPhase:
                    CAShapeLayer()
                case .fontSize, .foregroundColor: CATextLayer()
                default: CALayer()
                }
            }
            let keyframes = CAKeyframeAnimation(keyPath: name)
            keyframes.values = [from, to]
            keyframes.duration = 1
            let animated = presented([keyframes], on: layer(), at: 0.5).presentedProperties
            let expected: CALayerProperties
            if keyPath.kind == .scalar {
                expected = presented([basic(name, from: from, to: to)], on: layer(), at: 0.5).presentedProperties
            } else {
                let set = layer()
                set.setValue(middle, forKeyPath: name)
                expected = presented([], on: set, at: 0.5).presentedProperties
            }
            #expect(animated == expected, "\(name)")
            checked += 1
        }
        #expect(checked >= 30)
    }

    @Test func multiTurnRotationAboutXTurnsEveryTime() {
        let animation = basic("transform.rotation.x", from: 0, to: 4 * Double.pi, duration: 4)
        // A matrix interpolation would not move at all; the scalar turns twice.
        for (time, angle) in [(0.5, Double.pi / 2), (1.0, Double.pi), (2.5, Double.pi / 2 * 5)] {
            let t = presented([animation], at: time).transform
            #expect(isClose(Double(t.m22), cos(angle), within: 1e-9), "at \(time)")
            #expect(isClose(Double(t.m23), sin(angle), within: 1e-9), "at \(time)")
        }
    }

    @Test func subKeyPathsComposeInTheDocumentedOrder() {
        let animations = [
            basic("transform.scale.x", from: 2, to: 2),
            basic("transform.rotation.z", from: Double.pi / 2, to: Double.pi / 2),
            basic("transform.translation.x", from: 10, to: 10),
        ]
        let t = presented(animations, at: 0.5).transform
        // (1, 0) scaled to (2, 0), turned a quarter to (0, 2), moved to (10, 2).
        let x = 1 * t.m11 + 0 * t.m21 + t.m41, y = 1 * t.m12 + 0 * t.m22 + t.m42
        #expect(isClose(Double(x), 10, within: 1e-9) && isClose(Double(y), 2, within: 1e-9))
        let expected = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeScale(2, 1, 1), CATransform3DMakeRotation(.pi / 2, 0, 0, 1)),
            CATransform3DMakeTranslation(10, 0, 0))
        for (a, b) in zip(t.entries, expected.entries) { #expect(isClose(Double(a), Double(b), within: 1e-12)) }
    }

    @Test func subKeyPathsStartFromTheModelTransformsComponents() {
        let layer = CALayer()
        layer.transform = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(5, 6, 0))
        let t = presented([basic("transform.rotation.z", from: 0, to: Double.pi)], on: layer, at: 0.5).transform
        let expected = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeRotation(.pi / 2, 0, 0, 1)),
            CATransform3DMakeTranslation(5, 6, 0))
        for (a, b) in zip(t.entries, expected.entries) { #expect(isClose(Double(a), Double(b), within: 1e-9)) }
        // "current" for a sub-key path is the model's component: scale 2 -> 4 passes 3.
        let scale = presented([basic("transform.scale.x", to: 4)], on: layer, at: 0.5).transform
        #expect(isClose(Double(scale.m11), 3, within: 1e-9))
    }

    @Test func wholeTransformInterpolatesByComponents() {
        let from = CATransform3DIdentity, to = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let t = presented([basic("transform", from: from, to: to)], at: 0.5).transform
        let expected = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        for (a, b) in zip(t.entries, expected.entries) { #expect(isClose(Double(a), Double(b), within: 1e-9)) }
    }
}
