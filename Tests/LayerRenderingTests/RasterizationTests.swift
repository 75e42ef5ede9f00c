import CSDL2

import Foundation
import LayerAnimation
import Testing
@testable import LayerRendering

/// `shouldRasterize`: a subtree drawn once into a picture, kept while it
/// only moves, turns or fades, drawn again when it changes, and looking
/// like the subtree drawn directly.
@Suite(.serialized) struct RasterizationTests {
    /// A card: rounded white background, red border, a shadow from its
    /// path, and a blue sublayer inside.
    static func card() -> (card: CALayer, mark: CALayer) {
        let card = CALayer()
        card.bounds = CGRect(x: 0, y: 0, width: 80, height: 120)
        card.position = CGPoint(x: 100, y: 100)
        card.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        card.cornerRadius = 8
        card.borderWidth = 3
        card.borderColor = CGColor(red: 0.8, green: 0.1, blue: 0.1, alpha: 1)
        card.shadowOpacity = 0.4
        card.shadowRadius = 3
        card.shadowOffset = CGSize(width: 0, height: 2)
        card.shadowPath = CGPath(roundedRect: card.bounds, cornerWidth: 8, cornerHeight: 8, transform: nil)
        let mark = CALayer()
        mark.frame = CGRect(x: 20, y: 40, width: 40, height: 40)
        mark.backgroundColor = CGColor(red: 0.1, green: 0.2, blue: 0.9, alpha: 1)
        mark.cornerRadius = 20
        card.addSublayer(mark)
        return (card, mark)
    }

    /// The card drawn directly and from its picture, turned by `angle`.
    func drawBoth(angle: CGFloat) -> (direct: OffscreenCanvas, rasterized: OffscreenCanvas) {
        let direct = OffscreenCanvas(width: 200, height: 200), rasterized = OffscreenCanvas(width: 200, height: 200)
        for (canvas, rasterizes) in [(direct, false), (rasterized, true)] {
            let (card, _) = Self.card()
            let root = stillRoot(width: 200, height: 200, [card])
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            card.transform = CATransform3DMakeRotation(angle, 0, 0, 1)
            card.shouldRasterize = rasterizes
            CATransaction.commit()
            canvas.render(root, background: RGBA(20, 90, 50))
        }
        return (direct, rasterized)
    }

    @Test func anUprightPictureMatchesTheDirectDrawing() {
        let (direct, rasterized) = drawBoth(angle: 0)
        #expect(rasterized.layers.layersRasterized == 1)
        #expect(direct.layers.layersRasterized == 0)
        // Unpremultiplying the picture rounds by a level or two where it is translucent (the shadow).
        let (count, largest) = direct.differences(from: rasterized, tolerance: 3)
        #expect(count == 0, "\(count) pixels differ, by up to \(largest)")
    }

    @Test func aTurnedPictureLooksLikeTheTurnedLayers() {
        let (direct, rasterized) = drawBoth(angle: 0.35)
        // Inside, the same colours; only edges differ (the picture is sampled
        // bilinearly, the direct drawing's triangles are not antialiased).
        #expect(rasterized.pixel(100, 100).b > 200 && rasterized.pixel(100, 100).r < 60, "\(rasterized.pixel(100, 100))")
        #expect(rasterized.pixel(100, 60).r > 240 && rasterized.pixel(100, 60).g > 240)
        // Along the edges (the card's ~420 px outline, the mark's ~130), one
        // or two pixels each side: under 3% of the picture.
        let (count, largest) = direct.differences(from: rasterized, tolerance: 48)
        #expect(count < 1_200, "\(count) pixels differ by more than 48, by up to \(largest)")
    }

    /// A subtree that changes every frame (a card being resized) is drawn
    /// directly, not pictured every frame, and pictured once it holds still.
    @Test func aSubtreeChangingEveryFrameIsDrawnDirectlyUntilItHoldsStill() {
        let canvas = OffscreenCanvas(width: 200, height: 200)
        let (card, mark) = Self.card()
        let root = stillRoot(width: 200, height: 200, [card])
        card.shouldRasterize = true
        canvas.render(root, at: 0)
        #expect(canvas.layers.layersRasterized == 1, "pictured when first seen")
        #expect(!canvas.layers.needsAnotherFrame)
        for step in 1...8 {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            card.bounds.size.width = 80 + CGFloat(step) * 4
            mark.backgroundColor = CGColor(red: 0.1, green: CGFloat(step) / 10, blue: 0.9, alpha: 1)
            CATransaction.commit()
            canvas.render(root, at: Double(step) / 60)
            // Each frame shows the change (drawn directly).
            let centre = canvas.pixel(Int(card.position.x), Int(card.position.y))
            #expect(abs(Int(centre.g) - Int((CGFloat(step) / 10 * 255).rounded())) <= 3, "step \(step): \(centre)")
            #expect(canvas.layers.needsAnotherFrame, "step \(step): a frame more pictures it once it holds still")
        }
        #expect(canvas.layers.layersRasterized == 1, "not pictured while it changes")
        canvas.render(root, at: 0.5)
        #expect(canvas.layers.layersRasterized == 2, "pictured again once it held still for a frame")
        #expect(!canvas.layers.needsAnotherFrame)
        canvas.render(root, at: 0.6)
        #expect(canvas.layers.layersRasterized == 2)
        #expect(!canvas.layers.needsAnotherFrame)
    }

    @Test func thePictureIsKeptWhileTheLayerMovesAndRedrawnWhenItChanges() {
        let canvas = OffscreenCanvas(width: 200, height: 200)
        let (card, mark) = Self.card()
        let root = stillRoot(width: 200, height: 200, [card])
        card.shouldRasterize = true
        for step in 0..<10 {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            card.position = CGPoint(x: 90 + CGFloat(step) * 2, y: 100)
            card.transform = CATransform3DMakeRotation(CGFloat(step) * 0.1, 0, 0, 1)
            card.opacity = 1 - Float(step) * 0.05
            CATransaction.commit()
            canvas.render(root, at: Double(step) / 60)
        }
        #expect(canvas.layers.layersRasterized == 1, "moving, turning and fading keep the picture")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        mark.backgroundColor = CGColor(red: 0.9, green: 0.8, blue: 0.1, alpha: 1)
        card.opacity = 1
        CATransaction.commit()
        canvas.render(root, at: 1)
        canvas.render(root, at: 1.1)
        #expect(canvas.layers.layersRasterized == 2, "a sublayer's change draws the picture again, once")
        let centre = canvas.pixel(Int(card.position.x), Int(card.position.y))
        #expect(centre.r > 200 && centre.g > 180 && centre.b < 80, "the new colour shows: \(centre)")
        card.shouldRasterize = false
        canvas.render(root, at: 1.2)
        #expect(canvas.layers.layersRasterized == 2)
        #expect(canvas.layers.rasterized.use(ObjectIdentifier(card)) == nil, "a picture not drawn in a frame is dropped")
    }

    @Test func hostileLayersDrawDirectlyOrRefuseTheScale() {
        let canvas = OffscreenCanvas(width: 200, height: 200)
        let (card, _) = Self.card()
        let root = stillRoot(width: 200, height: 200, [card])
        card.shouldRasterize = true
        let reports = DiagnosticsCounter()
        CADiagnostics.$taskHandler.withValue({ reports.add($0) }) {
            card.rasterizationScale = .nan
            card.rasterizationScale = -2
            card.rasterizationScale = .infinity
        }
        #expect(reports.count == 3)
        #expect(card.rasterizationScale == 1)
        // Too large for a picture: drawn directly, and something shows.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        card.bounds = CGRect(x: 0, y: 0, width: 1e6, height: 1e6)
        card.shadowPath = nil
        CATransaction.commit()
        canvas.render(root, background: RGBA(0, 0, 0))
        #expect(canvas.layers.layersRasterized == 0)
        #expect(canvas.pixel(100, 100).r > 200)
        // A mask draws directly too.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        card.bounds = CGRect(x: 0, y: 0, width: 80, height: 120)
        let mask = CALayer()
        mask.frame = card.bounds
        mask.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        card.mask = mask
        CATransaction.commit()
        canvas.render(root, background: RGBA(0, 0, 0))
        #expect(canvas.layers.layersRasterized == 0)
        #expect(canvas.pixel(100, 55).r > 200, "the face")
        #expect(canvas.pixel(100, 100).b > 200, "the mark")
    }
}
