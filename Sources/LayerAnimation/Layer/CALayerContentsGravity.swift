import Foundation

/// How a layer's contents sits in its bounds (Apple's twelve values).
/// Directions are as seen on screen: `.top` is the bounds' top edge (the
/// smallest y, since layer space is y-down), `.left` the smallest x.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// As large as fits, keeping its aspect ratio, centred.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// As small as covers the bounds, keeping its aspect ratio, centred (it
    /// reaches past them unless `masksToBounds`).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// Where contents of `natural` size (points) goes in `bounds`; the whole
    /// bounds for `.resize`, for an unknown value, or without a natural size.
    public func rect(for natural: CGSize?, in bounds: CGRect) -> CGRect {
        guard let natural, natural.width > 0, natural.height > 0, self != .resize else { return bounds }
        var size = natural
        switch self {
        case .resizeAspect, .resizeAspectFill:
            let (sx, sy) = (bounds.width / natural.width, bounds.height / natural.height)
            let scale = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
            size = CGSize(width: natural.width * scale, height: natural.height * scale)
        case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
            break
        default:
            return bounds
        }
        let name = rawValue.lowercased()
        let x = name.hasSuffix("left") || name == "left" ? bounds.minX
            : (name.hasSuffix("right") ? bounds.maxX - size.width : bounds.midX - size.width / 2)
        let y = name.hasPrefix("top") ? bounds.minY : (name.hasPrefix("bottom") ? bounds.maxY - size.height : bounds.midY - size.height / 2)
        return CGRect(origin: CGPoint(x: x, y: y), size: size)
    }
}
