import CSDL2
import Foundation

/// A photo (JPEG, PNG, WebP or GIF) decoded by SDL2_image into pixels,
/// usable as a layer's `contents`; its header is read first, so a picture
/// claiming a huge size is refused before a byte is decoded.
///
/// Decoding may run on any thread; the texture is made on the renderer's
/// thread the first time the image is drawn. Pictures larger than
/// ``maximumSide`` on a side are scaled down (linearly) when decoded, so a
/// camera photo costs at most 16 MB of pixels however large it was.
public final class BitmapImage: LayerContents, @unchecked Sendable {
    // Sendable by construction: `surface` is written in `init` only; the
    // texture is touched only by the renderer's thread, which draws it.
    private let surface: UnsafeMutablePointer<SDL_Surface>
    /// The texture, at the size the picture was last shown at (or its own).
    private var cached: (renderer: OpaquePointer, texture: OpaquePointer, size: (w: Int, h: Int))?
    /// The decoded size in pixels (after any scaling down).
    public let pixelSize: CGSize
    /// For `contentsGravity`: the picture's own size.
    public var naturalSize: CGSize? { pixelSize }

    /// The longest side kept, in pixels.
    public static let maximumSide = 2048
    /// The most pixels a picture may declare, read from its header before
    /// anything is decoded: a 4000 x 3000 camera photo fits; decoding it
    /// and converting it holds two copies, under 100 MB.
    public static let maximumPixels = 12_000_000

    /// Decodes `data`; throws a one-line reason when it is not a PNG, JPEG,
    /// GIF or WebP picture, says it is larger than ``maximumPixels``, or
    /// SDL2_image cannot read it (truncated, say). A GIF shows its first frame.
    public init(data: Data) throws {
        guard !data.isEmpty else { throw SDLError(message: "the picture is empty") }
        guard let header = PictureHeader(data) else {
            throw SDLError(message: "not a picture (neither PNG, JPEG, GIF nor WebP)")
        }
        guard header.width > 0, header.height > 0 else {
            throw SDLError(message: "the \(header.format.rawValue) picture says it is \(header.width) x \(header.height) pixels")
        }
        guard header.width * header.height <= Self.maximumPixels else {
            throw SDLError(message: "the \(header.format.rawValue) picture is \(header.width) x \(header.height) pixels, "
                           + "more than \(Self.maximumPixels / 1_000_000) million: too large to show")
        }
        let decoded: UnsafeMutablePointer<SDL_Surface>? = data.withUnsafeBytes { bytes in
            guard let stream = SDL_RWFromConstMem(bytes.baseAddress, Int32(clamping: bytes.count)) else { return nil }
            return IMG_Load_RW(stream, 1)  // 1: closes the stream
        }
        guard let decoded else { throw SDLError(message: "not a picture (\(String(cString: SDL_GetError())))") }
        defer { SDL_FreeSurface(decoded) }
        let (width, height) = (Int(decoded.pointee.w), Int(decoded.pointee.h))
        // The decoder's own size, in case it differs from what the header said.
        guard width > 0, height > 0, width * height <= Self.maximumPixels else {
            throw SDLError(message: "the picture is \(width) x \(height) pixels; too large to show")
        }
        guard let converted = SDL_ConvertSurfaceFormat(decoded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw SDLError("cannot convert the picture")
        }
        let scale = min(1, Double(Self.maximumSide) / Double(max(width, height)))
        if scale < 1 {
            defer { SDL_FreeSurface(converted) }
            let target = (w: max(1, Int32((Double(width) * scale).rounded())), h: max(1, Int32((Double(height) * scale).rounded())))
            guard let scaled = SDL_CreateRGBSurfaceWithFormat(0, target.w, target.h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue),
                  SDL_SoftStretchLinear(converted, nil, scaled, nil) == 0 else {
                throw SDLError("cannot scale the picture")
            }
            surface = scaled
        } else {
            surface = converted
        }
        pixelSize = CGSize(width: Int(surface.pointee.w), height: Int(surface.pointee.h))
    }

    deinit {
        if let cached { SDL_DestroyTexture(cached.texture) }
        SDL_FreeSurface(surface)
    }

    public func texture(for renderer: OpaquePointer, pixelSize: CGSize) -> OpaquePointer? {
        // Scaled once to the size it is shown at (a photo filling a window
        // usually stays that size): drawn 1:1, the software renderer blits
        // it instead of stretching it again every frame. Far from its own
        // size, it is drawn from its own pixels.
        let target = (w: Int(pixelSize.width.rounded()), h: Int(pixelSize.height.rounded()))
        let own = (w: Int(surface.pointee.w), h: Int(surface.pointee.h))
        let fits = (1...2 * max(own.w, 64)).contains(target.w) && (1...2 * max(own.h, 64)).contains(target.h)
        let size = fits ? target : own
        if let cached, cached.renderer == renderer, cached.size == size { return cached.texture }
        var stretched: UnsafeMutablePointer<SDL_Surface>?
        if size != own {
            stretched = SDL_CreateRGBSurfaceWithFormat(0, Int32(size.w), Int32(size.h), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
            guard let stretched, SDL_SoftStretchLinear(surface, nil, stretched, nil) == 0 else {
                if let stretched { SDL_FreeSurface(stretched) }
                return nil
            }
        }
        defer { if let stretched { SDL_FreeSurface(stretched) } }
        guard let texture = SDL_CreateTextureFromSurface(renderer, stretched ?? surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        if let cached { SDL_DestroyTexture(cached.texture) }
        cached = (renderer, texture, size)
        return texture
    }
}
