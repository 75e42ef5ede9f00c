import Foundation
import LayerAnimation
import SetGame

/// The three symbols of Set as paths filling a rectangle: a diamond, a
/// squiggle (cubic Béziers) and an oval (a capsule).
enum SymbolPaths {
    static func path(for shape: SetCard.Shape, in r: CGRect) -> CGPath {
        switch shape {
        case .diamond:
            let path = CGMutablePath()
            path.addLines(between: [CGPoint(x: r.midX, y: r.minY), CGPoint(x: r.maxX, y: r.midY),
                                    CGPoint(x: r.midX, y: r.maxY), CGPoint(x: r.minX, y: r.midY)])
            path.closeSubpath()
            return path
        case .oval:
            let radius = min(r.width, r.height) / 2
            return CGPath(roundedRect: r, cornerWidth: radius, cornerHeight: radius, transform: nil)
        case .squiggle:
            return squiggle(in: r)
        }
    }

    /// A squiggle drawn in a unit square, then scaled into `r`: an upper
    /// edge that rises, dips and rises, and a lower edge that mirrors it.
    private static func squiggle(in r: CGRect) -> CGPath {
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: r.minX + x * r.width, y: r.minY + y * r.height) }
        let path = CGMutablePath()
        path.move(to: p(0.04, 0.70))
        path.addCurve(to: p(0.40, 0.12), control1: p(0.00, 0.20), control2: p(0.22, 0.00))
        path.addCurve(to: p(0.72, 0.26), control1: p(0.55, 0.22), control2: p(0.62, 0.34))
        path.addCurve(to: p(0.96, 0.22), control1: p(0.84, 0.14), control2: p(0.92, 0.04))
        path.addCurve(to: p(0.60, 0.88), control1: p(1.02, 0.66), control2: p(0.80, 1.00))
        path.addCurve(to: p(0.28, 0.76), control1: p(0.46, 0.80), control2: p(0.38, 0.66))
        path.addCurve(to: p(0.04, 0.70), control1: p(0.16, 0.88), control2: p(0.06, 0.98))
        path.closeSubpath()
        return path
    }

    /// Vertical lines across `r`, `spacing` apart: the striped shading,
    /// clipped to the symbol when drawn (``ClippedPatternLayer``).
    static func stripes(in r: CGRect, spacing: CGFloat) -> CGPath {
        let path = CGMutablePath()
        var x = r.minX + spacing / 2
        while x < r.maxX {
            path.move(to: CGPoint(x: x, y: r.minY))
            path.addLine(to: CGPoint(x: x, y: r.maxY))
            x += spacing
        }
        return path
    }
}
