import Foundation

/// How a text layer places its lines across its width.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Left for left-to-right text, right for right-to-left text.
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Wrapped lines but the last spread to the full width.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// Where a text layer cuts text that does not fit, with an ellipsis.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// A layer that shows a string in one font, size and colour, on one line or
/// wrapped, aligned and truncated in its bounds. Any change draws it again
/// at the next frame (the renderer lays the text out and rasterizes it).
/// (Animating `fontSize` and `foregroundColor` is not supported yet.)
open class CATextLayer: CALayer {
    /// A `String` (or anything else, shown by its description).
    open var string: Any? { didSet { setNeedsDisplay() } }
    /// A font name (`String`); nil is the default sans-serif.
    open var font: Any? { didSet { setNeedsDisplay() } }
    open var fontSize: CGFloat = 36 { didSet { setNeedsDisplay() } }
    /// Default opaque white, as Apple's.
    open var foregroundColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1) { didSet { setNeedsDisplay() } }
    open var isWrapped = false { didSet { setNeedsDisplay() } }
    open var alignmentMode: CATextLayerAlignmentMode = .natural { didSet { setNeedsDisplay() } }
    open var truncationMode: CATextLayerTruncationMode = .none { didSet { setNeedsDisplay() } }

    public override init() {
        super.init()
        needsDisplayOnBoundsChange = true
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        (string, font, fontSize, foregroundColor) = (other.string, other.font, other.fontSize, other.foregroundColor)
        (isWrapped, alignmentMode, truncationMode) = (other.isWrapped, other.alignmentMode, other.truncationMode)
    }

    /// Makes the layer's contents a ``CATextDrawing`` of its text.
    open override func display() {
        markDisplayed()
        let text: String = switch string {
        case let plain as String: plain
        case let attributed as NSAttributedString: attributed.string
        case nil: ""
        case let other?: String(describing: other)
        }
        var fontName: String?
        if let font {
            if let name = font as? String {
                fontName = name
            } else {
                CADiagnostics.report(CADiagnostic(layerProperty: "font", message: "\(type(of: font)) is not a font name; using the default font"))
            }
        }
        var size = fontSize
        if !(size.isFinite && size > 0) {
            CADiagnostics.report(CADiagnostic(layerProperty: "fontSize", message: "\(size) is not a size; using 36"))
            size = 36
        }
        contents = CATextDrawing(string: text, fontName: fontName, fontSize: min(size, 4096),
                                 color: ColorComponents(foregroundColor ?? CGColor(red: 0, green: 0, blue: 0, alpha: 0)),
                                 isWrapped: isWrapped, alignment: alignmentMode, truncation: truncationMode,
                                 size: bounds.size, scale: contentsScale)
    }
}

/// A text layer's content (beyond Apple's API): what to lay out and draw in
/// a box of `size` points at `scale` pixels per point. A renderer lays it
/// out and rasterizes it once while the layer keeps this object.
public final class CATextDrawing: Sendable {
    public let string: String
    public let fontName: String?
    public let fontSize: CGFloat
    public let color: ColorComponents
    public let isWrapped: Bool
    public let alignment: CATextLayerAlignmentMode
    public let truncation: CATextLayerTruncationMode
    public let size: CGSize
    public let scale: CGFloat

    public init(string: String, fontName: String?, fontSize: CGFloat, color: ColorComponents, isWrapped: Bool,
                alignment: CATextLayerAlignmentMode, truncation: CATextLayerTruncationMode, size: CGSize, scale: CGFloat) {
        (self.string, self.fontName, self.fontSize, self.color) = (string, fontName, fontSize, color)
        (self.isWrapped, self.alignment, self.truncation, self.size, self.scale) = (isWrapped, alignment, truncation, size, scale)
    }
}
