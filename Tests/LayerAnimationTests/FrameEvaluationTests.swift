import Foundation
import Testing
@testable import LayerAnimation

@Suite struct FrameEvaluationTests {
    @Test func oneCallEvaluatesTheWholeTreeAtOneTime() {
        let clock = ManualMediaClock(now: 0)
        let root = CALayer(), child = CALayer(), grandchild = CALayer()
        root.addSublayer(child)
        child.addSublayer(grandchild)
        child.speed = 2
        clock.run {
            root.add(basic("opacity", from: 0, to: 1, duration: 4), forKey: "a")
            child.add(basic("opacity", from: 0, to: 1, duration: 4), forKey: "a")
            grandchild.add(basic("opacity", from: 0, to: 1, duration: 4), forKey: "a")
        }
        let status = root.evaluateFrame(atTime: 1)
        #expect(status.runningAnimationCount == 3 && status.needsNextFrame)
        #expect(root.presentedProperties.opacity == 0.25)
        #expect(child.presentedProperties.opacity == 0.5)       // speed 2
        #expect(grandchild.presentedProperties.opacity == 0.5)  // inherits its parent's time
        #expect(root.opacity == 1)  // the model is untouched
    }

    /// A frame asks for siblings' data a few layers ahead; every sibling,
    /// first to last, with or without animations or sublayers, must still
    /// come out as its own presentation computes it.
    @Test func everySiblingOfALongListIsEvaluated() {
        let clock = ManualMediaClock(now: 0)
        let root = CALayer()
        let siblings = (0..<23).map { _ in CALayer() }
        clock.run {
            for (index, layer) in siblings.enumerated() {
                layer.position.x = Double(index)  // before attaching: no implicit animation
                root.addSublayer(layer)
                if index % 3 == 0 { layer.addSublayer(CALayer()) }
                if index % 5 != 4 {
                    layer.add(basic("position.x", from: 0, to: 10 * Double(index + 1), duration: 4), forKey: "a")
                }
            }
        }
        root.evaluateFrame(atTime: 1)
        clock.now = 1
        for (index, layer) in siblings.enumerated() {
            let expected = index % 5 == 4 ? Double(index) : 2.5 * Double(index + 1)
            #expect(isClose(Double(layer.presentedProperties.position.x), expected), "sibling \(index)")
            #expect(layer.presentedProperties == clock.run { layer.presentation()!.modelProperties }, "sibling \(index)")
        }
    }

    @Test func pausedTreeNeedsNoFrames() {
        let clock = ManualMediaClock(now: 0)
        let root = CALayer()
        clock.run {
            root.add(basic("opacity", from: 0, to: 1, duration: 4), forKey: "a")
            clock.now = 1
            pause(layer: root)
        }
        let status = root.evaluateFrame(atTime: 2)
        #expect(!status.needsNextFrame && root.presentedProperties.opacity == 0.25)
    }

    @Test func delayedAnimationKeepsFramesComing() {
        let root = CALayer()
        let animation = basic("opacity", from: 0, to: 1, duration: 1)
        animation.beginTime = 5
        root.add(animation, forKey: "a")
        #expect(root.evaluateFrame(atTime: 1).needsNextFrame)
        #expect(!CALayer().evaluateFrame(atTime: 1).needsNextFrame)
    }

    @Test func presentationOfASublayerUsesItsAncestorsTime() {
        let clock = ManualMediaClock(now: 0)
        let root = CALayer(), child = CALayer()
        root.addSublayer(child)
        root.speed = 0.5
        clock.run {
            child.add(basic("position.x", from: 0, to: 100, duration: 1), forKey: "a")
            clock.now = 1
            #expect(child.presentedX == 50)
            #expect(child.presentation()!.model() === child)
        }
    }

    /// A presentation copy holds its model strongly: `model()` answers the model
    /// after every other reference to it is gone (no layer keeps its copies, so
    /// there is no cycle), and reading a presentation leaves the model's
    /// reference counting on its fast path (a weak reference would not).
    @Test func aPresentationCopyKeepsItsModel() {
        weak var dropped: CALayer?
        var copy: CALayer?
        do {
            let model = CALayer()
            model.position = CGPoint(x: 3, y: 4)
            copy = model.presentation()
            dropped = model
        }
        #expect(dropped != nil && copy?.model() === dropped)
        #expect(copy?.model().position == CGPoint(x: 3, y: 4) && copy?.model() !== copy)
        copy = nil
        #expect(dropped == nil, "the copy was the model's last owner")
    }

    @Test func treeEditing() {
        let root = CALayer(), a = CALayer(), b = CALayer(), c = CALayer()
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, at: 1)
        #expect(root.sublayers!.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
        a.addSublayer(c)
        #expect(root.sublayers!.count == 2 && c.superlayer === a)
        c.addSublayer(root)  // a cycle is refused
        #expect(root.superlayer == nil)
        b.removeFromSuperlayer()
        #expect(b.superlayer == nil && root.sublayers!.count == 1)
        root.sublayers = nil
        #expect(a.superlayer == nil)
    }

    @Test func aLayerOutlivingItsSuperlayerIsOnItsOwn() {
        let child = CALayer()
        child.timeOffset = 2
        do {
            let parent = CALayer()
            parent.speed = 3
            parent.addSublayer(child)
            #expect(child.convertTime(1, from: nil) == 5)
        }
        #expect(child.superlayer == nil)
        #expect(child.convertTime(1, from: nil) == 3)
        child.evaluateFrame(atTime: 1)
    }
}

@Suite struct TimingStateTests {
    @Test func reportsPhaseIterationAndProgress() {
        let clock = ManualMediaClock(now: 0)
        let layer = CALayer()
        let animation = basic("opacity", from: 0, to: 1, duration: 2)
        animation.autoreverses = true
        animation.repeatCount = 3
        animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
        clock.run { layer.add(animation, forKey: "a") }
        let state = layer.timingState(forKey: "a", atTime: 5)!
        // 5 s: the second cycle (4 s each) has run 1 s, forward.
        #expect(state.phase == .active && state.iteration == 1 && state.iterationTime == 1 && state.progress == 0.5)
        #expect(abs(state.easedProgress - CAMediaTimingFunction(name: .easeIn).evaluate(at: 0.5)) < 1e-12)
        #expect(state.duration == 2 && state.activeDuration == 12 && state.layerTime == 5)
        #expect(layer.timingState(forKey: "a", atTime: -1)?.phase == .before)
        #expect(layer.timingState(forKey: "a", atTime: 20)?.phase == .after)
        #expect(layer.timingState(forKey: "nothing", atTime: 1) == nil)
    }

    @Test func springProgressIsTheClosedForm() {
        let spring = CASpringAnimation(keyPath: "opacity")
        spring.mass = 2
        spring.stiffness = 30
        spring.damping = 7
        #expect(spring.progress(atTime: 0) == 0)
        #expect(spring.progress(atTime: 0.91) > 1.19)
        let layer = CALayer()
        spring.duration = 3
        spring.fromValue = 0
        spring.toValue = 1
        ManualMediaClock(now: 0).run { layer.add(spring, forKey: "s") }
        #expect(layer.timingState(forKey: "s", atTime: 0.5)!.easedProgress == spring.progress(atTime: 0.5))
    }
}
