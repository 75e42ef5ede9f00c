import Foundation
import Testing
@testable import LayerAnimation

/// `CAShapeLayer.path` animated point by point, and the other shape numbers.
@Suite struct PathAnimationTests {
    static func square(_ origin: Double, _ side: Double) -> CGPath {
        CGPath(rect: CGRect(x: origin, y: origin, width: side, height: side), transform: nil)
    }

    /// The points of the path the layer's current drawing fills, in the
    /// layer's coordinates (a drawing is recorded from its area's origin).
    static func drawnPoints(_ layer: CAShapeLayer) -> [CGPoint] {
        guard let drawing = layer.contents as? CALayerDrawing,
              case .fill(let path, _, _)? = drawing.commands.first else { return [] }
        let origin = drawing.area.origin
        return path.elementList.flatMap(\.points).map { CGPoint(x: $0.x + origin.x, y: $0.y + origin.y) }
    }

    static func shape(_ path: CGPath) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.path = path
        return layer
    }

    @Test func aBasicAnimationBlendsPointByPoint() {
        let layer = Self.shape(Self.square(0, 10))
        let grow = basic("path", from: Self.square(0, 10), to: Self.square(20, 40), duration: 1)
        grow.beginTime = 1
        layer.add(grow, forKey: "grow")
        #expect((layer.animation(forKey: "grow") as? CABasicAnimation)?.keyPath == "path")
        layer.evaluateFrame(atTime: 1.5)
        // Halfway: origin 10, side 25 (corners 10 and 35).
        #expect(Self.drawnPoints(layer).prefix(3) == [CGPoint(x: 10, y: 10), CGPoint(x: 35, y: 10), CGPoint(x: 35, y: 35)])
        layer.evaluateFrame(atTime: 2.5)  // removed on completion: the model path
        #expect(Self.drawnPoints(layer).prefix(2) == [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)])
    }

    @Test func keyframesAndMissingValuesUseThePresentedAndModelPaths() {
        let layer = Self.shape(Self.square(0, 10))
        let steps = CAKeyframeAnimation(keyPath: "path")
        steps.values = [Self.square(0, 10), Self.square(10, 10), Self.square(30, 10)]
        steps.duration = 2
        steps.beginTime = 1
        layer.add(steps, forKey: "steps")
        layer.evaluateFrame(atTime: 2.5)  // three quarters: halfway from the second to the third
        #expect(Self.drawnPoints(layer).first == CGPoint(x: 20, y: 20))
        // No fromValue: from what is drawn now; no toValue: to the model's path.
        layer.removeAllAnimations()
        layer.path = Self.square(50, 10)
        let toModel = CABasicAnimation(keyPath: "path")
        toModel.fromValue = Self.square(10, 10)
        toModel.duration = 1
        toModel.beginTime = 3
        layer.add(toModel, forKey: "toModel")
        layer.evaluateFrame(atTime: 3.5)
        #expect(Self.drawnPoints(layer).first == CGPoint(x: 30, y: 30))
    }

    @Test func pathsOfOtherKindsJumpHalfwayAndBadValuesAreReported() {
        let recorder = DiagnosticsRecorder()
        let layer = Self.shape(Self.square(0, 10))
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let change = basic("path", from: Self.square(0, 10), to: circle, duration: 1)
        change.beginTime = 1
        recorder.run {
            layer.add(change, forKey: "change")
            let wrong = basic("path", from: 3.0, to: circle, duration: 1)
            layer.add(wrong, forKey: "wrong")
        }
        #expect(recorder.diagnostics.count == 1)
        layer.removeAnimation(forKey: "wrong")
        layer.evaluateFrame(atTime: 1.4)
        #expect(Self.drawnPoints(layer).count == 4)  // still the square
        layer.evaluateFrame(atTime: 1.6)
        #expect(Self.drawnPoints(layer).count > 4)   // the circle's curves
    }

    @Test func aSpringOvershootsThePath() {
        let layer = Self.shape(Self.square(0, 10))
        let spring = CASpringAnimation(keyPath: "path")
        spring.fromValue = Self.square(0, 10)
        spring.toValue = Self.square(100, 10)
        spring.damping = 3
        spring.duration = spring.settlingDuration
        spring.beginTime = 1
        layer.add(spring, forKey: "spring")
        let xs = stride(from: 1.0, to: 1 + spring.settlingDuration, by: 0.02).map { time -> CGFloat in
            layer.evaluateFrame(atTime: time)
            return Self.drawnPoints(layer).first?.x ?? .nan
        }
        let allFinite = xs.allSatisfy { $0.isFinite }, farthest = xs.max() ?? 0
        #expect(allFinite)
        #expect(farthest > 100)  // past the end, as a spring goes
    }

    @Test func miterLimitAndDashPhaseAnimate() {
        let layer = Self.shape(Self.square(0, 10))
        layer.strokeColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        layer.lineDashPattern = [4, 2]
        let phase = basic("lineDashPhase", from: 0.0, to: 6.0, duration: 1)
        phase.beginTime = 1
        layer.add(phase, forKey: "phase")
        let miter = basic("miterLimit", from: 2.0, to: 4.0, duration: 1)
        miter.beginTime = 1
        layer.add(miter, forKey: "miter")
        layer.evaluateFrame(atTime: 1.5)
        guard let drawing = layer.contents as? CALayerDrawing, case .stroke(_, let state)? = drawing.commands.last else {
            Issue.record("no stroke drawn")
            return
        }
        #expect(isClose(Double(state.lineDashPhase), 3) && isClose(Double(state.miterLimit), 3))
        #expect(layer.miterLimit == 10 && layer.lineDashPhase == 0)
    }
}

/// `presentation()` of a shape layer shows the path being presented.
@Suite struct PresentedPathTests {
    @Test func thePresentationCopyHasThePresentedPath() {
        let clock = ManualMediaClock(now: 0)
        clock.run {
            let layer = PathAnimationTests.shape(PathAnimationTests.square(0, 10))
            layer.add(basic("path", from: PathAnimationTests.square(0, 10), to: PathAnimationTests.square(20, 40)),
                      forKey: "grow")
            clock.now = 0.5
            let copy = layer.presentation()!
            #expect(copy.path?.boundingBoxOfPath == CGRect(x: 10, y: 10, width: 25, height: 25))
            #expect(layer.path?.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 10, height: 10))
            // The copy stands alone: its path stays put while the clock moves on.
            clock.now = 0.75
            #expect(copy.path?.boundingBoxOfPath == CGRect(x: 10, y: 10, width: 25, height: 25))
            #expect(layer.presentation()!.path?.boundingBoxOfPath == CGRect(x: 15, y: 15, width: 32.5, height: 32.5))
            // A morph chained from where the shape is starts there.
            let chained = basic("path", to: PathAnimationTests.square(0, 10))
            chained.fromValue = layer.presentation()!.path
            layer.add(chained, forKey: "grow")
            #expect(layer.presentation()!.path?.boundingBoxOfPath == CGRect(x: 15, y: 15, width: 32.5, height: 32.5))
        }
    }
}
