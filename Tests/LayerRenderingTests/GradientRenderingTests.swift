import CSDL2
import Foundation
import LayerAnimation
import Testing
@testable import LayerRendering

/// Gradient layers' pixels, drawn by Cairo through the software renderer.
@Suite struct GradientRenderingTests {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    static let clear = CGColor(red: 1, green: 1, blue: 1, alpha: 0)

    static func near(_ a: RGBA, _ b: RGBA, within tolerance: Int = 6) -> Bool {
        abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance && abs(Int(a.b) - Int(b.b)) <= tolerance
    }

    static func gradient(_ configure: (CAGradientLayer) -> Void) -> CAGradientLayer {
        let layer = CAGradientLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        configure(layer)
        return layer
    }

    @Test func anAxialGradientRunsFromStartToEnd() {
        let canvas = OffscreenCanvas(width: 100, height: 100)
        let layer = Self.gradient { $0.colors = [Self.red, Self.blue]; $0.startPoint = CGPoint(x: 0, y: 0.5); $0.endPoint = CGPoint(x: 1, y: 0.5) }
        canvas.render(stillRoot(width: 100, height: 100, [layer]))
        #expect(Self.near(canvas.pixel(0, 50), RGBA(255, 0, 0)))
        #expect(Self.near(canvas.pixel(50, 10), RGBA(127, 0, 128)))
        #expect(Self.near(canvas.pixel(99, 90), RGBA(0, 0, 255)))
    }

    /// Stops outside 0...1 are honoured (a shimmer's band), the end colours extend, equal stops make a hard edge.
    @Test func stopsOutsideTheUnitRangeAndHardEdges() {
        let canvas = OffscreenCanvas(width: 100, height: 100)
        let shimmer = Self.gradient {
            $0.colors = [Self.red, Self.blue]
            $0.locations = [-1, 0.5]  // at x = 0 the blend is 2/3 of the way to blue
            $0.startPoint = CGPoint(x: 0, y: 0.5)
            $0.endPoint = CGPoint(x: 1, y: 0.5)
        }
        canvas.render(stillRoot(width: 100, height: 100, [shimmer]))
        #expect(Self.near(canvas.pixel(0, 50), RGBA(85, 0, 170), within: 8))
        #expect(Self.near(canvas.pixel(80, 50), RGBA(0, 0, 255)))
        let hard = Self.gradient {
            $0.colors = [Self.red, Self.red, Self.blue, Self.blue]
            $0.locations = [0, 0.5, 0.5, 1]
        }
        canvas.render(stillRoot(width: 100, height: 100, [hard]))
        #expect(canvas.pixel(50, 47) == RGBA(255, 0, 0))
        #expect(canvas.pixel(50, 53) == RGBA(0, 0, 255))
    }

    /// White to clear over black goes through grey: the channels blend straight, not premultiplied.
    @Test func whiteToClearGoesGrey() {
        let canvas = OffscreenCanvas(width: 100, height: 100)
        let layer = Self.gradient { $0.colors = [Self.white, CGColor(red: 0, green: 0, blue: 0, alpha: 0)] }
        canvas.render(stillRoot(width: 100, height: 100, [layer]))
        // Halfway: (0.5 grey at 0.5 alpha) over black = 0.25.
        #expect(Self.near(canvas.pixel(50, 50), RGBA(64, 64, 64), within: 8))
    }

    @Test func radialAndConicGradients() {
        let canvas = OffscreenCanvas(width: 100, height: 100)
        let radial = Self.gradient {
            $0.type = .radial
            $0.colors = [Self.red, Self.blue]
            $0.startPoint = CGPoint(x: 0.5, y: 0.5)
            $0.endPoint = CGPoint(x: 1, y: 0.75)  // radii 50 by 25
        }
        canvas.render(stillRoot(width: 100, height: 100, [radial]))
        #expect(Self.near(canvas.pixel(50, 50), RGBA(255, 0, 0), within: 12))
        #expect(Self.near(canvas.pixel(75, 50), RGBA(127, 0, 128), within: 8))  // half the x radius
        #expect(Self.near(canvas.pixel(50, 62), RGBA(127, 0, 128), within: 16))  // half the y radius
        #expect(Self.near(canvas.pixel(50, 90), RGBA(0, 0, 255)))  // beyond: the end colour
        let conic = Self.gradient {
            $0.type = .conic
            $0.colors = [Self.red, Self.blue]
            $0.startPoint = CGPoint(x: 0.5, y: 0.5)
            $0.endPoint = CGPoint(x: 1, y: 0.5)  // 0 points right; a quarter turn is down (clockwise on screen)
        }
        canvas.render(stillRoot(width: 100, height: 100, [conic]))
        #expect(Self.near(canvas.pixel(90, 52), RGBA(250, 0, 5), within: 12))
        #expect(Self.near(canvas.pixel(50, 90), RGBA(191, 0, 64), within: 12))  // t = 0.25
        #expect(Self.near(canvas.pixel(10, 50), RGBA(127, 0, 128), within: 12))  // t = 0.5
        #expect(Self.near(canvas.pixel(50, 10), RGBA(64, 0, 191), within: 12))  // t = 0.75
    }

    @Test func clippedToRoundedCornersOverTheBackground() {
        let canvas = OffscreenCanvas(width: 100, height: 100)
        let layer = Self.gradient {
            $0.colors = [Self.red, Self.red]
            $0.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
            $0.cornerRadius = 30
        }
        canvas.render(stillRoot(width: 100, height: 100, [layer]))
        #expect(canvas.pixel(50, 50) == RGBA(255, 0, 0))
        #expect(canvas.pixel(2, 2) == RGBA(0, 0, 0))  // outside the rounded corner (the background is rounded too)
    }

    /// As a mask, the gradient's alpha fades what it masks.
    @Test func aGradientMask() {
        let canvas = OffscreenCanvas(width: 100, height: 100)
        let solid = CALayer()
        solid.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        solid.backgroundColor = Self.white
        let mask = Self.gradient { $0.colors = [Self.white, CGColor(red: 1, green: 1, blue: 1, alpha: 0)] }
        solid.mask = mask
        canvas.render(stillRoot(width: 100, height: 100, [solid]))
        #expect(Self.near(canvas.pixel(50, 1), RGBA(255, 255, 255), within: 8))
        #expect(Self.near(canvas.pixel(50, 50), RGBA(127, 127, 127), within: 8))
        #expect(Self.near(canvas.pixel(50, 98), RGBA(0, 0, 0), within: 8))
    }

    /// An animated shimmer draws the frame's stops.
    @Test func anAnimationRedrawsEachFrame() {
        let canvas = OffscreenCanvas(width: 100, height: 100)
        let layer = Self.gradient {
            $0.colors = [Self.red, Self.blue]
            $0.startPoint = CGPoint(x: 0, y: 0.5)
            $0.endPoint = CGPoint(x: 1, y: 0.5)
        }
        let root = stillRoot(width: 100, height: 100, [layer])
        let move = CABasicAnimation(keyPath: "locations")
        move.fromValue = [0, 0.1]
        move.toValue = [0.9, 1]
        move.duration = 1
        move.beginTime = 1e-9
        layer.add(move, forKey: "move")
        canvas.render(root, at: 1e-6)
        #expect(Self.near(canvas.pixel(50, 50), RGBA(0, 0, 255)))
        canvas.render(root, at: 1 - 1e-6)
        #expect(Self.near(canvas.pixel(50, 50), RGBA(255, 0, 0)))
    }
}

/// An axial gradient drawn from one run of colours (every row a shifted
/// copy) matches rasterizing every pixel, within half a pixel of the ramp.
@Suite struct AxisGradientStripTests {
    static func drawing(start: CGPoint, end: CGPoint, clipped: Bool) -> CALayerDrawing {
        let ctx = CGContext(size: CGSize(width: 120, height: 90), scale: 1)
        if clipped {  // a clip the size of the picture: the full rasterizer, for comparison
            ctx.addRect(CGRect(x: 0, y: 0, width: 120, height: 90))
            ctx.clip()
        }
        let gradient = CGGradient(colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 1, blue: 1, alpha: 1),
                                           CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)], locations: [-0.2, 0.5, 1.3])!
        ctx.drawLinearGradient(gradient, start: start, end: end, options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        return CALayerDrawing(size: ctx.size, scale: 1, commands: ctx.commands)
    }

    static func pixel(_ surface: UnsafeMutablePointer<SDL_Surface>, _ x: Int, _ y: Int) -> UInt32 {
        surface.pointee.pixels!.load(fromByteOffset: y * Int(surface.pointee.pitch) + x * 4, as: UInt32.self)
    }

    @Test(arguments: [(CGPoint(x: 0, y: 0), CGPoint(x: 120, y: 90)), (CGPoint(x: 100, y: 10), CGPoint(x: 20, y: 80)),
                      (CGPoint(x: 60, y: 0), CGPoint(x: 70, y: 90)), (CGPoint(x: 0, y: 45), CGPoint(x: 120, y: 45)),
                      (CGPoint(x: 30, y: 90), CGPoint(x: 30, y: 0))])
    func stripMatchesTheFullRasterizer(_ ends: (CGPoint, CGPoint)) throws {
        #expect(AxisGradientStrip(Self.drawing(start: ends.0, end: ends.1, clipped: false)) != nil)
        let fast = try #require(DrawingRasterizer.rasterize(Self.drawing(start: ends.0, end: ends.1, clipped: false)))
        let full = try #require(DrawingRasterizer.rasterize(Self.drawing(start: ends.0, end: ends.1, clipped: true)))
        defer { SDL_FreeSurface(fast); SDL_FreeSurface(full) }
        var worst = 0
        for y in 0..<90 {
            for x in 0..<120 {
                let (p, q) = (Self.pixel(fast, x, y), Self.pixel(full, x, y))
                for shift in [0, 8, 16, 24] as [UInt32] {
                    worst = max(worst, abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)))
                }
            }
        }
        // Half a pixel of a ramp that crosses 255 levels in under 60 pixels: at most a few levels.
        #expect(worst <= 4, "largest channel difference \(worst)")
    }
}
