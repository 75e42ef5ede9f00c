import Foundation

/// A font's name and size, for code that keeps one beside a view (labels
/// are not in LayerKit v1: text is drawn by `CATextLayer`, whose `font`
/// and `fontSize` this maps onto).
open class UIFont: NSObject, @unchecked Sendable {
    public struct Weight: Hashable, Sendable, RawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8), thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4), regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23), semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4), heavy = Weight(rawValue: 0.56), black = Weight(rawValue: 0.62)
    }

    public let fontName: String
    public let pointSize: CGFloat
    public var familyName: String { fontName.components(separatedBy: "-").first ?? fontName }

    public init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.fontName = fontName
        pointSize = UIFont.checked(fontSize)
    }

    private init(systemName: String, size: CGFloat) {
        fontName = systemName
        pointSize = UIFont.checked(size)
    }

    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(systemName: weight.rawValue >= Weight.semibold.rawValue ? "DejaVuSans-Bold" : "DejaVuSans", size: fontSize)
    }

    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    public static var systemFontSize: CGFloat { 14 }
    public static var labelFontSize: CGFloat { 17 }

    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(systemName: fontName, size: fontSize) }

    /// A size that is a positive finite number; 17 (reported) otherwise.
    private static func checked(_ size: CGFloat) -> CGFloat {
        guard size.isFinite, size > 0 else {
            CADiagnostics.report(CADiagnostic(call: "UIFont", message: "size \(size) is not a size; using 17"))
            return 17
        }
        return min(size, 10_000)
    }
}
