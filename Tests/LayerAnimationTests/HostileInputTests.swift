import Foundation
import Testing
@testable import LayerAnimation

/// Input that once crashed, hung or put a non-finite number on screen:
/// each is now refused or clamped, reported, and the rest keeps working.
@Suite struct HostileInputTests {
    // MARK: Groups that contain themselves

    @Test func groupContainingItselfIsRefused() {
        let recorder = DiagnosticsRecorder()
        let layer = CALayer()
        let group = CAAnimationGroup()
        group.animations = [group]
        defer { group.animations = nil }  // the test's own cycle, broken for the leak check
        recorder.run { layer.add(group, forKey: "g") }
        #expect(layer.animationKeys() == nil)
        #expect(recorder.diagnostics.count == 1)
        #expect(recorder.diagnostics.first?.message.contains("contains itself") == true)
    }

    @Test func cycleThroughSeveralGroupsIsRefusedAndCopyStaysSafe() {
        let recorder = DiagnosticsRecorder()
        let (a, b, c) = (CAAnimationGroup(), CAAnimationGroup(), CAAnimationGroup())
        a.animations = [basic("opacity", from: 0, to: 1), b]
        b.animations = [c]
        c.animations = [basic("position.x", to: 5), a]
        defer { a.animations = nil }  // the test's own cycle, broken for the leak check
        let layer = CALayer()
        recorder.run {
            layer.add(b, forKey: "b")
            let copy = a.copy() as? CAAnimationGroup
            #expect(copy != nil && copy?.animations == nil)
        }
        #expect(layer.animationKeys() == nil)
        #expect(recorder.diagnostics.count == 2)
    }

    @Test func sharedChildrenAreNotACycle() {
        let shared = basic("opacity", from: 0, to: 1)
        let inner = CAAnimationGroup()
        inner.animations = [shared, shared]
        let outer = CAAnimationGroup()
        outer.animations = [inner, inner, shared]
        outer.duration = 1
        let clock = ManualMediaClock(now: 0)
        let layer = CALayer()
        clock.run { layer.add(outer, forKey: "o") }
        #expect(layer.animationKeys() == ["o"])
        layer.evaluateFrame(atTime: 0.5)
        #expect(isCloseFloat(Double(layer.presentedProperties.opacity), 0.5))
    }

    @Test func treesTooDeepOrTooLargeToCopyAreRefusedQuickly() {
        let recorder = DiagnosticsRecorder()
        // 64 levels each listing the next twice: 2^64 animations once copied.
        var wide = CAAnimationGroup()
        wide.animations = [basic("opacity", to: 0)]
        for _ in 0..<63 {
            let parent = CAAnimationGroup()
            parent.animations = [wide, wide]
            wide = parent
        }
        var deep = CAAnimationGroup()
        for _ in 0..<500 {
            let parent = CAAnimationGroup()
            parent.animations = [deep]
            deep = parent
        }
        let layer = CALayer()
        recorder.run {
            layer.add(wide, forKey: "wide")
            layer.add(deep, forKey: "deep")
        }
        #expect(layer.animationKeys() == nil)
        #expect(recorder.diagnostics.map(\.message).contains { $0.contains("more than 100000") })
        #expect(recorder.diagnostics.map(\.message).contains { $0.contains("nested more than 64") })
    }

    // MARK: Springs

    /// The last moment |x| reaches the threshold, by scanning: the reference
    /// the closed form must match.
    private func scannedSettling(_ spring: SpringSolver, until end: Double, step: Double) -> Double {
        var last = 0.0
        var t = 0.0
        while t <= end {
            if abs(spring.remaining(at: t)) >= 0.001 { last = t }
            t += step
        }
        return last
    }

    @Test(arguments: [
        (2.0, 30.0, 7.0, 0.0),     // the viewer's spring
        (1.0, 100.0, 10.0, 0.0),   // Apple's defaults
        (1.0, 100.0, 1.0, 0.0),    // barely damped
        (1.0, 100.0, 10.0, -20.0), // thrown away from the target first
        (1.0, 100.0, 20.0, 0.0),   // critically damped
        (1.0, 100.0, 20.0, 40.0),  // critically damped, overshooting
        (1.0, 100.0, 60.0, 0.0),   // over-damped
    ])
    func settlingTimeMatchesAScan(mass: Double, stiffness: Double, damping: Double, velocity: Double) throws {
        let spring = try #require(SpringSolver(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity))
        let closed = spring.settlingTime()
        let scanned = scannedSettling(spring, until: closed + 5, step: 1e-4)
        #expect(abs(closed - scanned) <= 1e-4, "closed form \(closed), scan \(scanned)")
        #expect(abs(spring.remaining(at: closed - 1e-6)) >= 0.001 - 1e-9)
        for k in 1...200 { #expect(abs(spring.remaining(at: closed + Double(k) * 0.013)) < 0.001) }
    }

    @Test func extremeSpringsSettleInConstantTime() {
        let clock = ContinuousClock()
        for stiffness in [1e-12, CGFloat.leastNonzeroMagnitude, 1e308] {
            let spring = CASpringAnimation(keyPath: "position.x")
            (spring.mass, spring.stiffness, spring.damping) = (1, stiffness, 10)
            let start = clock.now
            let settling = spring.settlingDuration
            #expect(clock.now - start < .milliseconds(200), "stiffness \(stiffness)")
            #expect(!settling.isNaN && settling >= 0)
        }
        let slow = CASpringAnimation()
        (slow.mass, slow.stiffness, slow.damping) = (1, 1e-12, 10)
        // Over-damped: x = (1 + w0 t) e^(-w0 t) with w0 = 1e-6 reaches 0.001 near t = 9.23e6 s.
        #expect(abs(slow.settlingDuration - 9.2335e6) < 1e3)
        let undamped = CASpringAnimation()
        undamped.damping = 0
        #expect(undamped.settlingDuration == .infinity)
    }

    @Test func stiffSpringOfLightMassPresentsFiniteValues() {
        let clock = ManualMediaClock(now: 0)
        let layer = CALayer()
        let spring = CASpringAnimation(keyPath: "position.x")
        (spring.fromValue, spring.toValue, spring.duration) = (0.0, 100.0, 1)
        (spring.stiffness, spring.mass) = (1e308, 0.2)
        clock.run { layer.add(spring, forKey: "s") }
        for t in [0.0, 1e-300, 0.1, 0.5, 0.99] {
            layer.evaluateFrame(atTime: t)
            #expect(layer.presentedProperties.position.x.isFinite)
        }
        // Decays at c / 2m = 25 per second, oscillating too fast to see:
        // within e^-12.5 of the target after half a second.
        layer.evaluateFrame(atTime: 0.5)
        #expect(abs(layer.presentedProperties.position.x - 100) < 1e-3)
    }

    // MARK: Timing that once gave NaN

    @Test(arguments: [CAMediaTimingFillMode.backwards, .both])
    func endlessReversedAnimationBeforeItsBeginIsFinite(fill: CAMediaTimingFillMode) {
        let clock = ManualMediaClock(now: 10)
        let layer = CALayer()
        let slide = basic("position.x", from: 0, to: 100)
        (slide.speed, slide.repeatCount, slide.fillMode) = (-1, .infinity, fill)
        slide.beginTime = 20
        let transition = CATransition()
        (transition.speed, transition.repeatCount, transition.fillMode, transition.beginTime) = (-1, .infinity, fill, 20)
        clock.run {
            layer.add(slide, forKey: "slide")
            layer.add(transition, forKey: "transition")
        }
        layer.evaluateFrame(atTime: 10)
        // Played backwards from its start: the end of a cycle shows, the toValue.
        #expect(layer.presentedProperties.position.x == 100)
        #expect(layer.presentedTransition?.progress == 1)
        layer.evaluateFrame(atTime: 20.25)
        #expect(isClose(layer.presentedProperties.position.x, 75))
    }

    @Test func endsFarApartBlendWithoutOverflow() {
        let clock = ManualMediaClock(now: 0)
        let layer = CALayer()
        clock.run {
            layer.add(basic("position.x", from: 1e308, to: -1e308), forKey: "x")
            layer.add(basic("position", from: CGPoint(x: -1e308, y: 1e308), to: CGPoint(x: 1e308, y: -1e308)), forKey: "p")
            layer.add(basic("opacity", from: 0, to: 1e300), forKey: "o")
        }
        layer.evaluateFrame(atTime: 0.5)
        let p = layer.presentedProperties
        #expect(p.position.x == 0 && p.position.y == 0)
        #expect(p.opacity.isFinite)
        let presented = layer.presentation()!
        #expect(presented.position == .zero && presented.opacity.isFinite)
    }

    /// A point blends coordinate by coordinate: one whose ends are far
    /// apart takes the overflow-safe blend without changing how the other
    /// is rounded (0.76 -> 0.26 at 0.3 is 0.61 directly, 0.6099... safely).
    @Test func oneCoordinateFarApartLeavesTheOtherExact() {
        let clock = ManualMediaClock(now: 0)
        let point = CALayer(), number = CALayer()
        clock.run {
            point.add(basic("position", from: CGPoint(x: 0.76, y: -1e308), to: CGPoint(x: 0.26, y: 1e308)), forKey: "p")
            number.add(basic("position.x", from: 0.76, to: 0.26), forKey: "x")
        }
        point.evaluateFrame(atTime: 0.3)
        number.evaluateFrame(atTime: 0.3)
        #expect(point.presentedProperties.position.x == number.presentedProperties.position.x)
        let y = point.presentedProperties.position.y
        #expect(y.isFinite && abs(y / -4e307 - 1) < 1e-9)
    }

    @Test func endlessCumulativeGrowthStaysFiniteAndCheap() {
        let recorder = DiagnosticsRecorder()
        let clock = ManualMediaClock(now: 0)
        let layer = CALayer()
        let grow = CABasicAnimation(keyPath: "transform")
        grow.fromValue = CATransform3DIdentity
        grow.toValue = CATransform3DMakeScale(2, 2, 1)
        (grow.isCumulative, grow.repeatCount, grow.duration) = (true, .infinity, 1)
        let x = basic("position.x", from: 0, to: 1e300)
        (x.isCumulative, x.repeatCount) = (true, .infinity)
        recorder.run {
            clock.run {
                layer.add(grow, forKey: "grow")
                layer.add(x, forKey: "x")
            }
            let start = ContinuousClock.now
            for t in [0.5, 10.5, 2_000.5, 1e9 + 0.5, 1e300] {
                layer.evaluateFrame(atTime: t)
                #expect(layer.presentedProperties.nonFiniteFields.isEmpty, "at \(t)")
            }
            #expect(ContinuousClock.now - start < .milliseconds(500))
        }
        // The transform overflowed: the model shows, and it is said once.
        #expect(layer.presentedProperties.transform == CATransform3DIdentity)
        #expect(recorder.diagnostics.filter { $0.keyPath == "transform" }.count == 1)
    }

    /// A transform built from sub-key paths that overflows (a scale, a
    /// rotation or a translation past the largest number) shows the model's,
    /// and is said once; one that stays finite, however large, shows.
    @Test func componentTransformsThatOverflowShowTheModel() {
        for (keyPath, to) in [("transform.scale.x", 1e308), ("transform.rotation.z", 1e308),
                              ("transform.translation.y", 1e308), ("transform.scale.y", 0x1p1000 * 0.99)] {
            let recorder = DiagnosticsRecorder()
            let clock = ManualMediaClock(now: 0)
            let layer = CALayer()
            layer.transform = CATransform3DMakeTranslation(1, 2, 3)
            let grow = basic(keyPath, from: 0, to: to)
            (grow.isCumulative, grow.repeatCount) = (true, .infinity)
            var shown: [CATransform3D] = []
            recorder.run {
                clock.run { layer.add(grow, forKey: "grow") }
                for t in [0.125, 1_000.125] {
                    layer.evaluateFrame(atTime: t)
                    shown.append(layer.presentedProperties.transform)
                }
            }
            #expect(shown.allSatisfy { $0.isFinite }, "\(keyPath)")
            if to < 0x1p1000 {
                #expect(recorder.diagnostics.isEmpty && shown[0] != layer.transform, "\(keyPath)")
            } else {
                #expect(shown[1] == layer.transform, "\(keyPath): the model shows once it overflows")
                #expect(recorder.diagnostics.filter { $0.keyPath == "transform" }.count == 1, "\(keyPath)")
            }
        }
    }

    @Test func extremeLayerTimingPresentsFiniteValues() {
        let recorder = DiagnosticsRecorder()
        let clock = ManualMediaClock(now: 0)
        let root = CALayer(), layer = CALayer()
        root.addSublayer(layer)
        let slide = basic("position.x", from: 0, to: 100)
        (slide.repeatCount, slide.fillMode, slide.isRemovedOnCompletion) = (.infinity, .both, false)
        clock.run { layer.add(slide, forKey: "slide") }
        recorder.run {
            layer.timeOffset = 1e300
            root.evaluateFrame(atTime: 5)
            #expect(layer.presentedProperties.position.x.isFinite)
            layer.speed = .infinity
            layer.speed = -.infinity
            layer.timeOffset = .nan
            root.speed = Float.greatestFiniteMagnitude
            root.timeOffset = 1e308
            layer.timeOffset = 1e308
            for t in [-1e308, 0, 1e308, Double.infinity, -.infinity, .nan] {
                root.evaluateFrame(atTime: t)
                #expect(layer.presentedProperties.position.x.isFinite, "at \(t)")
                #expect(layer.presentation()!.position.x.isFinite)
            }
        }
        #expect(layer.speed == 1 && layer.timeOffset == 1e308)
        #expect(recorder.diagnostics.filter { $0.isAboutLayer && $0.message.contains("not finite") }.count == 3)
    }

    @Test func nonFiniteModelValuesAreRefused() {
        let recorder = DiagnosticsRecorder()
        let layer = CALayer()
        layer.position = CGPoint(x: 1, y: 2)
        recorder.run {
            layer.position = CGPoint(x: CGFloat.nan, y: 0)
            layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
            layer.opacity = .nan
            layer.transform.m34 = .infinity
            layer.backgroundColor = CGColor(red: .nan, green: 0, blue: 0, alpha: 1)
            layer.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        }
        #expect(layer.position == CGPoint(x: 1, y: 2) && layer.opacity == 1)
        #expect(layer.transform == CATransform3DIdentity && layer.backgroundColor == nil)
        #expect(layer.modelProperties.nonFiniteFields.isEmpty)
        #expect(recorder.diagnostics.count >= 6)
        #expect(recorder.diagnostics.first?.description.hasPrefix("layer (position)") == true)
    }

    // MARK: Delegates

    /// Re-adds an animation under the same key whenever one stops.
    final class ReAddingDelegate: CAAnimationDelegate {
        weak var layer: CALayer?
        var stops = 0
        func animationDidStart(_ anim: CAAnimation) {}
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            stops += 1
            let again = basic("opacity", from: 0, to: 1)
            again.delegate = self
            layer?.add(again, forKey: "k")
        }
    }

    @Test func keysStayUniqueWhateverDelegatesDo() {
        let clock = ManualMediaClock(now: 0)
        let layer = CALayer()
        let delegate = ReAddingDelegate()
        delegate.layer = layer
        clock.run {
            for round in 0..<20 {
                let animation = basic("position.x", from: 0, to: 10)
                animation.delegate = delegate
                layer.add(animation, forKey: "k")
                #expect(layer.animationKeys() == ["k"])
                layer.evaluateFrame(atTime: Double(round) * 0.1)
                #expect(layer.animationKeys() == ["k"])
            }
            layer.removeAnimation(forKey: "k")
            #expect(layer.animationKeys() == nil)
        }
        #expect(delegate.stops >= 19)
    }

    // MARK: Group children without a duration

    /// Apple's CAAnimationGroup example: a 1 s fade and a scale that sets no
    /// duration run together over the group's second.
    @Test func childWithoutDurationTakesTheGroups() {
        let clock = ManualMediaClock(now: 0)
        let layer = CALayer()
        let fade = basic("opacity", from: 1, to: 0, duration: 1)
        let scale = CABasicAnimation(keyPath: "transform.scale")
        (scale.fromValue, scale.toValue) = (1.0, 3.0)
        let group = CAAnimationGroup()
        group.animations = [fade, scale]
        group.duration = 1
        clock.run { layer.add(group, forKey: "g") }
        layer.evaluateFrame(atTime: 0.5)
        #expect(isCloseFloat(Double(layer.presentedProperties.opacity), 0.5))
        #expect(isClose(Double(layer.presentedProperties.transform.m11), 2))
        layer.evaluateFrame(atTime: 0.9)
        #expect(isClose(Double(layer.presentedProperties.transform.m11), 2.8))
    }

    @Test func nestedGroupsPassTheirDurationDown() {
        let clock = ManualMediaClock(now: 0)
        let layer = CALayer()
        let inner = CAAnimationGroup()
        inner.animations = [basic("position.x", from: 0, to: 100, duration: 0)]
        let outer = CAAnimationGroup()
        outer.animations = [inner]
        outer.duration = 4
        clock.run { layer.add(outer, forKey: "g") }
        layer.evaluateFrame(atTime: 1)
        #expect(isClose(layer.presentedProperties.position.x, 25))
        let top = CAAnimationGroup()
        top.animations = [basic("position.y", from: 0, to: 100, duration: 0)]
        clock.run { layer.add(top, forKey: "top") }  // a group without a duration plays 0.25 s
        layer.evaluateFrame(atTime: 0.125)
        #expect(isClose(layer.presentedProperties.position.y, 50))
    }
}
