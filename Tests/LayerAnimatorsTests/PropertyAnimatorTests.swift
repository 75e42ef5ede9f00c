import Foundation
import LayerAnimation
import Testing
@testable import LayerAnimators

/// `LayerPropertyAnimator`: UIKit's state machine, scrubbing, reversing,
/// continuing, stopping and finishing, driven by a manual clock.
@Suite struct PropertyAnimatorTests {
    /// An animator moving the stage's layer from x 0 to 100, linearly over 1 s.
    func animator(_ stage: Stage, positions: @escaping (LayerAnimatingPosition) -> Void = { _ in }) -> LayerPropertyAnimator {
        let animator = LayerPropertyAnimator(duration: 1, curve: .linear) { stage.layer.position.x = 100 }
        animator.addCompletion(positions)
        return animator
    }

    @Test func runsToTheEndAndCompletes() {
        let stage = Stage()
        var ends: [LayerAnimatingPosition] = []
        stage.clock.run {
            stage.frame(at: 0)
            let a = animator(stage) { ends.append($0) }
            #expect(a.state == .inactive && !a.isRunning && stage.layer.position.x == 0)
            a.startAnimation()
            #expect(a.state == .active && a.isRunning)
            stage.frame(at: 0.25)
            #expect(isClose(stage.x, 25) && isClose(Double(a.fractionComplete), 0.25))
            stage.frame(at: 1.01)
            #expect(ends == [.end] && a.state == .inactive && stage.layer.position.x == 100 && stage.x == 100)
        }
    }

    /// State × call → state, where it shows, and the completions (UIKit's table).
    @Test func theStateMachine() {
        let stage = Stage()
        let diagnostics = DiagnosticsRecorder()
        var ends: [LayerAnimatingPosition] = []
        stage.clock.run {
            stage.frame(at: 0)
            // inactive + pause → active, paused at the start (showing the start values).
            let a = animator(stage) { ends.append($0) }
            a.pauseAnimation()
            stage.frame(at: 0.1)
            #expect(a.state == .active && !a.isRunning && stage.x == 0)
            // paused + fractionComplete → scrubbed there (linearly).
            a.fractionComplete = 0.3
            stage.frame(at: 0.2)
            #expect(isClose(stage.x, 30, within: 1e-6) && isClose(Double(a.fractionComplete), 0.3))
            // paused + start → running over the remaining 70 %.
            a.startAnimation()
            stage.frame(at: 0.2 + 0.35)
            #expect(a.isRunning && isClose(stage.x, 65, within: 1e-6))
            // running + pause → paused where it is.
            a.pauseAnimation()
            stage.frame(at: 0.8)
            #expect(!a.isRunning && isClose(stage.x, 65, within: 1e-6) && isClose(Double(a.fractionComplete), 0.65))
            // paused + stop(false) → stopped, the model at what shows; no completion yet.
            a.stopAnimation(false)
            stage.frame(at: 0.9)
            #expect(a.state == .stopped && isClose(Double(stage.layer.position.x), 65, within: 1e-6) && ends.isEmpty)
            // stopped + calls that need another state → reported, nothing changes.
            diagnostics.run {
                a.startAnimation()
                a.pauseAnimation()
                a.fractionComplete = 0.5
            }
            #expect(diagnostics.count == 3 && a.state == .stopped)
            // stopped + finish(.current) → inactive, completion with .current.
            a.finishAnimation(at: .current)
            #expect(a.state == .inactive && ends == [.current])
            // inactive + finish → reported.
            diagnostics.run { a.finishAnimation(at: .end) }
            #expect(diagnostics.count == 4 && ends == [.current])
        }
    }

    @Test func stopWithoutFinishingKeepsWhatShowsAndRunsNoCompletion() {
        let stage = Stage()
        var ends: [LayerAnimatingPosition] = []
        stage.clock.run {
            stage.frame(at: 0)
            let a = animator(stage) { ends.append($0) }
            a.startAnimation()
            stage.frame(at: 0.4)
            a.stopAnimation(true)
            stage.frame(at: 2)
            #expect(a.state == .inactive && isClose(stage.x, 40, within: 1e-6) && ends.isEmpty)
            #expect(stage.layer.animationKeys() == nil)
        }
    }

    @Test func finishingAtTheStartOrTheEndSetsTheModel() {
        for (position, x) in [(LayerAnimatingPosition.start, 0.0), (.end, 100)] {
            let stage = Stage()
            stage.clock.run {
                stage.frame(at: 0)
                let a = animator(stage)
                a.startAnimation()
                stage.frame(at: 0.5)
                a.stopAnimation(false)
                a.finishAnimation(at: position)
                stage.frame(at: 0.6)
                #expect(stage.x == x && Double(stage.layer.position.x) == x)
            }
        }
    }

    @Test func scrubbingThenContinuingForwardAndReversed() {
        for reversed in [false, true] {
            let stage = Stage()
            var ends: [LayerAnimatingPosition] = []
            stage.clock.run {
                stage.frame(at: 0)
                let a = animator(stage) { ends.append($0) }
                a.pauseAnimation()
                a.fractionComplete = 0.6
                a.isReversed = reversed
                a.continueAnimation(withTimingParameters: nil, durationFactor: 0)
                // Forward: 40 % left, 0.4 s; reversed: back 60 %, 0.6 s.
                stage.frame(at: 0.2)
                #expect(isClose(stage.x, reversed ? 40 : 80, within: 1e-6))
                stage.frame(at: reversed ? 0.61 : 0.41)
                #expect(ends == [reversed ? .start : .end])
                #expect(stage.x == (reversed ? 0 : 100) && Double(stage.layer.position.x) == (reversed ? 0 : 100))
            }
        }
    }

    @Test func reversingWhileRunningTurnsBackWithoutAJump() {
        let stage = Stage()
        var ends: [LayerAnimatingPosition] = []
        stage.clock.run {
            stage.frame(at: 0)
            let a = animator(stage) { ends.append($0) }
            a.startAnimation()
            stage.frame(at: 0.5)
            a.isReversed = true
            stage.frame(at: 0.5)
            #expect(isClose(stage.x, 50, within: 1e-6))
            stage.frame(at: 0.75)
            #expect(isClose(stage.x, 25, within: 1e-6))
            stage.frame(at: 1.01)
            #expect(ends == [.start] && stage.layer.position.x == 0)
        }
    }

    @Test func durationFactorAndNewTimingApplyToTheRest() {
        let stage = Stage()
        stage.clock.run {
            stage.frame(at: 0)
            let a = animator(stage)
            a.pauseAnimation()
            a.fractionComplete = 0.5
            a.continueAnimation(withTimingParameters: CubicTimingParameters(animationCurve: .linear), durationFactor: 2)
            stage.frame(at: 1)  // half of the 2 s left: halfway from 50 to 100
            #expect(isClose(stage.x, 75, within: 1e-6))
        }
    }

    @Test func aSpringContinuesWithTheMotionsVelocity() {
        func step(carrying: Bool) -> Double {
            let stage = Stage()
            var dx = 0.0
            stage.clock.run {
                stage.frame(at: 0)
                let a = animator(stage)  // linear: 100 points a second
                a.startAnimation()
                stage.frame(at: 0.5)
                if !carrying { a.pauseAnimation() }
                a.continueAnimation(withTimingParameters: SpringTimingParameters(dampingRatio: 1), durationFactor: 0)
                stage.frame(at: 0.5)
                let before = stage.x
                stage.frame(at: 0.51)
                dx = stage.x - before
            }
            return dx
        }
        // Carried on while running it keeps ~1 point per 10 ms; from a pause it starts from rest.
        let carried = step(carrying: true), fromRest = step(carrying: false)
        #expect(carried > 0.9 && fromRest < 0.5, "carried \(carried), from rest \(fromRest)")
    }

    @Test func addedAnimationsWithADelayFactorJoinTheMotion() {
        let stage = Stage()
        stage.clock.run {
            stage.frame(at: 0)
            let a = animator(stage)
            a.addAnimations({ stage.layer.opacity = 0 }, delayFactor: 0.5)
            a.startAnimation()
            stage.frame(at: 0.25)
            #expect(stage.opacity == 1 && isClose(stage.x, 25))
            stage.frame(at: 0.75)
            #expect(isClose(stage.opacity, 0.5, within: 1e-6))
        }
    }

    @Test func runningPropertyAnimatorStartsAfterItsDelay() {
        let stage = Stage()
        var ends: [LayerAnimatingPosition] = []
        stage.clock.run {
            stage.frame(at: 0)
            let a = LayerPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0.5, options: .curveLinear,
                                                                  animations: { stage.layer.position.x = 100 },
                                                                  completion: { ends.append($0) })
            #expect(a.state == .active && a.delay == 0.5)
            stage.frame(at: 0.5)
            #expect(stage.x == 0)
            stage.frame(at: 1)
            #expect(isClose(stage.x, 50, within: 1e-6))
            stage.frame(at: 1.51)
            #expect(ends == [.end])
        }
    }

    @Test func badCallsAreReportedAndLeaveNoNaN() {
        let stage = Stage()
        let diagnostics = DiagnosticsRecorder()
        stage.clock.run {
            stage.frame(at: 0)
            diagnostics.run {
                let a = animator(stage)
                a.isInterruptible = false
                a.startAnimation()
                a.fractionComplete = 0.5         // running, not interruptible
                a.fractionComplete = .nan
                a.finishAnimation(at: .end)      // not stopped
                a.continueAnimation(withTimingParameters: nil, durationFactor: .nan)
                _ = SpringTimingParameters(mass: 0, stiffness: -1, damping: 1, initialVelocity: CGVector(dx: 0, dy: 0))
                _ = LayerPropertyAnimator(duration: -3, curve: .linear)
            }
            for step in 1...20 {
                stage.frame(at: Double(step) / 10)
                #expect(stage.x.isFinite)
            }
        }
        #expect(diagnostics.count == 7)
    }

    /// The spring of mass 2, stiffness 30, damping 7 against the closed-form
    /// damped oscillator: x(t) = e^(-ζω t) (cos ω_d t + ζω/ω_d sin ω_d t).
    @Test func aPhysicalSpringFollowsTheOscillatorAndSetsTheDuration() {
        let stage = Stage()
        let spring = SpringTimingParameters(mass: 2, stiffness: 30, damping: 7, initialVelocity: CGVector(dx: 0, dy: 0))
        let a = LayerPropertyAnimator(duration: 99, timingParameters: spring)
        let settling = CASpringAnimation()
        (settling.mass, settling.stiffness, settling.damping) = (2, 30, 7)
        #expect(a.duration == settling.settlingDuration)
        let omega = (30.0 / 2).squareRoot(), zeta = 7 / (2 * (30.0 * 2).squareRoot())
        let decay = zeta * omega, damped = omega * (1 - zeta * zeta).squareRoot()
        stage.clock.run {
            stage.frame(at: 0)
            a.addAnimations { stage.layer.position.x = 1 }
            a.startAnimation()
            for step in 1...10 {
                let t = Double(step) * 0.3
                stage.frame(at: t)
                let x = exp(-decay * t) * (cos(damped * t) + decay / damped * sin(damped * t))
                #expect(isClose(stage.x, 1 - x), "t = \(t)")
            }
        }
    }
}
