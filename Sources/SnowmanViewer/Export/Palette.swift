/// A 256-colour palette for frames of RGB pixels, and the mapping of pixels to it.
///
/// Median cut over pixels sampled from every frame, at full 8-bit precision
/// (giflib's own quantizer keeps 5 bits, which bands soft shading). Pixels
/// are then mapped with a 4x4 ordered dither: it hides the steps between
/// neighbouring colours and, unlike error diffusion, stays still from frame
/// to frame, so an animation does not shimmer.
struct Palette {
    private(set) var colors: [(r: UInt8, g: UInt8, b: UInt8)]
    /// Nearest palette index for each colour at 6 bits a channel, filled lazily (0xFFFF: not yet).
    private var nearest: [UInt16]

    /// Builds a palette of at most `size` colours from `samples` (RGB triples).
    init(samples: [UInt8], size: Int = 256) {
        var boxes: [[Int]] = [Array(0..<(samples.count / 3))]
        func range(_ box: [Int], _ channel: Int) -> Int {
            var low = 255, high = 0
            for pixel in box {
                let v = Int(samples[pixel * 3 + channel])
                low = min(low, v)
                high = max(high, v)
            }
            return high - low
        }
        while boxes.count < size {
            // Split the box with the widest channel (weighted by how many pixels it holds).
            var best = -1, bestChannel = 0, bestScore = 0
            for (index, box) in boxes.enumerated() where box.count > 1 {
                for channel in 0..<3 {
                    let score = range(box, channel) * Int(Double(box.count).squareRoot())
                    if score > bestScore { (best, bestChannel, bestScore) = (index, channel, score) }
                }
            }
            guard best >= 0 else { break }
            let sorted = boxes[best].sorted { samples[$0 * 3 + bestChannel] < samples[$1 * 3 + bestChannel] }
            let middle = sorted.count / 2
            boxes[best] = Array(sorted[..<middle])
            boxes.append(Array(sorted[middle...]))
        }
        colors = boxes.filter { !$0.isEmpty }.map { box in
            var sum = (0, 0, 0)
            for pixel in box {
                sum.0 += Int(samples[pixel * 3])
                sum.1 += Int(samples[pixel * 3 + 1])
                sum.2 += Int(samples[pixel * 3 + 2])
            }
            let n = box.count
            return (UInt8((sum.0 + n / 2) / n), UInt8((sum.1 + n / 2) / n), UInt8((sum.2 + n / 2) / n))
        }
        if colors.isEmpty { colors = [(0, 0, 0)] }
        nearest = [UInt16](repeating: 0xFFFF, count: 64 * 64 * 64)
    }

    private static let bayer: [Double] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map { ($0 + 0.5) / 16 - 0.5 }
    /// Dither amplitude in levels of 0...255: about the step between neighbouring shades.
    private static let ditherAmplitude = 10.0

    private mutating func index(_ r: Int, _ g: Int, _ b: Int) -> UInt8 {
        let key = (r >> 2) << 12 | (g >> 2) << 6 | (b >> 2)
        if nearest[key] != 0xFFFF { return UInt8(nearest[key]) }
        let (cr, cg, cb) = ((r >> 2) * 4 + 2, (g >> 2) * 4 + 2, (b >> 2) * 4 + 2)
        var best = 0, bestDistance = Int.max
        for (i, c) in colors.enumerated() {
            let dr = Int(c.r) - cr, dg = Int(c.g) - cg, db = Int(c.b) - cb
            // Weighted toward green, as the eye is.
            let distance = 3 * dr * dr + 4 * dg * dg + 2 * db * db
            if distance < bestDistance { (best, bestDistance) = (i, distance) }
        }
        nearest[key] = UInt16(best)
        return UInt8(best)
    }

    /// Maps one frame of RGB pixels to palette indices.
    mutating func map(_ rgb: [UInt8], width: Int, height: Int) -> [UInt8] {
        var indices = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let offset = (y * width + x) * 3
                let threshold = Self.bayer[(y & 3) * 4 + (x & 3)] * Self.ditherAmplitude
                func channel(_ v: UInt8) -> Int { min(255, max(0, Int((Double(v) + threshold).rounded()))) }
                indices[y * width + x] = index(channel(rgb[offset]), channel(rgb[offset + 1]), channel(rgb[offset + 2]))
            }
        }
        return indices
    }
}
