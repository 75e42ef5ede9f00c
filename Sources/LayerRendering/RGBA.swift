import CSDL2
import Foundation
import LayerAnimation

/// A colour with 8-bit channels, as SDL takes them.
public struct RGBA: Equatable, Hashable, Sendable {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        (self.r, self.g, self.b, self.a) = (r, g, b, a)
    }

    /// From colour components, with `opacity` multiplied into alpha.
    public init(_ color: ColorComponents, opacity: Double = 1) {
        func byte(_ v: CGFloat) -> UInt8 { UInt8(max(0, min(255, (Double(v) * 255).rounded()))) }
        self.init(byte(color.red), byte(color.green), byte(color.blue), byte(color.alpha * opacity))
    }

    /// From a `CGColor`, with `opacity` multiplied into alpha.
    public init(_ color: CGColor, opacity: Double = 1) {
        self.init(ColorComponents(color), opacity: opacity)
    }

    public func withAlpha(_ alpha: Double) -> RGBA {
        RGBA(r, g, b, UInt8(max(0, min(255, (Double(a) * alpha).rounded()))))
    }

    var sdl: SDL_Color { SDL_Color(r: r, g: g, b: b, a: a) }
}
