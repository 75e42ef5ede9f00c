import Foundation
import LayerAnimation
@testable import LayerRendering
import Testing

/// A frame's parts besides the layers: the background, an area to draw
/// in (the window under its tab strip), the frame finished for reading.
@Suite(.serialized) struct FrameTargetTests {
    @Test func clearFillsTheTargetAndAnAreaPlacesAndClipsTheRoot() {
        let canvas = OffscreenCanvas(width: 40, height: 30)
        let layers = canvas.layers!
        let root = CALayer()
        root.anchorPoint = .zero
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)  // larger than the area
        root.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.evaluateFrame(atTime: 0)
        layers.clear(to: RGBA(0, 0, 255))
        layers.draw(root, in: CGRect(x: 10, y: 5, width: 20, height: 15))
        layers.finish()
        #expect(canvas.pixel(0, 0) == RGBA(0, 0, 255), "the background")
        #expect(canvas.pixel(10, 5) == RGBA(255, 0, 0), "the root starts at the area's corner")
        #expect(canvas.pixel(29, 19) == RGBA(255, 0, 0))
        #expect(canvas.pixel(30, 19) == RGBA(0, 0, 255) && canvas.pixel(29, 20) == RGBA(0, 0, 255), "and is clipped to it")
        #expect(canvas.pixel(9, 5) == RGBA(0, 0, 255))
        // The area is in points: at 2 pixels a point it covers twice the pixels.
        layers.pixelsPerPoint = 2
        layers.clear(to: RGBA(0, 0, 255))
        layers.draw(root, in: CGRect(x: 5, y: 5, width: 10, height: 5))
        layers.finish()
        #expect(canvas.pixel(10, 10) == RGBA(255, 0, 0) && canvas.pixel(29, 19) == RGBA(255, 0, 0))
        #expect(canvas.pixel(30, 10) == RGBA(0, 0, 255) && canvas.pixel(9, 10) == RGBA(0, 0, 255))
        // Hostile areas draw nothing and do not trap.
        for area in [CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1e300)] {
            layers.draw(root, in: area)
        }
        #expect(layers.rendererName == "software")
    }
}
