import Foundation

/// The shape a gradient layer's colours run in.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from `startPoint` to `endPoint`.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Out from `startPoint` to an ellipse through `endPoint`'s x and y distances.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around `startPoint`, starting towards `endPoint`, clockwise on screen.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

@available(*, deprecated, renamed: "CAGradientLayerType.axial")
public let kCAGradientLayerAxial: CAGradientLayerType = .axial
@available(*, deprecated, renamed: "CAGradientLayerType.radial")
public let kCAGradientLayerRadial: CAGradientLayerType = .radial
@available(*, deprecated, renamed: "CAGradientLayerType.conic")
public let kCAGradientLayerConic: CAGradientLayerType = .conic

/// A layer that fills its bounds with a gradient of `colors`, over its
/// background and clipped to its rounded corners (even without
/// `masksToBounds`). `colors`, `locations`, `startPoint` and `endPoint`
/// animate, explicitly and implicitly; arrays of another length switch
/// halfway. Points are in the unit square of the bounds.
///
/// Nothing is drawn with fewer than two colours, locations of another
/// count than the colours, an unknown `type`, a start equal to the end
/// (axial, conic), or a radial ellipse with a zero radius. Stops are not
/// clamped to 0...1 (shimmers animate them through it); a stop below the
/// one before it counts as that one; colours blend straight, not premultiplied.
open class CAGradientLayer: CALayer {
    /// `CGColor`s; nil (the default) draws nothing.
    open var colors: [Any]? {
        get { ExtraKey.colors.publicValue(extraModel(.colors)) as? [Any] }
        set { setExtra(.colors, newValue) }
    }
    /// Where each colour sits along the gradient; nil spaces them evenly.
    open var locations: [NSNumber]? {
        get { ExtraKey.locations.publicValue(extraModel(.locations)) as? [NSNumber] }
        set { setExtra(.locations, newValue) }
    }
    /// Default (0.5, 0): the top middle.
    open var startPoint: CGPoint {
        get { ExtraKey.startPoint.publicValue(extraModel(.startPoint) ?? ExtraKey.startPoint.defaultValue(in: [:])) as! CGPoint }
        set { setExtra(.startPoint, newValue) }
    }
    /// Default (0.5, 1): the bottom middle.
    open var endPoint: CGPoint {
        get { ExtraKey.endPoint.publicValue(extraModel(.endPoint) ?? ExtraKey.endPoint.defaultValue(in: [:])) as! CGPoint }
        set { setExtra(.endPoint, newValue) }
    }
    /// Default `.axial`. An unknown type is kept and draws nothing.
    open var type: CAGradientLayerType = .axial { didSet { setNeedsDisplay() } }

    /// Archived layers are not on Linux: nil, as ``CALayer/init(coder:)``.
    public required init?(coder: NSCoder) {
        return nil
    }

    public required init() {
        super.init()
        frameState.extras = ExtraValues([:])
        redrawsFromPresentation = true
        setNeedsDisplay()
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        if frameState.extras == nil { frameState.extras = ExtraValues([:]) }
        redrawsFromPresentation = true
        if let other = layer as? CAGradientLayer { type = other.type }
    }

    override class var implicitlyAnimatedKeysOfClass: PropertyNameSet { implicitlyAnimatedGradientKeys }

    private static let implicitlyAnimatedGradientKeys = CALayer.implicitlyAnimatedKeys.union(
        ["colors", "locations", "startPoint", "endPoint"])

    /// What the current drawing shows (nil: none made yet).
    private var drawn: GradientSpec?

    /// What would be drawn from the given values.
    private func spec(_ extras: [ExtraKey: ArrayValue], bounds: CGRect, cornerRadius: CGFloat) -> GradientSpec {
        func value(_ key: ExtraKey) -> [Double] { (extras[key] ?? key.defaultValue(in: extras)).numbers }
        return GradientSpec(colors: value(.colors), locations: extras[.locations]?.numbers, start: value(.startPoint),
                            end: value(.endPoint), type: type, bounds: bounds, cornerRadius: cornerRadius)
    }

    open override func display() {
        markDisplayed()
        drawn = nil
        if !isInFrame {
            draw(spec(frameState.extras?.model ?? [:], bounds: bounds, cornerRadius: cornerRadius))
        }
    }

    /// After a frame's animations: draws again when what the gradient shows changed.
    override func presentationDidEvaluate() {
        let presented = frameState.presented
        let now = spec(frameState.extras?.presented ?? [:], bounds: presented.bounds, cornerRadius: presented.cornerRadius)
        guard now != drawn else { return }
        draw(now)
    }

    private func draw(_ spec: GradientSpec) {
        drawn = spec
        displayByDrawing()
    }

    /// The bounds the gradient is drawn for (the presented ones while they animate).
    override var drawingArea: CGRect { drawn?.bounds ?? bounds }

    /// The gradient, clipped to the rounded bounds.
    open override func draw(in ctx: CGContext) {
        guard let spec = drawn, let fill = spec.fill else { return }
        ctx.saveGState()
        let box = spec.bounds
        let radius = min(max(spec.cornerRadius, 0), min(box.width, box.height) / 2)
        // The drawing is the bounds: only rounded corners need a clip.
        if radius > 0 {
            ctx.addPath(CGPath(roundedRect: box, cornerWidth: radius, cornerHeight: radius, transform: nil))
            ctx.clip()
        }
        ctx.drawGradient(fill)
        ctx.restoreGState()
    }
}

/// Everything a gradient layer's drawing depends on.
struct GradientSpec: Equatable {
    var colors: [Double], locations: [Double]?, start: [Double], end: [Double]
    var type: CAGradientLayerType, bounds: CGRect, cornerRadius: CGFloat

    /// The paint, in the bounds' own coordinates; nil when nothing is drawn.
    var fill: CGGradientFill? {
        let count = colors.count / 4
        guard count >= 2, start.count == 2, end.count == 2 else { return nil }
        let stops = locations ?? KeyTimes.even(count)
        guard stops.count == count else { return nil }
        let colours = (0..<count).map { i in
            ColorComponents(red: colors[4 * i], green: colors[4 * i + 1], blue: colors[4 * i + 2], alpha: colors[4 * i + 3])
        }
        let size = bounds.size
        let s = CGPoint(x: bounds.minX + start[0] * size.width, y: bounds.minY + start[1] * size.height)
        let e = CGPoint(x: bounds.minX + end[0] * size.width, y: bounds.minY + end[1] * size.height)
        let shape: CGGradientFill.Shape
        switch type {
        case .axial:
            guard s != e else { return nil }
            shape = .axial(start: s, end: e)
        case .radial:
            let radii = CGSize(width: abs(e.x - s.x), height: abs(e.y - s.y))
            guard radii.width > 0, radii.height > 0 else { return nil }
            shape = .elliptical(center: s, radii: radii)
        case .conic:
            guard s != e else { return nil }
            shape = .conic(center: s, angle: atan2(e.y - s.y, e.x - s.x))
        default:
            return nil
        }
        return CGGradientFill(shape: shape, locations: stops.map { CGFloat($0) }, colors: colours)
    }
}
