import Foundation
import LayerAnimation
import Testing
@testable import LayerAnimators

/// `CALayer.animate(withDuration:...)` and the spring variant, with UIKit's rules.
@Suite struct AnimationBlockTests {
    @Test func aBlockAnimatesFromThePresentedValueAndCompletesOnce() {
        let stage = Stage()
        var results: [Bool] = []
        stage.clock.run {
            stage.frame(at: 0)
            CALayer.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                stage.layer.opacity = 0
                stage.layer.position = CGPoint(x: 100, y: 0)
            }, completion: { results.append($0) })
            #expect(stage.layer.opacity == 0)  // the model takes the end value at once
            stage.frame(at: 0.5)
            #expect(isClose(stage.opacity, 0.5, within: 1e-6) && isClose(stage.x, 50))
            #expect(results.isEmpty)
            stage.frame(at: 1.01)
            #expect(results == [true] && stage.opacity == 0 && stage.x == 100)
            stage.frame(at: 2)
            #expect(results == [true])
        }
    }

    @Test func aLaterBlockInterruptsWithoutAJumpAndTheFirstHearsFalse() {
        let stage = Stage()
        var results: [String] = []
        stage.clock.run {
            stage.frame(at: 0)
            CALayer.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { stage.layer.position.x = 100 },
                            completion: { results.append("first \($0)") })
            stage.frame(at: 0.5)
            let before = stage.x
            CALayer.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { stage.layer.position.x = 0 },
                            completion: { results.append("second \($0)") })
            stage.frame(at: 0.5)
            #expect(isClose(stage.x, before))  // no jump
            stage.frame(at: 1.0)
            #expect(isClose(stage.x, 25))  // halfway from 50 back to 0
            stage.frame(at: 1.6)
            #expect(results == ["first false", "second true"])
        }
    }

    @Test func delaysHoldTheOldValueAndOptionsRepeat() {
        let stage = Stage()
        stage.clock.run {
            stage.frame(at: 0)
            CALayer.animate(withDuration: 1, delay: 2, options: [.curveLinear, .repeat, .autoreverse],
                            animations: { stage.layer.position.x = 10 })
            stage.frame(at: 1)
            #expect(stage.x == 0)
            stage.frame(at: 2.5)
            #expect(isClose(stage.x, 5))
            stage.frame(at: 3.5)
            #expect(isClose(stage.x, 5))  // on the way back
            stage.frame(at: 4.25)
            #expect(isClose(stage.x, 2.5))  // and again
        }
    }

    @Test func zeroDurationsAndEmptyBlocksCompleteAfterTheNextFrame() {
        let stage = Stage()
        let diagnostics = DiagnosticsRecorder()
        var results: [Bool] = []
        stage.clock.run {
            diagnostics.run {
                CALayer.animate(withDuration: 0, animations: { stage.layer.opacity = 0.25 }, completion: { results.append($0) })
                #expect(results.isEmpty && stage.layer.opacity == 0.25)
                CALayer.animate(withDuration: 1, animations: {}, completion: { results.append($0) })
                CALayer.animate(withDuration: -1, animations: { stage.layer.opacity = 0.5 }, completion: { results.append($0) })
                CALayer.animate(withDuration: .nan, animations: { stage.layer.opacity = 0.75 })
            }
            #expect(results.isEmpty)
            stage.frame(at: 0)
            #expect(results == [true, true, true] && stage.opacity == 0.75)
        }
        #expect(diagnostics.count == 3)  // nothing changed, a negative duration, a NaN duration
    }

    @Test func aSpringBlockSettlesOnTheTargetWithinItsDuration() {
        let stage = Stage()
        var finished = false
        stage.clock.run {
            stage.frame(at: 0)
            CALayer.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                            options: [], animations: { stage.layer.position.x = 100 }, completion: { finished = $0 })
            var peak = 0.0
            for step in 1...100 {
                stage.frame(at: Double(step) / 100)
                peak = max(peak, stage.x)
                #expect(stage.x.isFinite)
            }
            #expect(peak > 100)  // a damping ratio of 0.5 overshoots
            stage.frame(at: 1.01)
            #expect(finished && stage.x == 100)
        }
    }
}
