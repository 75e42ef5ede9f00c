import LayerKit
import SplitMix
import TestSupport
import Testing

/// UIBezierPath's shapes element by element, as UIKit builds them (y-down).
@Suite struct UIBezierPathTests {
    enum Element: Equatable {
        case move(CGPoint), line(CGPoint), quad(CGPoint, CGPoint), cubic(CGPoint, CGPoint, CGPoint), close
    }

    static func elements(_ path: UIBezierPath) -> [Element] {
        var result: [Element] = []
        path.cgPath.applyWithBlock { element in
            let p = element.pointee.points
            switch element.pointee.type {
            case .moveToPoint: result.append(.move(p[0]))
            case .addLineToPoint: result.append(.line(p[0]))
            case .addQuadCurveToPoint: result.append(.quad(p[0], p[1]))
            case .addCurveToPoint: result.append(.cubic(p[0], p[1], p[2]))
            case .closeSubpath: result.append(.close)
            }
        }
        return result
    }

    static func end(_ element: Element) -> CGPoint? {
        switch element {
        case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): p
        case .close: nil
        }
    }

    static func near(_ a: CGPoint?, _ b: CGPoint, within tolerance: CGFloat = 1e-6) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func aRectangleIsAMoveThreeLinesClockwiseAndAClose() {
        let path = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(Self.elements(path) == [.move(CGPoint(x: 10, y: 20)), .line(CGPoint(x: 40, y: 20)),
                                        .line(CGPoint(x: 40, y: 60)), .line(CGPoint(x: 10, y: 60)), .close])
        #expect(path.bounds == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test func anOvalStartsAtThreeOClockAndGoesThroughTheBottom() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        let elements = Self.elements(path)
        #expect(elements.count == 6)
        #expect(elements.first == .move(CGPoint(x: 100, y: 25)))
        #expect(Self.near(Self.end(elements[1]), CGPoint(x: 50, y: 50)))  // the bottom, y-down
        #expect(Self.near(Self.end(elements[2]), CGPoint(x: 0, y: 25)))
        #expect(elements.last == .close)
        #expect(path.contains(CGPoint(x: 50, y: 25)))
        #expect(!path.contains(CGPoint(x: 2, y: 2)))
    }

    @Test func clockwiseArcsLookClockwiseOnScreen() {
        let centre = CGPoint(x: 50, y: 50)
        // A quarter from 3 o'clock, clockwise on a y-down screen: down to 6 o'clock, one curve.
        let quarter = Self.elements(UIBezierPath(arcCenter: centre, radius: 10, startAngle: 0, endAngle: .pi / 2,
                                                 clockwise: true))
        #expect(quarter.count == 2)
        #expect(quarter[0] == .move(CGPoint(x: 60, y: 50)))
        #expect(Self.near(Self.end(quarter[1]), CGPoint(x: 50, y: 60)))
        // The same angles anticlockwise: the other three quarters, through 12 o'clock.
        let rest = Self.elements(UIBezierPath(arcCenter: centre, radius: 10, startAngle: 0, endAngle: .pi / 2,
                                              clockwise: false))
        #expect(rest.count == 4)
        #expect(Self.near(Self.end(rest[1]), CGPoint(x: 50, y: 40)))
        #expect(Self.near(Self.end(rest[3]), CGPoint(x: 50, y: 60)))
        // Added to a path with a current point: a line joins it to the arc's start.
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addArc(withCenter: centre, radius: 10, startAngle: .pi, endAngle: 0, clockwise: true)
        let joined = Self.elements(path)
        #expect(joined[1] == .line(CGPoint(x: 40, y: 50)))
        #expect(Self.near(Self.end(joined[2]), CGPoint(x: 50, y: 40)))  // clockwise from 9 o'clock: over the top
    }

    @Test func continuousCornersSpanAbout1Point53RadiiAndHave22Elements() {
        let rect = CGRect(x: 0, y: 0, width: 200, height: 100), r: CGFloat = 20
        let elements = Self.elements(UIBezierPath(roundedRect: rect, cornerRadius: r))
        #expect(elements.count == 22)
        #expect(Self.near(Self.end(elements[0]), CGPoint(x: 1.52866483 * r, y: 0)))
        #expect(Self.near(Self.end(elements[1]), CGPoint(x: 200 - 1.52866483 * r, y: 0)))
        // The top-right corner ends on the right edge, 1.53 r down.
        #expect(Self.near(Self.end(elements[5]), CGPoint(x: 200, y: 1.52866483 * r)))
        #expect(elements.last == .close)
        // Every corner is the same shape turned: the bottom-left ends 1.53 r up the left edge.
        #expect(Self.near(Self.end(elements[15]), CGPoint(x: 0, y: 100 - 1.52866483 * r)))
        #expect(Self.near(Self.end(elements[20]), CGPoint(x: 1.52866483 * r, y: 0)))
        // Each corner is the same shape turned (not mirrored: its short line
        // sits at the entering end), so the outline matches itself turned half round.
        let ends = elements.compactMap(Self.end)
        for point in ends {
            let turned = CGPoint(x: 200 - point.x, y: 100 - point.y)
            #expect(ends.contains { Self.near($0, turned, within: 1e-6) }, "\(point)")
        }
        #expect(UIBezierPath(roundedRect: rect, cornerRadius: r).bounds == rect)
    }

    @Test func tooLargeACornerGivesAStadiumAndNoneARectangle() {
        // The shorter side under 2 x 1.53 r: the ends are rounded fully.
        let stadium = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 20), cornerRadius: 10)
        let elements = Self.elements(stadium)
        #expect(elements.first == .move(CGPoint(x: 10, y: 0)))
        #expect(stadium.bounds == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(stadium.contains(CGPoint(x: 50, y: 10)))
        #expect(!stadium.contains(CGPoint(x: 1, y: 1)))
        // A radius of zero or less: a plain rectangle.
        #expect(Self.elements(UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0))
                    == Self.elements(UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))))
    }

    @Test func someCornersRoundedWithCircularArcs() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight],
                                cornerRadii: CGSize(width: 10, height: 99))  // the height is ignored
        let elements = Self.elements(path)
        #expect(elements.first == .move(CGPoint(x: 10, y: 0)))
        #expect(elements[1] == .line(CGPoint(x: 100, y: 0)))          // the top-right is square
        #expect(path.contains(CGPoint(x: 99.5, y: 0.5)))
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))              // the top-left is cut
        #expect(!path.contains(CGPoint(x: 99.5, y: 59.5)))            // and the bottom-right
        // The radius is at most half the shorter side.
        let capped = UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 500, height: 0))
        #expect(Self.elements(capped).first == .move(CGPoint(x: 30, y: 0)))
    }

    @Test func strokeSettingsHaveUIKitsDefaults() {
        let path = UIBezierPath()
        #expect(path.lineWidth == 1)
        #expect(path.lineCapStyle == .butt)
        #expect(path.lineJoinStyle == .miter)
        #expect(path.miterLimit == 10)
        #expect(!path.usesEvenOddFillRule)
        #expect(path.isEmpty)
    }

    @Test func reversingRunsEachSubpathBackwards() {
        let rect = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20))
        rect.lineWidth = 3
        let reversed = rect.reversing()
        #expect(Self.elements(reversed) == [.move(CGPoint(x: 0, y: 20)), .line(CGPoint(x: 10, y: 20)),
                                            .line(CGPoint(x: 10, y: 0)), .line(CGPoint(x: 0, y: 0)), .close])
        #expect(reversed.lineWidth == 3)
        let curve = UIBezierPath()
        curve.move(to: CGPoint(x: 0, y: 0))
        curve.addCurve(to: CGPoint(x: 10, y: 0), controlPoint1: CGPoint(x: 1, y: 5), controlPoint2: CGPoint(x: 9, y: 5))
        #expect(Self.elements(curve.reversing()) == [.move(CGPoint(x: 10, y: 0)),
                                                     .cubic(CGPoint(x: 9, y: 5), CGPoint(x: 1, y: 5), .zero)])
        // Twice is the original.
        #expect(Self.elements(curve.reversing().reversing()) == Self.elements(curve))
    }

    @Test func appendApplyAndCurrentPoint() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.append(UIBezierPath(ovalIn: CGRect(x: 20, y: 0, width: 10, height: 10)))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 30, height: 10))
        path.apply(CGAffineTransform(translationX: 5, y: 7))
        #expect(path.bounds == CGRect(x: 5, y: 7, width: 30, height: 10))
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 1, y: 2))
        line.addLine(to: CGPoint(x: 3, y: 4))
        #expect(line.currentPoint == CGPoint(x: 3, y: 4))
        line.removeAllPoints()
        #expect(line.isEmpty)
    }

    @MainActor @Test func fillAndStrokeNeedACurrentContext() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.fill()    // none: nothing happens
        path.stroke()
        UIColor.red.setFill()
        #expect(UIGraphicsGetCurrentContext() == nil)
        let context = CGContext(size: CGSize(width: 10, height: 10))
        UIGraphicsPushContext(context)
        #expect(UIGraphicsGetCurrentContext() === context)
        UIColor.red.setFill()
        path.fill()
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    /// Hostile numbers into every constructor and builder: nothing crashes,
    /// every element stays finite, each refusal is said.
    @Test func nonFiniteInputIsRefusedWithADiagnostic() {
        let recorder = DiagnosticsRecorder()
        var random = SplitMix64(seed: SplitMix64.testSeed(0xBAD_BE21))
        let values: [CGFloat] = [.nan, .infinity, -.infinity, 0, 1, 10, -5, 1e300, -1e300]
        func value() -> CGFloat { values[Int(random.next() % UInt64(values.count))] }
        func point() -> CGPoint { CGPoint(x: value(), y: value()) }
        func rect() -> CGRect { CGRect(x: value(), y: value(), width: value(), height: value()) }
        recorder.run {
            for round in 0..<500 {
                let path: UIBezierPath
                switch round % 6 {
                case 0: path = UIBezierPath(rect: rect())
                case 1: path = UIBezierPath(ovalIn: rect())
                case 2: path = UIBezierPath(roundedRect: rect(), cornerRadius: value())
                case 3: path = UIBezierPath(roundedRect: rect(), byRoundingCorners: .allCorners,
                                            cornerRadii: CGSize(width: value(), height: value()))
                case 4: path = UIBezierPath(arcCenter: point(), radius: value(), startAngle: value(), endAngle: value(),
                                            clockwise: round % 2 == 0)
                default:
                    path = UIBezierPath()
                    path.move(to: point())
                    path.addLine(to: point())
                    path.addCurve(to: point(), controlPoint1: point(), controlPoint2: point())
                    path.addQuadCurve(to: point(), controlPoint: point())
                    path.close()
                }
                _ = path.reversing()
                _ = path.contains(point())
                let finite = Self.elements(path).allSatisfy { element in
                    switch element {
                    case .move(let p), .line(let p): p.x.isFinite && p.y.isFinite
                    case .quad(let a, let b): [a, b].allSatisfy { $0.x.isFinite && $0.y.isFinite }
                    case .cubic(let a, let b, let c): [a, b, c].allSatisfy { $0.x.isFinite && $0.y.isFinite }
                    case .close: true
                    }
                }
                #expect(finite, "round \(round)")
            }
        }
        #expect(recorder.count > 0)
    }
}
