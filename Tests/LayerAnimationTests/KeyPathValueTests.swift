import Foundation
import Testing
@testable import LayerAnimation
import TestSupport

/// `value(forKeyPath:)` and `setValue(_:forKeyPath:)`: whole properties and
/// the parts their sub-key path animations use, as Apple's layers answer them.
@Suite struct KeyPathValueTests {
    func layer() -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 1, y: 2, width: 30, height: 40)
        layer.position = CGPoint(x: 5, y: 6)
        layer.opacity = 0.5
        // Scaled, then turned, then moved: the order the parts are in.
        var t = CATransform3DConcat(CATransform3DMakeScale(2, 3, 1), CATransform3DMakeRotation(.pi / 6, 0, 0, 1))
        t.m41 = 7
        t.m42 = 8
        layer.transform = t
        return layer
    }

    @Test func partsReadAsTheirTypes() {
        let layer = layer()
        #expect(layer.value(forKeyPath: "position.x") as? CGFloat == 5)
        #expect(layer.value(forKeyPath: "position.y") as? CGFloat == 6)
        #expect(layer.value(forKeyPath: "bounds.size") as? CGSize == CGSize(width: 30, height: 40))
        #expect(layer.value(forKeyPath: "bounds.origin") as? CGPoint == CGPoint(x: 1, y: 2))
        #expect(layer.value(forKeyPath: "bounds.size.height") as? CGFloat == 40)
        #expect(layer.value(forKeyPath: "transform.translation") as? CGSize == CGSize(width: 7, height: 8))
        #expect(layer.value(forKeyPath: "transform.translation.x") as? CGFloat == 7)
        let angle = layer.value(forKeyPath: "transform.rotation.z") as? CGFloat
        #expect(angle.map { abs($0 - .pi / 6) < 1e-12 } == true, "\(String(describing: angle))")
        let scale = layer.value(forKeyPath: "transform.scale") as? CGFloat
        #expect(scale.map { abs($0 - 2.5) < 1e-12 } == true, "the mean of x and y: \(String(describing: scale))")
        // Whole properties by path are what `value(forKey:)` gives; a layer's numbers
        // come in the type they are declared with (on Linux a boxed number casts only to its own).
        #expect(layer.value(forKeyPath: "opacity") as? Float == 0.5 && layer.value(forKey: "opacity") as? Float == 0.5)
        #expect(layer.value(forKey: "cornerRadius") as? CGFloat == 0)
        #expect(layer.value(forKeyPath: "position") as? CGPoint == CGPoint(x: 5, y: 6))
        #expect(layer.value(forKeyPath: "no.such.path") == nil)
    }

    @Test func settingAPartKeepsTheOthers() {
        let layer = layer()
        layer.setValue(9, forKeyPath: "position.x")
        layer.setValue(CGFloat(12), forKeyPath: "bounds.size.width")
        layer.setValue(NSValue(cgSize: CGSize(width: 3, height: 4)), forKeyPath: "transform.translation")
        #expect(layer.position == CGPoint(x: 9, y: 6) && layer.bounds.size == CGSize(width: 12, height: 40))
        #expect(layer.transform.m41 == 3 && layer.transform.m42 == 4)
        layer.setValue(Double.pi / 2, forKeyPath: "transform.rotation.z")
        let turned = layer.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0
        let scaleY = layer.value(forKeyPath: "transform.scale.y") as? CGFloat ?? 0
        #expect(abs(turned - .pi / 2) < 1e-12 && abs(scaleY - 3) < 1e-12, "\(turned), \(scaleY)")
        #expect(layer.transform.m41 == 3, "the translation stays")
        layer.setValue(1, forKeyPath: "transform.scale")
        #expect(abs((layer.value(forKeyPath: "transform.scale.x") as? CGFloat ?? 0) - 1) < 1e-12)
        layer.setValue(0.25, forKeyPath: "opacity")
        #expect(layer.opacity == 0.25)
    }

    @Test func whatCannotBeSetIsReportedAndKept() {
        let layer = CALayer()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        layer.transform = perspective
        let recorder = DiagnosticsRecorder()
        recorder.run {
            layer.setValue(1, forKeyPath: "transform.rotation.z")  // a transform with perspective has no parts
            layer.setValue("far", forKeyPath: "position.x")
            layer.setValue(nil, forKeyPath: "bounds.size.width")
            layer.setValue(Double.nan, forKeyPath: "position.y")
        }
        #expect(layer.transform == perspective && layer.position == .zero)
        #expect(recorder.diagnostics.count == 4, "\(recorder.diagnostics)")
    }

    /// A part set in a tree runs the property's action: an implicit animation of the whole property.
    @Test func aPartSetInATreeAnimatesItsProperty() {
        let clock = ManualMediaClock(now: 0)
        clock.run {
            let root = CALayer(), layer = CALayer()
            root.addSublayer(layer)
            CATransaction.flush()
            layer.setValue(100, forKeyPath: "position.x")
            CATransaction.flush()
            #expect(layer.animation(forKey: "position") != nil)
            clock.now = 0.125
            root.evaluateFrame(atTime: clock.now)
            let x = layer.presentation()?.value(forKeyPath: "position.x") as? CGFloat ?? -1
            #expect(x > 0 && x < 100, "\(x)")
        }
    }

    /// The keys of a transaction's properties, and values of the types ported code passes.
    @Test func transactionKeysTakeNumbersOfAnyType() {
        CATransaction.begin()
        CATransaction.setValue(NSNumber(value: true), forKey: kCATransactionDisableActions)
        CATransaction.setValue(CGFloat(0.75), forKey: kCATransactionAnimationDuration)
        #expect(CATransaction.disableActions() && CATransaction.animationDuration() == 0.75)
        CATransaction.setValue(0, forKey: kCATransactionDisableActions)
        CATransaction.setValue(Float(2), forKey: kCATransactionAnimationDuration)
        #expect(!CATransaction.disableActions() && CATransaction.animationDuration() == 2)
        #expect(kCATransactionAnimationTimingFunction == "animationTimingFunction" && kCATransactionCompletionBlock == "completionBlock")
        CATransaction.commit()
    }
}

/// Layers and animations as key-value containers: any key holds any value,
/// as Apple's do, and the few properties that do not animate answer by name.
@Suite struct KeyedValueTests {
    final class Tagger: CAAnimationDelegate {
        var stopped: [String] = []
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            stopped.append(anim.value(forKey: "name") as? String ?? "untagged")
        }
    }

    /// The idiom: tag an animation, tell which one stopped from the copy the delegate gets.
    @Test func anAnimationsTagsTravelWithItsCopies() {
        let clock = ManualMediaClock(now: 0)
        clock.run {
            let root = CALayer(), layer = CALayer()
            root.addSublayer(layer)
            let tagger = Tagger()
            let fade = CABasicAnimation(keyPath: "opacity")
            (fade.fromValue, fade.toValue, fade.duration, fade.delegate) = (1, 0, 1, tagger)
            fade.setValue("fade", forKey: "name")
            fade.setValue(layer, forKey: "layer")
            layer.add(fade, forKey: "f")
            fade.setValue("changed after adding", forKey: "name")
            #expect(layer.animation(forKey: "f")?.value(forKey: "name") as? String == "fade")
            #expect(layer.animation(forKey: "f")?.value(forKey: "layer") as? CALayer === layer)
            clock.now = 2
            root.evaluateFrame(atTime: clock.now)
            #expect(tagger.stopped == ["fade"])
        }
    }

    @Test func anAnimationsPropertiesAnswerByName() {
        let move = CABasicAnimation(keyPath: "position.x")
        move.setValue(2, forKey: "duration")
        move.setValue(CGFloat(0.5), forKey: "beginTime")
        move.setValue(true, forKey: "autoreverses")
        move.setValue(false, forKey: "removedOnCompletion")
        move.setValue(10, forKey: "toValue")
        move.setValue(true, forKey: "additive")
        #expect(move.duration == 2 && move.beginTime == 0.5 && move.autoreverses && !move.isRemovedOnCompletion)
        #expect(move.toValue as? Int == 10 && move.isAdditive)
        #expect(move.value(forKey: "keyPath") as? String == "position.x" && move.value(forKey: "duration") as? Double == 2)
        move.setValue(nil, forKey: "unset")
        #expect(move.value(forKey: "unset") == nil && move.value(forKey: "never set") == nil)
        let recorder = DiagnosticsRecorder()
        recorder.run {
            move.setValue("long", forKey: "duration")
            move.setValue(3, forKey: "additive")
        }
        #expect(move.duration == 2 && move.isAdditive && recorder.diagnostics.count == 2, "\(recorder.diagnostics)")
    }

    @Test func aLayerHoldsAnyKeyAndItsPresentationToo() {
        let layer = CALayer()
        layer.setValue(7, forKey: "tag")
        layer.setValue("card", forKey: "name")
        layer.setValue(true, forKey: "hidden")
        layer.setValue(true, forKey: "masksToBounds")
        #expect(layer.value(forKey: "tag") as? Int == 7 && layer.name == "card" && layer.isHidden && layer.masksToBounds)
        #expect(layer.value(forKey: "name") as? String == "card" && layer.value(forKey: "hidden") as? Bool == true)
        #expect(layer.presentation()?.value(forKey: "tag") as? Int == 7)
        #expect(layer.value(forKeyPath: "tag") as? Int == 7 && layer.value(forKeyPath: "name") as? String == "card",
                "a key path that is one key reads as that key")
        layer.setValue(nil, forKey: "tag")
        #expect(layer.value(forKey: "tag") == nil)
        let recorder = DiagnosticsRecorder()
        recorder.run {
            layer.setValue("red", forKey: "opacity")  // an animatable property, the wrong type
            layer.setValue(3, forKey: "name")
        }
        #expect(layer.opacity == 1 && layer.name == "card" && recorder.diagnostics.count == 2)
    }
}

/// `init?(coder:)`: archives are not on Linux, but a subclass's initializer
/// that calls `super.init(coder:)` compiles, and answers nil.
@Suite struct ArchivedLayerTests {
    final class Sparkle: CAEmitterLayer {
        var sparkles = 0
        required init() { super.init() }
        required init(layer: Any) { super.init(layer: layer) }
        required init?(coder: NSCoder) {
            sparkles = 1
            super.init(coder: coder)
        }
    }

    @Test func aLayerFromAnArchiveIsNil() {
        #expect(Sparkle(coder: NSCoder()) == nil && CALayer(coder: NSCoder()) == nil)
        #expect(Sparkle().sparkles == 0)
    }
}
