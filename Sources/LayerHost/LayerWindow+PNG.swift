import CSDL2
import Foundation
import LayerAnimation
import LayerRendering

extension LayerWindow {
    /// Draws `layer` and its sublayers as they are at media time `time`
    /// into a PNG of `size` points (one pixel a point, transparent where
    /// nothing is drawn), without a window. Inside
    /// `ManualMediaClock(now: 0).run { … }`, time 1.5 is 1.5 s after the
    /// tree was built there. Throws one line for a size or time that cannot
    /// be drawn, or a file that cannot be written.
    nonisolated public static func renderPNG(of layer: CALayer, size: CGSize, atTime time: CFTimeInterval,
                                             to url: URL) throws {
        guard size.width.isFinite, size.height.isFinite, (1...16_384).contains(size.width.rounded()),
              (1...16_384).contains(size.height.rounded()) else {
            throw LayerHostError("cannot draw a picture of \(size.width) x \(size.height) points: each side must be 1 to 16,384")
        }
        guard time.isFinite else { throw LayerHostError("cannot draw the tree at media time \(time): it must be finite") }
        try SDLSession.startOffscreen()
        let target = try OffscreenTarget(size: CGSize(width: size.width.rounded(), height: size.height.rounded()))
        try withExtendedLifetime(target) {
            // The renderer's textures go before the target's renderer.
            do {
                let drawer = LayerRenderer(renderer: target.renderer)
                layer.evaluateFrame(atTime: time)
                SDL_SetRenderDrawBlendMode(target.renderer, SDL_BLENDMODE_NONE)
                SDL_SetRenderDrawColor(target.renderer, 0, 0, 0, 0)
                SDL_RenderClear(target.renderer)
                drawer.draw(layer)
                SDL_RenderFlush(target.renderer)
            }
            try target.writePNG(to: url)
        }
    }
}
