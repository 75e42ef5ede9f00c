import Foundation
import LayerAnimation
import Testing
@testable import LayerRendering

/// The renderer reads a layer's kind and drawing settings from its
/// `LayerDrawingTraits`: settings changed between frames are drawn at the
/// next one, and a copy made from a layer draws as the layer does.
@Suite(.serialized) struct DrawingTraitsRenderingTests {
    /// A layer 100 x 10 showing a 2 x 1 picture, red then blue.
    func stretchedPicture() throws -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
        layer.contents = try BitmapImage(data: CornerAndFilterTests().redThenBlue())
        return layer
    }

    /// How many pixels of row 5 mix red and blue.
    func blended(_ canvas: OffscreenCanvas) -> Int {
        (0..<100).map { canvas.pixel($0, 5) }.filter { $0.r > 10 && $0.b > 10 }.count
    }

    @Test func aFilterChangedBetweenFramesIsDrawnAtTheNext() throws {
        let canvas = OffscreenCanvas(width: 120, height: 20)
        let layer = try stretchedPicture()
        let root = stillRoot(width: 120, height: 20, [layer])
        canvas.render(root)
        #expect(blended(canvas) > 20, "linear, the default, blends across the middle")
        layer.magnificationFilter = .nearest
        canvas.render(root)
        #expect(blended(canvas) == 0, "nearest keeps the two halves hard")
        layer.magnificationFilter = .linear
        canvas.render(root)
        #expect(blended(canvas) > 20)
    }

    @Test func aMaskSetAndRemovedBetweenFramesIsFollowed() {
        let canvas = OffscreenCanvas(width: 100, height: 100)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let root = stillRoot(width: 100, height: 100, [layer])
        canvas.render(root)
        #expect(canvas.pixel(80, 80) == RGBA(255, 255, 255))
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        mask.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        layer.mask = mask
        canvas.render(root)
        #expect(canvas.pixel(20, 20) == RGBA(255, 255, 255) && canvas.pixel(80, 80) == RGBA(0, 0, 0), "masked to its top-left quarter")
        layer.mask = nil
        canvas.render(root)
        #expect(canvas.pixel(80, 80) == RGBA(255, 255, 255))
    }

    @Test func aCopyMadeFromALayerDrawsItsContentsPlacedAsTheLayerDoes() throws {
        let canvas = OffscreenCanvas(width: 120, height: 20)
        let layer = try stretchedPicture()
        layer.contentsGravity = .left  // the 2 x 1 picture at its own size, at the left
        let copy = CALayer(layer: layer)
        canvas.render(stillRoot(width: 120, height: 20, [copy]))
        #expect(canvas.pixel(50, 5) == RGBA(0, 0, 0), "not stretched over the bounds")
        copy.contentsGravity = .resize
        canvas.render(stillRoot(width: 120, height: 20, [copy]))
        #expect(canvas.pixel(20, 5).r > 200 && canvas.pixel(80, 5).b > 200, "stretched once the gravity is resize")
    }
}
