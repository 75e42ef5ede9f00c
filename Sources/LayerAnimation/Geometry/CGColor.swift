import Foundation

/// An RGBA colour with components in 0...1 (Core Graphics is not on Linux).
public final class CGColor: Sendable, Equatable, CustomStringConvertible {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `[red, green, blue, alpha]`, as Core Graphics gives them for RGB colours.
    public var components: [CGFloat]? { [red, green, blue, alpha] }

    /// The number of components, as Core Graphics counts them.
    public var numberOfComponents: Int { 4 }

    public static func == (a: CGColor, b: CGColor) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
    }

    public var description: String { "CGColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))" }
}
