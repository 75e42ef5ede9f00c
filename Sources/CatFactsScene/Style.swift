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

    /// The unlock screen's buttons' colours.
    static func color(_ color: UnlockColor) -> CGColor {
        switch color {
        case .red: CGColor(red: 0.82, green: 0.2, blue: 0.2, alpha: 1)
        case .green: CGColor(red: 0.16, green: 0.6, blue: 0.28, alpha: 1)
        case .blue: CGColor(red: 0.18, green: 0.36, blue: 0.85, alpha: 1)
        }
    }

    /// The colour itself, as the seed's `UIColor.red`, `.green` and `.blue`:
    /// the first screen's background once it is picked.
    static func pure(_ color: UnlockColor) -> CGColor {
        switch color {
        case .red: CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        case .green: CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        case .blue: CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        }
    }

    /// Black or white, whichever contrasts more with `color` (WCAG's
    /// relative luminance): text that stays readable on a picked colour.
    static func readableText(on color: UnlockColor) -> CGColor {
        let luminance = relativeLuminance(pure(color))
        // Contrast with black is (L + 0.05) / 0.05, with white 1.05 / (L + 0.05).
        return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05)
            ? CGColor(red: 0, green: 0, blue: 0, alpha: 1) : CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    }

    /// WCAG 2's relative luminance of an sRGB colour.
    static func relativeLuminance(_ color: CGColor) -> CGFloat {
        let channels = (color.components ?? [0, 0, 0]).prefix(3).map { value -> CGFloat in
            value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        guard channels.count == 3 else { return 0 }
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
    }

    /// The later screens' background after a pick: the colour, darkened.
    static func tint(_ color: UnlockColor) -> CGColor {
        switch color {
        case .red: CGColor(red: 0.36, green: 0.1, blue: 0.11, alpha: 1)
        case .green: CGColor(red: 0.08, green: 0.27, blue: 0.14, alpha: 1)
        case .blue: CGColor(red: 0.09, green: 0.16, blue: 0.38, alpha: 1)
        }
    }
}
