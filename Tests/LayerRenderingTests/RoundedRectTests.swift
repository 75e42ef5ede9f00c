import Foundation
import LayerAnimation
import Testing
@testable import LayerRendering

/// How finely rounded corners are cut into segments.
@Suite struct RoundedRectTests {
    @Test func cornerChordsStayWithinAThirdOfAPixelOfTheArc() {
        for pixels in stride(from: 0.5, through: 600, by: 0.5) {
            let n = RoundedRect.segments(forPixelRadius: pixels)
            #expect((2...8).contains(n))
            // Past 8 segments (r > 64 px) the error grows; at 8 it stays under a pixel up to 260 px.
            let error = pixels * (1 - cos(Double.pi / 4 / Double(n)))
            if pixels <= 64 { #expect(error < 0.34, "r \(pixels) px, \(n) segments: \(error) px") }
        }
        #expect(RoundedRect.segments(forPixelRadius: 11) == 4)
        #expect(RoundedRect.segments(forPixelRadius: .infinity) == 8 && RoundedRect.segments(forPixelRadius: .nan) == 8)
        var points: [(Double, Double)] = []
        RoundedRect.outline(CGRect(x: 0, y: 0, width: 100, height: 60), radius: 10, segments: 3, into: &points)
        #expect(points.count == 4 * 4)
    }
}

/// Which rounded backgrounds the software renderer fills as bands.
@Suite(.serialized) struct RoundedBandsTests {
    /// Set's cards: a radius of 11.04 points, made 11 pixels. Scaling the
    /// radius and mapping it again used to land 1e-15 off 11 for some
    /// positions, and those cards fell back to triangle fans.
    @Test func everyUprightCardOnWholePixelsIsFilledInBands() {
        let canvas = OffscreenCanvas(width: 1100, height: 300)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 1100, height: 300)
        var cards = 0
        for x in stride(from: 0, to: 960, by: 17) {
            for y in [0, 37, 56, 79] {
                let card = CALayer()
                card.frame = CGRect(x: CGFloat(x), y: CGFloat(y), width: 138, height: 221)
                card.cornerRadius = 11.04
                card.backgroundColor = CGColor(red: 1, green: 1, blue: 0.96, alpha: 1)
                root.addSublayer(card)
                cards += 1
            }
        }
        CATransaction.commit()
        canvas.render(root)
        #expect(canvas.layers.lastBandedFills == cards)
    }
}
