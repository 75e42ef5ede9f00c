import LayerKit
import SplitMix
import TestSupport
import Testing

/// UIColor as UIKit documents it: colours keep the model they were made in,
/// named colours have their documented components, conversions go both ways.
@Suite struct UIColorTests {
    static func rgba(_ color: UIColor) -> [CGFloat] {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        return [r, g, b, a]
    }

    /// 0...255 components (and an alpha) as UIKit's 0...1.
    static func bytes(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ alpha: CGFloat = 1) -> [CGFloat] {
        [r / 255, g / 255, b / 255, alpha]
    }

    static func close(_ a: [CGFloat], _ b: [CGFloat], within tolerance: CGFloat = 1e-4) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func equalityComparesTheModelAsOnIOS() {
        #expect(UIColor.white != UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(UIColor.white == UIColor(white: 1, alpha: 1))
        #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor.red != UIColor.red.withAlphaComponent(0.5))
        #expect(UIColor.white.withAlphaComponent(0.5) == UIColor(white: 1, alpha: 0.5))
        // Equal colours hash equally (they work as dictionary keys).
        #expect(UIColor(white: 0.25, alpha: 1).hash == UIColor(white: 0.25, alpha: 1).hash)
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1)
    }

    @Test func namedColoursHaveUIKitsComponents() {
        #expect(Self.rgba(.black) == [0, 0, 0, 1])
        let third: CGFloat = 1 / 3
        #expect(Self.close(Self.rgba(.darkGray), [third, third, third, 1]))
        #expect(Self.close(Self.rgba(.lightGray), [2 * third, 2 * third, 2 * third, 1]))
        #expect(Self.rgba(.gray) == [0.5, 0.5, 0.5, 1])
        #expect(Self.rgba(.clear) == [0, 0, 0, 0])
        #expect(Self.rgba(.orange) == [1, 0.5, 0, 1])
        #expect(Self.rgba(.purple) == [0.5, 0, 0.5, 1])
        #expect(Self.close(Self.rgba(.brown), [0.6, 0.4, 0.2, 1]))
        #expect(Self.rgba(.magenta) == [1, 0, 1, 1])
        var white: CGFloat = -1
        #expect(UIColor.darkGray.getWhite(&white, alpha: nil))
        #expect(abs(white - 1 / 3) < 1e-12)
    }

    @Test func systemAndSemanticColoursAreTheLightAppearance() {
        #expect(Self.close(Self.rgba(.systemBlue), Self.bytes(0, 122, 255)))
        #expect(Self.close(Self.rgba(.systemRed), Self.bytes(255, 59, 48)))
        #expect(Self.close(Self.rgba(.systemGray6), Self.bytes(242, 242, 247)))
        #expect(UIColor.link == UIColor.systemBlue)
        #expect(UIColor.label == UIColor.black)
        #expect(Self.close(Self.rgba(.secondaryLabel), Self.bytes(60, 60, 67, 0.6)))
        #expect(UIColor.systemBackground == UIColor.white)
        #expect(UIColor.systemGroupedBackground == UIColor.secondarySystemBackground)
        #expect(Self.close(Self.rgba(.quaternarySystemFill), Self.bytes(116, 116, 128, 0.08)))
    }

    @Test func hueSaturationAndBrightnessConvertBothWays() {
        #expect(Self.close(Self.rgba(UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1)), [0, 1, 1, 1]))
        #expect(Self.close(Self.rgba(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1)), [1, 0, 0, 1]))  // the hue wraps
        #expect(Self.close(Self.rgba(UIColor(hue: 0, saturation: 0, brightness: 0.4, alpha: 0.3)), [0.4, 0.4, 0.4, 0.3]))
        var (h, s, v, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(UIColor.orange.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        let thirtyDegrees: CGFloat = 30.0 / 360
        #expect(Self.close([h, s, v, a], [thirtyDegrees, 1, 1, 1]))
        // Any colour made from HSB gives those numbers back.
        var random = SplitMix64(seed: SplitMix64.testSeed(0xC0104))
        for _ in 0..<200 {
            let hsb = [CGFloat.random(in: 0..<1, using: &random), CGFloat.random(in: 0.05...1, using: &random),
                       CGFloat.random(in: 0.05...1, using: &random)]
            let color = UIColor(hue: hsb[0], saturation: hsb[1], brightness: hsb[2], alpha: 1)
            #expect(color.getHue(&h, saturation: &s, brightness: &v, alpha: nil))
            #expect(Self.close([h, s, v], hsb, within: 1e-9), "\(hsb)")
        }
    }

    @Test func displayP3IsConvertedToExtendedSRGB() {
        // P3's red lies outside sRGB: its extended components leave 0...1.
        #expect(Self.close(Self.rgba(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)), [1.0931, -0.2267, -0.1501, 1],
                           within: 5e-4))
        // White and grays are the same in both.
        #expect(Self.close(Self.rgba(UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1)), [1, 1, 1, 1]))
        #expect(Self.close(Self.rgba(UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1)), [0.5, 0.5, 0.5, 1]))
    }

    @Test func cgColorAndBack() {
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        #expect(color.cgColor == CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
        #expect(UIColor(cgColor: color.cgColor) == color)
        #expect(UIColor.white.cgColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
    }

    @Test func aDynamicColourResolvesToTheLightAppearance() {
        let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        #expect(color == .black)
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .black)
    }

    /// Hostile components: each colour made is finite, with one diagnostic per bad call.
    @Test func nonFiniteComponentsBecomeZeroWithOneDiagnostic() {
        let recorder = DiagnosticsRecorder()
        var random = SplitMix64(seed: SplitMix64.testSeed(0xBAD_C0102))
        let values: [CGFloat] = [.nan, .infinity, -.infinity, 0, 1, 0.5, -3, 1e300]
        var bad = 0
        recorder.run {
            for round in 0..<400 {
                let c = (0..<4).map { _ in values[Int(random.next() % UInt64(values.count))] }
                let made: UIColor
                switch round % 5 {
                case 0: made = UIColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
                case 1: made = UIColor(white: c[0], alpha: c[1])
                case 2: made = UIColor(hue: c[0], saturation: c[1], brightness: c[2], alpha: c[3])
                case 3: made = UIColor(displayP3Red: c[0], green: c[1], blue: c[2], alpha: c[3])
                default: made = UIColor.red.withAlphaComponent(c[0])
                }
                let used = round % 5 == 1 ? Array(c[0...1]) : (round % 5 == 4 ? [c[0]] : c)
                if used.contains(where: { !$0.isFinite }) { bad += 1 }
                let components = made.cgColor.components ?? []
                let isFinite = components.allSatisfy(\.isFinite), alpha = components.last ?? -1
                #expect(isFinite && (0...1).contains(alpha), "round \(round): \(c) -> \(components)")
                var (h, s, v): (CGFloat, CGFloat, CGFloat) = (0, 0, 0)
                made.getHue(&h, saturation: &s, brightness: &v, alpha: nil)
                let hsbIsFinite = h.isFinite && s.isFinite && v.isFinite
                #expect(hsbIsFinite, "round \(round): \(c)")
            }
        }
        #expect(recorder.count == bad)
    }
}
