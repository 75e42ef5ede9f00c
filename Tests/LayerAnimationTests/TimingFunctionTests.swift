import Testing
@testable import LayerAnimation

@Suite struct TimingFunctionTests {
    @Test(arguments: [(0.05, 0.01136), (0.25, 0.18235), (0.5, 0.5), (0.75, 0.81764), (0.95, 0.98863)])
    func publicCheckValues(x: Double, y: Double) {
        let curve = CAMediaTimingFunction(controlPoints: 0.25, 0, 0.75, 1)
        #expect(abs(curve.evaluate(at: x) - y) <= 0.00015)
    }

    @Test func overshootingCurvesAreNotClamped() {
        #expect(isClose(CAMediaTimingFunction(controlPoints: 0.5, 1, 0.5, 1).evaluate(at: 0.5), 0.875, within: 1e-7))
        #expect(isClose(CAMediaTimingFunction(controlPoints: 0.5, -1, 0.5, -1).evaluate(at: 0.5), -0.625, within: 1e-7))
    }

    /// Against the exact curve: for many parameters t, x(t) maps back to y(t).
    @Test(arguments: [CAMediaTimingFunctionName.linear, .easeIn, .easeOut, .easeInEaseOut, .default])
    func namedCurvesSolveWithin1e7(name: CAMediaTimingFunctionName) {
        let function = CAMediaTimingFunction(name: name)
        var points = [Float](repeating: 0, count: 8)
        for i in 0..<4 { function.getControlPoint(at: i, values: &points[i * 2]) }
        let (x1, y1, x2, y2) = (Double(points[2]), Double(points[3]), Double(points[4]), Double(points[5]))
        func bezier(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var worst = 0.0
        for i in 0...2000 {
            let t = Double(i) / 2000
            worst = max(worst, abs(function.evaluate(at: bezier(x1, x2, t)) - bezier(y1, y2, t)))
        }
        #expect(worst < 1e-7)
    }

    @Test func controlPointsOfTheNamedCurves() {
        let expected: [(CAMediaTimingFunctionName, [Float])] = [
            (.linear, [0, 0, 0, 0, 1, 1, 1, 1]), (.easeIn, [0, 0, 0.42, 0, 1, 1, 1, 1]),
            (.easeOut, [0, 0, 0, 0, 0.58, 1, 1, 1]), (.easeInEaseOut, [0, 0, 0.42, 0, 0.58, 1, 1, 1]),
            (.default, [0, 0, 0.25, 0.1, 0.25, 1, 1, 1]),
        ]
        for (name, points) in expected {
            var read = [Float](repeating: -1, count: 8)
            let function = CAMediaTimingFunction(name: name)
            for i in 0..<4 { function.getControlPoint(at: i, values: &read[i * 2]) }
            #expect(read == points, "\(name.rawValue)")
        }
    }

    @Test func namesMadeAtRunTimeFindTheirCurveAndLookalikesAreLinear() {
        func points(_ rawValue: String) -> [Float] {
            var read = [Float](repeating: -1, count: 4)
            let function = CAMediaTimingFunction(name: CAMediaTimingFunctionName(rawValue: rawValue))
            function.getControlPoint(at: 1, values: &read[0])
            function.getControlPoint(at: 2, values: &read[2])
            return read
        }
        // Built from characters, not literals: matched by content.
        #expect(points(String(Array("easeInEaseOut"))) == [0.42, 0, 0.58, 1])
        #expect(points(["de", "fault"].joined()) == [0.25, 0.1, 0.25, 1])
        // Same lengths as predefined names, but none of them.
        for lookalike in ["lineaR", "easein", "easeOuT", "Default", "easeInEaseIn", "easeOutEaseIn", ""] {
            #expect(points(lookalike) == [0, 0, 1, 1], "\(lookalike)")
        }
    }

    /// `init(name:)` is a convenience initializer over the one designated
    /// one, as in Apple's API, so a subclass overriding it inherits it.
    @Test func subclassesInheritInitByName() {
        final class Tagged: CAMediaTimingFunction, @unchecked Sendable {
            private(set) var tag = 0
            override init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
                super.init(controlPoints: c1x, c1y, c2x, c2y)
                tag = 1
            }
        }
        let function = Tagged(name: .easeOut)
        var point = [Float](repeating: -1, count: 2)
        function.getControlPoint(at: 2, values: &point)
        #expect(function.tag == 1 && point == [0.58, 1])
    }

    @Test func easingAppliesToProgress() {
        let clock = ManualMediaClock(now: 0)
        let layer = CALayer()
        let animation = basic("opacity", from: 0, to: 1, duration: 2)
        animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
        clock.run {
            layer.add(animation, forKey: "a")
            clock.now = 1
            let expected = CAMediaTimingFunction(name: .easeIn).evaluate(at: 0.5)
            #expect(isClose(layer.presentedOpacity, expected, within: 1e-6))
            #expect(layer.presentedOpacity < 0.5)
        }
    }

    @Test func nonFiniteControlPointsFallBackToLinear() {
        let function = CAMediaTimingFunction(controlPoints: .nan, .infinity, 2, -3)
        let y = function.evaluate(at: 0.5)
        #expect(y.isFinite)
    }
}
