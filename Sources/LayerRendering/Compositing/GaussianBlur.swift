/// A Gaussian blur of one 8-bit channel, as three box blurs in each
/// direction (the box widths chosen so their variances sum to σ²): linear
/// time whatever σ, within a few percent of the true Gaussian.
enum GaussianBlur {
    /// Blurs the `width` x `height` bytes at `data` (rows `stride` apart) in place.
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma >= 0.5, width > 0, height > 0 else { return }
        var line = [UInt8](repeating: 0, count: max(width, height))
        for radius in boxRadii(sigma: sigma) where radius > 0 {
            for y in 0..<height { boxBlur(data + y * stride, count: width, step: 1, radius: radius, scratch: &line) }
            for x in 0..<width { boxBlur(data + x, count: height, step: stride, radius: radius, scratch: &line) }
        }
    }

    /// The radii of three boxes whose repeated blur approximates a Gaussian of `sigma`.
    static func boxRadii(sigma: Double) -> [Int] {
        let passes = 3.0
        let ideal = (12 * sigma * sigma / passes + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let l = Double(lower)
        let lowerCount = Int(((12 * sigma * sigma - passes * l * l - 4 * passes * l - 3 * passes) / (-4 * l - 4)).rounded())
        return (0..<3).map { ($0 < lowerCount ? lower : upper) / 2 }
    }

    /// One box blur along a line of `count` bytes `step` apart; outside is 0.
    private static func boxBlur(_ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int,
                                scratch: inout [UInt8]) {
        for i in 0..<count { scratch[i] = start[i * step] }
        let size = 2 * radius + 1
        var sum = 0
        for i in 0..<min(radius, count) { sum += Int(scratch[i]) }
        for i in 0..<count {
            let entering = i + radius, leaving = i - radius - 1
            if entering < count { sum += Int(scratch[entering]) }
            if leaving >= 0 { sum -= Int(scratch[leaving]) }
            start[i * step] = UInt8((sum + size / 2) / size)
        }
    }
}
