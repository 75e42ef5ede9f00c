import CSDL2
import Foundation
import LayerAnimation
import Testing
@testable import LayerRendering

/// A layer's draw(in:) played by Cairo and drawn like any contents.
@Suite struct DrawingRenderingTests {
    final class Target: CALayer {
        var draws = 0
        override func draw(in ctx: CGContext) {
            draws += 1
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fillEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
            ctx.setStrokeColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            ctx.setLineWidth(4)
            ctx.stroke(CGRect(x: 12, y: 12, width: 16, height: 16))
        }
    }

    @Test func aDrawnLayerShowsItsDrawingOnce() {
        let canvas = OffscreenCanvas(width: 60, height: 60)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
        root.position = CGPoint(x: 30, y: 30)
        let target = Target()
        target.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        target.position = CGPoint(x: 30, y: 30)  // covers 10...50
        target.contentsScale = 2
        root.addSublayer(target)
        target.setNeedsDisplay()
        canvas.render(root)
        #expect(canvas.pixel(30, 30) == RGBA(255, 0, 0))   // the circle's centre
        #expect(canvas.pixel(12, 12) == RGBA(0, 0, 0))     // outside the circle, inside the layer
        #expect(canvas.pixel(23, 30) == RGBA(0, 0, 255))   // the stroked square's left side (x 20...24)
        canvas.render(root)
        #expect(target.draws == 1)
        let drawing = target.contents as? CALayerDrawing
        #expect(drawing?.commands.count == 2)  // the fill and the stroke
        // A new drawing only when asked.
        target.setNeedsDisplay()
        canvas.render(root)
        #expect(target.draws == 2 && target.contents as? CALayerDrawing !== drawing)
    }

    @Test func rasterizingFollowsTheScaleAndSurvivesBadDrawings() throws {
        let drawing = CALayerDrawing(size: CGSize(width: 10, height: 5), scale: 3, commands: [])
        let surface = try #require(DrawingRasterizer.rasterize(drawing))
        #expect(surface.pointee.w == 30 && surface.pointee.h == 15)
        SDL_FreeSurface(surface)
        #expect(DrawingRasterizer.rasterize(CALayerDrawing(size: .zero, scale: 1, commands: [])) == nil)
        #expect(DrawingRasterizer.rasterize(CALayerDrawing(size: CGSize(width: 1e9, height: 1), scale: 1, commands: [])) == nil)
    }
}

@Suite struct ShapeRenderingTests {
    @Test func shapeLayersDrawTheirPathBeyondZeroBounds() {
        let canvas = OffscreenCanvas(width: 60, height: 60)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
        root.position = CGPoint(x: 30, y: 30)
        let shape = CAShapeLayer()  // zero bounds at the root's origin, as UIKit code often leaves it
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 10, y: 30))
        line.addLine(to: CGPoint(x: 50, y: 30))
        shape.path = line
        shape.fillColor = nil
        shape.strokeColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        shape.lineWidth = 6
        shape.strokeEnd = 0.5
        root.addSublayer(shape)
        canvas.render(root)
        #expect(canvas.pixel(20, 30) == RGBA(0, 255, 0))  // the first half is stroked
        #expect(canvas.pixel(40, 30) == RGBA(0, 0, 0))    // the second is not
        #expect(canvas.pixel(20, 25) == RGBA(0, 0, 0))    // 6 points wide: y 27...33
        let circle = CAShapeLayer()
        circle.path = CGPath(ellipseIn: CGRect(x: 5, y: 5, width: 16, height: 16), transform: nil)
        circle.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(circle)
        canvas.render(root)
        #expect(canvas.pixel(13, 13) == RGBA(255, 0, 0) && canvas.pixel(6, 6) == RGBA(0, 0, 0))
    }
}

@Suite struct ShapeAnimationRenderingTests {
    private func ring() -> (root: CALayer, shape: CAShapeLayer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
        root.position = CGPoint(x: 30, y: 30)
        let shape = CAShapeLayer()
        shape.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 40, height: 40), transform: nil)
        shape.fillColor = nil
        shape.strokeColor = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
        shape.lineWidth = 4
        root.addSublayer(shape)
        return (root, shape)
    }

    @Test func aStaticShapeIsRasterizedOnce() {
        let canvas = OffscreenCanvas(width: 60, height: 60)
        let (root, _) = ring()
        for frame in 0..<10 { canvas.render(root, at: Double(frame) / 60) }
        #expect(canvas.layers.drawingsRasterized == 1)
    }

    @Test func anAnimatedStrokeEndRedrawsAtMostOncePerFrame() {
        let canvas = OffscreenCanvas(width: 60, height: 60)
        let (root, shape) = ring()
        let grow = CABasicAnimation(keyPath: "strokeEnd")
        (grow.fromValue, grow.toValue, grow.duration) = (0.0, 1.0, 1)
        ManualMediaClock(now: 0).run { shape.add(grow, forKey: "grow") }
        canvas.render(root, at: 0)
        let before = canvas.layers.drawingsRasterized
        for frame in 1...10 { canvas.render(root, at: Double(frame) / 20) }
        #expect(canvas.layers.drawingsRasterized - before == 10)
        // Half-way: from the rightmost point by the bottom to the left, not yet the top.
        canvas.render(root, at: 0.5)
        #expect(shape.presentedProperties.shape.strokeEnd == 0.5)
        #expect(canvas.pixel(30, 49) != RGBA(0, 0, 0) && canvas.pixel(30, 11) == RGBA(0, 0, 0))
        // Ended: the model again, and no more drawings while nothing changes.
        canvas.render(root, at: 2)
        let settled = canvas.layers.drawingsRasterized
        canvas.render(root, at: 3)
        #expect(canvas.layers.drawingsRasterized == settled && canvas.pixel(30, 11) != RGBA(0, 0, 0))
    }

    @Test func shapeValuesAnimateImplicitly() {
        let (root, shape) = ring()
        let clock = ManualMediaClock(now: 0)
        clock.run {
            root.evaluateFrame(atTime: 0)
            shape.strokeEnd = 0.25
            #expect(shape.animationKeys() == ["strokeEnd"] && shape.strokeEnd == 0.25)
            root.evaluateFrame(atTime: 0)
            #expect(shape.presentedProperties.shape.strokeEnd == 1)
        }
    }
}

@Suite struct ContentsGravityRenderingTests {
    /// A 10x10-point red square, as an image with its own size would be.
    final class Patch: LayerContents {
        var texture: OpaquePointer?
        var naturalSize: CGSize? { CGSize(width: 10, height: 10) }
        func texture(for renderer: OpaquePointer, pixelSize: CGSize) -> OpaquePointer? {
            if let texture { return texture }
            let surface = SDL_CreateRGBSurfaceWithFormat(0, 10, 10, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)!
            SDL_FillRect(surface, nil, 0xFFFF_0000)
            texture = SDL_CreateTextureFromSurface(renderer, surface)
            SDL_FreeSurface(surface)
            return texture
        }
        deinit { if let texture { SDL_DestroyTexture(texture) } }
    }

    @Test func gravityPlacesContentsInTheBounds() {
        let canvas = OffscreenCanvas(width: 60, height: 60)
        let patch = Patch()
        for (gravity, inside, outside) in [(CALayerContentsGravity.topLeft, (12, 12), (45, 45)),
                                           (.bottomRight, (45, 45), (12, 12)),
                                           (.center, (30, 30), (12, 12)),
                                           (.resize, (12, 48), (5, 5))] {
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
            root.position = CGPoint(x: 30, y: 30)
            let layer = CALayer()
            layer.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
            layer.contents = patch
            layer.contentsGravity = gravity
            root.addSublayer(layer)
            canvas.render(root)
            #expect(canvas.pixel(inside.0, inside.1) == RGBA(255, 0, 0), "\(gravity.rawValue)")
            #expect(canvas.pixel(outside.0, outside.1) == RGBA(0, 0, 0), "\(gravity.rawValue)")
        }
    }
}

/// A drawing is rasterized rounded up to whole pixels; drawn upright at
/// about that size, it is placed pixel for pixel, not stretched by a
/// fraction of a pixel.
@Suite struct NativeSizeBlitTests {
    /// Stripes one point wide at every tenth point, the last at 90...91.
    final class Ruler: CALayer {
        override func draw(in ctx: CGContext) {
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            for x in stride(from: 0, through: 90, by: 10) { ctx.fill(CGRect(x: CGFloat(x), y: 0, width: 1, height: 20)) }
        }
    }

    @Test func aDrawingAFractionOfAPixelOffItsSizeKeepsItsPixels() {
        let canvas = OffscreenCanvas(width: 120, height: 30)
        let ruler = Ruler()
        ruler.frame = CGRect(x: 10.4, y: 5.3, width: 91.08, height: 20)  // a texture of 92 x 20 pixels
        ruler.setNeedsDisplay()
        canvas.render(stillRoot(width: 120, height: 30, [ruler]), background: RGBA(255, 255, 255))
        // Every stripe one pixel wide, ten pixels apart, from the nearest whole pixel (10).
        for x in stride(from: 0, through: 90, by: 10) {
            #expect(canvas.pixel(10 + x, 15) == RGBA(255, 0, 0), "stripe at \(x)")
            #expect(canvas.pixel(11 + x, 15) == RGBA(255, 255, 255), "after the stripe at \(x)")
        }
    }
}
