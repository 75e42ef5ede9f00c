/// Display P3 to extended sRGB: both use sRGB's transfer curve and D65, so
/// decode, apply the linear P3 → sRGB matrix, encode (sign kept beyond 0...1).
enum DisplayP3 {
    static func extendedSRGB(red: CGFloat, green: CGFloat, blue: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let (r, g, b) = (decode(red), decode(green), decode(blue))
        return (encode(1.2249401 * r - 0.2249404 * g),
                encode(-0.0420569 * r + 1.0420571 * g),
                encode(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b))
    }

    private static func decode(_ c: CGFloat) -> CGFloat {
        let m = abs(c)
        let linear = m <= 0.04045 ? m / 12.92 : pow((m + 0.055) / 1.055, 2.4)
        return c < 0 ? -linear : linear
    }

    private static func encode(_ c: CGFloat) -> CGFloat {
        let m = abs(c)
        let encoded = m <= 0.0031308 ? m * 12.92 : 1.055 * pow(m, 1 / 2.4) - 0.055
        return c < 0 ? -encoded : encoded
    }
}
