import CSDL2
import Foundation
import LayerAnimation
import Testing
@testable import LayerRendering

/// At 2 pixels per point, vector content (shapes, recorded drawings, text)
/// is rasterized at the screen's scale whatever its `contentsScale`.
@Suite(.serialized) struct HiDPIRenderingTests {
    /// A shape layer filling x 10...10.5, y 0...10 (points) in a 20-point square.
    func halfPointBar(pixelsPerPoint: Double) -> OffscreenCanvas {
        let side = Int32(20 * pixelsPerPoint)
        let canvas = OffscreenCanvas(width: side, height: side)
        canvas.layers.pixelsPerPoint = pixelsPerPoint
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        shape.path = CGPath(rect: CGRect(x: 10, y: 0, width: 0.5, height: 10), transform: nil)
        shape.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        canvas.render(scene(size: CGSize(width: 20, height: 20), child: shape))
        return canvas
    }

    @Test func shapesAreSharpAtTheScreensScale() {
        let single = halfPointBar(pixelsPerPoint: 1)
        #expect(abs(Int(single.pixel(10, 5).r) - 128) <= 2)  // half a pixel covered
        let double = halfPointBar(pixelsPerPoint: 2)
        #expect(double.pixel(20, 10) == RGBA(255, 0, 0))    // a whole pixel at scale 2
        #expect(double.pixel(21, 10) == RGBA(0, 0, 0))
        #expect(double.pixel(19, 10) == RGBA(0, 0, 0))
    }

    @Test func textIsLaidOutAtTheScreensScale() throws {
        let drawing = CATextDrawing(string: "Hg", fontName: nil, fontSize: 20, color: ColorComponents(red: 1, green: 1, blue: 1, alpha: 1),
                                    isWrapped: false, alignment: .left, truncation: .none,
                                    size: CGSize(width: 60, height: 30), scale: 1)
        _ = OffscreenCanvas(width: 10, height: 10)  // SDL and SDL2_ttf started
        let text = try TextRenderer(fontPaths: TextRenderer.fontPaths())
        let single = TextLayout(drawing, text: text), double = TextLayout(drawing, text: text, atLeast: 2)
        #expect((single.width, single.height, single.pixelSize) == (60, 30, 20))
        #expect((double.width, double.height, double.pixelSize) == (120, 60, 40))
        // Drawn: the glyphs are twice as tall in pixels.
        func inkRows(_ layout: TextLayout) -> Int {
            guard let surface = layout.render() else { return 0 }
            defer { SDL_FreeSurface(surface) }
            var rows = 0
            for y in 0..<Int(surface.pointee.h) {
                let row = surface.pointee.pixels!.advanced(by: y * Int(surface.pointee.pitch))
                if (0..<Int(surface.pointee.w)).contains(where: { row.load(fromByteOffset: $0 * 4, as: UInt32.self) >> 24 > 128 }) { rows += 1 }
            }
            return rows
        }
        let (rows1, rows2) = (inkRows(single), inkRows(double))
        #expect(rows1 > 10 && abs(rows2 - 2 * rows1) <= 2, "\(rows1) rows at 1x, \(rows2) at 2x")
    }
}
