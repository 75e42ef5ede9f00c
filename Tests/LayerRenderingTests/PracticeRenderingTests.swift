import CSDL2
import Foundation
import LayerAnimation
import PracticeScene
import Testing
@testable import LayerRendering

/// The Practice scene drawn offscreen at chosen instants.
@Suite(.serialized) struct PracticeRenderingTests {
    /// The scene at 900 x 600 showing `exercise` after `action` at 0, drawn at `time`.
    func render(_ exercise: Int, _ action: String, at time: Double) -> OffscreenCanvas {
        let canvas = OffscreenCanvas(width: 900, height: 600)
        let scene = PracticeScene()
        let clock = ManualMediaClock(now: 0)
        clock.run {
            scene.layout(size: CGSize(width: 900, height: 600))
            scene.select(exercise)
            canvas.render(scene.root, at: 0)
            scene.perform(action)
            clock.now = time
            canvas.render(scene.root, at: time)
        }
        return canvas
    }

    @Test func halfwayThroughTheTransitionBothTextsShow() {
        let canvas = render(2, "transition", at: 0.5)
        // The label: 320 x 60 centred in the exercise area (y 52...568).
        var orange = 0, green = 0
        for y in 52 + 258 - 30..<52 + 258 + 30 {
            for x in 290..<610 {
                let c = canvas.pixel(x, y)
                if c.r > 200 && c.g > 110 && c.g < 180 && c.b < 60 { orange += 1 }
                if c.g > 150 && c.r < 120 && c.b < 120 { green += 1 }
            }
        }
        #expect(orange > 40 && green > 40, "orange \(orange), green \(green) pixels")
    }

    @Test func theFollowerSitsOnTheWaveCrestAtAQuarterCycle() {
        let canvas = render(1, "start-sine", at: 1.5)
        // The crest: a quarter of the way along x 40...860, a quarter of the free height above the middle.
        let top: CGFloat = 110, bottom: CGFloat = 516 - 56, free = bottom - top
        let crest = (x: Int(40 + 820 / 4), y: Int(52 + top + free / 2 - free / 4))
        let c = canvas.pixel(crest.x, crest.y)
        #expect(c.r > 220 && c.g > 120 && c.b < 40, "\(c)")
    }
}
