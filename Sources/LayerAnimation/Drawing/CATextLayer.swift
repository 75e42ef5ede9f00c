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
/// `fontSize` and `foregroundColor` animate (implicitly too): the text is
/// drawn again, from the presented values, in each frame in which they change.
open class CATextLayer: CALayer {
    /// A `String` (or anything else, shown by its description).
    open var string: Any? { didSet { setNeedsDisplay() } }
    /// A font name (`String`); nil is the default sans-serif.
    open var font: Any? { didSet { setNeedsDisplay() } }
    /// 36 points by default, as Apple's.
    open var fontSize: CGFloat {
        get { frameState.model.text.fontSize }
        set {
            guard acceptsFinite(newValue.isFinite, "fontSize", newValue) else { return }
            changeModel("fontSize", .fontSize) { $0.text.fontSize = newValue }
            setNeedsDisplay()
        }
    }
    /// Default opaque white, as Apple's.
    open var foregroundColor: CGColor? {
        get { frameState.model.text.foregroundColor?.cgColor }
        set {
            let components = newValue.map(ColorComponents.init)
            guard acceptsFinite(components?.isFinite ?? true, "foregroundColor", newValue as Any) else { return }
            changeModel("foregroundColor", .foregroundColor) { $0.text.foregroundColor = components }
            setNeedsDisplay()
        }
    }
    open var isWrapped = false { didSet { setNeedsDisplay() } }
    open var alignmentMode: CATextLayerAlignmentMode = .natural { didSet { setNeedsDisplay() } }
    open var truncationMode: CATextLayerTruncationMode = .none { didSet { setNeedsDisplay() } }

    /// The text values the current drawing was made with.
    private var drawnValues: TextValues?

    /// Archived layers are not on Linux: nil, as ``CALayer/init(coder:)``.
    public required init?(coder: NSCoder) {
        return nil
    }

    public required init() {
        super.init()
        needsDisplayOnBoundsChange = true
        redrawsFromPresentation = true
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        redrawsFromPresentation = true
        guard let other = layer as? CATextLayer else { return }
        (string, font) = (other.string, other.font)
        (isWrapped, alignmentMode, truncationMode) = (other.isWrapped, other.alignmentMode, other.truncationMode)
        drawnValues = other.drawnValues
    }

    /// The font size and colour animate implicitly too.
    override class var implicitlyAnimatedKeysOfClass: PropertyNameSet { implicitlyAnimatedTextKeys }

    private static let implicitlyAnimatedTextKeys = CALayer.implicitlyAnimatedKeys.union(["fontSize", "foregroundColor"])

    /// After the layer's animations were applied: draws when asked to, or
    /// when the presented font size or colour differ from the drawing's.
    override func presentationDidEvaluate() {
        let presented = frameState.presented.text
        if textIsStale || (drawnValues != nil && drawnValues != presented) { draw(with: presented) }
    }

    /// Asked for a drawing since the last one.
    private var textIsStale = false

    /// Outside frames (``displayIfNeeded()``), draws from the model; in
    /// frames the drawing follows the presentation (after the animations).
    open override func display() {
        markDisplayed()
        textIsStale = true
        if !isInFrame { draw(with: frameState.model.text) }
    }

    /// Makes the layer's contents a ``CATextDrawing`` of its text.
    private func draw(with values: TextValues) {
        drawnValues = values
        textIsStale = false
        let (fontSize, foregroundColor) = (values.fontSize, values.foregroundColor)
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
                                 color: foregroundColor ?? ColorComponents(red: 0, green: 0, blue: 0, alpha: 0),
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
