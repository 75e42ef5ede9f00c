import CCairo
import Foundation
import LayerAnimation
import SplitMix
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
        var cards: [CALayer] = []
        for x in stride(from: 0, to: 960, by: 17) {
            for y in [0, 37, 56, 79] {
                let card = CALayer()
                card.frame = CGRect(x: CGFloat(x), y: CGFloat(y), width: 138, height: 221)
                card.cornerRadius = 11.04
                card.backgroundColor = CGColor(red: 1, green: 1, blue: 0.96, alpha: 1)
                cards.append(card)
            }
        }
        canvas.render(stillRoot(width: 1100, height: 300, cards))
        #expect(canvas.layers.lastBandedFills == cards.count)
    }

    /// Concentration's cards at the viewer's size: 135 points wide, so a
    /// corner of 13.5 pixels (a tenth), exactly half way between two whole
    /// radii; and their backs, 121.26 by 168.26 points with corners of 8.46,
    /// off whole pixels everywhere. Cutting a back's box to whole pixels
    /// made its radius 8.51 across and 8.50 down, either side of a half.
    /// Both used to fall back to triangle fans (unantialiased, and in SDL's
    /// software renderer several times the cost of the rectangles).
    @Test func cardsWithHalfPixelCornersOrOffPixelBoxesAreFilledInBands() {
        let canvas = OffscreenCanvas(width: 1100, height: 700)
        var cards: [CALayer] = []
        for (index, x) in stride(from: 0.0, to: 950, by: 37.3).enumerated() {
            let y = Double(index % 4) * 160.7
            let card = CALayer()
            card.frame = CGRect(x: x, y: y, width: 135, height: 181)
            card.cornerRadius = 13.5
            card.backgroundColor = CGColor(red: 0.97, green: 1, blue: 0.97, alpha: 1)
            let back = CALayer()
            back.frame = CGRect(x: x + 6.87, y: y + 6.87 + 0.31 * Double(index % 3), width: 121.26, height: 168.26)
            back.cornerRadius = 8.46
            back.backgroundColor = CGColor(red: 0.85, green: 0.3, blue: 0.12, alpha: 1)
            cards += [card, back]
        }
        canvas.render(stillRoot(width: 1100, height: 700, cards))
        #expect(canvas.layers.lastBandedFills == cards.count)
        #expect(canvas.layers.lastDrawCalls == 0, "no triangles")
    }

    /// An opaque fill drawn as triangles (a card turned a little) and its
    /// translucent border go to SDL apart: together, the fill was blended
    /// too, each of its triangles through a scratch surface the size of its
    /// bounding box. The fill's pixels are its colour exactly.
    @Test func anOpaqueFanIsSubmittedApartFromATranslucentRing() {
        let canvas = OffscreenCanvas(width: 300, height: 300)
        let card = CALayer()
        card.frame = CGRect(x: 80, y: 60, width: 135, height: 181)
        card.cornerRadius = 13.5
        card.transform = CATransform3DMakeRotation(0.05, 0, 0, 1)
        card.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        card.borderWidth = 1
        card.borderColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.25)
        canvas.render(stillRoot(width: 300, height: 300, [card]))
        #expect(canvas.layers.lastDrawCalls == 2, "\(canvas.layers.lastDrawCalls) geometry calls")
        #expect(canvas.pixel(150, 150) == RGBA(255, 255, 255))
    }
}

/// Upright rounded backgrounds and borders on whole pixels take their
/// corners from textures Cairo rasterized, antialiased; the rest is rectangles.
@Suite(.serialized) struct CornerTextureTests {
    func card(_ frame: CGRect, radius: CGFloat, border: CGFloat) -> CALayer {
        let card = CALayer()
        card.frame = frame
        card.cornerRadius = radius
        card.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        card.borderWidth = border
        card.borderColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        return card
    }

    func render(_ layers: [CALayer], size: Int32 = 200) -> OffscreenCanvas {
        let canvas = OffscreenCanvas(width: size, height: size)
        canvas.render(stillRoot(width: CGFloat(size), height: CGFloat(size), layers))
        return canvas
    }

    @Test func aBorderedCardIsRectanglesAndAntialiasedCorners() {
        let canvas = render([card(CGRect(x: 20, y: 20, width: 100, height: 140), radius: 12, border: 2)])
        #expect(canvas.layers.lastDrawCalls == 0, "no triangles")
        #expect(canvas.layers.lastBandedFills == 1)
        #expect(canvas.pixel(70, 21) == RGBA(255, 0, 0))       // the top border, 2 px
        #expect(canvas.pixel(70, 22) == RGBA(255, 255, 255))   // the fill under it
        #expect(canvas.pixel(21, 90) == RGBA(255, 0, 0))       // the left border
        #expect(canvas.pixel(20, 20) == RGBA(0, 0, 0))         // outside the corner
        #expect(canvas.pixel(31, 31) == RGBA(255, 255, 255))   // inside the corner
        // Along the corner's outer arc (centre 32, 32; radius 12) pixels are partly covered:
        // the red border (over the white fill's own antialiased edge) on the black outside.
        let arc = (20..<32).map { canvas.pixel($0, 32 - Int((144 - Double((32 - $0) * (32 - $0))).squareRoot())) }
        let partial = arc.filter { $0.r > 0 && $0.r < 255 }
        // (Seen once in CI and not reproduced since: the corner's rows say what was drawn.)
        let corner = (20..<32).map { y in (20..<32).map { canvas.pixel($0, y).r } }
        #expect(!partial.isEmpty, "no antialiased pixel on the arc \(arc); the corner's red, by row: \(corner)")
        #expect(partial.allSatisfy { $0.r > $0.g && $0.g == $0.b }, "\(partial)")
    }

    @Test func bordersWiderThanTheirCornersCirclesAndSquaresStayWhole() {
        let canvas = render([card(CGRect(x: 10, y: 10, width: 60, height: 60), radius: 4, border: 9),   // ring wider than the corner
                             card(CGRect(x: 100, y: 10, width: 60, height: 60), radius: 30, border: 3), // a circle
                             card(CGRect(x: 10, y: 100, width: 60, height: 60), radius: 0, border: 5)])  // square
        #expect(canvas.layers.lastDrawCalls == 0)
        // The wide ring: red up to 9 px in, white after, corners cut only within 4 px.
        #expect(canvas.pixel(14, 14) == RGBA(255, 0, 0) && canvas.pixel(18, 40) == RGBA(255, 0, 0))
        #expect(canvas.pixel(19, 40) == RGBA(255, 255, 255) && canvas.pixel(40, 19) == RGBA(255, 255, 255))
        #expect(canvas.pixel(10, 10) == RGBA(0, 0, 0))
        // The circle: a red rim, white middle, black corners.
        #expect(canvas.pixel(130, 11) == RGBA(255, 0, 0) && canvas.pixel(130, 40) == RGBA(255, 255, 255))
        #expect(canvas.pixel(102, 12) == RGBA(0, 0, 0) && canvas.pixel(158, 68) == RGBA(0, 0, 0))
        // The square: 5 px of red on every side, corners included.
        #expect(canvas.pixel(10, 100) == RGBA(255, 0, 0) && canvas.pixel(69, 159) == RGBA(255, 0, 0))
        #expect(canvas.pixel(14, 130) == RGBA(255, 0, 0) && canvas.pixel(15, 130) == RGBA(255, 255, 255))
    }

    /// The same card drawn by Cairo, antialiased: the white fill, then the
    /// red ring `border` wide inside it, on black; the pixel at `x`, `y`.
    func cairoCard(_ frame: CGRect, radius: Double, border: Double, size: Int32 = 200) -> (Int, Int) -> RGBA {
        let image = cairo_image_surface_create(CAIRO_FORMAT_RGB24, size, size)!
        let cr = cairo_create(image)!
        func roundedRect(_ r: CGRect, _ radius: Double) {
            cairo_new_sub_path(cr)
            cairo_arc(cr, r.maxX - radius, r.minY + radius, radius, -.pi / 2, 0)
            cairo_arc(cr, r.maxX - radius, r.maxY - radius, radius, 0, .pi / 2)
            cairo_arc(cr, r.minX + radius, r.maxY - radius, radius, .pi / 2, .pi)
            cairo_arc(cr, r.minX + radius, r.minY + radius, radius, .pi, 1.5 * .pi)
            cairo_close_path(cr)
        }
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_paint(cr)
        cairo_set_source_rgb(cr, 1, 1, 1)
        roundedRect(frame, radius)
        cairo_fill(cr)
        cairo_set_source_rgb(cr, 1, 0, 0)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        roundedRect(frame, radius)
        roundedRect(frame.insetBy(dx: border, dy: border), radius - border)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(image)
        let (stride, data) = (Int(cairo_image_surface_get_stride(image)), cairo_image_surface_get_data(image)!)
        var pixels: [RGBA] = []
        for y in 0..<Int(size) {
            for x in 0..<Int(size) {
                let value = UnsafeRawPointer(data).load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
                pixels.append(RGBA(UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF), 255))
            }
        }
        cairo_surface_destroy(image)
        return { x, y in pixels[y * Int(size) + x] }
    }

    /// A border between whole pixels (1.5 points at scale 1: the viewer's
    /// Save buttons) is its whole rows and columns and one more blended at
    /// the part it covers, with corners from Cairo: the same pixels as
    /// Cairo's own antialiased card, everywhere. Drawn as triangles it was
    /// one or two pixels wide by edge, as SDL's rule cut them, with notches
    /// at the corners.
    @Test(arguments: [1.5, 0.75, 2.5, 3.25])
    func aBorderBetweenWholePixelsIsAntialiasedAsCairoDrawsIt(border: Double) {
        let frame = CGRect(x: 20, y: 30, width: 100, height: 40)
        let canvas = render([card(frame, radius: 7, border: CGFloat(border))])
        #expect(canvas.layers.lastDrawCalls == 0, "no triangles")
        let cairo = cairoCard(frame, radius: 7, border: border)
        let worst = worstDifference(canvas, cairo)
        #expect(worst.difference <= Self.cairosSampling, "\(worst): ours \(canvas.pixel(worst.x, worst.y)), Cairo's \(cairo(worst.x, worst.y))")
        // The top edge: a whole red row, then red half over the white fill (for 1.5).
        if border == 1.5 {
            #expect(canvas.pixel(70, 30) == RGBA(255, 0, 0))
            let half = canvas.pixel(70, 31)
            #expect(half.r > 250 && (124...131).contains(half.g) && half.g == half.b, "\(half)")
            #expect(canvas.pixel(70, 32) == RGBA(255, 255, 255))
        }
    }

    /// Seeded cards on whole pixels, every radius and quarter-pixel border
    /// narrower than it: the same pixels as Cairo's, corners and bands.
    /// Seeded: `LAYER_ANIMATION_SEED=N swift test` tries another seed.
    @Test func randomBordersBetweenWholePixelsMatchCairos() {
        let seed = SplitMix64.testSeed(20_261_201)
        var g = SplitMix64(seed: seed)
        for _ in 0..<30 {
            let radius = Int.random(in: 1...16, using: &g)
            let border = Double(Int.random(in: 1..<(4 * radius), using: &g)) / 4
            let frame = CGRect(x: Int.random(in: 0...60, using: &g), y: Int.random(in: 0...60, using: &g),
                               width: Int.random(in: 2 * radius...130, using: &g), height: Int.random(in: 2 * radius...130, using: &g))
            let canvas = render([card(frame, radius: CGFloat(radius), border: CGFloat(border))])
            let cairo = cairoCard(frame, radius: Double(radius), border: border)
            let worst = worstDifference(canvas, cairo)
            #expect(canvas.layers.lastDrawCalls == 0, "seed \(seed): \(frame), radius \(radius), border \(border)")
            #expect(worst.difference <= Self.cairosSampling,
                    "seed \(seed): \(frame), radius \(radius), border \(border): \(worst), ours \(canvas.pixel(worst.x, worst.y)), Cairo's \(cairo(worst.x, worst.y))")
        }
    }

    /// Cairo's rasterizer counts coverage on 15 rows of samples a pixel: a
    /// half-covered row is 7/15 covered there, 9 levels from exact.
    static let cairosSampling = 10

    /// The largest difference in a channel between `canvas` and `cairo`, and where.
    func worstDifference(_ canvas: OffscreenCanvas, _ cairo: (Int, Int) -> RGBA, size: Int = 200) -> (difference: Int, x: Int, y: Int) {
        var worst = (difference: 0, x: 0, y: 0)
        for y in 0..<size {
            for x in 0..<size {
                let (ours, theirs) = (canvas.pixel(x, y), cairo(x, y))
                let difference = max(abs(Int(ours.r) - Int(theirs.r)), abs(Int(ours.g) - Int(theirs.g)), abs(Int(ours.b) - Int(theirs.b)))
                if difference > worst.difference { worst = (difference, x, y) }
            }
        }
        return worst
    }

    @Test func offPixelCardsAreCutToWholePixelsAndTranslucentBordersStayTriangles() {
        // Moving cards are rarely on whole pixels: cut there, as SDL cuts a triangle's vertices.
        let off = render([card(CGRect(x: 20.6, y: 19.7, width: 100, height: 140), radius: 12, border: 2)])
        #expect(off.layers.lastDrawCalls == 0)
        #expect(off.pixel(20, 90) == RGBA(255, 0, 0) && off.pixel(19, 90) == RGBA(0, 0, 0))
        #expect(off.pixel(70, 19) == RGBA(255, 0, 0) && off.pixel(70, 18) == RGBA(0, 0, 0))
        let translucent = card(CGRect(x: 20, y: 20, width: 100, height: 140), radius: 12, border: 2)
        translucent.borderColor = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        let canvas = render([translucent])
        #expect(canvas.layers.lastDrawCalls > 0)
        // Half red over the white fill (SDL's blend rounds a level or two down).
        let top = canvas.pixel(70, 20)
        #expect(top.r > 250 && (124...129).contains(top.g) && top.g == top.b, "\(top)")
    }
}

/// Rounded cards far off screen, at the ends of SDL's integers, draw nothing and never trap.
@Suite struct FarRoundedCardTests {
    @Test func cardsAtTheEndsOfSDLsIntegersDrawNothing() {
        let canvas = OffscreenCanvas(width: 100, height: 100)
        var cards: [CALayer] = []
        for x in [-2_147_483_640.0, -2_147_483_000.0, 2_147_483_000.0, -1e12, 1e12] {
            let card = CALayer()
            card.frame = CGRect(x: x, y: 10, width: 60, height: 60)
            card.cornerRadius = 10
            card.borderWidth = 2
            card.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            card.borderColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            card.shadowOpacity = 0.5
            card.transform = x < -2e9 && x > -2.2e9 ? CATransform3DIdentity : CATransform3DMakeRotation(0.3, 0, 0, 1)
            cards.append(card)
        }
        canvas.render(stillRoot(width: 100, height: 100, cards))
        #expect(canvas.pixel(50, 50) == RGBA(0, 0, 0))
    }
}
