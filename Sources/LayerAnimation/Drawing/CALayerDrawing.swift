import Foundation

/// A layer's drawn content (beyond Apple's API, where it would be a bitmap):
/// the commands its ``CALayer/draw(in:)`` recorded, at a size in points and
/// a scale in pixels per point, covering `area` of the layer (its bounds,
/// or for a shape layer its path's extent). A renderer rasterizes it once
/// and keeps the result while the layer keeps this object.
public final class CALayerDrawing: Sendable {
    public let size: CGSize
    public let scale: CGFloat
    public let commands: [CGDrawingCommand]
    /// Where the drawing lies in the layer's coordinates.
    public let area: CGRect

    public init(size: CGSize, scale: CGFloat, commands: [CGDrawingCommand], area: CGRect? = nil) {
        (self.size, self.scale, self.commands) = (size, scale, commands)
        self.area = area ?? CGRect(origin: .zero, size: size)
    }
}
