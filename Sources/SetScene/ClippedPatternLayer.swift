import Foundation
import LayerAnimation

/// Lines stroked inside a shape, drawn once with `draw(in:)` (the renderer
/// rasterizes it with Cairo and keeps the texture until it changes): a
/// striped symbol's shading, a card back's lattice. A mask layer would
/// give the same picture but is composited offscreen again every frame.
final class ClippedPatternLayer: CALayer {
    /// The area drawn in (the layer's coordinates), filled with `fill` first if set.
    var clipPath: CGPath? { didSet { setNeedsDisplay() } }
    var fill: CGColor? { didSet { setNeedsDisplay() } }
    /// The lines, stroked in `stroke` at `lineWidth`.
    var pattern: CGPath? { didSet { setNeedsDisplay() } }
    var stroke: CGColor? { didSet { setNeedsDisplay() } }
    var lineWidth: CGFloat = 1 { didSet { setNeedsDisplay() } }

    required init() { super.init() }

    required init(layer: Any) {
        if let other = layer as? ClippedPatternLayer {
            (clipPath, fill, pattern, stroke, lineWidth) = (other.clipPath, other.fill, other.pattern, other.stroke, other.lineWidth)
        }
        super.init(layer: layer)
    }

    /// Archived layers are not on Linux (see `CALayer.init(coder:)`).
    required init?(coder: NSCoder) { nil }

    override func draw(in ctx: CGContext) {
        guard let clipPath, !clipPath.isEmpty else { return }
        ctx.addPath(clipPath)
        ctx.clip()
        if let fill {
            ctx.setFillColor(fill)
            ctx.fill(bounds)
        }
        guard let pattern, let stroke, lineWidth > 0 else { return }
        ctx.setStrokeColor(stroke)
        ctx.setLineWidth(lineWidth)
        ctx.addPath(pattern)
        ctx.strokePath()
    }
}
