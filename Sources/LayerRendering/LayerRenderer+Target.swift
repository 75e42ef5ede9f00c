import CSDL2
import Foundation
import LayerAnimation

/// What a frame needs of the target besides the layers: a background, an
/// area to draw in, the frame handed over, and the renderer's name.
extension LayerRenderer {
    /// Fills the whole target with `color` (a new frame's background).
    public func clear(to color: RGBA) {
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        SDL_RenderClear(renderer)
    }

    /// Draws `root` placed at the top-left corner of `area` (in points),
    /// clipped to it; nothing for an area that is not finite.
    public func draw(_ root: CALayer, in area: CGRect) {
        guard [area.minX, area.minY, area.width, area.height].allSatisfy(\.isFinite) else { return }
        func pixels(_ value: CGFloat) -> Int32 {
            let pixels = (value * pixelsPerPoint).rounded()
            return pixels.isFinite ? Int32(max(min(pixels, 1e6), -1e6)) : 0
        }
        var viewport = SDL_Rect(x: pixels(area.minX), y: pixels(area.minY), w: pixels(area.width), h: pixels(area.height))
        SDL_RenderSetViewport(renderer, &viewport)
        defer { SDL_RenderSetViewport(renderer, nil) }
        draw(root)
    }

    /// Ends the frame of a target that is read back (an image): everything
    /// queued is drawn, and a GPU has finished drawing it.
    public func finish() {
        SDL_RenderFlush(renderer)
        guard !isSoftware else { return }
        var pixel: UInt32 = 0
        var one = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
        SDL_RenderReadPixels(renderer, &one, SDL_PIXELFORMAT_ARGB8888.rawValue, &pixel, 4)
    }

    /// Shows the frame in the window.
    public func present() {
        SDL_RenderPresent(renderer)
    }

    /// SDL's name for the renderer: "software", "opengl", ...
    public var rendererName: String {
        var info = SDL_RendererInfo()
        return SDL_GetRendererInfo(renderer, &info) == 0 ? String(cString: info.name) : "unknown"
    }
}
