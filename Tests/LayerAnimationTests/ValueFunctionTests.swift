import Foundation
import Testing
@testable import LayerAnimation

/// `CAValueFunction`: numbers interpolated, then made the presented transform.
@Suite struct ValueFunctionTests {
    static func animated(_ animation: CAPropertyAnimation, at time: Double, model: CATransform3D = CATransform3DIdentity,
                         keyPath: String = "transform") -> CATransform3D {
        let clock = ManualMediaClock(now: 0)
        return clock.run {
            let layer = CALayer()
            if keyPath == "transform" { layer.transform = model } else { layer.sublayerTransform = model }
            layer.add(animation, forKey: "f")
            clock.now = time
            let shown = layer.presentation()!
            return keyPath == "transform" ? shown.transform : shown.sublayerTransform
        }
    }

    static func close(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
        zip(a.entries, b.entries).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    @Test func theSameNameGivesTheSameObject() {
        #expect(CAValueFunction(name: .rotateZ) === CAValueFunction(name: .rotateZ))
        #expect(CAValueFunction(name: .rotateZ)?.name == .rotateZ)
        #expect(CAValueFunction(name: CAValueFunctionName(rawValue: "twist")) == nil)
        #expect(CAValueFunction(name: CAValueFunctionName(rawValue: "")) == nil)
        #expect(kCAValueFunctionTranslateZ.rawValue == "translateZ")
    }

    /// The function is one of the animation's properties: a copy has it,
    /// the layer plays its own copy's, and changing the one added after
    /// `add` changes nothing that plays.
    @Test func theFunctionTravelsWithCopiesAndIsFixedAtAdd() {
        let spin = basic("transform", from: 0, to: 2 * Double.pi)
        spin.valueFunction = CAValueFunction(name: .rotateZ)
        #expect((spin.copy() as? CAPropertyAnimation)?.valueFunction === spin.valueFunction)
        let clock = ManualMediaClock(now: 0)
        clock.run {
            let layer = CALayer()
            layer.add(spin, forKey: "f")
            spin.valueFunction = CAValueFunction(name: .rotateX)
            #expect((layer.animation(forKey: "f") as? CAPropertyAnimation)?.valueFunction?.name == .rotateZ)
            clock.now = 0.25
            #expect(Self.close(layer.presentation()!.transform, CATransform3DMakeRotation(.pi / 2, 0, 0, 1)))
        }
        spin.valueFunction = nil
        #expect(spin.valueFunction == nil)
    }

    /// 0 → 2π turns once: a quarter of the way it is at π/2, halfway at π
    /// (two identical matrices could never say that).
    @Test func aRotationFromZeroToTwoPiTurnsOnce() {
        let spin = basic("transform", from: 0, to: 2 * Double.pi)
        spin.valueFunction = CAValueFunction(name: .rotateZ)
        #expect(Self.close(Self.animated(spin, at: 0.25), CATransform3DMakeRotation(.pi / 2, 0, 0, 1)))
        #expect(Self.close(Self.animated(spin, at: 0.5), CATransform3DMakeRotation(.pi, 0, 0, 1)))
        for (name, axis) in [(CAValueFunctionName.rotateX, (1.0, 0.0, 0.0)), (.rotateY, (0, 1, 0))] {
            spin.valueFunction = CAValueFunction(name: name)
            #expect(Self.close(Self.animated(spin, at: 0.25), CATransform3DMakeRotation(.pi / 2, axis.0, axis.1, axis.2)))
        }
    }

    @Test func threeInputFunctionsPadAndOneInputFunctionsTakeTheFirst() {
        let grow = basic("transform", from: [1, 1, 1], to: [3, 2])  // z padded with 1
        grow.valueFunction = CAValueFunction(name: .scale)
        #expect(Self.close(Self.animated(grow, at: 0.5), CATransform3DMakeScale(2, 1.5, 1)))
        let slide = basic("transform", from: 0, to: 10)  // a scalar to a 3-input function: x only
        slide.valueFunction = CAValueFunction(name: .translate)
        #expect(Self.close(Self.animated(slide, at: 0.5), CATransform3DMakeTranslation(5, 0, 0)))
        let lift = basic("transform", from: [CGFloat(0), 7], to: [NSNumber(value: 20), 9])  // element 0 only
        lift.valueFunction = CAValueFunction(name: .translateY)
        #expect(Self.close(Self.animated(lift, at: 0.5), CATransform3DMakeTranslation(0, 10, 0)))
        let squash = basic("transform", to: 3)  // missing from: the neutral input, 1
        squash.valueFunction = CAValueFunction(name: .scaleX)
        #expect(Self.close(Self.animated(squash, at: 0.5), CATransform3DMakeScale(2, 1, 1)))
        let deep = basic("transform", by: 8)
        deep.valueFunction = CAValueFunction(name: .translateZ)
        #expect(Self.close(Self.animated(deep, at: 0.25), CATransform3DMakeTranslation(0, 0, 2)))
    }

    @Test func theResultReplacesOrAddsToTheModel() {
        let model = CATransform3DMakeTranslation(5, 0, 0)
        let slide = basic("transform", from: 0, to: 10)
        slide.valueFunction = CAValueFunction(name: .translateX)
        #expect(Self.close(Self.animated(slide, at: 0.5, model: model), CATransform3DMakeTranslation(5, 0, 0)))
        slide.isAdditive = true
        #expect(Self.close(Self.animated(slide, at: 0.5, model: model), CATransform3DMakeTranslation(10, 0, 0)))
        slide.isAdditive = false
        slide.keyPath = "sublayerTransform"
        #expect(Self.close(Self.animated(slide, at: 0.25, keyPath: "sublayerTransform"), CATransform3DMakeTranslation(2.5, 0, 0)))
    }

    @Test func keyframesCurvesAndCumulativeRepeats() {
        let spin = CAKeyframeAnimation(keyPath: "transform")
        spin.values = [0, Double.pi, 3 * Double.pi]
        spin.calculationMode = .paced
        spin.duration = 1
        spin.valueFunction = CAValueFunction(name: .rotateZ)
        // Paced: a third of the way is π.
        #expect(Self.close(Self.animated(spin, at: 1.0 / 3), CATransform3DMakeRotation(.pi, 0, 0, 1)))
        let step = basic("transform", from: 0, to: 10)
        step.valueFunction = CAValueFunction(name: .translateX)
        step.isCumulative = true
        step.repeatCount = 3
        #expect(Self.close(Self.animated(step, at: 2.5), CATransform3DMakeTranslation(25, 0, 0)))
        let eased = basic("transform", from: 0, to: 10)
        eased.valueFunction = CAValueFunction(name: .translateX)
        eased.timingFunction = CAMediaTimingFunction(name: .easeIn)
        let x = Self.animated(eased, at: 0.5).m41
        #expect(x > 0 && x < 5)
        let spring = CASpringAnimation(keyPath: "transform")
        spring.fromValue = 0
        spring.toValue = 10
        spring.valueFunction = CAValueFunction(name: .translateX)
        spring.duration = spring.settlingDuration
        let early = Self.animated(spring, at: 0.05).m41, late = Self.animated(spring, at: spring.duration * 0.99).m41
        #expect(early > 0 && early < 5)
        #expect(abs(late - 10) < 0.1)
    }

    /// On a key path that is not a transform the function is ignored.
    @Test func otherKeyPathsIgnoreTheFunction() {
        let clock = ManualMediaClock(now: 0)
        clock.run {
            let layer = CALayer()
            let fade = basic("opacity", from: 0, to: 1)
            fade.valueFunction = CAValueFunction(name: .scale)
            layer.add(fade, forKey: "fade")
            let turn = basic("transform.rotation.z", from: 0, to: 1)
            turn.valueFunction = CAValueFunction(name: .translate)
            layer.add(turn, forKey: "turn")
            clock.now = 0.5
            #expect(isCloseFloat(layer.presentedOpacity, 0.5))
            #expect(Self.close(layer.presentation()!.transform, CATransform3DMakeRotation(0.5, 0, 0, 1)))
        }
    }

    @Test func valuesWithoutNumbersAreReported() {
        let recorder = DiagnosticsRecorder()
        let shown = recorder.run {
            let bad = basic("transform", from: "left", to: 1)
            bad.valueFunction = CAValueFunction(name: .rotateZ)
            return Self.animated(bad, at: 0.5)
        }
        #expect(shown == CATransform3DIdentity)
        #expect(recorder.diagnostics.count == 1)
        #expect(recorder.diagnostics.first?.message.contains("input of rotateZ") == true)
    }
}
