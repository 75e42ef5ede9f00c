import Foundation
import LayerAnimation

/// A tab's small glyph beside its title (Assignment 4's extra credit 5:
/// customized tab bar glyphs), drawn by a shape layer in the title's colour:
/// a snowman, a motion path, a Set diamond, two cards, a cat's head.
struct TabIcon: Sendable {
    /// The glyph's side, in points.
    static let side: CGFloat = 18

    /// The glyph in a square of ``side`` points at the origin.
    let path: CGPath
    /// How the glyph fills: rings (even-odd) where it draws outlines.
    let fillRule: CAShapeLayerFillRule

    /// A glyph drawn by `draw` into a path, in a square `s` points wide.
    private init(_ fillRule: CAShapeLayerFillRule, _ draw: (CGMutablePath, CGFloat) -> Void) {
        let path = CGMutablePath()
        draw(path, Self.side)
        (self.path, self.fillRule) = (path, fillRule)
    }

    static let snowman = TabIcon(.evenOdd) { path, s in
        // Two stacked rings, the head smaller.
        path.addEllipse(in: CGRect(x: s * 0.2, y: s * 0.42, width: s * 0.6, height: s * 0.58))
        path.addEllipse(in: CGRect(x: s * 0.3, y: s * 0.52, width: s * 0.4, height: s * 0.38))
        path.addEllipse(in: CGRect(x: s * 0.3, y: 0, width: s * 0.4, height: s * 0.42))
        path.addEllipse(in: CGRect(x: s * 0.39, y: s * 0.09, width: s * 0.22, height: s * 0.24))
    }

    static let practice = TabIcon(.nonZero) { path, s in
        // A dot at the end of the curve it moved along.
        path.addEllipse(in: CGRect(x: s * 0.62, y: 0, width: s * 0.38, height: s * 0.38))
        path.move(to: CGPoint(x: 0, y: s))
        path.addCurve(to: CGPoint(x: s * 0.7, y: s * 0.3), control1: CGPoint(x: s * 0.5, y: s),
                      control2: CGPoint(x: s * 0.2, y: s * 0.3))
        path.addLine(to: CGPoint(x: s * 0.7, y: s * 0.45))
        path.addCurve(to: CGPoint(x: 0, y: s * 0.84), control1: CGPoint(x: s * 0.3, y: s * 0.45),
                      control2: CGPoint(x: s * 0.4, y: s * 0.84))
        path.closeSubpath()
    }

    static let set = TabIcon(.evenOdd) { path, s in
        // A diamond outline, as on a Set card.
        path.addLines(between: [CGPoint(x: s / 2, y: 0), CGPoint(x: s, y: s / 2), CGPoint(x: s / 2, y: s),
                                CGPoint(x: 0, y: s / 2)])
        path.closeSubpath()
        path.addLines(between: [CGPoint(x: s / 2, y: s * 0.22), CGPoint(x: s * 0.78, y: s / 2),
                                CGPoint(x: s / 2, y: s * 0.78), CGPoint(x: s * 0.22, y: s / 2)])
        path.closeSubpath()
    }

    static let concentration = TabIcon(.evenOdd) { path, s in
        // Two cards, one face down (solid) and one face up (a frame).
        path.addRoundedRect(in: CGRect(x: 0, y: s * 0.1, width: s * 0.5, height: s * 0.72),
                            cornerWidth: 2, cornerHeight: 2)
        path.addRoundedRect(in: CGRect(x: s * 0.5, y: s * 0.18, width: s * 0.5, height: s * 0.72),
                            cornerWidth: 2, cornerHeight: 2)
        path.addRoundedRect(in: CGRect(x: s * 0.6, y: s * 0.3, width: s * 0.3, height: s * 0.48),
                            cornerWidth: 1, cornerHeight: 1)
    }

    static let catFacts = TabIcon(.nonZero) { path, s in
        // A cat's head: a round face and two pointed ears.
        path.addEllipse(in: CGRect(x: s * 0.08, y: s * 0.22, width: s * 0.84, height: s * 0.74))
        path.addLines(between: [CGPoint(x: s * 0.1, y: s * 0.5), CGPoint(x: s * 0.12, y: 0), CGPoint(x: s * 0.45, y: s * 0.26)])
        path.closeSubpath()
        path.addLines(between: [CGPoint(x: s * 0.9, y: s * 0.5), CGPoint(x: s * 0.88, y: 0), CGPoint(x: s * 0.55, y: s * 0.26)])
        path.closeSubpath()
    }
}
