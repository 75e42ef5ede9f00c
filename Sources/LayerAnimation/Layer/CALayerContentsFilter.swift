import Foundation

/// How contents is sampled when drawn smaller (`minificationFilter`) or
/// larger (`magnificationFilter`) than its pixels.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Blended from the nearest pixels: smooth (the default).
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// The nearest pixel: hard edges, as pixel art wants.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Drawn as `.linear` here (Apple's blends mipmap levels too).
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

/// The shape of rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Quarter circles (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous curve; drawn as quarter circles here.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Which corners `cornerRadius` rounds, by the edges they join (y grows
/// down: `MinY` is the top).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
    /// All four: a layer's default (the renderer checks for it).
    package static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}
