/// Circular corners at some corners of a rectangle, from the top edge's
/// start, clockwise on a y-down screen; the radius at most half the shorter side.
enum CircularCorners {
    static func add(_ rect: CGRect, radius: CGFloat, corners: UIRectCorner, to path: CGMutablePath) {
        guard radius.isFinite else {
            return CADiagnostics.report(CADiagnostic(call: "UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)",
                                                     message: "the radius is not finite; nothing was added"))
        }
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return path.addRect(rect)  // the path refuses it, with its diagnostic
        }
        let r = min(max(radius, 0), min(rect.width, rect.height) / 2)
        func rounding(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? r : 0 }
        let (tl, tr, br, bl) = (rounding(.topLeft), rounding(.topRight), rounding(.bottomRight), rounding(.bottomLeft))
        path.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
        if tr > 0 { path.addArc(center: CGPoint(x: rect.maxX - tr, y: rect.minY + tr), radius: tr, startAngle: -.pi / 2, endAngle: 0, clockwise: false) }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
        if br > 0 { path.addArc(center: CGPoint(x: rect.maxX - br, y: rect.maxY - br), radius: br, startAngle: 0, endAngle: .pi / 2, clockwise: false) }
        path.addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
        if bl > 0 { path.addArc(center: CGPoint(x: rect.minX + bl, y: rect.maxY - bl), radius: bl, startAngle: .pi / 2, endAngle: .pi, clockwise: false) }
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
        if tl > 0 { path.addArc(center: CGPoint(x: rect.minX + tl, y: rect.minY + tl), radius: tl, startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: false) }
        path.closeSubpath()
    }
}
