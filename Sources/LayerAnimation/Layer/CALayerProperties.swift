import Foundation

/// The animatable and drawable state of one layer: what ``CALayer`` stores
/// as its model, and what a frame evaluation produces as its presentation.
///
/// Plain data (colours are kept as components, not objects), so a frame
/// copies it without touching reference counts. A renderer reads
/// ``CALayer/presentedProperties`` after ``CALayer/evaluateFrame(atTime:)``;
/// `contents` and a running transition live on the layer itself.
public struct CALayerProperties: Sendable, Equatable {
    // In the order a frame uses them: what every layer's evaluation and
    // drawing reads comes first, together, up to the shadow's opacity (a
    // renderer asks for all of those lines ahead); rarer fields follow.
    public var transform: CATransform3D = CATransform3DIdentity
    public var bounds: CGRect = .zero
    public var position: CGPoint = .zero
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    public var zPosition: CGFloat = 0
    public var opacity: Float = 1
    public var isHidden = false
    public var isDoubleSided = true
    public var masksToBounds = false
    public var cornerRadius: CGFloat = 0
    public var borderWidth: CGFloat = 0
    /// The background colour's red, green, blue and alpha; nil for none.
    public var backgroundColorComponents: ColorComponents?
    /// The shadow's animatable values (its opacity first).
    public var shadow = ShadowValues()
    public var sublayerTransform: CATransform3D = CATransform3DIdentity
    /// The border colour's red, green, blue and alpha (opaque black by default).
    public var borderColorComponents: ColorComponents? = ColorComponents(red: 0, green: 0, blue: 0, alpha: 1)
    /// A ``CAShapeLayer``'s animatable values (other layers keep the defaults).
    public var shape = ShapeValues()
    /// A ``CATextLayer``'s animatable values (other layers keep the defaults).
    public var text = TextValues()

    public init() {}

    public var backgroundColor: CGColor? {
        get { backgroundColorComponents.map(\.cgColor) }
        set { backgroundColorComponents = newValue.map(ColorComponents.init) }
    }

    public var borderColor: CGColor? {
        get { borderColorComponents.map(\.cgColor) }
        set { borderColorComponents = newValue.map(ColorComponents.init) }
    }
}

/// The animatable values of a ``CAShapeLayer``, Core Animation's defaults.
public struct ShapeValues: Sendable, Equatable {
    public var strokeStart: CGFloat = 0
    public var strokeEnd: CGFloat = 1
    public var lineWidth: CGFloat = 1
    /// Opaque black by default; nil fills nothing.
    public var fillColor: ColorComponents? = ColorComponents(red: 0, green: 0, blue: 0, alpha: 1)
    /// None by default.
    public var strokeColor: ColorComponents?
    public var miterLimit: CGFloat = 10
    public var lineDashPhase: CGFloat = 0
    /// Where a running `path` animation is (see `PathMorphs`); -1 for none.
    public var pathMorph: CGFloat = -1

    public init() {}

    var isFinite: Bool {
        strokeStart.isFinite && strokeEnd.isFinite && lineWidth.isFinite && miterLimit.isFinite
            && lineDashPhase.isFinite && pathMorph.isFinite
            && (fillColor?.isFinite ?? true) && (strokeColor?.isFinite ?? true)
    }
}

/// The animatable values of a layer's shadow, Core Animation's defaults.
public struct ShadowValues: Sendable, Equatable {
    /// 0 by default: no shadow.
    public var opacity: Float = 0
    /// The blur's standard deviation, in points (3).
    public var radius: CGFloat = 3
    /// In the layer's coordinates ((0, -3): up, as Apple's).
    public var offset = CGSize(width: 0, height: -3)
    /// Opaque black by default; nil draws no shadow.
    public var color: ColorComponents? = ColorComponents(red: 0, green: 0, blue: 0, alpha: 1)

    public init() {}

    /// Whether a shadow shows: a colour, an opacity and alpha above nothing.
    public var isVisible: Bool { opacity > 0 && (color?.alpha ?? 0) > 0 }

    var isFinite: Bool {
        opacity.isFinite && radius.isFinite && offset.width.isFinite && offset.height.isFinite
            && (color?.isFinite ?? true)
    }
}

/// The animatable values of a ``CATextLayer``, Core Animation's defaults.
public struct TextValues: Sendable, Equatable {
    public var fontSize: CGFloat = 36
    /// Opaque white by default.
    public var foregroundColor: ColorComponents? = ColorComponents(red: 1, green: 1, blue: 1, alpha: 1)

    public init() {}

    var isFinite: Bool { fontSize.isFinite && (foregroundColor?.isFinite ?? true) }
}

/// A colour as four numbers in 0...1, a value (``CGColor`` is an object).
public struct ColorComponents: Sendable, Equatable {
    public var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    public init(_ color: CGColor) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }
}

/// A ``CATransition`` at one moment: which kind, and how far along (0...1).
public struct CATransitionState: Sendable, Equatable {
    public var type: CATransitionType
    public var subtype: CATransitionSubtype?
    public var progress: Float
}
