// UIKit's named colours. The fixed ones are grayscale or unit RGB mixes, as
// on iOS; the system and semantic colours are their light-appearance values
// of iOS 15 to 18 (LayerKit has one appearance).
extension UIColor {
    /// An RGB colour from 0...255 components.
    static func bytes(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, alpha: CGFloat = 1) -> UIColor {
        UIColor(model: .rgb(red: red / 255, green: green / 255, blue: blue / 255), alpha: alpha)
    }

    static func gray(_ white: CGFloat, alpha: CGFloat = 1) -> UIColor { UIColor(model: .white(white), alpha: alpha) }

    // MARK: Fixed

    public class var black: UIColor { gray(0) }
    public class var darkGray: UIColor { gray(1 / 3) }
    public class var lightGray: UIColor { gray(2 / 3) }
    public class var white: UIColor { gray(1) }
    public class var gray: UIColor { gray(0.5) }
    public class var clear: UIColor { gray(0, alpha: 0) }
    public class var red: UIColor { UIColor(model: .rgb(red: 1, green: 0, blue: 0), alpha: 1) }
    public class var green: UIColor { UIColor(model: .rgb(red: 0, green: 1, blue: 0), alpha: 1) }
    public class var blue: UIColor { UIColor(model: .rgb(red: 0, green: 0, blue: 1), alpha: 1) }
    public class var cyan: UIColor { UIColor(model: .rgb(red: 0, green: 1, blue: 1), alpha: 1) }
    public class var yellow: UIColor { UIColor(model: .rgb(red: 1, green: 1, blue: 0), alpha: 1) }
    public class var magenta: UIColor { UIColor(model: .rgb(red: 1, green: 0, blue: 1), alpha: 1) }
    public class var orange: UIColor { UIColor(model: .rgb(red: 1, green: 0.5, blue: 0), alpha: 1) }
    public class var purple: UIColor { UIColor(model: .rgb(red: 0.5, green: 0, blue: 0.5), alpha: 1) }
    public class var brown: UIColor { UIColor(model: .rgb(red: 0.6, green: 0.4, blue: 0.2), alpha: 1) }

    // MARK: System

    public class var systemRed: UIColor { bytes(255, 59, 48) }
    public class var systemOrange: UIColor { bytes(255, 149, 0) }
    public class var systemYellow: UIColor { bytes(255, 204, 0) }
    public class var systemGreen: UIColor { bytes(52, 199, 89) }
    public class var systemMint: UIColor { bytes(0, 199, 190) }
    public class var systemTeal: UIColor { bytes(48, 176, 199) }
    public class var systemCyan: UIColor { bytes(50, 173, 230) }
    public class var systemBlue: UIColor { bytes(0, 122, 255) }
    public class var link: UIColor { bytes(0, 122, 255) }
    public class var systemIndigo: UIColor { bytes(88, 86, 214) }
    public class var systemPurple: UIColor { bytes(175, 82, 222) }
    public class var systemPink: UIColor { bytes(255, 45, 85) }
    public class var systemBrown: UIColor { bytes(162, 132, 94) }
    public class var systemGray: UIColor { bytes(142, 142, 147) }
    public class var systemGray2: UIColor { bytes(174, 174, 178) }
    public class var systemGray3: UIColor { bytes(199, 199, 204) }
    public class var systemGray4: UIColor { bytes(209, 209, 214) }
    public class var systemGray5: UIColor { bytes(229, 229, 234) }
    public class var systemGray6: UIColor { bytes(242, 242, 247) }
    /// The app's accent: system blue unless the app sets another.
    public class var tintColor: UIColor { systemBlue }

    // MARK: Semantic

    public class var label: UIColor { gray(0) }
    public class var secondaryLabel: UIColor { bytes(60, 60, 67, alpha: 0.6) }
    public class var tertiaryLabel: UIColor { bytes(60, 60, 67, alpha: 0.3) }
    public class var quaternaryLabel: UIColor { bytes(60, 60, 67, alpha: 0.18) }
    public class var placeholderText: UIColor { bytes(60, 60, 67, alpha: 0.3) }
    public class var separator: UIColor { bytes(60, 60, 67, alpha: 0.29) }
    public class var opaqueSeparator: UIColor { bytes(198, 198, 200) }
    public class var systemBackground: UIColor { gray(1) }
    public class var secondarySystemBackground: UIColor { bytes(242, 242, 247) }
    public class var tertiarySystemBackground: UIColor { gray(1) }
    public class var systemGroupedBackground: UIColor { bytes(242, 242, 247) }
    public class var secondarySystemGroupedBackground: UIColor { gray(1) }
    public class var tertiarySystemGroupedBackground: UIColor { bytes(242, 242, 247) }
    public class var systemFill: UIColor { bytes(120, 120, 128, alpha: 0.2) }
    public class var secondarySystemFill: UIColor { bytes(120, 120, 128, alpha: 0.16) }
    public class var tertiarySystemFill: UIColor { bytes(118, 118, 128, alpha: 0.12) }
    public class var quaternarySystemFill: UIColor { bytes(116, 116, 128, alpha: 0.08) }
}
