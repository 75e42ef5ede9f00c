import Foundation
import LayerAnimation
import LayerAnimators

/// A playing card drawn with layers: corners rounded at a fraction of its
/// width and a soft shadow from its outline. The shadow comes from a
/// `shadowPath`, so it is made once per size and kept; from the card's
/// sublayers it would be drawn again every frame. Subclasses lay their
/// content out in ``layOut(for:)``, called when the size has changed.
open class PlayingCardLayer: CALayer {
    private let cornerFraction: CGFloat
    /// The size the content was laid out for.
    private var laidOutSize = CGSize.zero

    public init(cornerFraction: CGFloat) {
        self.cornerFraction = cornerFraction
        super.init()
        shadowOpacity = 0.35
        shadowRadius = 3
        shadowOffset = CGSize(width: 0, height: 2)
    }

    /// A card with the usual corners (8 % of its width).
    public required convenience init() {
        self.init(cornerFraction: 0.08)
    }

    public required init(layer: Any) {
        cornerFraction = (layer as? PlayingCardLayer)?.cornerFraction ?? 0.08
        super.init(layer: layer)
    }

    /// Archived layers are not on Linux (see `CALayer.init(coder:)`).
    public required init?(coder: NSCoder) { nil }

    /// Lays the card out for its current size, without animation (the
    /// card's own bounds animate; its content follows at once).
    public func layoutContent() {
        let size = bounds.size
        guard size != laidOutSize, size.width > 0, size.height > 0 else { return }
        laidOutSize = size
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        cornerRadius = size.width * cornerFraction
        shadowPath = CGPath(roundedRect: CGRect(origin: .zero, size: size), cornerWidth: cornerRadius,
                            cornerHeight: cornerRadius, transform: nil)
        layOut(for: size)
        CATransaction.commit()
    }

    /// Puts the card in `frame` (its superlayer's coordinates) at once, content laid out.
    public func place(in frame: CGRect) {
        bounds = CGRect(origin: .zero, size: frame.size)
        position = CGPoint(x: frame.midX, y: frame.midY)
        layoutContent()
    }

    /// Moves the card to `frame` with `animator`: its new size at once,
    /// shown at the old one by a scale that animates away to `finalScale`,
    /// so the content is laid out once rather than at every frame.
    public func slide(to frame: CGRect, with animator: LayerPropertyAnimator, finalScale: CGFloat = 1) {
        let scale = bounds.width > 0 && frame.width > 0 ? bounds.width / frame.width : 1
        CALayer.performWithoutAnimation {
            bounds = CGRect(origin: .zero, size: frame.size)
            layoutContent()
            transform = CATransform3DMakeScale(scale * finalScale, scale * finalScale, 1)
        }
        animator.addAnimations { [self] in
            position = CGPoint(x: frame.midX, y: frame.midY)
            transform = CATransform3DMakeScale(finalScale, finalScale, 1)
        }
    }

    /// Lays the subclass's content out for `size` (inside a transaction with actions disabled).
    open func layOut(for size: CGSize) {}
}
