import Foundation
import Testing
@testable import LayerAnimation

@Suite struct KeyframeTests {
    private func xs(_ animation: CAKeyframeAnimation, at times: [Double]) -> [Double] {
        let clock = ManualMediaClock(now: 0)
        let layer = CALayer()
        animation.duration = 1
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        return clock.run {
            layer.add(animation, forKey: "k")
            return times.map { clock.now = $0; return layer.presentedX }
        }
    }

    private func keyframes(_ values: [Double], mode: CAAnimationCalculationMode = .linear) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = values
        animation.calculationMode = mode
        return animation
    }

    @Test func linearWithKeyTimes() {
        let animation = keyframes([0, 10, 30])
        animation.keyTimes = [0, 0.25, 1]
        let values = xs(animation, at: [0.125, 0.25, 0.625, 1])
        #expect(isClose(values[0], 5) && isClose(values[1], 10) && isClose(values[2], 20) && values[3] == 30)
    }

    @Test func linearWithoutKeyTimesIsEven() {
        let values = xs(keyframes([0, 10, 30]), at: [0.25, 0.75])
        #expect(isClose(values[0], 5) && isClose(values[1], 20))
    }

    @Test func discreteHoldsEachValue() {
        let animation = keyframes([1, 2, 3], mode: .discrete)
        animation.keyTimes = [0, 0.5, 0.75, 1]
        #expect(xs(animation, at: [0, 0.49, 0.5, 0.74, 0.8, 1]) == [1, 1, 2, 2, 3, 3])
        #expect(xs(keyframes([1, 2, 3, 4], mode: .discrete), at: [0.1, 0.3, 0.6, 0.9]) == [1, 2, 3, 4])
    }

    @Test func pacedMovesAtConstantSpeedIgnoringKeyTimes() {
        let animation = keyframes([0, 10, 40], mode: .paced)
        animation.keyTimes = [0, 0.9, 1]
        animation.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeIn)]
        let values = xs(animation, at: [0.125, 0.25, 0.5, 0.75])
        #expect(isClose(values[0], 5) && isClose(values[1], 10) && isClose(values[2], 20) && isClose(values[3], 30))
    }

    @Test func cubicPassesThroughTheValuesSmoothly() {
        let animation = keyframes([0, 10, 0, 10], mode: .cubic)
        let third = 1.0 / 3
        let values = xs(animation, at: [0, third, 2 * third, 1, 0.5])
        #expect(isClose(values[0], 0) && isClose(values[1], 10, within: 1e-6) && isClose(values[2], 0, within: 1e-6))
        #expect(values[3] == 10)
        // Catmull-Rom between 10 and 0 with neighbours 0 and 10, at t = 0.5: 5.
        #expect(isClose(values[4], 5, within: 1e-6))
        // Unlike linear, the curve leaves the straight line inside a segment.
        let quarter = xs(keyframes([0, 10, 0, 10], mode: .cubic), at: [third / 2])[0]
        #expect(abs(quarter - 5) > 0.1)
    }

    @Test func perSegmentTimingFunctionsAfterTheAnimationsOwn() {
        let animation = keyframes([0, 10, 20])
        animation.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        let values = xs(animation, at: [0.25, 0.75])
        #expect(isClose(values[0], 10 * easeIn.evaluate(at: 0.5), within: 1e-6))
        #expect(isClose(values[1], 15, within: 1e-9))
        let both = keyframes([0, 10, 20])
        both.timingFunction = easeIn
        both.timingFunctions = [CAMediaTimingFunction(name: .easeOut), CAMediaTimingFunction(name: .easeOut)]
        let p = easeIn.evaluate(at: 0.25) * 2  // within the first segment
        let expected = 10 * CAMediaTimingFunction(name: .easeOut).evaluate(at: p)
        #expect(isClose(xs(both, at: [0.25])[0], expected, within: 1e-6))
    }

    @Test func invalidKeyTimesAreReportedAndSpacedEvenly() {
        let cases: [[NSNumber]] = [[0, 1], [0, 0.7, 0.5], [-0.1, 0.5, 1], [0, 0.5, 1.2], [0, .init(value: Double.nan), 1]]
        for keyTimes in cases {
            let recorder = DiagnosticsRecorder()
            let animation = keyframes([0, 10, 30])
            animation.keyTimes = keyTimes
            let values = recorder.run { xs(animation, at: [0.25, 0.75]) }
            #expect(recorder.diagnostics.count == 1, "\(keyTimes)")
            #expect(isClose(values[0], 5) && isClose(values[1], 20), "\(keyTimes)")
        }
    }

    /// Key times that start after 0 or end before 1 (NVActivityIndicatorView's
    /// pulses pause that way) hold the end values outside them, unreported.
    @Test func keyTimesWithinZeroAndOneHoldTheEndValues() {
        let recorder = DiagnosticsRecorder()
        let late = keyframes([0, 10, 30])
        late.keyTimes = [0.2, 0.6, 1]
        let early = keyframes([0, 10, 30])
        early.keyTimes = [0, 0.4, 0.8]
        let (lateValues, earlyValues) = recorder.run {
            (xs(late, at: [0.1, 0.4, 0.8]), xs(early, at: [0.2, 0.6, 0.9]))
        }
        #expect(recorder.diagnostics.isEmpty)
        #expect(isClose(lateValues[0], 0) && isClose(lateValues[1], 5) && isClose(lateValues[2], 20), "\(lateValues)")
        #expect(isClose(earlyValues[0], 5) && isClose(earlyValues[1], 20) && isClose(earlyValues[2], 30), "\(earlyValues)")
    }

    @Test func pointValues() {
        let clock = ManualMediaClock(now: 0)
        let layer = CALayer()
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.values = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 20), CGPoint(x: 30, y: 0)]
        animation.duration = 2
        clock.run {
            layer.add(animation, forKey: "k")
            clock.now = 0.5
            #expect(layer.presentation()!.position == CGPoint(x: 5, y: 10))
        }
    }

    /// Points however they come: plain, optional (a cast unwraps it) or
    /// boxed in an `NSValue`, alike; the same for sizes and rectangles.
    @Test func geometryValuesPlainOptionalOrBoxed() {
        func presented(_ keyPath: String, _ values: [Any], _ read: (CALayer) -> [Double]) -> [Double] {
            let clock = ManualMediaClock(now: 0)
            let layer = CALayer()
            let animation = CAKeyframeAnimation(keyPath: keyPath)
            animation.values = values
            animation.duration = 2
            return clock.run {
                layer.add(animation, forKey: "k")
                clock.now = 0.5
                return read(layer.presentation()!)
            }
        }
        let (p, q) = (CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 20))
        let point = { (layer: CALayer) in [Double(layer.position.x), Double(layer.position.y)] }
        let expected = presented("position", [p, q], point)
        #expect(expected == [2.5, 5])
        #expect(presented("position", [p as CGPoint? as Any, q as CGPoint? as Any], point) == expected)
        #expect(presented("position", [NSValue(point: p), NSValue(point: q)], point) == expected)

        let (small, large) = (CGSize(width: 10, height: 20), CGSize(width: 30, height: 60))
        let size = { (layer: CALayer) in [Double(layer.bounds.width), Double(layer.bounds.height)] }
        #expect(presented("bounds.size", [small, large], size) == [15, 30])
        #expect(presented("bounds.size", [small as CGSize? as Any, large as CGSize? as Any], size) == [15, 30])
        #expect(presented("bounds.size", [NSValue(size: small), NSValue(size: large)], size) == [15, 30])

        let (r, s) = (CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 4, y: 8, width: 30, height: 50))
        let rect = { (layer: CALayer) in [Double(layer.bounds.minX), Double(layer.bounds.minY), Double(layer.bounds.width)] }
        #expect(presented("bounds", [r, s], rect) == [1, 2, 15])
        #expect(presented("bounds", [r as CGRect? as Any, s as CGRect? as Any], rect) == [1, 2, 15])
        #expect(presented("bounds", [NSValue(rect: r), NSValue(rect: s)], rect) == [1, 2, 15])
    }
}

