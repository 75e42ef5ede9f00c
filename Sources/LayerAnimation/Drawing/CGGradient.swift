import Foundation

/// Colours at locations along a gradient, as Core Graphics keeps them.
public final class CGGradient: Sendable {
    public let colors: [ColorComponents]
    public let locations: [CGFloat]

    /// Nil when fewer than one colour is given, `locations` has another
    /// count, or a number is not finite. No locations spaces the colours evenly.
    public init?(colors: [CGColor], locations: [CGFloat]?) {
        guard !colors.isEmpty else { return nil }
        let spaced = locations ?? KeyTimes.even(colors.count).map { CGFloat($0) }
        let components = colors.map(ColorComponents.init)
        guard spaced.count == colors.count, spaced.allSatisfy(\.isFinite), components.allSatisfy(\.isFinite) else { return nil }
        (self.colors, self.locations) = (components, spaced)
    }

    /// Core Graphics' spelling; the colour space is always device RGB here.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        self.init(colors: colors, locations: locations)
    }

    /// The spelling that passes the colours `as CFArray`: nil, with a
    /// diagnostic, when one is not a `CGColor` (a `UIColor` given whole).
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: [CGFloat]?) {
        let cgColors = colors.compactMap { $0 as? CGColor }
        guard cgColors.count == colors.count else {
            CADiagnostics.report(CADiagnostic(call: "CGGradient(colorsSpace:colors:locations:)",
                                              message: "colors holds \(colors.filter { !($0 is CGColor) }.map { "\(type(of: $0))" }), not CGColor; no gradient"))
            return nil
        }
        self.init(colors: cgColors, locations: locations)
    }
}

/// Core Graphics' function for the device RGB colour space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace.deviceRGB() }

/// Device RGB, the one colour space the engine draws in.
public final class CGColorSpace: Sendable {
    public init() {}
    public static func deviceRGB() -> CGColorSpace { CGColorSpace() }
    public static let sRGB = "kCGColorSpaceSRGB"
    public init?(name: String) {}
}

/// Whether a gradient also paints before its start and after its end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// A recorded gradient paint: where the colours run, in the context's
/// user space (the command's state's `ctm` maps it to the device), and the stops.
public struct CGGradientFill: Sendable, Equatable {
    public enum Shape: Sendable, Equatable {
        /// Along the line from `start` to `end`.
        case axial(start: CGPoint, end: CGPoint)
        /// Between two circles (Core Graphics' radial gradient).
        case radial(startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat)
        /// Out from `center` to the ellipse of `radii` (a radial gradient layer).
        case elliptical(center: CGPoint, radii: CGSize)
        /// Around `center`, clockwise on screen from the direction `angle` (a conic gradient layer).
        case conic(center: CGPoint, angle: CGFloat)
    }

    public var shape: Shape
    /// Non-decreasing; they may lie outside 0...1.
    public var locations: [CGFloat]
    public var colors: [ColorComponents]
    public var extendsBefore: Bool
    public var extendsAfter: Bool

    public init(shape: Shape, locations: [CGFloat], colors: [ColorComponents], extendsBefore: Bool = true,
                extendsAfter: Bool = true) {
        (self.shape, self.locations, self.colors) = (shape, locations, colors)
        (self.extendsBefore, self.extendsAfter) = (extendsBefore, extendsAfter)
    }

    /// The colour at parameter `t`: straight (not premultiplied) channels
    /// and alpha blended linearly between the stops around it, the end
    /// colours beyond the outer stops.
    public func color(at t: CGFloat) -> ColorComponents {
        guard let first = locations.first, let last = locations.last else {
            return ColorComponents(red: 0, green: 0, blue: 0, alpha: 0)
        }
        if t <= first { return colors[0] }
        if t >= last { return colors[colors.count - 1] }
        var index = 0
        while index + 2 < locations.count && locations[index + 1] <= t { index += 1 }
        let (a, b) = (locations[index], locations[index + 1])
        let f = b > a ? (t - a) / (b - a) : 1
        let (p, q) = (colors[index], colors[index + 1])
        return ColorComponents(red: p.red + (q.red - p.red) * f, green: p.green + (q.green - p.green) * f,
                               blue: p.blue + (q.blue - p.blue) * f, alpha: p.alpha + (q.alpha - p.alpha) * f)
    }
}

extension CGContext {
    /// Paints the current clip with `gradient` along `start`...`end`.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint,
                                   options: CGGradientDrawingOptions) {
        drawGradient(CGGradientFill(shape: .axial(start: start, end: end), locations: gradient.locations,
                                    colors: gradient.colors, extendsBefore: options.contains(.drawsBeforeStartLocation),
                                    extendsAfter: options.contains(.drawsAfterEndLocation)), call: "drawLinearGradient")
    }

    /// Paints the current clip with `gradient` between two circles.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard startRadius >= 0, endRadius >= 0 else { return }
        drawGradient(CGGradientFill(shape: .radial(startCenter: startCenter, startRadius: startRadius,
                                                   endCenter: endCenter, endRadius: endRadius),
                                    locations: gradient.locations, colors: gradient.colors,
                                    extendsBefore: options.contains(.drawsBeforeStartLocation),
                                    extendsAfter: options.contains(.drawsAfterEndLocation)), call: "drawRadialGradient")
    }
}
