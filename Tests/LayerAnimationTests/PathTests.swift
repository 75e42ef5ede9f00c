import Foundation
import SplitMix
import Testing
@testable import LayerAnimation

/// CGAffineTransform, CGPath and CGMutablePath against hand-computed values.
@Suite struct PathTests {
    private func close(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    private func types(_ path: CGPath) -> [CGPathElementType] {
        var result: [CGPathElementType] = []
        path.applyWithBlock { result.append($0.pointee.type) }
        return result
    }

    private func points(_ path: CGPath) -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        path.applyWithBlock { element in
            let count = [1, 1, 2, 3, 0][Int(element.pointee.type.rawValue)]
            result.append((0..<count).map { element.pointee.points[$0] })
        }
        return result
    }

    // MARK: Affine transforms

    @Test func affineTransformsFollowCoreGraphics() {
        let point = CGPoint(x: 2, y: 1)
        #expect(point.applying(CGAffineTransform(translationX: 3, y: -1)) == CGPoint(x: 5, y: 0))
        #expect(close(point.applying(CGAffineTransform(rotationAngle: .pi / 2)), CGPoint(x: -1, y: 2)))
        // translatedBy applies the translation first, then the receiver.
        let scaleThenMove = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
        #expect(point.applying(scaleThenMove) == CGPoint(x: 6, y: 6))
        let moveThenScale = CGAffineTransform(translationX: 1, y: 1).concatenating(CGAffineTransform(scaleX: 2, y: 3))
        #expect(moveThenScale == scaleThenMove)
        let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: -0.5).translatedBy(x: 4, y: 9)
        #expect(close(point.applying(t).applying(t.inverted()), point, within: 1e-12))
        #expect(close(CGPoint(x: 1, y: 1).applying(t.concatenating(t.inverted())), CGPoint(x: 1, y: 1), within: 1e-12))
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
        let box = CGRect(x: 0, y: 0, width: 2, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(abs(box.width - 2 * 2.squareRoot()) < 1e-12 && abs(box.minX + 2.squareRoot()) < 1e-12)
        #expect(CGSize(width: 3, height: 4).applying(CGAffineTransform(translationX: 10, y: 10).scaledBy(x: 2, y: 2))
                == CGSize(width: 6, height: 8))
    }

    @Test func affineTransformsRoundTripThroughCATransform3D() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let m = CATransform3DMakeAffineTransform(t)
        #expect(CATransform3DIsAffine(m) && CATransform3DGetAffineTransform(m) == t)
        var perspective = m
        perspective.m34 = -1 / 500
        #expect(!CATransform3DIsAffine(perspective))
    }

    // MARK: Element sequences

    @Test func shapesHaveCoreGraphicsElementSequences() {
        let rect = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
        #expect(types(rect) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(points(rect).flatMap { $0 } == [CGPoint(x: 1, y: 2), CGPoint(x: 4, y: 2), CGPoint(x: 4, y: 6), CGPoint(x: 1, y: 6)])
        let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
        #expect(types(ellipse) == [.moveToPoint] + Array(repeating: .addCurveToPoint, count: 4) + [.closeSubpath])
        let ends = points(ellipse).dropFirst().dropLast().map { $0[2] }
        // From the rightmost point by increasing angle: bottom, left, top, right (y down).
        let expected = [CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 5), CGPoint(x: 10, y: 0), CGPoint(x: 20, y: 5)]
        #expect(zip(ends, expected).allSatisfy { close($0, $1, within: 1e-9) })
        #expect(close(points(ellipse)[0][0], CGPoint(x: 20, y: 5)))
        let rounded = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerWidth: 2, cornerHeight: 3,
                             transform: nil)
        #expect(types(rounded).filter { $0 == .addCurveToPoint }.count == 4 && types(rounded).last == .closeSubpath)
        #expect(close(points(rounded)[0][0], CGPoint(x: 2, y: 0)))
        #expect(rounded.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 10, height: 10))
        var shift = CGAffineTransform(translationX: 5, y: 0)
        #expect(CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: &shift).boundingBox
                == CGRect(x: 5, y: 0, width: 1, height: 1))
    }

    @Test func arcsAreQuarterBeziersOnTheCircle() {
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(types(path) == [.moveToPoint, .addCurveToPoint])
        #expect(close(path.currentPoint, CGPoint(x: 10, y: 15), within: 1e-12))
        // The long way round: three quarters, three curves, ending at the same point.
        let long = CGMutablePath()
        long.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(types(long) == [.moveToPoint] + Array(repeating: .addCurveToPoint, count: 3))
        #expect(close(long.currentPoint, CGPoint(x: 10, y: 15), within: 1e-12))
        // Every curve stays within 0.03% of the radius from the circle.
        var worst: CGFloat = 0
        long.forEachSegment { segment in
            for step in 0...20 {
                let p = segment.point(at: CGFloat(step) / 20)
                worst = max(worst, abs(hypot(p.x - 10, p.y - 10) - 5))
            }
        }
        #expect(worst < 5 * 3e-4)
        // A second arc joins the first with a line.
        path.addArc(center: CGPoint(x: 30, y: 10), radius: 5, startAngle: .pi, endAngle: 0, clockwise: false)
        #expect(types(path)[2] == .addLineToPoint)
    }

    @Test func tangentArcRoundsACorner() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
        let all = points(path)
        #expect(types(path) == [.moveToPoint, .addLineToPoint, .addCurveToPoint])
        #expect(close(all[1][0], CGPoint(x: 8, y: 0), within: 1e-9))
        #expect(close(path.currentPoint, CGPoint(x: 10, y: 2), within: 1e-9))
        let straight = CGMutablePath()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 10, y: 0), radius: 2)
        #expect(types(straight) == [.moveToPoint, .addLineToPoint] && straight.currentPoint == CGPoint(x: 5, y: 0))
    }

    // MARK: Boxes and containment

    @Test func boundingBoxesWithAndWithoutControlPoints() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        // y(t) = 300 t (1 - t): highest at t = 0.5, 75.
        let tight = path.boundingBoxOfPath
        #expect(abs(tight.height - 75) < 1e-9 && tight.width == 100)
        let quad = CGMutablePath()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        #expect(abs(quad.boundingBoxOfPath.height - 5) < 1e-9 && quad.boundingBox.height == 10)
        #expect(CGMutablePath().boundingBox.isNull && CGMutablePath().boundingBoxOfPath.isNull)
        #expect(CGMutablePath().isEmpty && CGMutablePath().currentPoint == .zero)
    }

    /// Random cubic and quadratic curves (seeded): the tight box holds every
    /// point of each curve and no more, its sides within a hair of points
    /// sampled along it (a curve turns smoothly, so 2,000 samples come within
    /// 1e-4 of its extremes at these sizes).
    @Test func tightBoxesHoldTheirCurvesAndNoMore() {
        var random = SplitMix64(seed: SplitMix64.testSeed(20_261_202))
        func point() -> CGPoint {
            CGPoint(x: Double.random(in: -50...50, using: &random), y: Double.random(in: -50...50, using: &random))
        }
        for round in 0..<300 {
            let path = CGMutablePath()
            let start = point(), c1 = point(), c2 = point(), end = point()
            path.move(to: start)
            if round % 3 == 0 { path.addQuadCurve(to: end, control: c1) } else { path.addCurve(to: end, control1: c1, control2: c2) }
            let box = path.boundingBoxOfPath
            var sampled = CGRect.null
            for step in 0...2_000 {
                let t = Double(step) / 2_000, u = 1 - t
                let p = round % 3 == 0
                    ? CGPoint(x: u * u * start.x + 2 * u * t * c1.x + t * t * end.x, y: u * u * start.y + 2 * u * t * c1.y + t * t * end.y)
                    : CGPoint(x: u * u * u * start.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * end.x,
                              y: u * u * u * start.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y)
                sampled = sampled.union(CGRect(origin: p, size: .zero))
            }
            let holds = box.minX <= sampled.minX + 1e-9 && box.minY <= sampled.minY + 1e-9
                && box.maxX >= sampled.maxX - 1e-9 && box.maxY >= sampled.maxY - 1e-9
            let sides = [(box.minX, sampled.minX), (box.minY, sampled.minY), (box.maxX, sampled.maxX), (box.maxY, sampled.maxY)]
            #expect(holds && sides.allSatisfy { abs($0.0 - $0.1) < 1e-4 }, "round \(round): \(box) against \(sampled)")
        }
    }

    @Test func windingAndEvenOddContainment() {
        let same = CGMutablePath()
        same.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        same.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        #expect(same.contains(CGPoint(x: 5, y: 5), using: .winding))
        #expect(!same.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
        #expect(same.contains(CGPoint(x: 1, y: 1), using: .evenOdd))
        #expect(!same.contains(CGPoint(x: 11, y: 5)))
        // The inner square wound the other way is a hole under both rules.
        let opposite = CGMutablePath()
        opposite.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        opposite.addLines(between: [CGPoint(x: 3, y: 3), CGPoint(x: 3, y: 7), CGPoint(x: 7, y: 7), CGPoint(x: 7, y: 3)])
        #expect(!opposite.contains(CGPoint(x: 5, y: 5), using: .winding))
        // A circle, and a transform applied to the path.
        let circle = CGPath(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20), transform: nil)
        #expect(circle.contains(CGPoint(x: 6.9, y: 6.9)) && !circle.contains(CGPoint(x: 7.2, y: 7.2)))
        #expect(circle.contains(CGPoint(x: 105, y: 0), transform: CGAffineTransform(translationX: 100, y: 0)))
        #expect(!circle.contains(CGPoint(x: CGFloat.nan, y: 0)))
        var shift = CGAffineTransform(translationX: 0, y: 50)
        #expect(circle.copy(using: &shift)!.contains(CGPoint(x: 0, y: 55)))
    }

    // MARK: Bad input

    @Test func malformedCallsAreIgnoredAndReported() {
        let recorder = DiagnosticsRecorder()
        let path = CGMutablePath()
        recorder.run {
            path.addLine(to: CGPoint(x: 1, y: 1))  // no current point
            path.move(to: CGPoint(x: CGFloat.nan, y: 0))
            path.move(to: .zero)
            path.addCurve(to: CGPoint(x: 1, y: 1), control1: CGPoint(x: CGFloat.infinity, y: 0), control2: .zero)
            path.addArc(center: .zero, radius: CGFloat.nan, startAngle: 0, endAngle: 1, clockwise: false)
            path.addLine(to: CGPoint(x: 1, y: 0))
            path.addCurve(to: CGPoint(x: 1, y: 0), control1: CGPoint(x: 1, y: 0), control2: CGPoint(x: 1, y: 0))  // coincident
        }
        #expect(types(path) == [.moveToPoint, .addLineToPoint, .addCurveToPoint])
        #expect(recorder.diagnostics.count == 4 && recorder.diagnostics.allSatisfy(\.isAboutPath))
        #expect(!path.boundingBoxOfPath.isNull && path.contains(CGPoint(x: 5, y: 5)) == false)
    }
}
