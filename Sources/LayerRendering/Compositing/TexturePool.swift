import CSDL2

/// Textures for offscreen passes (render targets and uploads), reused from
/// frame to frame by size and kind; a size no frame asked for is freed at
/// the end of the next one.
final class TexturePool {
    private struct Key: Hashable {
        var width: Int32, height: Int32, access: Int32
    }

    private let renderer: OpaquePointer
    private var free: [Key: [OpaquePointer]] = [:]
    private var lent: [OpaquePointer: Key] = [:]
    private var askedThisFrame: Set<Key> = []

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    deinit {
        for texture in free.values.joined() { SDL_DestroyTexture(texture) }
        for texture in lent.keys { SDL_DestroyTexture(texture) }
    }

    /// A render target: its pixels are undefined until cleared.
    func target(width: Int32, height: Int32) -> OpaquePointer? {
        take(Key(width: width, height: height, access: Int32(SDL_TEXTUREACCESS_TARGET.rawValue)))
    }

    /// A texture to upload pixels into.
    func upload(width: Int32, height: Int32) -> OpaquePointer? {
        take(Key(width: width, height: height, access: Int32(SDL_TEXTUREACCESS_STREAMING.rawValue)))
    }

    /// Returns a texture from `target` or `upload` (after what drew it was submitted).
    func giveBack(_ texture: OpaquePointer) {
        guard let key = lent.removeValue(forKey: texture) else { return }
        free[key, default: []].append(texture)
    }

    /// Frees the textures of sizes this frame did not use.
    func frameDidEnd() {
        for (key, textures) in free where !askedThisFrame.contains(key) {
            for texture in textures { SDL_DestroyTexture(texture) }
            free[key] = nil
        }
        askedThisFrame.removeAll(keepingCapacity: true)
    }

    private func take(_ key: Key) -> OpaquePointer? {
        askedThisFrame.insert(key)
        let texture: OpaquePointer
        if let reused = free[key]?.popLast() {
            texture = reused
        } else {
            guard let made = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, key.access,
                                               key.width, key.height) else { return nil }
            SDL_SetTextureBlendMode(made, SDL_BLENDMODE_BLEND)
            texture = made
        }
        lent[texture] = key
        return texture
    }
}
