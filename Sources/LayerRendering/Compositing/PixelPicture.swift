import CSDL2

/// Pixels read back from an offscreen pass: ARGB, premultiplied (drawing
/// with SDL's blending over transparent black leaves them so), which is
/// what lets two pictures be mixed and masked exactly on the CPU.
struct PixelPicture {
    let width: Int, height: Int
    var pixels: [UInt32]

    /// A transparent picture.
    init(width: Int, height: Int) {
        (self.width, self.height) = (width, height)
        pixels = Array(repeating: 0, count: width * height)
    }

    /// The whole of `renderer`'s current target, `width` x `height` pixels.
    static func read(from renderer: OpaquePointer, width: Int, height: Int) -> PixelPicture? {
        var picture = PixelPicture(width: width, height: height)
        let status = picture.pixels.withUnsafeMutableBytes {
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, Int32(width * 4))
        }
        return status == 0 ? picture : nil
    }

    /// Scales every pixel by `coverage`'s alpha there (a mask or a clip).
    mutating func mask(by coverage: PixelPicture) {
        guard coverage.width == width, coverage.height == height else { return }
        for i in pixels.indices {
            pixels[i] = Self.scaled(pixels[i], by: coverage.pixels[i] >> 24)
        }
    }

    /// `self` and `other` mixed: `(1 - t) * self + t * other`, per channel.
    func mixed(with other: PixelPicture, _ t: Double) -> PixelPicture {
        var result = self
        let weight = UInt32(max(0, min(255, (t * 255).rounded())))
        for i in pixels.indices {
            result.pixels[i] = Self.scaled(pixels[i], by: 255 - weight) &+ Self.scaled(other.pixels[i], by: weight)
        }
        return result
    }

    /// `top` laid over this picture (premultiplied "over"), its origin at
    /// (`dx`, `dy`) pixels; what falls outside is cut off.
    mutating func draw(_ top: PixelPicture, dx: Int, dy: Int) {
        for y in max(0, dy)..<min(height, dy + top.height) {
            for x in max(0, dx)..<min(width, dx + top.width) {
                let source = top.pixels[(y - dy) * top.width + (x - dx)]
                let alpha = source >> 24
                guard alpha > 0 else { continue }
                let i = y * width + x
                pixels[i] = source &+ Self.scaled(pixels[i], by: 255 - alpha)
            }
        }
    }

    /// Each channel of `pixel` times `factor` / 255, rounded.
    @inline(__always)
    static func scaled(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
        if factor == 255 { return pixel }
        if factor == 0 { return 0 }
        // Two channels at a time, each with 8 bits of room (a common trick, exact to rounding).
        var evens = (pixel & 0x00FF_00FF) &* factor &+ 0x0080_0080
        evens = ((evens &+ ((evens >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var odds = ((pixel >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
        odds = (odds &+ ((odds >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return evens | odds
    }

    /// The picture as straight-alpha pixels, for SDL's blending.
    func unpremultiplied() -> [UInt32] {
        pixels.map { pixel in
            let alpha = pixel >> 24
            guard alpha > 0 && alpha < 255 else { return alpha == 0 ? 0 : pixel }
            func channel(_ shift: UInt32) -> UInt32 { min(255, (((pixel >> shift) & 0xFF) * 255 + alpha / 2) / alpha) << shift }
            return alpha << 24 | channel(16) | channel(8) | channel(0)
        }
    }
}
