import CSDL2
import Foundation
import LayerAnimation
import Testing
@testable import LayerRendering

/// A replicator's copies on screen: placed, tinted, delayed, nested.
@Suite struct ReplicatorRenderingTests {
    static func dots(count: Int, step: CGFloat = 30) -> (CAReplicatorLayer, CALayer) {
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 10, width: 20, height: 20)
        dot.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        replicator.addSublayer(dot)
        replicator.instanceCount = count
        replicator.instanceTransform = CATransform3DMakeTranslation(step, 0, 0)
        return (replicator, dot)
    }

    @Test func copiesArePlacedAndTinted() {
        let canvas = OffscreenCanvas(width: 120, height: 40)
        let (replicator, _) = Self.dots(count: 3)
        replicator.backgroundColor = CGColor(red: 0, green: 0, blue: 0.2, alpha: 1)  // drawn once, under the copies
        replicator.instanceColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        replicator.instanceGreenOffset = -0.5
        replicator.instanceBlueOffset = -0.5
        canvas.render(stillRoot(width: 120, height: 40, [replicator]))
        #expect(canvas.pixel(10, 20) == RGBA(255, 255, 255))
        #expect(canvas.pixel(40, 20) == RGBA(255, 128, 128))
        #expect(canvas.pixel(70, 20) == RGBA(255, 0, 0))
        #expect(canvas.pixel(100, 20) == RGBA(0, 0, 51))  // no fourth copy
        #expect(canvas.pixel(25, 20) == RGBA(0, 0, 51))
    }

    @Test func aCountOfZeroDrawsNoSublayersAndAlphaOffsetsFade() {
        let canvas = OffscreenCanvas(width: 120, height: 40)
        let (none, _) = Self.dots(count: 0)
        canvas.render(stillRoot(width: 120, height: 40, [none]))
        #expect(canvas.pixel(10, 20) == RGBA(0, 0, 0))
        let (fading, _) = Self.dots(count: 3)
        fading.instanceAlphaOffset = -0.5
        canvas.render(stillRoot(width: 120, height: 40, [fading]))
        #expect(canvas.pixel(10, 20) == RGBA(255, 255, 255))
        #expect(abs(Int(canvas.pixel(40, 20).r) - 128) <= 1)
        #expect(canvas.pixel(70, 20) == RGBA(0, 0, 0))
    }

    /// An activity indicator's pulse: each copy's animation runs a delay later.
    @Test func delayedCopiesPulseInTurn() {
        let canvas = OffscreenCanvas(width: 120, height: 40)
        let (replicator, dot) = Self.dots(count: 3)
        replicator.instanceDelay = 0.5
        let root = stillRoot(width: 120, height: 40, [replicator])
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1
        pulse.toValue = 0
        pulse.duration = 1
        pulse.beginTime = 10
        pulse.fillMode = .backwards
        dot.add(pulse, forKey: "pulse")
        canvas.render(root, at: 11 - 1e-9)  // copy 0 nearly gone, copy 1 halfway, copy 2 at its start
        #expect(canvas.pixel(10, 20).r < 3)
        #expect(abs(Int(canvas.pixel(40, 20).r) - 128) <= 2)
        #expect(canvas.pixel(70, 20).r > 252)
        // The dot's own presentation is the frame's again afterwards.
        #expect(dot.presentedProperties.opacity < 0.01)
    }

    @Test func nestedReplicatorsMakeAGrid() {
        let canvas = OffscreenCanvas(width: 120, height: 120)
        let (row, _) = Self.dots(count: 3)
        let grid = CAReplicatorLayer()
        grid.frame = CGRect(x: 0, y: 0, width: 120, height: 120)
        grid.addSublayer(row)
        grid.instanceCount = 3
        grid.instanceTransform = CATransform3DMakeTranslation(0, 40, 0)
        grid.instanceColor = CGColor(red: 1, green: 0, blue: 1, alpha: 1)  // tints multiply
        canvas.render(stillRoot(width: 120, height: 120, [grid]))
        for (x, y) in [(10, 20), (70, 20), (40, 60), (70, 100)] {
            #expect(canvas.pixel(x, y) == RGBA(255, 0, 255), "\(x), \(y)")
        }
        #expect(canvas.pixel(100, 100) == RGBA(0, 0, 0))
    }

    /// A rotating instance transform turns the copies about the replicator's centre (a spinner).
    @Test func copiesTurnAboutTheCentre() {
        let canvas = OffscreenCanvas(width: 100, height: 100)
        let spinner = CAReplicatorLayer()
        spinner.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let bar = CALayer()
        bar.frame = CGRect(x: 45, y: 5, width: 10, height: 20)
        bar.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        spinner.addSublayer(bar)
        spinner.instanceCount = 4
        spinner.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        canvas.render(stillRoot(width: 100, height: 100, [spinner]))
        for (x, y) in [(50, 15), (85, 50), (50, 85), (15, 50)] {
            #expect(canvas.pixel(x, y) == RGBA(255, 255, 255), "\(x), \(y)")
        }
        #expect(canvas.pixel(50, 50) == RGBA(0, 0, 0))
    }
}
