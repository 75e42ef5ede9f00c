import Foundation

/// A view showing an image as its layer's contents, fitted by `contentMode`.
/// It takes no touches unless told to, as on iOS.
@preconcurrency @MainActor
open class UIImageView: UIView {
    open var image: UIImage? {
        didSet { show() }
    }

    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        show()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    private func show() {
        layer.contents = image?.cgImage
        if let image { layer.contentsScale = image.scale }
    }
}
