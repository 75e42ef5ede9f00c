import CSDL2
import Foundation
import LayerAnimation
import Testing
@testable import LayerRendering

/// Particles on screen: their cell's picture, placed, scaled, tinted; additive mode.
@Suite struct EmitterRenderingTests {
    /// A white square `side` points wide, as a recorded drawing.
    static func square(_ side: CGFloat) -> CALayerDrawing {
        let ctx = CGContext(size: CGSize(width: side, height: side))
        ctx.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: side, height: side))
        return CALayerDrawing(size: ctx.size, scale: 1, commands: ctx.commands)
    }

    static func emitter(color: CGColor, rate: Float = 1) -> (CAEmitterLayer, CAEmitterCell) {
        let layer = CAEmitterLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.emitterPosition = CGPoint(x: 50, y: 50)
        let cell = CAEmitterCell()
        cell.birthRate = rate
        cell.lifetime = 100
        cell.contents = Self.square(10)
        cell.color = color
        layer.emitterCells = [cell]
        return (layer, cell)
    }

    @Test func particlesShowTheirCellsPictureTinted() {
        let canvas = OffscreenCanvas(width: 100, height: 100)
        let (layer, cell) = Self.emitter(color: CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        cell.scale = 2  // 20 points wide
        let root = stillRoot(width: 100, height: 100, [layer])
        canvas.render(root, at: 0)
        #expect(canvas.pixel(50, 50) == RGBA(0, 0, 0))  // nothing born yet
        canvas.render(root, at: 1.5)
        #expect(canvas.pixel(50, 50) == RGBA(255, 0, 0))
        #expect(canvas.pixel(58, 58) == RGBA(255, 0, 0))
        #expect(canvas.pixel(62, 50) == RGBA(0, 0, 0))
    }

    @Test func additiveParticlesAddUp() {
        let canvas = OffscreenCanvas(width: 100, height: 100)
        let half = CGColor(red: 0.5, green: 0, blue: 0, alpha: 1)
        for (mode, expected) in [(CAEmitterLayerRenderMode.additive, 255), (.unordered, 128)] {
            let (layer, _) = Self.emitter(color: half, rate: 1)
            layer.renderMode = mode
            let root = stillRoot(width: 100, height: 100, [layer])
            canvas.render(root, at: 0)
            canvas.render(root, at: 2.5)  // two particles on the same spot
            #expect(abs(Int(canvas.pixel(50, 50).r) - expected) <= 2, "\(mode.rawValue)")
        }
    }

    /// A cell without contents draws nothing; a running emitter keeps frames coming.
    @Test func noContentsNoPixels() {
        let canvas = OffscreenCanvas(width: 100, height: 100)
        let (layer, cell) = Self.emitter(color: CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        cell.contents = nil
        let root = stillRoot(width: 100, height: 100, [layer])
        canvas.render(root, at: 0)
        canvas.render(root, at: 3)
        #expect(canvas.pixel(50, 50) == RGBA(0, 0, 0))
        #expect(root.evaluateFrame(atTime: 3.1).needsNextFrame)
    }
}
