import Foundation

/// The legacy image context: `UIGraphicsBeginImageContextWithOptions`
/// pushes a context the current drawing calls go to, and
/// `UIGraphicsGetImageFromCurrentImageContext` rasterizes what it holds.
@preconcurrency @MainActor
enum ImageContextStack {
    /// The open image contexts, innermost last, with their size in points and scale.
    static var open: [(context: CGContext, size: CGSize, scale: CGFloat)] = []
}

@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// A scale of 0 means the screen's.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale == 0 ? UIScreen.main.scale : (scale.isFinite && scale > 0 ? min(scale, 8) : 1)
    let size = size.width.isFinite && size.height.isFinite ? CGSize(width: max(size.width, 0), height: max(size.height, 0))
        : .zero
    let context = CGContext(size: size, scale: scale)
    ImageContextStack.open.append((context, size, scale))
    UIGraphicsPushContext(context)
}

/// What was drawn since the innermost begin; nil outside an image context or for an empty size.
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let (context, size, scale) = ImageContextStack.open.last, size.width >= 1, size.height >= 1 else { return nil }
    let layer = CALayer()
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    layer.anchorPoint = .zero
    layer.bounds = CGRect(origin: .zero, size: size)
    layer.transform = CATransform3DMakeScale(scale, scale, 1)
    layer.contentsScale = scale
    layer.contents = CALayerDrawing(size: size, scale: scale, commands: context.commands)
    CATransaction.commit()
    let pixels = CGSize(width: (size.width * scale).rounded(), height: (size.height * scale).rounded())
    guard let data = UIGraphicsImageRenderer.png(of: layer, pixels: pixels, call: "UIGraphicsGetImageFromCurrentImageContext")
    else { return nil }
    return UIImage(data: data, scale: scale)
}

@preconcurrency @MainActor
public func UIGraphicsEndImageContext() {
    guard !ImageContextStack.open.isEmpty else { return }
    ImageContextStack.open.removeLast()
    UIGraphicsPopContext()
}
