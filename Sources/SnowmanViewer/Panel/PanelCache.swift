import CSDL2
import Foundation
import LayerRendering

/// The side panel's last drawing, kept in a texture and shown again while
/// nothing it depends on has changed. SDL's software renderer takes about
/// 3 ms a frame to draw the panel's text and rounded shapes, and a fraction
/// of that to copy them.
///
/// The key holds all that ``PanelView`` can read (its content, the layout,
/// the scale) and the output's size, so the copy is never stale.
final class PanelCache {
    private struct Key: Equatable {
        var content: PanelContent
        var window: CGRect
        var scale: Double
        var pixelWidth: Int32, pixelHeight: Int32
    }

    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureWidth: Int32 = 0, textureHeight: Int32 = 0
    private var key: Key?
    /// False to draw the panel directly every time: when asked, or once the
    /// renderer failed to draw into a texture.
    private(set) var isEnabled: Bool

    init(renderer: OpaquePointer, isEnabled: Bool = true) {
        self.renderer = renderer
        self.isEnabled = isEnabled
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
    }

    /// Forgets the drawing (SDL reports that a renderer lost its textures' contents).
    func invalidate() { key = nil }

    /// Draws the panel, from the texture when `content`, layout and scale are
    /// those it was drawn with.
    func draw(_ content: PanelContent, layout: ViewerLayout, canvas: Canvas) {
        var width: Int32 = 0, height: Int32 = 0
        guard isEnabled, SDL_GetRendererOutputSize(renderer, &width, &height) == 0, width > 0, height > 0,
              let texture = target(width: width, height: height) else {
            PanelView(canvas: canvas, layout: layout, content: content).draw()
            return
        }
        let key = Key(content: content, window: layout.window, scale: canvas.scale, pixelWidth: width, pixelHeight: height)
        if key != self.key {
            // Shapes queued so far belong to the window, not to the texture.
            canvas.flush()
            guard SDL_SetRenderTarget(renderer, texture) == 0 else {
                isEnabled = false
                PanelView(canvas: canvas, layout: layout, content: content).draw()
                return
            }
            // Transparent where the panel draws nothing: the copy below then
            // leaves the window's pixels there as they are.
            SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
            SDL_RenderClear(renderer)
            PanelView(canvas: canvas, layout: layout, content: content).draw()
            SDL_SetRenderTarget(renderer, nil)
            self.key = key
        }
        copy(texture, from: layout.panel.minX * canvas.scale, width: width, height: height)
    }

    /// Copies the panel's columns, from `edge` (in pixels) to the right. Whole
    /// columns are replaced, alpha and all, as drawing them directly would have
    /// left them (blending would darken text, whose alpha comes out below 255).
    /// A column the edge cuts is blended: the panel's background and edge line
    /// there are opaque, and pixels the panel left transparent keep the stage.
    private func copy(_ texture: OpaquePointer, from edge: Double, width: Int32, height: Int32) {
        let whole = max(0, min(width, Int32(edge.rounded(.up))))
        let cut = max(0, min(width, Int32(edge.rounded(.down))))
        if cut < whole {
            var column = SDL_Rect(x: cut, y: 0, w: whole - cut, h: height)
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
            SDL_RenderCopy(renderer, texture, &column, &column)
        }
        var rest = SDL_Rect(x: whole, y: 0, w: width - whole, h: height)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        SDL_RenderCopy(renderer, texture, &rest, &rest)
    }

    /// A render-target texture of the output's size, made again when that changes.
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
