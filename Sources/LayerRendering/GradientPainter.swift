import CCairo
import Foundation
import LayerAnimation

/// Paints a recorded gradient (``CGGradientFill``) with Cairo's patterns:
/// linear and radial ones for axial, radial and elliptical gradients, a
/// mesh of thin sectors for conic ones (Cairo has no conic pattern).
enum GradientPainter {
    /// Sectors a conic gradient is cut into at least (more at its stops).
    static let conicSectors = 96

    /// Paints the current clip of `cr` with `fill`, in the user space `ctm`.
    static func paint(_ fill: CGGradientFill, ctm: CGAffineTransform, alpha: CGFloat, on cr: OpaquePointer) {
        guard !fill.colors.isEmpty else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        var matrix = cairo_matrix_t(xx: ctm.a, yx: ctm.b, xy: ctm.c, yy: ctm.d, x0: ctm.tx, y0: ctm.ty)
        cairo_transform(cr, &matrix)
        guard let pattern = pattern(for: fill, alpha: alpha, on: cr) else { return }
        defer { cairo_pattern_destroy(pattern) }
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
    }

    private static func pattern(for fill: CGGradientFill, alpha: CGFloat, on cr: OpaquePointer) -> OpaquePointer? {
        let first = fill.locations.first!, last = fill.locations.last!
        let pattern: OpaquePointer?
        let window: (low: CGFloat, high: CGFloat)
        switch fill.shape {
        case .axial(let s, let e):
            // The pattern's 0...1 covers every stop and the unit range (stops may lie outside it).
            window = (min(first, 0), max(last, 1))
            let (a, b) = (point(s, e, window.low), point(s, e, window.high))
            pattern = cairo_pattern_create_linear(a.x, a.y, b.x, b.y)
        case .radial(let s, let r0, let e, let r1):
            window = (0, 1)
            pattern = cairo_pattern_create_radial(s.x, s.y, r0, e.x, e.y, r1)
        case .elliptical(let c, let radii):
            guard radii.width > 0, radii.height > 0 else { return nil }
            window = (0, max(last, 1))
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, window.high)
            // User space to the pattern's, where the ellipse is the unit circle.
            var toPattern = cairo_matrix_t(xx: 1 / radii.width, yx: 0, xy: 0, yy: 1 / radii.height,
                                           x0: -c.x / radii.width, y0: -c.y / radii.height)
            if let pattern { cairo_pattern_set_matrix(pattern, &toPattern) }
        case .conic(let c, let angle):
            return conicPattern(fill, center: c, angle: angle, alpha: alpha, on: cr)
        }
        guard let pattern else { return nil }
        addStops(fill, window: window, alpha: alpha, to: pattern)
        cairo_pattern_set_extend(pattern, fill.extendsBefore || fill.extendsAfter ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        return pattern
    }

    private static func point(_ s: CGPoint, _ e: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: s.x + (e.x - s.x) * t, y: s.y + (e.y - s.y) * t)
    }

    /// The stops as Cairo offsets over `window`, and the end colours at the
    /// window's ends. Cairo (pixman) blends between stops straight, as Core
    /// Animation does (white to clear goes through grey; tested).
    private static func addStops(_ fill: CGGradientFill, window: (low: CGFloat, high: CGFloat), alpha: CGFloat,
                                 to pattern: OpaquePointer) {
        let span = window.high - window.low
        guard span > 0 else { return }
        func add(_ t: CGFloat, _ color: ColorComponents) {
            let offset = min(max((t - window.low) / span, 0), 1)
            cairo_pattern_add_color_stop_rgba(pattern, offset, color.red, color.green, color.blue, color.alpha * alpha)
        }
        add(window.low, fill.color(at: window.low))
        for (t, color) in zip(fill.locations, fill.colors) where t >= window.low && t <= window.high {
            add(t, color)
        }
        add(window.high, fill.color(at: window.high))
    }

    /// A mesh of sectors around `center`, each coloured from the straight
    /// blend at its two edges; sector edges fall on every stop, so equal
    /// stops stay a hard edge.
    private static func conicPattern(_ fill: CGGradientFill, center c: CGPoint, angle: CGFloat, alpha: CGFloat,
                                     on cr: OpaquePointer) -> OpaquePointer? {
        var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let corners = [(x1, y1), (x2, y1), (x1, y2), (x2, y2)]
        let radius = corners.map { hypot($0.0 - c.x, $0.1 - c.y) }.max()! + 2
        guard radius.isFinite, let mesh = cairo_pattern_create_mesh() else { return nil }
        var edges = (0...conicSectors).map { CGFloat($0) / CGFloat(conicSectors) }
        edges += fill.locations.filter { $0 > 0 && $0 < 1 }
        edges.sort()
        func direction(_ t: CGFloat) -> CGPoint {
            let a = angle + t * 2 * .pi
            return CGPoint(x: cos(a), y: sin(a))
        }
        for (t0, t1) in zip(edges, edges.dropFirst()) where t1 > t0 {
            let (d0, d1) = (direction(t0), direction(t1))
            // The arc between the two edges as one cubic (k: the usual arc constant).
            let k = 4.0 / 3.0 * tan((t1 - t0) * 2 * .pi / 4) * radius
            let p0 = CGPoint(x: c.x + d0.x * radius, y: c.y + d0.y * radius)
            let p1 = CGPoint(x: c.x + d1.x * radius, y: c.y + d1.y * radius)
            let start = fill.color(at: t0), end = fill.color(at: t1 - 1e-9 * max(1, abs(t1)))
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, c.x, c.y)
            cairo_mesh_pattern_line_to(mesh, p0.x, p0.y)
            cairo_mesh_pattern_curve_to(mesh, p0.x - d0.y * k, p0.y + d0.x * k, p1.x + d1.y * k, p1.y - d1.x * k, p1.x, p1.y)
            cairo_mesh_pattern_line_to(mesh, c.x, c.y)
            for (corner, color) in [(0, start), (1, start), (2, end), (3, end)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), color.red, color.green, color.blue,
                                                         color.alpha * alpha)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }
}
