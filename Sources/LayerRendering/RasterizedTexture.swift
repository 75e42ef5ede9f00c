import CSDL2
import Foundation

/// A texture made once from a surface and kept for one renderer: what
/// recorded drawings and text layers hold while their content is unchanged.
final class RasterizedTexture {
    private var cached: (renderer: OpaquePointer, texture: OpaquePointer)?
    /// Whether the kept texture has no transparent pixel.
    private(set) var isOpaque = false

    deinit {
        if let cached { SDL_DestroyTexture(cached.texture) }
    }

    /// The kept texture for `renderer`, or one made from `rasterize()`'s
    /// surface (freed here); nil when either fails.
    func texture(for renderer: OpaquePointer, rasterize: () -> UnsafeMutablePointer<SDL_Surface>?) -> OpaquePointer? {
        if let cached, cached.renderer == renderer { return cached.texture }
        guard let surface = rasterize() else { return nil }
        defer { SDL_FreeSurface(surface) }
        // The rasterizer marks a picture with no transparent pixel by leaving its surface unblended.
        var mode = SDL_BLENDMODE_BLEND
        isOpaque = SDL_GetSurfaceBlendMode(surface, &mode) == 0 && mode == SDL_BLENDMODE_NONE
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        if let cached { SDL_DestroyTexture(cached.texture) }
        cached = (renderer, texture)
        return texture
    }
}
