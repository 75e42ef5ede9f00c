import Foundation
import Testing
@testable import LayerAnimation

/// CATransaction and implicit animations: action lookup, the presented
/// starting value, commit times, nesting and completion blocks.
@Suite(.serialized) struct TransactionTests {
    /// A root and an attached layer (roots change at once), with no
    /// transaction left open on this thread.
    private func tree() -> (root: CALayer, layer: CALayer) {
        CATransaction.flush()
        let root = CALayer(), layer = CALayer()
        root.addSublayer(layer)
        return (root, layer)
    }

    final class Delegate: CALayerDelegate {
        var answer: CAAction?
        var asked: [String] = []
        func action(for layer: CALayer, forKey event: String) -> CAAction? {
            asked.append(event)
            return answer
        }
    }

    final class Faded: CALayer {
        override class func defaultAction(forKey event: String) -> CAAction? {
            guard event == "opacity" else { return nil }
            let fade = CABasicAnimation()
            fade.duration = 2
            return fade
        }
    }

    @Test func changesAnimateFromThePresentedValueOverAQuarterSecond() {
        let clock = ManualMediaClock(now: 10)
        let (root, layer) = tree()
        clock.run {
            layer.position = CGPoint(x: 100, y: 0)
            #expect(layer.position == CGPoint(x: 100, y: 0))  // the model at once
            root.evaluateFrame(atTime: 10)
            #expect(layer.presentedProperties.position == .zero)
            root.evaluateFrame(atTime: 10.125)
            let halfway = layer.presentedProperties.position.x
            #expect(halfway > 10 && halfway < 90)  // the default curve, half-way in time
            root.evaluateFrame(atTime: 10.25)
            #expect(layer.presentedProperties.position.x == 100 && layer.animationKeys() == nil)
        }
    }

    @Test func anInterruptedChangeStartsWhereThePresentationIs() {
        let clock = ManualMediaClock(now: 0)
        let (root, layer) = tree()
        clock.run {
            CATransaction.setAnimationDuration(1)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            layer.position = CGPoint(x: 100, y: 0)
            root.evaluateFrame(atTime: 0)
            clock.advance(by: 0.5)
            root.evaluateFrame(atTime: 0.5)
            #expect(abs(layer.presentedProperties.position.x - 50) < 1e-9)
            layer.position = CGPoint(x: 0, y: 0)  // back, from where it is now
            root.evaluateFrame(atTime: 0.5)
            #expect(abs(layer.presentedProperties.position.x - 50) < 1e-9)
            root.evaluateFrame(atTime: 0.625)
            #expect(layer.presentedProperties.position.x < 50)
        }
    }

    /// Where an animation overflows the changed property (a cumulative
    /// repeat past the largest number), an implicit change starts from the
    /// model's value, as the presentation shows it, never from infinity.
    @Test func aChangeOverAnOverflowingAnimationStartsFromTheModel() {
        let clock = ManualMediaClock(now: 0)
        let (root, layer) = tree()
        clock.run {
            CATransaction.setDisableActions(true)
            layer.position = CGPoint(x: 5, y: 7)
            CATransaction.commit()
            let grow = CABasicAnimation(keyPath: "position.x")
            (grow.fromValue, grow.toValue, grow.duration) = (0.0, 1e308, 1)
            (grow.isCumulative, grow.repeatCount) = (true, .infinity)
            layer.add(grow, forKey: "grow")
            clock.advance(by: 3.5)
            root.evaluateFrame(atTime: clock.now)
            #expect(layer.presentedProperties.position == CGPoint(x: 5, y: 7))
            #expect(layer.presentation()?.position == CGPoint(x: 5, y: 7))
            layer.position = CGPoint(x: 20, y: 7)
            let implicit = layer.animation(forKey: "position") as? CABasicAnimation
            #expect(implicit?.fromValue as? CGPoint == CGPoint(x: 5, y: 7))
        }
    }

    @Test func rootLayersAndDisabledActionsChangeAtOnce() {
        let (root, layer) = tree()
        root.opacity = 0.5
        #expect(root.animationKeys() == nil)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.5
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        layer.opacity = 0.25
        #expect(layer.animationKeys() == ["opacity"])
        withExtendedLifetime(root) {}
    }

    @Test func actionsAreLookedUpDelegateThenDictionaryThenClassThenDefault() {
        let (root, layer) = tree()
        let delegate = Delegate()
        layer.delegate = delegate
        let custom = CABasicAnimation()
        custom.duration = 3
        delegate.answer = custom
        layer.opacity = 0.5
        #expect(delegate.asked == ["opacity"] && layer.animation(forKey: "opacity")?.duration == 3)
        delegate.answer = NSNull()
        layer.cornerRadius = 4
        #expect(layer.animation(forKey: "cornerRadius") == nil)
        delegate.answer = nil
        layer.actions = ["borderWidth": NSNull(), "zPosition": custom]
        layer.borderWidth = 2
        layer.zPosition = 5
        #expect(layer.animation(forKey: "borderWidth") == nil && layer.animation(forKey: "zPosition")?.duration == 3)
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(layer.animation(forKey: "bounds")?.duration == 0.25)
        // A subclass's default action, and its from/to filled in.
        let faded = Faded()
        root.addSublayer(faded)
        faded.opacity = 0.2
        let fade = faded.animation(forKey: "opacity") as? CABasicAnimation
        #expect(fade?.duration == 2 && (fade?.fromValue as? Double) == 1 && abs((fade?.toValue as? Double ?? 0) - 0.2) < 1e-6)
        #expect(layer.action(forKey: "name") == nil)
    }

    /// The built-in action is made for the change and used as it is; an
    /// action someone else holds is copied, and keeps its own key path.
    @Test func anActionHeldElsewhereIsCopiedNeverFilledIn() {
        let (root, layer) = tree()
        let delegate = Delegate()
        layer.delegate = delegate
        let shared = CABasicAnimation()
        shared.duration = 3
        delegate.answer = shared
        layer.opacity = 0.5
        layer.cornerRadius = 6
        #expect(shared.fromValue == nil && shared.toValue == nil && shared.keyPath == nil)
        let opacity = layer.animation(forKey: "opacity") as? CABasicAnimation
        let corner = layer.animation(forKey: "cornerRadius") as? CABasicAnimation
        #expect(opacity !== shared && corner !== shared && opacity !== corner)
        #expect(opacity?.keyPath == "opacity" && (opacity?.fromValue as? Double) == 1)
        #expect(corner?.keyPath == "cornerRadius" && (corner?.toValue as? Double) == 6)
        // A basic action for another key path than the change's keeps it.
        let scale = CABasicAnimation(keyPath: "transform.scale")
        delegate.answer = scale
        layer.zPosition = 2
        #expect((layer.animation(forKey: "zPosition") as? CABasicAnimation)?.keyPath == "transform.scale")
        #expect(scale.fromValue == nil)
        withExtendedLifetime(root) {}
    }

    @Test func frameAnimatesPositionAndBounds() {
        let (root, layer) = tree()
        layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        #expect(Set(layer.animationKeys() ?? []) == ["position", "bounds"])
        withExtendedLifetime(root) {}  // the root keeps the layer attached
    }

    @Test func implicitAnimationsBeginWhenTheirTransactionCommits() {
        let clock = ManualMediaClock(now: 5)
        let (root, layer) = tree()
        clock.run {
            layer.opacity = 0
            clock.advance(by: 1)  // no frame in between
            root.evaluateFrame(atTime: 6)  // commits: begins now
            #expect(layer.animation(forKey: "opacity")?.beginTime == 6)
            #expect(layer.presentedProperties.opacity == 1)
            CATransaction.begin()
            layer.opacity = 1
            clock.advance(by: 0.1)
            CATransaction.commit()
            #expect(layer.animation(forKey: "opacity")?.beginTime == 6.1)
        }
    }

    @Test func nestedTransactionsSeeTheirOwnValuesThenTheOuters() {
        CATransaction.flush()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        #expect(CATransaction.animationDuration() == 2)
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 2)  // inherited
        CATransaction.setAnimationDuration(5)
        CATransaction.setDisableActions(true)
        CATransaction.setValue("kept", forKey: "custom")
        #expect(CATransaction.animationDuration() == 5 && CATransaction.disableActions())
        #expect(CATransaction.value(forKey: "custom") as? String == "kept")
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 2 && !CATransaction.disableActions())
        #expect(CATransaction.value(forKey: "custom") == nil)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25)
        let recorder = DiagnosticsRecorder()
        recorder.run { CATransaction.commit() }  // unbalanced: reported, ignored
        #expect(recorder.diagnostics.count == 1)
    }

    @Test func completionRunsOnceWhenEveryAnimationOfTheTransactionHasEnded() {
        let clock = ManualMediaClock(now: 0)
        let (root, layer) = tree()
        var runs = 0
        clock.run {
            CATransaction.begin()
            CATransaction.setCompletionBlock { runs += 1 }
            layer.opacity = 0  // 0.25 s
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            layer.position = CGPoint(x: 5, y: 5)  // nested: 1 s, counted too
            CATransaction.commit()
            let explicit = CABasicAnimation(keyPath: "cornerRadius")
            explicit.toValue = 5.0
            explicit.duration = 0.5
            layer.add(explicit, forKey: "explicit")
            CATransaction.commit()
            for time in [0.1, 0.3, 0.6] {
                clock.advance(by: time - CACurrentMediaTime())
                root.evaluateFrame(atTime: time)
                #expect(runs == 0, "at \(time)")
            }
            layer.removeAnimation(forKey: "position")  // removed counts as ended
            root.evaluateFrame(atTime: 0.7)
            #expect(runs == 1)
            root.evaluateFrame(atTime: 2)
            #expect(runs == 1)
        }
        var immediate = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { immediate += 1 }
        CATransaction.commit()
        #expect(immediate == 1)
    }
}
