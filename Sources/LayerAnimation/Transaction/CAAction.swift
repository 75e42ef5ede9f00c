import Foundation

/// Something a layer runs when one of its properties changes (Core
/// Animation's actions): an animation adds a copy of itself to the layer
/// under the property's key; `NSNull` does nothing, which disables a key.
///
/// Class-bound, as Apple's Objective-C protocol is: an action is then held
/// as one reference, and the lookup that runs on every property change
/// copies it with a retain rather than through the generic existential's
/// value witnesses.
public protocol CAAction: AnyObject {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// What a layer asks about its changes and its drawing. Every method has a
/// default (Swift on Linux has no optional protocol requirements).
public protocol CALayerDelegate: AnyObject {
    /// The action for `event` on `layer`; nil lets the layer look further,
    /// `NSNull()` means none.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
    /// Draws `layer`'s content into `ctx` (asked by the layer's ``CALayer/draw(in:)``).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Makes `layer`'s content; by default the layer draws it (``CALayer/draw(in:)``).
    func display(_ layer: CALayer)
    /// Lays out `layer`'s sublayers (asked by the layer's ``CALayer/layoutSublayers()``).
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func display(_ layer: CALayer) { layer.displayByDrawing() }
    public func layoutSublayers(of layer: CALayer) {}
}
