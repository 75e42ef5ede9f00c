import Testing
@testable import LayerAnimation

@Suite struct PauseResumeTests {
    private func movingLayer(_ clock: ManualMediaClock) -> CALayer {
        let layer = CALayer()
        let animation = basic("position.x", from: 0, to: 1000, duration: 10)
        clock.run { layer.add(animation, forKey: "move") }
        return layer
    }

    @Test func pauseFreezesAndResumeContinuesWithoutAJump() {
        let clock = ManualMediaClock(now: 1000)
        let layer = movingLayer(clock)
        clock.run {
            clock.advance(by: 2)
            let beforePause = layer.presentedX
            #expect(isClose(beforePause, 200))
            pause(layer: layer)
            #expect(layer.presentedX == beforePause)
            for _ in 0..<10 {
                clock.advance(by: 0.7)
                #expect(layer.presentedX == beforePause)
            }
            resume(layer: layer)
            #expect(isClose(layer.presentedX, beforePause, within: 1e-9))
            clock.advance(by: 1)
            #expect(isClose(layer.presentedX, beforePause + 100, within: 1e-6))
        }
    }

    @Test func changingSpeedKeepsTheLocalTimeAtAnyDepth() {
        let clock = ManualMediaClock(now: 5)
        let root = CALayer(), layer = CALayer()
        root.addSublayer(layer)
        root.speed = 2
        clock.run {
            let before = layer.convertTime(5, from: nil)
            layer.setSpeedKeepingLocalTime(0)
            #expect(layer.convertTime(5, from: nil) == before)
            clock.now = 9
            #expect(layer.convertTime(9, from: nil) == before)  // paused
            layer.setSpeedKeepingLocalTime(0.5)
            #expect(layer.convertTime(9, from: nil) == before)  // no jump on resume
            // Half the speed of a parent at twice real time: one second of media time is one of local time.
            #expect(abs(layer.convertTime(10, from: nil) - (before + 1)) < 1e-12)
        }
    }

    @Test func tenThousandCyclesAtTenDaysDoNotDrift() {
        let tenDays = 10.0 * 24 * 3600
        let clock = ManualMediaClock(now: tenDays)
        let layer = CALayer()
        let animation = basic("position.x", from: 0, to: 1_000_000, duration: 1_000_000)
        clock.run {
            layer.add(animation, forKey: "move")
            var playedSeconds = 0.0
            for cycle in 0..<10_000 {
                clock.advance(by: 0.01)
                playedSeconds += 0.01
                let beforePause = layer.presentedX
                pause(layer: layer)
                clock.advance(by: cycle.isMultiple(of: 2) ? 0.37 : 1.3)
                #expect(layer.presentedX == beforePause)
                resume(layer: layer)
                if !isClose(layer.presentedX, beforePause, within: 1e-6) {
                    Issue.record("jump at cycle \(cycle): \(beforePause) -> \(layer.presentedX)")
                    return
                }
            }
            // Only the time spent playing counts: 10,000 x 0.01 s = 100 s.
            #expect(isClose(layer.presentedX, playedSeconds, within: 1e-4))
        }
    }

    @Test func animationAddedWhilePausedStartsOnResume() {
        let clock = ManualMediaClock(now: 50)
        let layer = CALayer()
        clock.run {
            pause(layer: layer)
            let frozen = layer.timeOffset
            layer.add(basic("opacity", from: 0, to: 1, duration: 1), forKey: "fade")
            #expect(layer.animation(forKey: "fade")?.beginTime == frozen)
            clock.advance(by: 5)
            #expect(layer.presentedOpacity == 0)
            resume(layer: layer)
            #expect(layer.presentedOpacity == 0)
            clock.advance(by: 0.25)
            #expect(isClose(layer.presentedOpacity, 0.25, within: 1e-6))
        }
    }

    @Test func pausingAParentFreezesTheWholeSubtree() {
        let clock = ManualMediaClock(now: 3)
        let root = CALayer(), child = CALayer()
        root.addSublayer(child)
        clock.run {
            child.add(basic("position.x", from: 0, to: 100, duration: 1), forKey: "move")
            clock.advance(by: 0.5)
            pause(layer: root)
            clock.advance(by: 10)
            #expect(isClose(child.presentedX, 50))
            resume(layer: root)
            clock.advance(by: 0.25)
            #expect(isClose(child.presentedX, 75, within: 1e-6))
        }
    }
}
