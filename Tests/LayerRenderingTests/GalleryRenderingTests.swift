import BenchmarkScenes
import CSDL2
import Foundation
import LayerAnimation
import Testing
@testable import LayerRendering

/// The gallery scene (`snowman render --scene gallery`): its pixels, and
/// the same picture whether its time was reached frame by frame or at once.
@Suite struct GalleryRenderingTests {
    static func frame(at time: Double, stepped: Bool) -> OffscreenCanvas {
        let canvas = OffscreenCanvas(width: 800, height: 500)
        let clock = ManualMediaClock(now: 0)
        clock.run {
            let root = LayerGallery.build(size: CGSize(width: 800, height: 500))
            root.evaluateFrame(atTime: 0)
            if stepped {
                var t = 0.0
                while t + 1.0 / 60 < time { t += 1.0 / 60; canvas.render(root, at: t) }
            }
            clock.now = time
            canvas.render(root, at: time)
        }
        return canvas
    }

    static func samePixels(_ a: OffscreenCanvas, _ b: OffscreenCanvas) -> Int {
        var differing = 0
        var box = (800, 500, 0, 0)
        for y in stride(from: 0, to: 500, by: 2) {
            for x in stride(from: 0, to: 800, by: 2) where a.pixel(x, y) != b.pixel(x, y) {
                differing += 1
                box = (min(box.0, x), min(box.1, y), max(box.2, x), max(box.3, y))
            }
        }
        if differing > 0 { print("differing in", box) }
        return differing
    }

    @Test func theGalleryDrawsEachClass() {
        let canvas = Self.frame(at: 2.2, stepped: false)
        let background = RGBA(20, 26, 36)
        // The conic wheel: red at 0 (to the right of its centre), yellow a sixth of a turn clockwise (below right).
        let centre = (x: 300, y: 125)
        let right = canvas.pixel(centre.x + 35, centre.y)
        #expect(right.r > 200 && right.g < 80 && right.b < 120, "\(right)")
        // The shimmer's band is light somewhere along its row, dark at its ends.
        let row = (16..<184).map { canvas.pixel($0, 125) }
        #expect(row.contains { $0.r > 180 } && row.contains { $0.r < 120 })
        // The spinner's twelve bars: the top one is drawn, the centre is empty.
        #expect(canvas.pixel(700, 72).r > 60)
        #expect(canvas.pixel(700, 125) != RGBA(255, 255, 255))
        // Sparks: some bright pixels in the emitter's cell, none outside its bounds.
        let sparkPixels = stride(from: 20, to: 180, by: 2).flatMap { x in stride(from: 270, to: 480, by: 2).map { canvas.pixel(x, $0) } }
        #expect(sparkPixels.contains { $0.r > 200 && $0.g > 120 })
        #expect(canvas.pixel(198, 480) != RGBA(255, 255, 255))
        // The masked bars fade out to the right.
        #expect(canvas.pixel(632, 380).b > canvas.pixel(765, 380).b)
        #expect(canvas.pixel(5, 5) == background)
    }

    /// An offline frame equals the window's: time reached frame by frame or at once.
    @Test func steppedAndJumpedFramesMatch() {
        let stepped = Self.frame(at: 2.2, stepped: true), jumped = Self.frame(at: 2.2, stepped: false)
        #expect(Self.samePixels(stepped, jumped) == 0)
    }
}
