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
        self.init(Self.byte(color.red), Self.byte(color.green), Self.byte(color.blue), Self.byte(color.alpha * opacity))
    }

    /// A channel from 0...1 to 0...255, rounded, clamped.
    @inline(__always)
    static func byte(_ v: CGFloat) -> UInt8 { UInt8(max(0, min(255, (Double(v) * 255).rounded()))) }

    /// From a `CGColor`, with `opacity` multiplied into alpha.
    public init(_ color: CGColor, opacity: Double = 1) {
        self.init(ColorComponents(color), opacity: opacity)
    }

    public func withAlpha(_ alpha: Double) -> RGBA {
        RGBA(r, g, b, UInt8(max(0, min(255, (Double(a) * alpha).rounded()))))
    }

    var sdl: SDL_Color { SDL_Color(r: r, g: g, b: b, a: a) }
}
