import Foundation
import LayerAnimation
import SetGame

/// The Set tab's colours.
enum SetStyle {
    static let background = CGColor(red: 0.09, green: 0.33, blue: 0.2, alpha: 1)
    static let cardFace = CGColor(red: 1, green: 1, blue: 0.98, alpha: 1)
    static let cardEdge = CGColor(red: 0.75, green: 0.75, blue: 0.72, alpha: 1)
    static let back = CGColor(red: 0.12, green: 0.2, blue: 0.48, alpha: 1)
    static let backPattern = CGColor(red: 0.55, green: 0.65, blue: 0.95, alpha: 1)
    static let selected = CGColor(red: 0.15, green: 0.45, blue: 1, alpha: 1)
    static let matched = CGColor(red: 0.1, green: 0.75, blue: 0.3, alpha: 1)
    static let mismatched = CGColor(red: 0.9, green: 0.15, blue: 0.15, alpha: 1)
    static let hinted = CGColor(red: 1, green: 0.6, blue: 0.1, alpha: 1)
    static let focus = CGColor(red: 1, green: 0.85, blue: 0.3, alpha: 1)
    static let pileOutline = CGColor(red: 1, green: 1, blue: 1, alpha: 0.35)

    static func color(_ color: SetCard.Color) -> CGColor {
        switch color {
        case .red: CGColor(red: 0.86, green: 0.1, blue: 0.2, alpha: 1)
        case .green: CGColor(red: 0.05, green: 0.58, blue: 0.25, alpha: 1)
        case .purple: CGColor(red: 0.45, green: 0.15, blue: 0.62, alpha: 1)
        }
    }
}
