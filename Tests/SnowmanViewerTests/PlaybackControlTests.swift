import Foundation
import SnowmanSettings
import LayerAnimation
import Testing
@testable import SnowmanViewer
@testable import SnowmanScene

/// Speed, direction, frame stepping and seeking (the timing controls).
@Suite struct PlaybackControlTests {
    /// A linear 4 s move of 400 pt, once, no autoreverse: x = 100 pt per second.
    private var setting: Setting {
        var s = Setting(name: "Line")
        s[.horizontalOffset] = 400
        s[.xFlips] = 0
        s[.duration] = 4
        s[.autoreverse] = 0
        s[.curve] = Double(TimingCurve.linear.rawValue)
        return s
    }

    private func x(_ layer: CALayer) -> Double { Double(layer.presentation()!.transform.m41) }

    /// Runs `body` under a manual media clock starting at `now`, with a fresh
    /// layer and the playback controller that drives it.
    private func withPlayback(now: CFTimeInterval, _ body: (ManualMediaClock, CALayer, PlaybackController) -> Void) {
        let clock = ManualMediaClock(now: now)
        let layer = CALayer()
        let playback = PlaybackController(layer: layer)
        clock.run { body(clock, layer, playback) }
    }

    @Test func speedChangesNeverJump() {
        withPlayback(now: 1000) { clock, layer, playback in
            playback.play(setting)
            clock.advance(by: 1)
            for rate in [2.0, 8, 16, 0.5, 0.125, 0.01] {
                let before = x(layer)
                playback.setRate(rate)
                #expect(abs(x(layer) - before) < 1e-9, "jump at \(rate)")
                clock.advance(by: 0.1)
            }
            #expect(playback.rate == 0.125)  // clamped to 1/8...8
            // From 1 s: 0.1 s at 2x, 8x, 8x, 0.5x, then 0.125x twice = 1 + 0.2 + 0.8 + 0.8 + 0.05 + 0.025 = 2.875 s.
            #expect(abs(x(layer) - 287.5) < 1e-6)
        }
    }

    @Test func reversingNeverJumpsAndFinishesAtTheStart() {
        withPlayback(now: 50) { clock, layer, playback in
            playback.play(setting)
            clock.advance(by: 2)
            let before = x(layer)
            playback.setRate(-1)
            #expect(abs(x(layer) - before) < 1e-9 && playback.rate == -1)
            clock.advance(by: 0.5)
            #expect(abs(x(layer) - 150) < 1e-6)
            playback.setRate(-4)
            clock.advance(by: 0.25)
            #expect(abs(x(layer) - 50) < 1e-6)
            clock.advance(by: 1)
            layer.evaluateFrame(atTime: CACurrentMediaTime())
            playback.frameDidEvaluate(at: CACurrentMediaTime())
            #expect(playback.state == .finished && x(layer) == 0)
        }
    }

    @Test func playingBackwardsStartsAtTheEnd() {
        withPlayback(now: 0) { clock, layer, playback in
            playback.setRate(-1)
            playback.play(setting)
            #expect(abs(x(layer) - 400) < 1e-3)
            clock.advance(by: 1)
            #expect(abs(x(layer) - 300) < 1e-3 && playback.state == .playing)
        }
    }

    @Test func speedChangeWhilePausedAppliesOnResume() {
        withPlayback(now: 0) { clock, layer, playback in
            playback.play(setting)
            clock.advance(by: 1)
            playback.pause()
            playback.setRate(2)
            clock.advance(by: 3)
            #expect(abs(x(layer) - 100) < 1e-9 && layer.speed == 0)
            playback.resume()
            #expect(abs(x(layer) - 100) < 1e-9)
            clock.advance(by: 0.5)
            #expect(abs(x(layer) - 200) < 1e-6)
        }
    }

    @Test func steppingMovesExactlyOneSixtiethOfASecond() {
        withPlayback(now: 0) { clock, layer, playback in
            playback.play(setting)
            clock.advance(by: 1)
            playback.pause()
            let start = playback.animationTime()!
            playback.step(frames: 1)
            #expect(abs(playback.animationTime()! - start - 1.0 / 60) < 1e-12)
            #expect(abs(x(layer) - (100 + 100.0 / 60)) < 1e-6)
            playback.step(frames: -3)
            #expect(abs(playback.animationTime()! - (start - 2.0 / 60)) < 1e-12)
            clock.advance(by: 5)
            #expect(abs(playback.animationTime()! - (start - 2.0 / 60)) < 1e-12)  // still paused
            playback.step(frames: -1000)
            #expect(playback.animationTime()! == 0)  // not before the start
        }
    }

    @Test func seekingMapsTheTimelineToTime() {
        let clock = ManualMediaClock(now: 0)
        let layer = CALayer()
        let model = clock.run { ViewerModel(loaded: .init(settings: [setting], messages: [], isReadOnly: false), store: nil, snowman: layer) }
        clock.run {
            model.perform(.seek(0.25))  // from rest: loads, plays, pauses at 1 s of 4
            #expect(model.playbackState == .paused)
            #expect(abs(model.playback.animationTime()! - 1) < 1e-12 && abs(x(layer) - 100) < 1e-9)
            #expect(abs(model.playback.timelinePosition()! - 0.25) < 1e-12)
            model.perform(.seekToEnd)
            #expect(x(layer) == 400)
            model.perform(.seekToStart)
            #expect(x(layer) == 0)
            model.perform(.seek(7))  // clamped
            #expect(x(layer) == 400)
            model.perform(.togglePlay)
            #expect(model.playbackState == .playing)
        }
    }

    @Test func timelineOfAnEndlessAnimationIsOneCycle() {
        var endless = setting
        endless[.repeatCount] = SettingProperty.repeatForever
        endless[.autoreverse] = 1
        withPlayback(now: 0) { clock, layer, playback in
            playback.play(endless)
            #expect(playback.timelineSpan == 8)
            clock.advance(by: 10)
            #expect(abs(playback.timelinePosition()! - 0.25) < 1e-12)
        }
    }

    @Test func speedKeysChangeTheModelAndLabel() {
        let clock = ManualMediaClock(now: 0)
        let model = clock.run { ViewerModel(store: nil, snowman: CALayer()) }
        clock.run {
            model.perform(.changeSpeed(1))
            #expect(model.playback.rate == 2 && ViewerModel.speedLabel(model.playback.rate) == "2×")
            for _ in 0..<6 { model.perform(.changeSpeed(-1)) }
            #expect(model.playback.rate == 0.125 && ViewerModel.speedLabel(model.playback.rate) == "⅛×")
            model.perform(.reverse)
            #expect(model.playback.rate == -0.125 && ViewerModel.speedLabel(model.playback.rate) == "−⅛×")
        }
    }

    @Test func inspectorShowsTheClock() {
        var eased = setting
        eased[.curve] = Double(TimingCurve.easeIn.rawValue)
        withPlayback(now: 10) { clock, layer, playback in
            playback.play(eased)
            clock.advance(by: 2)
            playback.pause()
            let info = playback.inspection()
            #expect(info.mediaTime == 12 && info.layerSpeed == 0 && info.layerTimeOffset == 12 && info.layerTime == 12)
            #expect(info.animation?.progress == 0.5 && info.animation?.iteration == 0)
            #expect(abs(info.easedProgress! - CAMediaTimingFunction(name: .easeIn).evaluate(at: 0.5)) < 1e-12)
            #expect(info.curveName == "Bézier" && abs(info.curve(0.5) - info.easedProgress!) < 1e-12)
        }
    }
}
