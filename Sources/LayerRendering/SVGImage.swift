import CSDL2
import Foundation

/// A vector image (SVG) rasterized by SDL2_image at the pixel size it is
/// shown at, so it stays sharp at every scale and on HiDPI screens.
///
/// One texture serves every layer showing the image (so they batch into one
/// draw call): it is rasterized at the largest size any of them needs, in
/// steps of 1.25x, grown at once when a layer needs more, and shrunk only
/// when for a second every use has been less than half its size. It is
/// never enlarged on screen.
public final class SVGImage: LayerContents {
    private let data: Data
    /// The drawing's own size, from its width and height (or viewBox).
    public let intrinsicSize: CGSize
    /// For `contentsGravity`: the drawing's own size.
    public var naturalSize: CGSize? { intrinsicSize }
    /// Its width over its height (divided once, not for every layer drawn).
    private let aspect: CGFloat

    /// The texture made, its width, and the largest width it serves (every
    /// width whose step it is): compared first, so a layer whose texture is
    /// already made costs one comparison, not the steps counted again (for
    /// every layer, every frame).
    private var cached: (renderer: OpaquePointer, texture: OpaquePointer, width: Int, servesUpTo: Double)?
    /// The largest width needed during the current frame (its step is the
    /// largest step: steps grow with the width).
    private var largestNeedThisFrame: Double = 0
    /// Frames in a row whose largest request was under half the texture.
    private var smallFrames = 0
    /// How many times the image was rasterized (for tests).
    private(set) var rasterizations = 0

    /// Reads an SVG file; throws when it cannot be read or parsed.
    public convenience init(contentsOf url: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw SDLError(message: "cannot read \(url.path): \(error.localizedDescription)")
        }
        try self.init(data: data, name: url.lastPathComponent)
    }

    public init(data: Data, name: String = "image") throws {
        self.data = data
        // Let SDL2_image parse it once, at its own size, to learn that size.
        guard let surface = Self.rasterize(data, width: 0, height: 0) else {
            throw SDLError("\(name) is not an SVG image SDL2_image can read")
        }
        intrinsicSize = CGSize(width: Int(surface.pointee.w), height: Int(surface.pointee.h))
        SDL_FreeSurface(surface)
        guard intrinsicSize.width > 0, intrinsicSize.height > 0 else {
            throw SDLError(message: "\(name) has no size")
        }
        aspect = intrinsicSize.width / intrinsicSize.height
    }

    deinit {
        if let cached { SDL_DestroyTexture(cached.texture) }
    }

    private static func rasterize(_ data: Data, width: Int32, height: Int32) -> UnsafeMutablePointer<SDL_Surface>? {
        data.withUnsafeBytes { bytes in
            guard let stream = SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count)) else { return nil }
            defer { SDL_RWclose(stream) }
            return IMG_LoadSizedSVG_RW(stream, width, height)
        }
    }

    /// The width to rasterize at for `pixelSize`: the next step of 1.25x at or above it.
    static func bucketWidth(for pixelSize: CGSize, aspect: CGFloat) -> Int {
        bucketWidth(forNeed: need(for: pixelSize, aspect: aspect))
    }

    /// The width `pixelSize` needs, at the image's `aspect`.
    private static func need(for pixelSize: CGSize, aspect: CGFloat) -> Double {
        Double(max(pixelSize.width, pixelSize.height * aspect, 8))
    }

    /// The steps' own values, before they are rounded up to whole pixels:
    /// 16, then 1.25x each.
    private static var steps: UnfoldSequence<Double, (Double?, Bool)> { sequence(first: 16) { $0 * 1.25 } }

    private static func bucketWidth(forNeed need: Double) -> Int {
        // Capped before it becomes an integer: a layer scaled past what a
        // Double's square holds needs an infinite width.
        let step = steps.first { !($0 < need) || $0 >= 8192 }!
        return Int(min(step, 8192).rounded(.up))
    }

    /// The largest need whose step is at most `width`.
    private static func largestNeed(servedBy width: Int) -> Double {
        // Past the last step every need is capped at 8192.
        guard width < 8192 else { return .infinity }
        return steps.prefix { Int($0.rounded(.up)) <= width }.last ?? -1
    }

    public func frameDidEnd() {
        let largest = largestNeedThisFrame > 0 ? Self.bucketWidth(forNeed: largestNeedThisFrame) : 0
        if let cached, largest > 0, largest * 2 < cached.width { smallFrames += 1 } else { smallFrames = 0 }
        largestNeedThisFrame = 0
    }

    public func texture(for renderer: OpaquePointer, pixelSize: CGSize) -> OpaquePointer? {
        let need = Self.need(for: pixelSize, aspect: aspect)
        if need > largestNeedThisFrame { largestNeedThisFrame = need }
        if let cached, need <= cached.servesUpTo, cached.renderer == renderer, smallFrames < 60 { return cached.texture }
        // The same rule by steps, for what cannot be compared (a NaN size, step 16).
        let wanted = Self.bucketWidth(forNeed: need)
        if let cached, cached.renderer == renderer, cached.width >= wanted, smallFrames < 60 { return cached.texture }
        let width = cached?.renderer == renderer && smallFrames >= 60 ? wanted : max(wanted, cached?.width ?? 0)
        smallFrames = 0
        let height = max(1, Int((CGFloat(width) / aspect).rounded()))
        guard let surface = Self.rasterize(data, width: Int32(width), height: Int32(height)) else {
            return cached?.texture
        }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return cached?.texture }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        if let cached { SDL_DestroyTexture(cached.texture) }
        cached = (renderer, texture, width, Self.largestNeed(servedBy: width))
        rasterizations += 1
        return texture
    }
}
