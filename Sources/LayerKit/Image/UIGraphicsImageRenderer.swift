import Foundation

/// Draws into a new image: the actions draw with `UIBezierPath`, `UIColor`
/// and the context, recorded and then rasterized by Cairo, as layers' drawings are.
@preconcurrency @MainActor
open class UIGraphicsImageRenderer: NSObject {
    public final class Format: NSObject {
        public var scale: CGFloat = 1
        public var opaque = false
        public static func `default`() -> Format { Format() }
        public override init() { super.init() }
    }

    @preconcurrency @MainActor
    public final class Context: NSObject {
        public let cgContext: CGContext
        public let format: Format
        init(cgContext: CGContext, format: Format) { (self.cgContext, self.format) = (cgContext, format) }

        public func fill(_ rect: CGRect) { UIBezierPath(rect: rect).fill() }
        public func stroke(_ rect: CGRect) { UIBezierPath(rect: rect).stroke() }
    }

    public let format: Format
    private let size: CGSize

    public init(size: CGSize, format: Format) {
        self.size = size
        self.format = format
    }

    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

    public convenience init(bounds: CGRect) { self.init(size: bounds.size) }

    /// The image the actions draw; an empty image (reported) when the size cannot be drawn.
    public func image(actions: (Context) -> Void) -> UIImage {
        guard let data = pngData(actions: actions), let image = UIImage(data: data, scale: format.scale) else {
            return UIImage(data: Self.onePixel) ?? UIImage(cgImage: try! CGImage(data: Self.onePixel))
        }
        return image
    }

    /// The PNG of what the actions draw; nil (reported) when the size cannot be drawn.
    public func pngData(actions: (Context) -> Void) -> Data? {
        let scale = format.scale.isFinite && format.scale > 0 ? min(format.scale, 8) : 1
        let pixels = CGSize(width: (size.width * scale).rounded(), height: (size.height * scale).rounded())
        return withoutActuallyEscaping(actions) { actions in
            let drawing = DrawnView(frame: CGRect(origin: .zero, size: size))
            drawing.layer.contentsScale = scale
            drawing.drawingActions = { context in actions(Context(cgContext: context, format: self.format)) }
            drawing.layer.displayIfNeeded()
            drawing.drawingActions = nil
            // Scaled from its top left corner to the picture's pixels.
            UIView.performWithoutAnimation {
                drawing.layer.anchorPoint = .zero
                drawing.layer.position = .zero
                drawing.layer.transform = CATransform3DMakeScale(scale, scale, 1)
            }
            return Self.png(of: drawing.layer, pixels: pixels, call: "UIGraphicsImageRenderer")
        }
    }

    /// `layer` drawn into a PNG of `pixels`; nil (reported under `call`) when it cannot be.
    static func png(of layer: CALayer, pixels: CGSize, call: String) -> Data? {
        let host = CALayer()
        host.frame = CGRect(origin: .zero, size: pixels)
        host.addSublayer(layer)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("layerkit-image-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            try LayerWindow.renderPNG(of: host, size: pixels, atTime: CACurrentMediaTime(), to: file)
            return try Data(contentsOf: file)
        } catch {
            CADiagnostics.report(CADiagnostic(call: call, message: "\(error)"))
            return nil
        }
    }

    /// A transparent pixel, for an image that could not be drawn.
    static let onePixel = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==")!
}

/// A view drawn once by a renderer's actions, into the current UIKit context.
private final class DrawnView: UIView {
    var drawingActions: ((CGContext) -> Void)?

    override func draw(_ rect: CGRect) {
        if let context = UIGraphicsGetCurrentContext() { drawingActions?(context) }
    }
}
