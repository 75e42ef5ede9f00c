import Foundation
import CatFacts
import LayerAnimation

/// The Cat Facts tab's colours.
enum Style {
    static let background = CGColor(red: 0.1, green: 0.12, blue: 0.16, alpha: 1)
    static let header = CGColor(red: 0.07, green: 0.09, blue: 0.12, alpha: 1)
    static let row = CGColor(red: 0.16, green: 0.19, blue: 0.25, alpha: 1)
    static let muted = CGColor(red: 0.65, green: 0.7, blue: 0.78, alpha: 1)
    static let accent = CGColor(red: 0.35, green: 0.55, blue: 0.85, alpha: 1)
    static let saved = CGColor(red: 0.2, green: 0.62, blue: 0.35, alpha: 1)
    static let delete = CGColor(red: 0.7, green: 0.25, blue: 0.25, alpha: 1)
    static let problem = CGColor(red: 1, green: 0.72, blue: 0.45, alpha: 1)

    /// The unlock screen's colours, full and as the tab's background once picked.
    static func color(_ color: UnlockColor) -> CGColor {
        switch color {
        case .red: CGColor(red: 0.82, green: 0.2, blue: 0.2, alpha: 1)
        case .green: CGColor(red: 0.16, green: 0.6, blue: 0.28, alpha: 1)
        case .blue: CGColor(red: 0.18, green: 0.36, blue: 0.85, alpha: 1)
        }
    }

    static func tint(_ color: UnlockColor) -> CGColor {
        switch color {
        case .red: CGColor(red: 0.36, green: 0.1, blue: 0.11, alpha: 1)
        case .green: CGColor(red: 0.08, green: 0.27, blue: 0.14, alpha: 1)
        case .blue: CGColor(red: 0.09, green: 0.16, blue: 0.38, alpha: 1)
        }
    }
}
