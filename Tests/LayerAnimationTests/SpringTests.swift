import Foundation
import Testing
@testable import LayerAnimation

@Suite struct SpringTests {
    private func viewerSpring() -> CASpringAnimation {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.mass = 2
        spring.stiffness = 30
        spring.damping = 7
        spring.fromValue = 0
        spring.toValue = 100
        spring.duration = 5
        return spring
    }

    @Test func viewerSpringFollowsTheClosedForm() {
        let clock = ManualMediaClock(now: 0)
        let layer = CALayer()
        let w0 = (30.0 / 2).squareRoot(), zeta = 7 / (2 * (30.0 * 2).squareRoot())
        #expect(abs(zeta - 0.4518) < 1e-4)
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        clock.run {
            layer.add(viewerSpring(), forKey: "s")
            for step in 0...100 {
                let t = Double(step) * 0.049
                clock.now = t
                let x = exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 / wd) * sin(wd * t))
                #expect(isClose(layer.presentedX, 100 * (1 - x), within: 1e-9))
            }
        }
    }

    @Test func viewerSpringOvershootsAboutTwentyPercentNearPoint91() {
        let solver = SpringSolver(mass: 2, stiffness: 30, damping: 7, initialVelocity: 0)!
        var peak = (time: 0.0, progress: 0.0)
        for step in 0...3000 {
            let t = Double(step) / 1000
            let p = solver.progress(at: t)
            if p > peak.progress { peak = (t, p) }
        }
        #expect(abs(peak.time - 0.91) < 0.02)
        #expect(abs(peak.progress - 1.2) < 0.01)
    }

    @Test func criticallyDampedFormula() {
        // zeta = 1: c = 2 sqrt(k m)
        let solver = SpringSolver(mass: 1, stiffness: 100, damping: 20, initialVelocity: 3)!
        for t in stride(from: 0.0, through: 2, by: 0.1) {
            #expect(isClose(solver.remaining(at: t), (1 + (10 - 3) * t) * exp(-10 * t), within: 1e-12))
        }
    }

    @Test func initialVelocitySetsTheSlope() {
        let solver = SpringSolver(mass: 1, stiffness: 100, damping: 10, initialVelocity: 5)!
        let h = 1e-6
        #expect(isClose((solver.progress(at: h) - solver.progress(at: 0)) / h, 5, within: 1e-3))
    }

    @Test func settlingDurationIsWhenItStaysWithinAThousandth() {
        let spring = viewerSpring()
        let settle = spring.settlingDuration
        let solver = spring.solver!
        #expect(settle > 3 && settle < 5)
        #expect(abs(solver.remaining(at: settle - 1e-4)) >= 0.001 || abs(solver.remaining(at: settle - 0.05)) >= 0.001)
        for step in 0..<2000 {
            #expect(abs(solver.remaining(at: settle + Double(step) * 0.005)) < 0.001)
        }
        let undamped = CASpringAnimation()
        undamped.damping = 0
        #expect(undamped.settlingDuration == .infinity)
    }

    @Test func springIgnoresTimingFunctionAndDurationCutsItOff() {
        let clock = ManualMediaClock(now: 0)
        let layer = CALayer()
        let spring = viewerSpring()
        spring.timingFunction = CAMediaTimingFunction(name: .easeIn)
        spring.duration = 1
        spring.fillMode = .forwards
        spring.isRemovedOnCompletion = false
        let solver = spring.solver!
        clock.run {
            layer.add(spring, forKey: "s")
            clock.now = 0.5
            #expect(isClose(layer.presentedX, 100 * solver.progress(at: 0.5), within: 1e-9))
            clock.now = 3
            #expect(isClose(layer.presentedX, 100 * solver.progress(at: 1), within: 1e-9))
        }
    }

    @Test func invalidSpringIsReportedAndIgnored() {
        let recorder = DiagnosticsRecorder()
        let clock = ManualMediaClock(now: 0)
        let layer = CALayer()
        let spring = viewerSpring()
        spring.mass = 0
        recorder.run {
            clock.run {
                layer.add(spring, forKey: "s")
                clock.now = 0.5
                #expect(layer.presentedX == 0)
            }
        }
        #expect(recorder.diagnostics.count == 1)
    }
}
