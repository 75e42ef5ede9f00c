import Foundation

/// How a shape layer decides what its path fills.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The ends of a shape layer's stroked lines.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// Where a shape layer's stroked lines meet.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer that draws a path: filled, then stroked between `strokeStart`
/// and `strokeEnd` (fractions of its length). `strokeStart`, `strokeEnd`,
/// `lineWidth`, `miterLimit`, `lineDashPhase`, `fillColor` and
/// `strokeColor` animate (implicitly too), and `path` (explicitly: point
/// by point between paths of the same element kinds, else jumping halfway);
/// the shape is drawn again, from the presented values, in each frame in
/// which they change, and after any other property's change.
open class CAShapeLayer: CALayer {
    open var path: CGPath? { didSet { setNeedsDisplay() } }
    /// Default opaque black; nil fills nothing.
    open var fillColor: CGColor? {
        get { frameState.model.shape.fillColor?.cgColor }
        set { setShapeColor("fillColor", .fillColor, newValue) { $0.shape.fillColor = $1 } }
    }
    open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { setNeedsDisplay() } }
    /// Default nil: no stroke.
    open var strokeColor: CGColor? {
        get { frameState.model.shape.strokeColor?.cgColor }
        set { setShapeColor("strokeColor", .strokeColor, newValue) { $0.shape.strokeColor = $1 } }
    }
    open var lineWidth: CGFloat {
        get { frameState.model.shape.lineWidth }
        set {
            guard newValue >= 0 || newValue.isNaN else {
                return CADiagnostics.report(CADiagnostic(layerProperty: "lineWidth",
                                                         message: "value \(newValue) is negative; the old value is kept"))
            }
            setShapeNumber("lineWidth", .lineWidth, newValue) { $0.shape.lineWidth = newValue }
        }
    }
    open var miterLimit: CGFloat {
        get { frameState.model.shape.miterLimit }
        set { setShapeNumber("miterLimit", .miterLimit, newValue) { $0.shape.miterLimit = newValue } }
    }
    open var lineCap: CAShapeLayerLineCap = .butt { didSet { setNeedsDisplay() } }
    open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { setNeedsDisplay() } }
    open var lineDashPattern: [NSNumber]? { didSet { setNeedsDisplay() } }
    open var lineDashPhase: CGFloat {
        get { frameState.model.shape.lineDashPhase }
        set { setShapeNumber("lineDashPhase", .lineDashPhase, newValue) { $0.shape.lineDashPhase = newValue } }
    }
    /// Where the stroke starts and ends, as fractions of the path's length (0 and 1).
    open var strokeStart: CGFloat {
        get { frameState.model.shape.strokeStart }
        set { setShapeNumber("strokeStart", .strokeStart, newValue) { $0.shape.strokeStart = newValue } }
    }
    open var strokeEnd: CGFloat {
        get { frameState.model.shape.strokeEnd }
        set { setShapeNumber("strokeEnd", .strokeEnd, newValue) { $0.shape.strokeEnd = newValue } }
    }

    /// A property that does not animate changed: draw again.
    private var shapeIsStale = true

    /// Archived layers are not on Linux: nil, as ``CALayer/init(coder:)``.
    public required init?(coder: NSCoder) {
        return nil
    }

    public required init() {
        super.init()
        redrawsFromPresentation = true
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        redrawsFromPresentation = true
        guard let other = layer as? CAShapeLayer else { return }
        (path, fillRule) = (other.path, other.fillRule)
        (lineCap, lineJoin, lineDashPattern) = (other.lineCap, other.lineJoin, other.lineDashPattern)
        (morphs, values, shapeIsStale) = (other.morphs, other.values, other.shapeIsStale)
    }

    private func setShapeColor(_ key: String, _ keyPath: AnimatableKeyPath, _ color: CGColor?,
                               _ store: (inout CALayerProperties, ColorComponents?) -> Void) {
        let components = color.map(ColorComponents.init)
        guard acceptsFinite(components?.isFinite ?? true, key, color as Any) else { return }
        changeModel(key, keyPath) { store(&$0, components) }
        setNeedsDisplay()
    }

    private func setShapeNumber(_ key: String, _ keyPath: AnimatableKeyPath, _ value: CGFloat, _ change: (inout CALayerProperties) -> Void) {
        guard acceptsFinite(value.isFinite, key, value) else { return }
        changeModel(key, keyPath, change)
        setNeedsDisplay()
    }

    /// The shape layer's own keys animate implicitly too.
    override class var implicitlyAnimatedKeysOfClass: PropertyNameSet { implicitlyAnimatedShapeKeys }

    private static let implicitlyAnimatedShapeKeys = CALayer.implicitlyAnimatedKeys.union(
        ["strokeStart", "strokeEnd", "lineWidth", "fillColor", "strokeColor", "miterLimit", "lineDashPhase"])

    /// The paths of running `path` animations.
    private var morphs = PathMorphs()

    /// The number animation that stands in for `animation` of `path`.
    func pathStandIn(for animation: CAPropertyAnimation, key: String?) -> CAPropertyAnimation? {
        morphs.standIn(for: animation, presented: presentedPath, model: path) { message in
            CADiagnostics.report(CADiagnostic(animationKey: key, keyPath: "path", message: message))
        }
    }

    /// A presentation copy's `path` is the presented one, standing alone.
    override func showPresentedDerivedValues() {
        let presented = morphs.path(at: frameState.model.shape.pathMorph) ?? path
        morphs = PathMorphs()
        path = presented
        draw(with: frameState.model.shape)
    }

    /// The path drawn now: a running animation's, or the model's.
    var presentedPath: CGPath? { morphs.path(at: values.pathMorph) ?? path }

    /// Outside frames (``displayIfNeeded()``), draws from the model; in
    /// frames the drawing follows the presentation (``presentationDidEvaluate()``).
    open override func display() {
        markDisplayed()
        shapeIsStale = true
        if !isInFrame { draw(with: frameState.model.shape) }
    }

    /// After the layer's animations were applied: draws again when the
    /// presented shape values changed or another property did.
    override func presentationDidEvaluate() {
        let presented = frameState.presented.shape
        guard shapeIsStale || presented != values else { return }
        draw(with: presented)
    }

    /// The shape values the current drawing was made with (until the first
    /// drawing, `shapeIsStale` says there is none).
    private var values = ShapeValues()

    private func draw(with values: ShapeValues) {
        self.values = values
        shapeIsStale = false
        displayByDrawing()
    }

    /// The path's extent with room for the stroke (shapes are not clipped to the bounds).
    override var drawingArea: CGRect {
        guard let path = presentedPath, !path.isEmpty else { return bounds }
        let box = path.boundingBoxOfPath
        guard !box.isNull else { return bounds }
        // Half the line, or more where a mitered corner sticks out (up to twice the width drawn).
        let width = max(values.lineWidth, 0)
        let reach = values.strokeColor == nil ? 1 : width * (lineJoin == .miter ? 2 : 0.5) + 1
        return box.insetBy(dx: -reach, dy: -reach).integral
    }

    /// The shape: the path filled, then its `strokeStart`...`strokeEnd` part stroked.
    open override func draw(in ctx: CGContext) {
        guard let path = presentedPath, !path.isEmpty else { return }
        if let fill = values.fillColor {
            ctx.setFillColor(fill.cgColor)
            ctx.addPath(path)
            ctx.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
        }
        guard let stroke = values.strokeColor, values.lineWidth > 0 else { return }
        let start = min(max(values.strokeStart, 0), 1), end = min(max(values.strokeEnd, 0), 1)
        guard end > start else { return }
        ctx.setStrokeColor(stroke.cgColor)
        ctx.setLineWidth(values.lineWidth)
        ctx.setMiterLimit(values.miterLimit)
        ctx.setLineCap(lineCap == .round ? .round : (lineCap == .square ? .square : .butt))
        ctx.setLineJoin(lineJoin == .round ? .round : (lineJoin == .bevel ? .bevel : .miter))
        if let dashes = lineDashPattern?.map({ CGFloat($0.doubleValue) }), !dashes.isEmpty {
            ctx.setLineDash(phase: values.lineDashPhase, lengths: dashes)
        }
        ctx.addPath(start == 0 && end == 1 ? path : path.trimmed(from: start, to: end))
        ctx.strokePath()
    }
}
extension CGPath {
    /// The part of the path between fractions `start` and `end` of its
    /// length (lines and curves flattened to measure and cut).
    func trimmed(from start: CGFloat, to end: CGFloat) -> CGPath {
        var pieces: [(from: CGPoint, to: CGPoint, startsSubpath: Bool)] = []
        var newSubpath = true
        forEachSegment(onMove: { _ in newSubpath = true }) { segment in
            segment.flatten { a, b in
                pieces.append((a, b, newSubpath))
                newSubpath = false
            }
        }
        let lengths = pieces.map { hypot($0.to.x - $0.from.x, $0.to.y - $0.from.y) }
        let total = lengths.reduce(0, +)
        let result = CGMutablePath()
        guard total > 0 else { return result }
        let (from, to) = (start * total, end * total)
        var travelled: CGFloat = 0, drawing = false
        for (index, piece) in pieces.enumerated() {
            let length = lengths[index], pieceEnd = travelled + length
            defer { travelled = pieceEnd }
            guard pieceEnd > from, travelled < to, length > 0 else { continue }
            func point(at distance: CGFloat) -> CGPoint {
                let t = min(max((distance - travelled) / length, 0), 1)
                return CGPoint(x: piece.from.x + (piece.to.x - piece.from.x) * t, y: piece.from.y + (piece.to.y - piece.from.y) * t)
            }
            if !drawing || piece.startsSubpath {
                result.move(to: point(at: max(from, travelled)))
                drawing = true
            }
            result.addLine(to: point(at: min(to, pieceEnd)))
        }
        return result
    }
}
