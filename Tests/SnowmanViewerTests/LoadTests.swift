import Foundation
import LayerAnimation
import TestSupport
import Testing
@testable import SnowmanViewer
@testable import SnowmanScene

/// With every core kept busy by other processes, on the real monotonic
/// clock: what the snowman presents follows the media clock (no drift, the
/// frames being late does not make it late), and play / pause / resume is
/// QA1673's exactly (nothing moves while paused, no jump on resume).
@Suite(.serialized) struct LoadTests {
    /// Where the snowman's linear 100-point slide is at local time `local` (2 s).
    private func expectedX(_ local: Double) -> Double { 100 * min(max(local / 2, 0), 1) }

    private func presentedX(_ layer: CALayer, at time: CFTimeInterval) -> Double {
        layer.evaluateFrame(atTime: time)
        return Double(layer.presentedProperties.transform.m41)
    }

    @Test func underLoadTheSnowmanFollowsTheMediaClockAndPausesAsQA1673() throws {
        let hog = try CPUHog(seconds: 60)
        defer { hog.stop() }
        let snowman = CALayer()
        let model = ViewerModel(store: nil, snowman: snowman)
        model.perform(.step(.horizontalOffset, 10))  // 100 pt
        model.perform(.step(.autoreverse, -1))
        model.perform(.step(.curve, -10))            // linear
        model.perform(.step(.xFlips, -10))
        // Local time is bracketed by clock readings around each change: the
        // presented value must lie between what those readings predict.
        var before = CACurrentMediaTime()
        model.perform(.togglePlay)
        var after = CACurrentMediaTime()
        var played = 0.0  // local time accumulated before the last start or resume
        for _ in 0..<40 {
            usleep(useconds_t.random(in: 1_000...30_000))  // frames come late under load
            let now = CACurrentMediaTime()
            let x = presentedX(snowman, at: now)
            let low = expectedX(played + now - after), high = expectedX(played + now - before)
            #expect(x >= low - 1e-9 && x <= high + 1e-9, "x \(x) outside [\(low), \(high)]")
        }
        // Pause: the value at the pause stays, whatever the load and the clock do.
        let pauseStart = CACurrentMediaTime()
        model.perform(.togglePlay)
        let pauseEnd = CACurrentMediaTime()
        let paused = presentedX(snowman, at: CACurrentMediaTime())
        #expect(paused >= expectedX(played + pauseStart - after) - 1e-9 && paused <= expectedX(played + pauseEnd - before) + 1e-9)
        for _ in 0..<10 {
            usleep(useconds_t.random(in: 1_000...40_000))
            #expect(presentedX(snowman, at: CACurrentMediaTime()) == paused, "still while paused")
        }
        // Resume: on from exactly where it paused (QA1673), then with the clock again.
        // The animation's local time at the pause: the layer's paused time, less the animation's begin.
        played = snowman.timeOffset - (snowman.animation(forKey: SnowmanAnimation.key)?.beginTime ?? 0)
        before = CACurrentMediaTime()
        model.perform(.togglePlay)
        after = CACurrentMediaTime()
        #expect(model.playbackState == .playing)
        let resumed = presentedX(snowman, at: after)
        #expect(resumed >= paused - 1e-9 && resumed <= expectedX(played + after - before) + 1e-9, "no jump: \(paused) then \(resumed)")
        for _ in 0..<30 {
            usleep(useconds_t.random(in: 1_000...30_000))
            let now = CACurrentMediaTime()
            let x = presentedX(snowman, at: now)
            let low = expectedX(played + now - after), high = expectedX(played + now - before)
            #expect(x >= low - 1e-9 && x <= high + 1e-9, "after resume: x \(x) outside [\(low), \(high)]")
        }
    }
}
