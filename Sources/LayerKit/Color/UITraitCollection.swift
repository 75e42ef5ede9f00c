/// The one appearance LayerKit draws: light, at the screen's scale
/// (enough for `UIColor(dynamicProvider:)` and code that reads the style).
public final class UITraitCollection: NSObject, @unchecked Sendable {
    public enum UserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

    public let userInterfaceStyle: UserInterfaceStyle
    public let displayScale: CGFloat

    public init(userInterfaceStyle: UserInterfaceStyle = .light, displayScale: CGFloat = 1) {
        (self.userInterfaceStyle, self.displayScale) = (userInterfaceStyle, displayScale)
    }

    public static var current: UITraitCollection { UITraitCollection() }
}
