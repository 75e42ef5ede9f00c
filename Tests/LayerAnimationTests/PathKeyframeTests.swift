import Foundation
import Testing
@testable import LayerAnimation

/// Keyframe animations along a path: the position on the path's curves,
/// paced by arc length, and `rotationMode` turning the layer with the tangent.
@Suite struct PathKeyframeTests {
    /// One period of y = 50 sin(x / 50) from x = 0 to 2π·50, as four cubic
    /// segments (Hermite to Bézier: control points a third of the tangent along).
    static func sinePath() -> CGMutablePath {
        let path = CGMutablePath()
        func point(_ x: Double) -> CGPoint { CGPoint(x: x, y: 50 * sin(x / 50)) }
        func slope(_ x: Double) -> Double { cos(x / 50) }
        let xs = (0...4).map { Double($0) * 2 * .pi * 50 / 4 }
        path.move(to: point(xs[0]))
        for i in 1...4 {
            let (a, b) = (xs[i - 1], xs[i]), h = (b - a) / 3
            path.addCurve(to: point(b), control1: CGPoint(x: a + h, y: 50 * sin(a / 50) + h * slope(a)),
                          control2: CGPoint(x: b - h, y: 50 * sin(b / 50) - h * slope(b)))
        }
        return path
    }

    private func follow(_ mode: CAAnimationCalculationMode, rotation: CAAnimationRotationMode?) -> CALayer {
        let layer = CALayer()
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = Self.sinePath()
        animation.calculationMode = mode
        animation.rotationMode = rotation
        animation.duration = 4
        ManualMediaClock(now: 0).run { layer.add(animation, forKey: "follow") }
        return layer
    }

    private func segments() -> [PathSegment] {
        var result: [PathSegment] = []
        Self.sinePath().forEachSegment { result.append($0) }
        return result
    }

    @Test func positionIsOnThePathAndTheRotationIsTheTangentsAngle() {
        let layer = follow(.linear, rotation: .rotateAuto)
        let curves = segments()
        for time in stride(from: 0.05, to: 4, by: 0.173) {
            layer.evaluateFrame(atTime: time)
            // Four elements share the 4 s evenly: element floor(time), parameter its fraction.
            let segment = curves[Int(time)], t = CGFloat(time - Double(Int(time)))
            let expected = segment.point(at: t), tangent = segment.tangent(at: t)
            let p = layer.presentedProperties
            #expect(abs(p.position.x - expected.x) < 1e-9 && abs(p.position.y - expected.y) < 1e-9, "at \(time)")
            let angle = atan2(Double(p.transform.m12), Double(p.transform.m11))
            #expect(abs(angle - atan2(Double(tangent.y), Double(tangent.x))) < 1e-6, "at \(time)")
        }
    }

    @Test func reverseRotationAddsHalfATurn() {
        let ahead = follow(.linear, rotation: .rotateAuto), back = follow(.linear, rotation: .rotateAutoReverse)
        ahead.evaluateFrame(atTime: 1.3)
        back.evaluateFrame(atTime: 1.3)
        let a = ahead.presentedProperties.transform, b = back.presentedProperties.transform
        #expect(abs(a.m11 + b.m11) < 1e-9 && abs(a.m12 + b.m12) < 1e-9)
    }

    @Test func pacedMovesAtConstantSpeed() {
        let layer = follow(.paced, rotation: nil)
        var previous: CGPoint?
        var steps: [Double] = []
        for index in 0..<40 {  // before the end, where it is removed
            layer.evaluateFrame(atTime: Double(index) * 0.1)
            let p = layer.presentedProperties.position
            if let previous { steps.append(Double(hypot(p.x - previous.x, p.y - previous.y))) }
            previous = p
        }
        let mean = steps.reduce(0, +) / Double(steps.count)
        #expect(steps.allSatisfy { abs($0 - mean) / mean < 0.01 }, "\(steps.map { Int($0 * 100) })")
        #expect(layer.presentedProperties.transform == CATransform3DIdentity)  // no rotation mode: no turn
    }

    @Test func pathOnAnythingButPointsIsReportedAndIgnored() {
        let recorder = DiagnosticsRecorder()
        let layer = CALayer()
        let animation = CAKeyframeAnimation(keyPath: "opacity")
        animation.path = Self.sinePath()
        let empty = CAKeyframeAnimation(keyPath: "position")
        empty.path = CGMutablePath()
        recorder.run {
            ManualMediaClock(now: 0).run {
                layer.add(animation, forKey: "a")
                layer.add(empty, forKey: "b")
            }
        }
        layer.evaluateFrame(atTime: 0.1)
        #expect(layer.presentedProperties.opacity == 1 && layer.presentedProperties.position == .zero)
        #expect(recorder.diagnostics.count == 2)
    }
}
