import Foundation
import SplitMix
import Testing
@testable import LayerAnimation

/// Section 2 of the module overview (one animation's timing), one rule per test.
@Suite struct AnimationTimingTests {
    /// Adds `animation` at time 0 on a fresh layer whose model opacity is 0.5
    /// and returns the presented opacity at each of `times`.
    private func opacities(_ animation: CAAnimation, at times: [Double], modelOpacity: Float = 0.5) -> [Double] {
        let clock = ManualMediaClock(now: 0)
        let layer = CALayer()
        layer.opacity = modelOpacity
        return clock.run {
            layer.add(animation, forKey: "a")
            return times.map { time in
                clock.now = time
                return layer.presentedOpacity
            }
        }
    }

    private func fade(duration: Double = 1) -> CABasicAnimation {
        basic("opacity", from: 0, to: 1, duration: duration)
    }

    /// Plain timings (most group children) take a shortcut; it must agree
    /// with the general rule everywhere, ends included.
    @Test func plainTimingShortcutAgreesWithTheGeneralRule() {
        for fillMode in [CAMediaTimingFillMode.removed, .forwards, .backwards, .both] {
            let plain = ActiveTiming(beginTime: 0, duration: 0.3, speed: 1, timeOffset: 0, repeatCount: 0,
                                     repeatDuration: 0, autoreverses: false, fills: StoredFillMode(fillMode).fills)
            #expect(plain.isPlain)
            var general = plain
            general.isPlain = false
            for step in -2...40 {
                let t = Double(step) * 0.01
                for closedEnd in [false, true] {
                    let a = plain.sample(at: t, closedEnd: closedEnd), b = general.sample(at: t, closedEnd: closedEnd)
                    #expect(a.phase == b.phase && a.isVisible == b.isVisible && a.iteration == b.iteration, "t = \(t)")
                    #expect(isClose(a.iterationTime, b.iterationTime) && isClose(a.progress, b.progress), "t = \(t)")
                }
            }
        }
    }

    /// Every shortcut of `sample` (plain timings, active time played forwards)
    /// gives what the general rule gives, bit for bit, over seeded random
    /// timings and times: cycle ends, offsets, reversals and huge times included.
    @Test func samplingShortcutsAgreeBitForBitWithTheGeneralRule() {
        var generator = SplitMix64(seed: SplitMix64.testSeed(20_261_127))
        func pick(_ values: [Double]) -> Double { values.randomElement(using: &generator)! }
        func time() -> Double {
            Bool.random(using: &generator) ? Double.random(in: -3...12, using: &generator)
                : pick([0, -0.0, 0.5, 1, 2, 2.5, 4, 1e15, -1e15, .greatestFiniteMagnitude, .infinity, -.infinity, .nan])
        }
        let fills: [(Bool, Bool)] = [(false, false), (true, false), (false, true), (true, true)]
        var shortcuts = 0
        for _ in 0..<4_000 {
            let timing = ActiveTiming(
                beginTime: pick([0, 0, 0.5, -1, 3]), duration: pick([0, 0.25, 0.5, 1, 2, 1e-9, 1e300]),
                speed: pick([1, 1, 1, 2, 0.5, 0, -1, 1e300, 3e-7, -2]), timeOffset: pick([0, 0, 0.3, -0.7, 1, 1e12]),
                repeatCount: pick([0, 0, 2, 2.5, .infinity]), repeatDuration: pick([0, 0, 3]),
                autoreverses: Bool.random(using: &generator), fills: fills.randomElement(using: &generator)!)
            for _ in 0..<8 {
                let t = time(), closedEnd = Bool.random(using: &generator)
                let fast = timing.sample(at: t, closedEnd: closedEnd), general = timing.generalSample(at: t, closedEnd: closedEnd)
                if timing.isPlain || timing.playsForward { shortcuts += 1 }
                #expect(fast.phase == general.phase && fast.isVisible == general.isVisible, "\(timing) at \(t)")
                #expect(fast.iterationTime.bitPattern == general.iterationTime.bitPattern
                        && fast.progress.bitPattern == general.progress.bitPattern
                        && fast.iteration.bitPattern == general.iteration.bitPattern, "\(timing) at \(t)")
            }
        }
        #expect(shortcuts > 10_000)
    }

    @Test func defaultsMatchCoreAnimation() {
        let a = CABasicAnimation()
        #expect(a.beginTime == 0 && a.duration == 0 && a.speed == 1 && a.timeOffset == 0)
        #expect(a.repeatCount == 0 && a.repeatDuration == 0 && !a.autoreverses)
        #expect(a.fillMode == .removed && a.isRemovedOnCompletion && a.timingFunction == nil)
        let layer = CALayer()
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5) && layer.opacity == 1 && layer.speed == 1)
    }

    @Test func addStoresACopy() {
        let clock = ManualMediaClock(now: 10)
        let layer = CALayer()
        let animation = fade()
        clock.run {
            layer.add(animation, forKey: "a")
            animation.toValue = 0.0
            animation.duration = 100
            clock.advance(by: 0.5)
            #expect(isCloseFloat(layer.presentedOpacity, 0.5))
            #expect(layer.animation(forKey: "a") !== animation)
            #expect(animation.beginTime == 0)
        }
    }

    @Test func zeroBeginTimeBecomesTheLayersLocalTime() {
        let clock = ManualMediaClock(now: 100)
        let root = CALayer(), layer = CALayer()
        root.addSublayer(layer)
        layer.speed = 2
        layer.timeOffset = 3
        clock.run {
            layer.add(fade(), forKey: "a")
            #expect(layer.animation(forKey: "a")?.beginTime == layer.convertTime(100, from: nil))
        }
    }

    @Test func delayedAndPastBeginTimes() {
        let clock = ManualMediaClock(now: 20)
        let layer = CALayer()
        layer.opacity = 0.5
        clock.run {
            let delayed = fade()
            delayed.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 0.5
            layer.add(delayed, forKey: "delayed")
            clock.advance(by: 0.25)
            #expect(layer.presentedOpacity == 0.5)  // not started: model value
            clock.advance(by: 0.5)
            #expect(isCloseFloat(layer.presentedOpacity, 0.25))
            let past = fade()
            past.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - 0.75
            layer.add(past, forKey: "delayed")
            #expect(isCloseFloat(layer.presentedOpacity, 0.75))
        }
    }

    @Test func zeroDurationMeansAQuarterSecond() {
        let values = opacities(basic("opacity", from: 0, to: 1, duration: 0), at: [0.125, 0.2, 0.3])
        #expect(isCloseFloat(values[0], 0.5) && isCloseFloat(values[1], 0.8))
        #expect(values[2] == 0.5)  // over: removed, model value
    }

    @Test func fractionalRepeatCount() {
        let animation = fade()
        animation.repeatCount = 2.5
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        let values = opacities(animation, at: [0.5, 1.25, 2.4, 2.5, 3])
        #expect(isCloseFloat(values[0], 0.5) && isCloseFloat(values[1], 0.25) && isCloseFloat(values[2], 0.4))
        #expect(isCloseFloat(values[3], 0.5) && isCloseFloat(values[4], 0.5))  // held at half of the third iteration
    }

    @Test func fractionalRepeatWithAutoreverse() {
        let animation = fade()
        animation.autoreverses = true
        animation.repeatCount = 1.25  // one cycle (2 s) and a quarter of the next
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        let values = opacities(animation, at: [0.5, 1.5, 2.25, 2.5, 5])
        #expect(isCloseFloat(values[0], 0.5) && isCloseFloat(values[1], 0.5) && isCloseFloat(values[2], 0.25))
        #expect(isCloseFloat(values[3], 0.5) && isCloseFloat(values[4], 0.5))
    }

    @Test func infiniteRepeatNeverEnds() {
        for count in [Float.infinity, Float.greatestFiniteMagnitude] {
            let animation = fade()
            animation.repeatCount = count
            let values = opacities(animation, at: [1e6 + 0.25, 1e7 + 0.5])
            #expect(isCloseFloat(values[0], 0.25) && isCloseFloat(values[1], 0.5))
        }
    }

    @Test func repeatDurationWinsOverRepeatCount() {
        let animation = fade()
        animation.repeatCount = 10
        animation.repeatDuration = 1.5
        let values = opacities(animation, at: [1.25, 1.6])
        #expect(isCloseFloat(values[0], 0.25) && values[1] == 0.5)
    }

    @Test func autoreversePlaysForwardThenBack() {
        let animation = fade()
        animation.autoreverses = true
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        let values = opacities(animation, at: [0.25, 1, 1.75, 2, 3])
        #expect(isCloseFloat(values[0], 0.25) && isCloseFloat(values[1], 1) && isCloseFloat(values[2], 0.25))
        #expect(values[3] == 0 && values[4] == 0)  // ends at fromValue
    }

    @Test func singleIterationEndsAtToValue() {
        let animation = fade()
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        #expect(opacities(animation, at: [1, 7]) == [1, 1])
    }

    @Test func timeOffsetWraps() {
        let animation = fade()
        animation.timeOffset = 0.5
        let values = opacities(animation, at: [0, 0.25, 0.5, 0.75, 1.1])
        #expect(isCloseFloat(values[0], 0.5) && isCloseFloat(values[1], 0.75) && isCloseFloat(values[2], 0))
        #expect(isCloseFloat(values[3], 0.25) && values[4] == 0.5)  // still plays 1 s
    }

    @Test func animationSpeedScalesItsTime() {
        let animation = fade(duration: 2)
        animation.speed = 4
        let values = opacities(animation, at: [0.25, 0.5, 0.6])
        #expect(isCloseFloat(values[0], 0.5) && values[2] == 0.5)
    }

    @Test func negativeSpeedPlaysBackwards() {
        let animation = fade()
        animation.speed = -1
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        let values = opacities(animation, at: [0, 0.25, 0.75, 2])
        #expect(isCloseFloat(values[0], 1) && isCloseFloat(values[1], 0.75) && isCloseFloat(values[2], 0.25))
        #expect(values[3] == 0)
    }

    @Test func zeroSpeedFreezesAtTheOffset() {
        let animation = fade()
        animation.speed = 0
        animation.timeOffset = 0.3
        let values = opacities(animation, at: [0, 5, 500])
        #expect(values.allSatisfy { isCloseFloat($0, 0.3) })
    }

    @Test(arguments: [
        (CAMediaTimingFillMode.removed, 0.5, 0.5),
        (.forwards, 0.5, 1.0),
        (.backwards, 0.0, 0.5),
        (.both, 0.0, 1.0),
    ])
    func fillModes(mode: CAMediaTimingFillMode, before: Double, after: Double) {
        let clock = ManualMediaClock(now: 10)
        let layer = CALayer()
        layer.opacity = 0.5
        let animation = fade()
        animation.fillMode = mode
        animation.isRemovedOnCompletion = false
        clock.run {
            animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 1
            layer.add(animation, forKey: "a")
            #expect(layer.presentedOpacity == before)
            clock.advance(by: 1.5)
            #expect(isCloseFloat(layer.presentedOpacity, 0.5))
            clock.advance(by: 5)
            #expect(layer.presentedOpacity == after)
        }
    }

    @Test func removedOnCompletionWithForwardsStillShowsTheModel() {
        let animation = fade()
        animation.fillMode = .forwards  // isRemovedOnCompletion stays true
        #expect(opacities(animation, at: [2]) == [0.5])
    }

    @Test func finishedAnimationIsRemovedAndDelegateHearsFinished() {
        let clock = ManualMediaClock(now: 0)
        let layer = CALayer()
        let delegate = RecordingDelegate()
        let animation = fade()
        animation.delegate = delegate
        clock.run {
            layer.add(animation, forKey: "a")
            layer.evaluateFrame(atTime: 0.5)
            #expect(delegate.events == ["start"])
            layer.evaluateFrame(atTime: 0.99)
            #expect(layer.animationKeys() == ["a"])
            layer.evaluateFrame(atTime: 1.0)
            #expect(delegate.events == ["start", "stop(true)"])
            #expect(layer.animationKeys() == nil)
            layer.evaluateFrame(atTime: 2)
            #expect(delegate.events.count == 2)
        }
    }

    @Test func removingARunningAnimationReportsUnfinished() {
        let clock = ManualMediaClock(now: 0)
        let layer = CALayer()
        let delegate = RecordingDelegate()
        let animation = fade()
        animation.delegate = delegate
        clock.run {
            layer.add(animation, forKey: "a")
            layer.evaluateFrame(atTime: 0.3)
            layer.removeAnimation(forKey: "a")
            // Told at the next frame, not inside the call (as Apple defers it).
            #expect(delegate.events == ["start"])
            layer.evaluateFrame(atTime: 0.31)
            #expect(delegate.events == ["start", "stop(false)"])
            layer.add(animation, forKey: "b")
            layer.add(fade(), forKey: "b")  // replacing also stops the old one
            layer.evaluateFrame(atTime: 0.32)
            #expect(delegate.events == ["start", "stop(false)", "stop(false)"])
            layer.add(animation, forKey: "c")
            layer.removeAllAnimations()
            layer.evaluateFrame(atTime: 0.33)
            #expect(delegate.events.last == "stop(false)" && layer.animationKeys() == nil)
        }
    }

    @Test func heldAnimationStaysAndKeepsNoFrameRunning() {
        let clock = ManualMediaClock(now: 0)
        let layer = CALayer()
        let animation = fade()
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        clock.run { layer.add(animation, forKey: "a") }
        #expect(layer.evaluateFrame(atTime: 0.5).needsNextFrame)
        #expect(!layer.evaluateFrame(atTime: 3).needsNextFrame)
        #expect(layer.animationKeys() == ["a"] && layer.presentedProperties.opacity == 1)
    }

    @Test func heldAnimationStillTellsItsDelegateItFinishedOnce() {
        let clock = ManualMediaClock(now: 0)
        let layer = CALayer()
        let delegate = RecordingDelegate()
        let animation = fade()
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        animation.delegate = delegate
        clock.run { layer.add(animation, forKey: "a") }
        layer.evaluateFrame(atTime: 0.5)
        layer.evaluateFrame(atTime: 1.5)
        layer.evaluateFrame(atTime: 2.5)
        #expect(delegate.events == ["start", "stop(true)"])
        layer.removeAnimation(forKey: "a")
        #expect(delegate.events == ["start", "stop(true)"])
    }
}
