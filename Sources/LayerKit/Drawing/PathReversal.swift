/// A path's subpaths each run backwards: from its last point, through
/// its segments in reverse order (a cubic's control points swapped), to
/// its start; a closed subpath stays closed.
enum PathReversal {
    private enum Segment {
        case line(from: CGPoint)
        case quad(from: CGPoint, control: CGPoint)
        case cubic(from: CGPoint, control1: CGPoint, control2: CGPoint)
    }

    private struct Subpath {
        let start: CGPoint
        var end: CGPoint
        var segments: [Segment] = []
        var isClosed = false
    }

    static func reversed(_ path: CGPath) -> CGPath {
        var subpaths: [Subpath] = []
        path.applyWithBlock { element in
            let p = element.pointee.points
            if element.pointee.type != .moveToPoint, subpaths.last.map({ $0.isClosed }) ?? true {
                // Drawing on after a close (or before any move) starts a subpath where the last one started.
                let start = subpaths.last?.start ?? .zero
                subpaths.append(Subpath(start: start, end: start))
            }
            let from = subpaths.last?.end ?? .zero
            switch element.pointee.type {
            case .moveToPoint:
                subpaths.append(Subpath(start: p[0], end: p[0]))
            case .addLineToPoint:
                subpaths[subpaths.count - 1].segments.append(.line(from: from))
                subpaths[subpaths.count - 1].end = p[0]
            case .addQuadCurveToPoint:
                subpaths[subpaths.count - 1].segments.append(.quad(from: from, control: p[0]))
                subpaths[subpaths.count - 1].end = p[1]
            case .addCurveToPoint:
                subpaths[subpaths.count - 1].segments.append(.cubic(from: from, control1: p[0], control2: p[1]))
                subpaths[subpaths.count - 1].end = p[2]
            case .closeSubpath:
                subpaths[subpaths.count - 1].isClosed = true
            }
        }
        let result = CGMutablePath()
        for subpath in subpaths {
            result.move(to: subpath.end)
            for segment in subpath.segments.reversed() {
                switch segment {
                case .line(let from): result.addLine(to: from)
                case .quad(let from, let control): result.addQuadCurve(to: from, control: control)
                case .cubic(let from, let c1, let c2): result.addCurve(to: from, control1: c2, control2: c1)
                }
            }
            if subpath.isClosed { result.closeSubpath() }
        }
        return result
    }
}
