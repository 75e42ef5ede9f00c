import CSDL2
import Foundation
import LayerHost
import LayerRendering

/// The side panel's last drawing, kept in a texture and shown again while
/// nothing it depends on has changed: with SDL's software renderer, copying
/// the panel costs a fraction of drawing its text and rounded shapes.
///
/// The key holds all that ``PanelView`` can read (its content, the layout,
/// the scale) and the output's size, so the copy is never stale.
///
/// Only for SDL's software renderer: a GPU draws the panel in a fraction of
/// a millisecond, and OpenGL, whose window is upside down to a texture,
/// settles shapes edged on exact half pixels the other way there, so a
/// copy could differ from the panel drawn anew by a row.
final class PanelCache {
    private struct Key: Equatable {
        var content: PanelContent
        var layout: ViewerLayout
        var scale: Double
        var pixelWidth: Int32, pixelHeight: Int32
    }

    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureWidth: Int32 = 0, textureHeight: Int32 = 0
    private var key: Key?
    /// False to draw the panel directly every time: when asked, with a
    /// renderer other than the software one, or once the renderer failed to
    /// draw into a texture.
    private(set) var isEnabled: Bool

    init(renderer: OpaquePointer, isEnabled: Bool = true) {
        self.renderer = renderer
        var info = SDL_RendererInfo()
        let isSoftware = SDL_GetRendererInfo(renderer, &info) == 0 && info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
        self.isEnabled = isEnabled && isSoftware
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
    }

    /// Forgets the drawing and its texture, made again at the next draw:
    /// SDL reports that the renderer's textures lost their contents (or,
    /// after a device reset, are no longer usable).
    func invalidate() {
        if let texture { SDL_DestroyTexture(texture) }
        (texture, key) = (nil, nil)
    }

    /// Draws the panel, from the texture when `content`, layout and scale are
    /// those it was drawn with.
    func draw(_ content: PanelContent, layout: ViewerLayout, canvas: Canvas) {
        let view = PanelView(canvas: canvas, layout: layout, content: content)
        var width: Int32 = 0, height: Int32 = 0
        let bounds = SDL_GetRendererOutputSize(renderer, &width, &height) == 0
            ? PixelBounds(layout.panel, scale: canvas.scale, width: width, height: height) : nil
        guard isEnabled, let bounds, let texture = target(width: bounds.outer.w, height: bounds.outer.h) else {
            view.draw()
            return
        }
        let key = Key(content: content, layout: layout, scale: canvas.scale, pixelWidth: width, pixelHeight: height)
        if key != self.key {
            // Shapes queued so far belong to the window, not to the texture.
            canvas.flush()
            guard SDL_SetRenderTarget(renderer, texture) == 0 else {
                isEnabled = false
                view.draw()
                return
            }
            // The texture holds only the panel's pixels: the viewport moves
            // the window's coordinates onto it by whole pixels (SDL restores
            // the window's own viewport with the window as target).
            var viewport = SDL_Rect(x: -bounds.outer.x, y: -bounds.outer.y, w: width, h: height)
            SDL_RenderSetViewport(renderer, &viewport)
            // Transparent where the panel draws nothing: the copy below then
            // leaves the window's pixels there as they are.
            SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
            SDL_RenderClear(renderer)
            view.draw()
            SDL_SetRenderTarget(renderer, nil)
            self.key = key
        }
        copy(texture, bounds)
    }

    /// The panel's pixels in the output: `outer` every pixel it touches,
    /// `inner` those it covers wholly (they differ where an edge is off whole
    /// pixels), both clamped to the output.
    private struct PixelBounds {
        var outer: SDL_Rect, inner: SDL_Rect

        init?(_ panel: CGRect, scale: Double, width: Int32, height: Int32) {
            func pixel(_ value: Double, _ rule: FloatingPointRoundingRule, _ limit: Int32) -> Int32 {
                max(0, min(limit, Int32((value * scale).rounded(rule))))
            }
            func rect(_ x0: Int32, _ y0: Int32, _ x1: Int32, _ y1: Int32) -> SDL_Rect {
                SDL_Rect(x: x0, y: y0, w: max(0, x1 - x0), h: max(0, y1 - y0))
            }
            outer = rect(pixel(panel.minX, .down, width), pixel(panel.minY, .down, height),
                         pixel(panel.maxX, .up, width), pixel(panel.maxY, .up, height))
            inner = rect(pixel(panel.minX, .up, width), pixel(panel.minY, .up, height),
                         pixel(panel.maxX, .down, width), pixel(panel.maxY, .down, height))
            guard outer.w > 0, outer.h > 0 else { return nil }
        }
    }

    /// Copies the panel's pixels into the output. Pixels wholly inside are
    /// replaced, alpha and all, as drawing them directly would have left them
    /// (blending would darken text, whose alpha comes out below 255). The
    /// rim that an edge off whole pixels cuts is blended: the panel's
    /// background and edge line there are opaque, and pixels the panel left
    /// transparent keep what is under them.
    private func copy(_ texture: OpaquePointer, _ bounds: PixelBounds) {
        let (outer, inner) = (bounds.outer, bounds.inner)
        func copy(_ x0: Int32, _ y0: Int32, _ x1: Int32, _ y1: Int32) {
            guard x1 > x0, y1 > y0 else { return }
            var source = SDL_Rect(x: x0 - outer.x, y: y0 - outer.y, w: x1 - x0, h: y1 - y0)
            var destination = SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0)
            SDL_RenderCopy(renderer, texture, &source, &destination)
        }
        let (left, top, right, bottom) = (outer.x, outer.y, outer.x + outer.w, outer.y + outer.h)
        let (innerLeft, innerTop) = (inner.x, inner.y)
        let (innerRight, innerBottom) = (inner.x + inner.w, inner.y + inner.h)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        copy(left, top, innerLeft, bottom)
        copy(innerRight, top, right, bottom)
        copy(innerLeft, top, innerRight, innerTop)
        copy(innerLeft, innerBottom, innerRight, bottom)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        copy(innerLeft, innerTop, innerRight, innerBottom)
    }

    /// A render-target texture of `width` x `height` pixels, made again when that changes.
    private func target(width: Int32, height: Int32) -> OpaquePointer? {
        if let texture, textureWidth == width, textureHeight == height { return texture }
        if let texture { SDL_DestroyTexture(texture) }
        key = nil
        texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                                    width, height)
        guard let texture else {
            isEnabled = false
            return nil
        }
        (textureWidth, textureHeight) = (width, height)
        return texture
    }
}
