import Foundation
import LayerAnimation

/// A Concentration theme: its pictures (emoji, drawn with Noto Color
/// Emoji) and its colours. A game takes as many pictures as it has pairs,
/// chosen at random from the theme's.
public struct ConcentrationTheme: Sendable {
    public let name: String
    public let emoji: [String]
    /// The board's background, the cards' backs and their pattern, and the faces.
    let background: CGColor, back: CGColor, backPattern: CGColor, face: CGColor

    /// The themes in the chooser's order (Winter first and default).
    public static let all: [ConcentrationTheme] = [
        ConcentrationTheme(name: "Winter", emoji: ["⛄", "❄️", "☃️", "🎿", "🛷", "⛸️", "🧣", "🧤", "🌨️", "🏂"],
                           background: rgb(0.1, 0.2, 0.34), back: rgb(0.2, 0.45, 0.8), backPattern: rgb(0.75, 0.88, 1),
                           face: rgb(0.95, 0.98, 1)),
        ConcentrationTheme(name: "Animals", emoji: ["🐶", "🐱", "🦊", "🐼", "🐸", "🐵", "🦁", "🐧", "🐢", "🦉"],
                           background: rgb(0.16, 0.3, 0.14), back: rgb(0.55, 0.36, 0.16), backPattern: rgb(0.92, 0.78, 0.5),
                           face: rgb(1, 0.98, 0.9)),
        ConcentrationTheme(name: "Faces", emoji: ["😀", "😂", "😍", "😎", "🤔", "😴", "😡", "🥶", "🤯", "😇"],
                           background: rgb(0.3, 0.16, 0.3), back: rgb(0.95, 0.7, 0.1), backPattern: rgb(1, 0.93, 0.6),
                           face: rgb(1, 1, 0.96)),
        ConcentrationTheme(name: "Sports", emoji: ["⚽", "🏀", "🏈", "⚾", "🎾", "🏐", "🏓", "🥊", "🏒", "⛳"],
                           background: rgb(0.08, 0.35, 0.2), back: rgb(0.85, 0.3, 0.12), backPattern: rgb(1, 0.85, 0.75),
                           face: rgb(0.97, 1, 0.97)),
        ConcentrationTheme(name: "Food", emoji: ["🍕", "🍔", "🍟", "🌮", "🍣", "🍩", "🍎", "🍇", "🥐", "🧀"],
                           background: rgb(0.36, 0.14, 0.1), back: rgb(0.9, 0.55, 0.2), backPattern: rgb(1, 0.9, 0.7),
                           face: rgb(1, 0.97, 0.93)),
        ConcentrationTheme(name: "Halloween", emoji: ["🎃", "👻", "🦇", "🕷️", "🕸️", "💀", "🧙", "🍬", "🌕", "🧛"],
                           background: rgb(0.1, 0.06, 0.14), back: rgb(0.95, 0.45, 0.05), backPattern: rgb(0.2, 0.1, 0.02),
                           face: rgb(0.98, 0.95, 0.88)),
        ConcentrationTheme(name: "Space", emoji: ["🚀", "🪐", "🌙", "⭐", "☄️", "🛸", "👽", "🌍", "🔭", "🛰️"],
                           background: rgb(0.04, 0.05, 0.12), back: rgb(0.28, 0.2, 0.55), backPattern: rgb(0.8, 0.75, 1),
                           face: rgb(0.93, 0.94, 1)),
    ]

    private static func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat) -> CGColor {
        CGColor(red: red, green: green, blue: blue, alpha: 1)
    }
}
