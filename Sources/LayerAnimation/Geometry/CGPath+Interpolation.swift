import Foundation

extension CGPath {
    /// The elements as (type, points) pairs.
    var elementList: [(type: CGPathElementType, points: [CGPoint])] {
        var list: [(type: CGPathElementType, points: [CGPoint])] = []
        applyWithBlock { element in
            let count = switch element.pointee.type {
            case .moveToPoint, .addLineToPoint: 1
            case .addQuadCurveToPoint: 2
            case .addCurveToPoint: 3
            case .closeSubpath: 0
            }
            list.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        return list
    }

    /// The path `fraction` of the way to `other`, point by point (a
    /// fraction outside 0...1 extrapolates, as a spring overshoots); nil
    /// when the two do not have the same element kinds in the same order,
    /// or when a blended point overflows.
    func interpolated(to other: CGPath, fraction t: CGFloat) -> CGPath? {
        let a = elementList, b = other.elementList
        guard a.count == b.count, zip(a, b).allSatisfy({ $0.type == $1.type }) else { return nil }
        let blended = zip(a, b).map { from, to in
            zip(from.points, to.points).map { CGPoint(x: $0.x + ($1.x - $0.x) * t, y: $0.y + ($1.y - $0.y) * t) }
        }
        guard blended.allSatisfy({ $0.allSatisfy { $0.x.isFinite && $0.y.isFinite } }) else { return nil }
        let result = CGMutablePath()
        for (from, p) in zip(a, blended) {
            switch from.type {
            case .moveToPoint: result.move(to: p[0])
            case .addLineToPoint: result.addLine(to: p[0])
            case .addQuadCurveToPoint: result.addQuadCurve(to: p[1], control: p[0])
            case .addCurveToPoint: result.addCurve(to: p[2], control1: p[0], control2: p[1])
            case .closeSubpath: result.closeSubpath()
            }
        }
        return result
    }
}

extension CGPath {
    /// Whether every point of the path is a finite number.
    var isFinite: Bool {
        func ok(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
        return elements.allSatisfy { element in
            switch element {
            case .move(let p), .line(let p): ok(p)
            case .quad(let c, let e): ok(c) && ok(e)
            case .cubic(let c1, let c2, let e): ok(c1) && ok(c2) && ok(e)
            case .close: true
            }
        }
    }
}
