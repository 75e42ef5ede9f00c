import Foundation

/// A rectangle on screen backed by a layer it is the delegate of: the
/// view's geometry, colour and visibility are its layer's, and its
/// changes animate only inside `UIView.animate` blocks (see
/// ``action(for:forKey:)``).
@preconcurrency @MainActor
open class UIView: UIResponder, @preconcurrency CALayerDelegate {
    /// The class of the layer every view of this class is made with.
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's layer, made from ``layerClass``; the view is its delegate.
    public let layer: CALayer
    public internal(set) weak var superview: UIView?
    /// Back to front: the last one is drawn in front.
    public internal(set) var subviews: [UIView] = []
    /// The view controller whose view this is (its next responder).
    weak var owningViewController: UIViewController?

    /// Animation blocks still running on this view that did not allow user
    /// interaction: while any is, hit tests pass over the view.
    var animationsBlockingInteraction = 0
    /// The recognizers attached to this view.
    var attachedRecognizers: [UIGestureRecognizer] = []
    /// Whether ``draw(_:)`` is this class's own (found at the first display).
    var drawsItsOwnContent = true
    /// Set by the base ``draw(_:)``: the subclass did not override it.
    var reachedBaseDraw = false
    /// While ``draw(_:)`` runs (asking to draw again from there would redraw every frame).
    var isDrawing = false
    /// That was reported once for this view.
    var reportedRedrawFromDraw = false

    public init(frame: CGRect) {
        layer = UIView.makeLayer(of: Self.layerClass)
        super.init()
        layer.delegate = self
        layer.contentsScale = UIScreen.main.scale
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        self.frame = frame
        CATransaction.commit()
        layer.setNeedsDisplay()  // the first display finds out whether the view draws
    }

    /// Storyboards and archives are not on Linux: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    private static func makeLayer(of layerClass: AnyClass) -> CALayer {
        guard let type = layerClass as? CALayer.Type else {
            CADiagnostics.report(CADiagnostic(call: "UIView.layerClass",
                                              message: "\(layerClass) is not a CALayer class; using CALayer"))
            return CALayer()
        }
        return type.init()
    }

    override open var next: UIResponder? { owningViewController ?? superview }

    // MARK: Geometry (the layer's)

    /// The view's rectangle in its superview: from ``center`` and the size
    /// of ``bounds`` (undefined, as on iOS, under a transform that is not the identity).
    open var frame: CGRect {
        get { layer.frame }
        set {
            guard newValue.isFinite else { return report("frame", newValue) }
            let old = bounds.size
            layer.frame = newValue
            boundsSizeChanged(from: old)
        }
    }

    open var bounds: CGRect {
        get { layer.bounds }
        set {
            guard newValue.isFinite else { return report("bounds", newValue) }
            let old = bounds.size
            layer.bounds = newValue
            boundsSizeChanged(from: old)
        }
    }

    /// The layer's `position`.
    open var center: CGPoint {
        get { layer.position }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return report("center", newValue) }
            layer.position = newValue
        }
    }

    /// A 2D transform about the centre: the layer's `transform`.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set {
            guard newValue.isFinite else { return report("transform", newValue) }
            layer.setAffineTransform(newValue)
        }
    }

    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    // MARK: Look

    /// The layer's opacity.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set {
            guard newValue.isFinite else { return report("alpha", newValue) }
            layer.opacity = Float(min(max(newValue, 0), 1))
        }
    }

    open var backgroundColor: UIColor? {
        didSet { layer.backgroundColor = backgroundColor?.cgColor }
    }

    /// The colour controls tint themselves with: this view's, else its superview's.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set { ownTintColor = newValue }
    }
    private var ownTintColor: UIColor?

    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    /// The layer's `masksToBounds`.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    open var isOpaque = true
    open var tag = 0
    open var isUserInteractionEnabled = true
    open var isMultipleTouchEnabled = false
    open var autoresizesSubviews = true
    open var autoresizingMask: AutoresizingMask = []

    /// How the layer's contents fit its bounds: the layer's `contentsGravity`.
    open var contentMode: ContentMode = .scaleToFill {
        didSet { layer.contentsGravity = contentMode.gravity }
    }

    /// What is drawn under the status bar and the home indicator: none on a desktop.
    open var safeAreaInsets: UIEdgeInsets { .zero }
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    func report(_ property: String, _ value: Any) {
        CADiagnostics.report(CADiagnostic(call: "UIView.\(property)", message: "\(value) is not finite; ignored"))
    }

    // MARK: Overridable (in the class: extensions' methods cannot be overridden)

    /// Places the subviews; by default nothing (masks act when the size changes).
    open func layoutSubviews() {}
    public func setNeedsLayout() { layer.setNeedsLayout() }
    /// Lays out now whatever is marked, this view and below.
    public func layoutIfNeeded() { layer.layoutIfNeeded() }
    /// The size that fits `size`: a plain view's current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    open func sizeToFit() { bounds.size = sizeThatFits(bounds.size) }
    /// The size the view's content asks for; none here (Auto Layout is not in LayerKit v1).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    open func invalidateIntrinsicContentSize() {}
    public static let noIntrinsicMetric: CGFloat = -1

    /// Draws the view's content into `UIGraphicsGetCurrentContext()`;
    /// called only when a subclass overrides it.
    open func draw(_ rect: CGRect) { reachedBaseDraw = true }
    open func setNeedsDisplay() { askForDisplay() }
    open func setNeedsDisplay(_ rect: CGRect) { askForDisplay() }

    /// The frontmost view under `point` (in this view's coordinates) that takes touches.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { findHit(at: point, with: event) }
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    open func addSubview(_ view: UIView) { insert(view, at: subviews.count) }
    open func insertSubview(_ view: UIView, at index: Int) { insert(view, at: index) }
    open func removeFromSuperview() { detachFromSuperview() }
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: The layer's delegate

    /// UIKit's rule: outside an animation block a view's layer does not
    /// animate (`NSNull`); inside one, the block records the change.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        guard layer === self.layer else { return nil }
        return ViewAnimationBlock.action(for: self, forKey: event)
    }

    open func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        layoutSubviews()
    }

    open func draw(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        drawContent(in: ctx)
    }

    open func display(_ layer: CALayer) {
        guard layer === self.layer else { return layer.displayByDrawing() }
        displayContent()
    }
}

extension CGRect {
    var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

extension CGAffineTransform {
    var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }
}
