import CSDL2
import Foundation
import LayerAnimation
import LayerAnimators
import Testing
@testable import LayerRendering

/// `CALayer.transition(with:)` flips drawn: the old face for the first half,
/// the new one for the second, turned with perspective.
@Suite(.serialized) struct FlipRenderingTests {
    /// A 40-point square at the centre of 80 x 60, blue, flipped to red
    /// with `options`, drawn at `fraction` of a 1 s transition: the colours
    /// along the middle row.
    func row(_ options: LayerAnimationOptions, at fraction: Double) -> [RGBA] {
        let canvas = OffscreenCanvas(width: 80, height: 60)
        let card = CALayer()
        card.frame = CGRect(x: 20, y: 10, width: 40, height: 40)
        card.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let root = scene(size: CGSize(width: 80, height: 60), child: card)
        let clock = ManualMediaClock(now: 0)
        clock.run {
            canvas.render(root, at: 0)
            CALayer.transition(with: card, duration: 1, options: options.union(.curveLinear), animations: {
                card.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            })
            clock.now = fraction
            canvas.render(root, at: fraction)
        }
        return (0..<80).map { canvas.pixel($0, 30) }
    }

    static func count(_ row: [RGBA], _ color: RGBA) -> Int { row.filter { $0 == color }.count }
    static let blue = RGBA(0, 0, 255), red = RGBA(255, 0, 0)

    @Test func aFlipShowsTheOldFaceThenTheNewTurningHalfATurn() {
        let start = row(.transitionFlipFromLeft, at: 0)
        #expect(Self.count(start, Self.blue) == 40 && Self.count(start, Self.red) == 0)
        let quarter = row(.transitionFlipFromLeft, at: 0.25)  // turned 45°: narrower, still blue
        let quarterBlue = Self.count(quarter, Self.blue)
        #expect(quarterBlue > 22 && quarterBlue < 36 && Self.count(quarter, Self.red) == 0)
        let half = row(.transitionFlipFromLeft, at: 0.5)  // edge-on
        #expect(Self.count(half, Self.blue) + Self.count(half, Self.red) <= 2)
        let threeQuarters = row(.transitionFlipFromLeft, at: 0.75)
        let red = Self.count(threeQuarters, Self.red)
        #expect(red > 22 && red < 36 && Self.count(threeQuarters, Self.blue) == 0)
        let end = row(.transitionFlipFromLeft, at: 1)
        #expect(Self.count(end, Self.red) == 40)
        // Perspective: the edge coming towards the eye is taller than the one going away.
        #expect(abs(Self.count(quarter, Self.blue) - Self.count(threeQuarters, Self.red)) <= 2)
    }

    @Test func crossDissolveMixesTheLooks() {
        let half = row(.transitionCrossDissolve, at: 0.5)
        #expect(abs(Int(half[40].r) - 128) <= 2 && abs(Int(half[40].b) - 127) <= 2)
    }

    @Test func aFlipFromTheTopTurnsAboutX() {
        let canvasRow = row(.transitionFlipFromTop, at: 0.25)
        // Turned about x: the middle row keeps its full width.
        #expect(Self.count(canvasRow, Self.blue) >= 38)
    }
}
