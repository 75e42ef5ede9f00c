/// Hue, saturation and brightness (HSV) to RGB and back, each in 0...1
/// with the hue a fraction of a turn.
enum HSB {
    static func rgb(hue: CGFloat, saturation: CGFloat, brightness v: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let s = min(max(saturation, 0), 1)
        let h = (hue - hue.rounded(.down)) * 6  // 0..<6: which sixth of the wheel, and how far into it
        let sector = min(Int(h), 5), f = h - CGFloat(sector)
        let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    static func hsb(red r: CGFloat, green g: CGFloat, blue b: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let high = max(r, g, b), low = min(r, g, b), chroma = high - low
        guard chroma > 0 else { return (0, 0, high) }
        var hue: CGFloat
        if high == r { hue = (g - b) / chroma } else if high == g { hue = (b - r) / chroma + 2 } else { hue = (r - g) / chroma + 4 }
        hue /= 6
        if hue < 0 { hue += 1 }
        return (hue, high > 0 ? chroma / high : 0, high)
    }
}
