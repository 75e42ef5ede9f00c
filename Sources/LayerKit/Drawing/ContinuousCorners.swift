/// iOS 7's rounded rectangle (`UIBezierPath(roundedRect:cornerRadius:)`):
/// each corner a chain of Béziers whose curvature rises from the straight
/// edge instead of jumping to 1/r, spanning 1.52866483 r along each side.
/// The control points are the published measurements of UIKit's path
/// (PaintCode, 2013), here for one corner in its own frame: `along` is the
/// distance back from the corner along the edge entering it, `inward` the
/// distance in from that edge. Where the shorter side is under twice the
/// span, iOS rounds the ends fully; here that is a stadium.
enum ContinuousCorners {
    static let span: CGFloat = 1.52866483

    /// One corner, from the entering edge to the leaving one: a curve, a
    /// short line, two curves (22 elements for the whole rectangle).
    private enum Step { case curve(CGPoint, CGPoint, CGPoint), line(CGPoint) }
    private static let corner: [Step] = [
        .curve(CGPoint(x: 1.08849323, y: 0), CGPoint(x: 0.86840689, y: 0), CGPoint(x: 0.66993427, y: 0.06549600)),
        .line(CGPoint(x: 0.63149399, y: 0.07491100)),
        .curve(CGPoint(x: 0.37282392, y: 0.16905899), CGPoint(x: 0.16906013, y: 0.37282401),
               CGPoint(x: 0.07491176, y: 0.63149399)),
        .curve(CGPoint(x: 0, y: 0.86840701), CGPoint(x: 0, y: 1.08849299), CGPoint(x: 0, y: span)),
    ]

    static func add(_ rect: CGRect, radius: CGFloat, to path: CGMutablePath) {
        guard radius.isFinite else {
            return CADiagnostics.report(CADiagnostic(call: "UIBezierPath(roundedRect:cornerRadius:)",
                                                     message: "the radius is not finite; nothing was added"))
        }
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return path.addRect(rect)  // the path refuses it, with its diagnostic
        }
        let r = max(radius, 0)
        guard r > 0 else { return path.addRect(rect) }
        let shorter = min(rect.width, rect.height)
        guard shorter >= 2 * span * r else { return addStadium(rect, to: path) }
        // Corners clockwise on a y-down screen: each maps (along, inward) to
        // the rectangle by its corner point and the directions of its two edges.
        let corners: [(corner: CGPoint, entering: CGVector, inward: CGVector)] = [
            (CGPoint(x: rect.maxX, y: rect.minY), CGVector(dx: 1, dy: 0), CGVector(dx: 0, dy: 1)),
            (CGPoint(x: rect.maxX, y: rect.maxY), CGVector(dx: 0, dy: 1), CGVector(dx: -1, dy: 0)),
            (CGPoint(x: rect.minX, y: rect.maxY), CGVector(dx: -1, dy: 0), CGVector(dx: 0, dy: -1)),
            (CGPoint(x: rect.minX, y: rect.minY), CGVector(dx: 0, dy: -1), CGVector(dx: 1, dy: 0)),
        ]
        func place(_ p: CGPoint, _ c: (corner: CGPoint, entering: CGVector, inward: CGVector)) -> CGPoint {
            CGPoint(x: c.corner.x - c.entering.dx * p.x * r + c.inward.dx * p.y * r,
                    y: c.corner.y - c.entering.dy * p.x * r + c.inward.dy * p.y * r)
        }
        path.move(to: CGPoint(x: rect.minX + span * r, y: rect.minY))
        for c in corners {
            path.addLine(to: place(CGPoint(x: span, y: 0), c))
            for step in corner {
                switch step {
                case .curve(let c1, let c2, let end):
                    path.addCurve(to: place(end, c), control1: place(c1, c), control2: place(c2, c))
                case .line(let end):
                    path.addLine(to: place(end, c))
                }
            }
        }
        path.closeSubpath()
    }

    /// Half circles on the shorter sides joined by the longer ones, from the top edge's start, clockwise.
    static func addStadium(_ rect: CGRect, to path: CGMutablePath) {
        let radius = min(rect.width, rect.height) / 2
        path.addRoundedRect(in: rect, cornerWidth: radius, cornerHeight: radius)
    }
}
