import Foundation

/// A layer's drawn content (beyond Apple's API, where it would be a bitmap):
/// the commands its ``CALayer/draw(in:)`` recorded, at a size in points and
/// a scale in pixels per point. A renderer rasterizes it once and keeps the
/// result while the layer keeps this object.
public final class CALayerDrawing: Sendable {
    public let size: CGSize
    public let scale: CGFloat
    public let commands: [CGDrawingCommand]

    public init(size: CGSize, scale: CGFloat, commands: [CGDrawingCommand]) {
        (self.size, self.scale, self.commands) = (size, scale, commands)
    }
}
