import Foundation

/// A path being built (Core Graphics' `CGMutablePath`), with Apple's Swift
/// spellings. Every call takes an optional transform applied to its points.
/// A call with a point that is not finite changes nothing and is reported
/// once through ``CADiagnostics``, as is a line or curve with no current point.
open class CGMutablePath: CGPath, @unchecked Sendable {
    public init() {
        super.init(elements: [])
    }

    /// Whether there is a current point: any element made one (after a
    /// close, the closed subpath's start).
    private var hasCurrentPoint: Bool { !elements.isEmpty }

    private func accepts(_ points: [CGPoint], _ call: String, needsCurrentPoint: Bool = false) -> Bool {
        guard points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
            CADiagnostics.report(CADiagnostic(pathCall: call, message: "a point is not finite; nothing was added"))
            return false
        }
        if needsCurrentPoint && !hasCurrentPoint {
            CADiagnostics.report(CADiagnostic(pathCall: call, message: "no current point (move(to:) first); nothing was added"))
            return false
        }
        return true
    }

    // MARK: Elements

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard accepts([point], "move(to:)") else { return }
        elements.append(.move(point.applying(transform)))
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard accepts([point], "addLine(to:)", needsCurrentPoint: true) else { return }
        elements.append(.line(point.applying(transform)))
    }

    /// A move to the first point, then lines through the rest.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first, accepts(points, "addLines(between:)") else { return }
        elements.append(.move(first.applying(transform)))
        for point in points.dropFirst() { elements.append(.line(point.applying(transform))) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard accepts([end, control], "addQuadCurve(to:control:)", needsCurrentPoint: true) else { return }
        elements.append(.quad(control: control.applying(transform), end: end.applying(transform)))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        guard accepts([end, control1, control2], "addCurve(to:control1:control2:)", needsCurrentPoint: true) else { return }
        elements.append(.cubic(control1: control1.applying(transform), control2: control2.applying(transform),
                               end: end.applying(transform)))
    }

    public func closeSubpath() {
        guard hasCurrentPoint else { return }
        if case .close? = elements.last { return }
        elements.append(.close)
    }

    // MARK: Shapes

    /// A move to the rectangle's origin, three lines and a close.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard accepts([r.origin, CGPoint(x: r.maxX, y: r.maxY)], "addRect(_:)") else { return }
        elements.append(.move(CGPoint(x: r.minX, y: r.minY).applying(transform)))
        elements.append(.line(CGPoint(x: r.maxX, y: r.minY).applying(transform)))
        elements.append(.line(CGPoint(x: r.maxX, y: r.maxY).applying(transform)))
        elements.append(.line(CGPoint(x: r.minX, y: r.maxY).applying(transform)))
        elements.append(.close)
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// The ellipse inscribed in `rect`: a move to its rightmost point, four
    /// quarter curves by increasing angle (clockwise on a y-down screen),
    /// and a close.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard accepts([r.origin, CGPoint(x: r.maxX, y: r.maxY)], "addEllipse(in:)") else { return }
        let ellipse = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY)
            .concatenating(transform)
        elements.append(.move(CGPoint(x: 1, y: 0).applying(ellipse)))
        appendUnitArc(from: 0, sweep: 2 * .pi, through: ellipse)
        elements.append(.close)
    }

    /// A rectangle whose corners are quarter ellipses `cornerWidth` by
    /// `cornerHeight` (each at most half the rectangle's side): from the top
    /// edge's start, clockwise on a y-down screen, closed.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard accepts([r.origin, CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: cornerWidth, y: cornerHeight)],
                      "addRoundedRect(in:cornerWidth:cornerHeight:)") else { return }
        let w = min(max(cornerWidth, 0), r.width / 2), h = min(max(cornerHeight, 0), r.height / 2)
        guard w > 0 && h > 0 else { return addRect(r, transform: transform) }
        func corner(_ cx: CGFloat, _ cy: CGFloat, from angle: CGFloat) {
            let ellipse = CGAffineTransform(a: w, b: 0, c: 0, d: h, tx: cx, ty: cy).concatenating(transform)
            appendUnitArc(from: angle, sweep: .pi / 2, through: ellipse)
        }
        elements.append(.move(CGPoint(x: r.minX + w, y: r.minY).applying(transform)))
        elements.append(.line(CGPoint(x: r.maxX - w, y: r.minY).applying(transform)))
        corner(r.maxX - w, r.minY + h, from: -.pi / 2)
        elements.append(.line(CGPoint(x: r.maxX, y: r.maxY - h).applying(transform)))
        corner(r.maxX - w, r.maxY - h, from: 0)
        elements.append(.line(CGPoint(x: r.minX + w, y: r.maxY).applying(transform)))
        corner(r.minX + w, r.maxY - h, from: .pi / 2)
        elements.append(.line(CGPoint(x: r.minX, y: r.minY + h).applying(transform)))
        corner(r.minX + w, r.minY + h, from: .pi)
        elements.append(.close)
    }

    /// An arc of the circle around `center` from `startAngle` to `endAngle`
    /// (radians from +x toward +y). `clockwise` is Core Graphics' flag: true
    /// runs toward decreasing angles. A line joins the current point to the
    /// arc's start, or the arc starts a subpath. A sweep of a full turn or
    /// more draws the whole circle.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        guard accepts([center, CGPoint(x: radius, y: startAngle), CGPoint(x: endAngle, y: 0)],
                      "addArc(center:radius:startAngle:endAngle:clockwise:)") else { return }
        var sweep = endAngle - startAngle
        let turn = 2 * CGFloat.pi
        if clockwise {
            if sweep <= -turn { sweep = -turn } else if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
        } else {
            if sweep >= turn { sweep = turn } else if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
        }
        addArcSweep(center: center, radius: radius, start: startAngle, sweep: sweep, transform: transform)
    }

    /// An arc from `startAngle` turning by `delta` (positive: toward increasing angles).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        guard accepts([center, CGPoint(x: radius, y: startAngle), CGPoint(x: delta, y: 0)],
                      "addRelativeArc(center:radius:startAngle:delta:)") else { return }
        addArcSweep(center: center, radius: radius, start: startAngle, sweep: delta, transform: transform)
    }

    /// The arc tangent to the line from the current point to `tangent1End`
    /// and to the line from there to `tangent2End`, after a line to where it
    /// starts. Collinear points or a radius of 0 give a line to `tangent1End`.
    public func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard accepts([p1, p2, CGPoint(x: radius, y: 0)], "addArc(tangent1End:tangent2End:radius:)",
                      needsCurrentPoint: true) else { return }
        // The current point, back in the caller's space (elements are stored transformed).
        let p0 = currentPoint.applying(transform.inverted())
        let (v1, v2) = (CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), CGPoint(x: p2.x - p1.x, y: p2.y - p1.y))
        let (l1, l2) = (hypot(v1.x, v1.y), hypot(v2.x, v2.y))
        let crossing = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, l1 > 0, l2 > 0, abs(crossing) > 1e-12 * l1 * l2 else {
            return elements.append(.line(p1.applying(transform)))
        }
        let (u1, u2) = (CGPoint(x: v1.x / l1, y: v1.y / l1), CGPoint(x: v2.x / l2, y: v2.y / l2))
        let angle = acos(min(max(u1.x * u2.x + u1.y * u2.y, -1), 1))  // between the two tangents
        let distance = radius / tan(angle / 2)                         // from p1 to each tangent point
        let t1 = CGPoint(x: p1.x + u1.x * distance, y: p1.y + u1.y * distance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bisectorLength = hypot(bisector.x, bisector.y)
        let centreDistance = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bisector.x / bisectorLength * centreDistance,
                             y: p1.y + bisector.y / bisectorLength * centreDistance)
        let start = atan2(t1.y - center.y, t1.x - center.x)
        let t2 = CGPoint(x: p1.x + u2.x * distance, y: p1.y + u2.y * distance)
        var sweep = atan2(t2.y - center.y, t2.x - center.x) - start
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        addArcSweep(center: center, radius: radius, start: start, sweep: sweep, transform: transform)
    }

    /// Appends `path`'s elements, transformed.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += transform.isIdentity ? path.elements : path.elements.map { $0.applying(transform) }
    }

    // MARK: Arcs as Béziers

    private func addArcSweep(center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat,
                             transform: CGAffineTransform) {
        let circle = CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y).concatenating(transform)
        let first = CGPoint(x: cos(start), y: sin(start)).applying(circle)
        elements.append(elements.isEmpty ? .move(first) : .line(first))
        appendUnitArc(from: start, sweep: sweep, through: circle)
    }

    /// The unit circle's arc from `start` turning by `sweep`, mapped by `t`,
    /// as cubic Béziers of at most 90° each (control points at 4/3 tan(θ/4)
    /// along the tangents: the usual approximation, within 0.03% of the radius).
    private func appendUnitArc(from start: CGFloat, sweep: CGFloat, through t: CGAffineTransform) {
        guard sweep != 0 else { return }
        let pieces = Int(min((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up), 64)).clamped(to: 1...64)
        let step = sweep / CGFloat(pieces), k = 4 / 3 * tan(step / 4)
        var angle = start
        for _ in 0..<pieces {
            let next = angle + step
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            elements.append(.cubic(control1: CGPoint(x: c0 - k * s0, y: s0 + k * c0).applying(t),
                                   control2: CGPoint(x: c1 + k * s1, y: s1 - k * c1).applying(t),
                                   end: CGPoint(x: c1, y: s1).applying(t)))
            angle = next
        }
    }
}

private extension Int {
    func clamped(to range: ClosedRange<Int>) -> Int { Swift.min(Swift.max(self, range.lowerBound), range.upperBound) }
}
