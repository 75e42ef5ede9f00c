import Foundation
import Testing
@testable import LayerAnimation

@Suite struct DiagnosticsTests {
    /// Adds `animation` to a layer at x = 100 and returns its presented x
    /// half-way, with what was reported.
    private func outcome(_ animation: CAAnimation) -> (x: Double, diagnostics: [CADiagnostic], keys: [String]?) {
        let recorder = DiagnosticsRecorder()
        let clock = ManualMediaClock(now: 0)
        let layer = CALayer()
        layer.position.x = 100
        return recorder.run {
            clock.run {
                layer.add(animation, forKey: "bad")
                clock.now = 0.5
                layer.evaluateFrame(atTime: 0.5)
                return (layer.presentedX, recorder.diagnostics, layer.animationKeys())
            }
        }
    }

    @Test func unknownKeyPathIsIgnoredAndReportedOnce() {
        let result = outcome(basic("position.q", from: 0, to: 10))
        #expect(result.x == 100 && result.diagnostics.count == 1)
        #expect(result.diagnostics[0].keyPath == "position.q" && result.diagnostics[0].animationKey == "bad")
        #expect(result.keys == ["bad"])  // still timed: its delegate will hear of it
    }

    /// A `copy()` override that returns something else: no crash, one
    /// report, and the animation plays as itself (also as a group's child).
    @Test func copyReturningSomethingElseIsReportedAndPlays() {
        final class Stubborn: CABasicAnimation {
            override func copy() -> Any { "not an animation" }
        }
        let stubborn = Stubborn(keyPath: "position.x")
        (stubborn.fromValue, stubborn.toValue, stubborn.duration) = (0, 10, 1)
        let result = outcome(stubborn)
        #expect(result.x == 5 && result.diagnostics.count == 1 && result.keys == ["bad"])

        let child = Stubborn(keyPath: "position.x")
        (child.fromValue, child.toValue, child.duration) = (0, 10, 1)
        let group = CAAnimationGroup()
        group.duration = 1
        group.animations = [child]
        let grouped = outcome(group)
        #expect(grouped.x == 5 && grouped.diagnostics.isEmpty)
    }

    @Test func wrongValueTypesAreIgnored() {
        for (from, to) in [("zero" as Any, 10 as Any), (CGPoint.zero, 10), (0, CGColor(red: 0, green: 0, blue: 0, alpha: 1))] {
            let result = outcome(basic("position.x", from: from, to: to))
            #expect(result.x == 100 && result.diagnostics.count == 1)
        }
    }

    @Test func nonFiniteValuesAreIgnored() {
        for bad in [Double.nan, .infinity, -.infinity] {
            let result = outcome(basic("position.x", from: 0, to: bad))
            #expect(result.x == 100 && result.diagnostics.count == 1)
        }
        let point = outcome(basic("position", from: CGPoint(x: 0, y: CGFloat.nan), to: CGPoint.zero))
        #expect(point.diagnostics.count == 1)
        let keyframe = CAKeyframeAnimation(keyPath: "opacity")
        keyframe.values = [0, Double.nan]
        #expect(outcome(keyframe).diagnostics.count == 1)
    }

    @Test func nonFiniteTimingIsNotAdded() {
        for field in 0..<4 {
            let animation = basic("position.x", from: 0, to: 10)
            switch field {
            case 0: animation.duration = .nan
            case 1: animation.speed = .infinity
            case 2: animation.timeOffset = -.infinity
            default: animation.beginTime = .nan
            }
            let result = outcome(animation)
            #expect(result.x == 100 && result.diagnostics.count == 1 && result.keys == nil)
        }
    }

    @Test func negativeDurationPlaysAQuarterSecondAndIsReported() {
        let result = outcome(basic("position.x", from: 0, to: 10, duration: -3))
        #expect(result.diagnostics.count == 1)
        #expect(result.x == 100)  // 0.25 s are over at 0.5
        let zero = outcome(basic("position.x", from: 0, to: 10, duration: 0))
        #expect(zero.diagnostics.isEmpty)  // 0 is Core Animation's default, not an error
    }

    /// Fewer curves than segments (a slip real code makes: NVActivityIndicatorView's
    /// orbit) shape the first segments, the rest are linear; more are left over. Not reported.
    @Test func mismatchedTimingFunctionsShapeTheFirstSegments() {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0, 10, 20]
        animation.timingFunctions = [CAMediaTimingFunction(name: .easeIn)]
        animation.duration = 1
        let result = outcome(animation)
        #expect(result.diagnostics.isEmpty && result.x == 10)
        let layer = CALayer()
        let clock = ManualMediaClock(now: 0)
        var xs: [Double] = []
        clock.run {
            layer.add(animation, forKey: "k")
            for time in [0.25, 0.75] {
                clock.now = time
                layer.evaluateFrame(atTime: time)
                xs.append(Double(layer.presentedProperties.position.x))
            }
        }
        #expect(abs(xs[0] - 10 * CAMediaTimingFunction(name: .easeIn).evaluate(at: 0.5)) < 1e-6)
        #expect(abs(xs[1] - 15) < 1e-6)
        animation.timingFunctions = Array(repeating: CAMediaTimingFunction(name: .easeIn), count: 5)
        #expect(outcome(animation).diagnostics.isEmpty)
    }

    @Test func missingKeyPathOrValuesAreReported() {
        #expect(outcome(CABasicAnimation()).diagnostics.count == 1)
        #expect(outcome(CAKeyframeAnimation(keyPath: "opacity")).diagnostics.count == 1)
        let badChild = CAAnimationGroup()
        badChild.animations = [basic("nope", from: 0, to: 1), basic("position.x", from: 0, to: 10)]
        let group = outcome(badChild)
        #expect(group.diagnostics.count == 1 && group.x == 100)  // the good child ended at 0.25 s... of 0.25 s group
    }

    @Test func defaultHandlerCanBeReplaced() {
        let previous = CADiagnostics.handler
        defer { CADiagnostics.handler = previous }
        let box = DiagnosticsRecorder()
        CADiagnostics.handler = { _ in box.run {} }
        #expect(CADiagnostics.taskHandler == nil)
    }

    /// Code of the program's that a frame calls (a diagnostics handler, an
    /// animation's own getter) may read the layer concerned: the frame calls
    /// it outside the layer's state, which it once met mid-change (a trap).
    @Test func codeAFrameCallsMayReadTheLayer() {
        final class Reading: CABasicAnimation {
            nonisolated(unsafe) static var layer: CALayer?
            override var isRemovedOnCompletion: Bool {
                get { _ = Self.layer?.animationKeys(); return super.isRemovedOnCompletion }
                set { super.isRemovedOnCompletion = newValue }
            }
        }
        let clock = ManualMediaClock(now: 0)
        let layer = CALayer()
        Reading.layer = layer
        defer { Reading.layer = nil }
        let x = basic("position.x", from: 0, to: 1e300)
        (x.isCumulative, x.repeatCount) = (true, .infinity)
        let ending = Reading(keyPath: "opacity")
        (ending.fromValue, ending.toValue, ending.duration) = (0, 1, 1)
        nonisolated(unsafe) let shared = layer
        nonisolated(unsafe) var seen: [(keys: [String], x: CGFloat)] = []
        CADiagnostics.$taskHandler.withValue({ _ in
            seen.append((shared.animationKeys() ?? [], shared.presentation()?.position.x ?? .nan))
        }) {
            clock.run {
                layer.add(x, forKey: "x")
                layer.add(ending, forKey: "ending")
            }
            for t in [0.5, 1e300] { layer.evaluateFrame(atTime: t) }
        }
        #expect(seen.count == 1 && seen.first?.keys == ["x"] && seen.first?.x.isFinite == true)
        #expect(layer.animationKeys() == ["x"], "the opacity animation ended and was removed")
    }
}
