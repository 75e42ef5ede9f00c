import Foundation
import LayerAnimation

/// Each tab's small glyph beside its title (Assignment 4's extra credit 5:
/// customized tab bar glyphs), drawn by a shape layer in the title's colour:
/// a snowman, a motion path, a Set diamond, two cards, a cat's head.
enum TabIcon {
    /// The glyph's side, in points.
    static let side: CGFloat = 18

    /// How the glyph fills: rings (even-odd) where it draws outlines.
    static func fillRule(for tab: SceneTab) -> CAShapeLayerFillRule {
        switch tab {
        case .snowman, .set, .concentration: .evenOdd
        case .practice, .catFacts: .nonZero
        }
    }

    /// The glyph of `tab` in a square of ``side`` points at the origin.
    static func path(for tab: SceneTab) -> CGPath {
        let s = side
        let path = CGMutablePath()
        switch tab {
        case .snowman:
            // Two stacked rings, the head smaller.
            path.addEllipse(in: CGRect(x: s * 0.2, y: s * 0.42, width: s * 0.6, height: s * 0.58))
            path.addEllipse(in: CGRect(x: s * 0.3, y: s * 0.52, width: s * 0.4, height: s * 0.38))
            path.addEllipse(in: CGRect(x: s * 0.3, y: 0, width: s * 0.4, height: s * 0.42))
            path.addEllipse(in: CGRect(x: s * 0.39, y: s * 0.09, width: s * 0.22, height: s * 0.24))
        case .practice:
            // A dot at the end of the curve it moved along.
            path.addEllipse(in: CGRect(x: s * 0.62, y: 0, width: s * 0.38, height: s * 0.38))
            path.move(to: CGPoint(x: 0, y: s))
            path.addCurve(to: CGPoint(x: s * 0.7, y: s * 0.3), control1: CGPoint(x: s * 0.5, y: s),
                          control2: CGPoint(x: s * 0.2, y: s * 0.3))
            path.addLine(to: CGPoint(x: s * 0.7, y: s * 0.45))
            path.addCurve(to: CGPoint(x: 0, y: s * 0.84), control1: CGPoint(x: s * 0.3, y: s * 0.45),
                          control2: CGPoint(x: s * 0.4, y: s * 0.84))
            path.closeSubpath()
        case .set:
            // A diamond outline, as on a Set card.
            path.addLines(between: [CGPoint(x: s / 2, y: 0), CGPoint(x: s, y: s / 2), CGPoint(x: s / 2, y: s),
                                    CGPoint(x: 0, y: s / 2)])
            path.closeSubpath()
            path.addLines(between: [CGPoint(x: s / 2, y: s * 0.22), CGPoint(x: s * 0.78, y: s / 2),
                                    CGPoint(x: s / 2, y: s * 0.78), CGPoint(x: s * 0.22, y: s / 2)])
            path.closeSubpath()
        case .concentration:
            // Two cards, one face down (solid) and one face up (a frame).
            path.addRoundedRect(in: CGRect(x: 0, y: s * 0.1, width: s * 0.5, height: s * 0.72),
                                cornerWidth: 2, cornerHeight: 2)
            path.addRoundedRect(in: CGRect(x: s * 0.5, y: s * 0.18, width: s * 0.5, height: s * 0.72),
                                cornerWidth: 2, cornerHeight: 2)
            path.addRoundedRect(in: CGRect(x: s * 0.6, y: s * 0.3, width: s * 0.3, height: s * 0.48),
                                cornerWidth: 1, cornerHeight: 1)
        case .catFacts:
            // A cat's head: a round face and two pointed ears.
            path.addEllipse(in: CGRect(x: s * 0.08, y: s * 0.22, width: s * 0.84, height: s * 0.74))
            path.addLines(between: [CGPoint(x: s * 0.1, y: s * 0.5), CGPoint(x: s * 0.12, y: 0), CGPoint(x: s * 0.45, y: s * 0.26)])
            path.closeSubpath()
            path.addLines(between: [CGPoint(x: s * 0.9, y: s * 0.5), CGPoint(x: s * 0.88, y: 0), CGPoint(x: s * 0.55, y: s * 0.26)])
            path.closeSubpath()
        }
        return path
    }
}
