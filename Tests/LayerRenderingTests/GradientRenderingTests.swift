import CSDL2
import Foundation
@testable import LayerAnimation
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

/// Radial and conic gradient layers drawn from a run of colours match
/// Cairo's own patterns (drawn with a clip the size of the picture).
@Suite struct RadialGradientRasterTests {
    static func layerDrawing(_ type: CAGradientLayerType, start: CGPoint, end: CGPoint, clipped: Bool) -> CALayerDrawing {
        let layer = CAGradientLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 120, height: 90)
        layer.type = type
        layer.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 1, blue: 1, alpha: 1),
                        CGColor(red: 0, green: 0, blue: 1, alpha: 0.5), CGColor(red: 1, green: 0, blue: 0, alpha: 1)]
        layer.locations = [-0.1, 0.3, 0.7, 1]
        (layer.startPoint, layer.endPoint) = (start, end)
        layer.displayIfNeeded()
        let drawing = layer.contents as! CALayerDrawing
        guard clipped, case .gradient(let fill, var state) = drawing.commands[0] else { return drawing }
        state.clips = [CGGraphicsState.Clip(path: CGPath(rect: CGRect(x: 0, y: 0, width: 120, height: 90), transform: nil),
                                            rule: .winding)]
        return CALayerDrawing(size: drawing.size, scale: drawing.scale, commands: [.gradient(fill, state)], area: drawing.area)
    }

    @Test(arguments: [(CGPoint(x: 0.5, y: 0.5), CGPoint(x: 1, y: 1)), (CGPoint(x: 0.3, y: 0.37), CGPoint(x: 0.9, y: 0.6))])
    func radialMatchesCairo(_ ends: (CGPoint, CGPoint)) throws {
        #expect(RadialGradientRaster(Self.layerDrawing(.radial, start: ends.0, end: ends.1, clipped: false)) != nil)
        let fast = try #require(DrawingRasterizer.rasterize(Self.layerDrawing(.radial, start: ends.0, end: ends.1, clipped: false)))
        let cairo = try #require(DrawingRasterizer.rasterize(Self.layerDrawing(.radial, start: ends.0, end: ends.1, clipped: true)))
        defer { SDL_FreeSurface(fast); SDL_FreeSurface(cairo) }
        let differences = Self.differences(fast) { x, y in AxisGradientStripTests.pixel(cairo, x, y) }
        // A quarter pixel of a ramp crossing 255 levels in about 20 pixels: a few levels.
        #expect(differences.max()! <= 6, "largest \(differences.max()!)")
    }

    /// Conic: against the spec's value, `t = θ/2π` at each pixel's centre
    /// (Cairo's mesh of sectors is itself an approximation, off by more near the centre).
    @Test(arguments: [(CGPoint(x: 0.5, y: 0.5), CGPoint(x: 1, y: 0.5)), (CGPoint(x: 0.2, y: 0.7), CGPoint(x: 0.1, y: 0.1))])
    func conicMatchesTheAngle(_ ends: (CGPoint, CGPoint)) throws {
        let drawing = Self.layerDrawing(.conic, start: ends.0, end: ends.1, clipped: false)
        guard case .gradient(let fill, _) = drawing.commands[0], case .conic(let c, let angle) = fill.shape else {
            Issue.record("not a conic gradient"); return
        }
        #expect(RadialGradientRaster(drawing) != nil)
        let fast = try #require(DrawingRasterizer.rasterize(drawing))
        defer { SDL_FreeSurface(fast) }
        let differences = Self.differences(fast) { x, y in
            var turn = (atan2(Double(y) + 0.5 - c.y, Double(x) + 0.5 - c.x) - angle) / (2 * .pi)
            turn -= turn.rounded(.down)
            let k = fill.color(at: turn)
            func byte(_ v: CGFloat) -> UInt32 { UInt32((v * 255).rounded()) }
            return byte(k.alpha) << 24 | byte(k.red) << 16 | byte(k.green) << 8 | byte(k.blue)
        }
        // A pixel on the seam where the last colour meets the first may fall either side.
        #expect(differences[differences.count * 99 / 100] <= 3, "99th percentile \(differences[differences.count * 99 / 100])")
    }

    static func differences(_ surface: UnsafeMutablePointer<SDL_Surface>, _ expected: (Int, Int) -> UInt32) -> [Int] {
        var differences: [Int] = []
        for y in 0..<90 {
            for x in 0..<120 {
                let (p, q) = (AxisGradientStripTests.pixel(surface, x, y), expected(x, y))
                differences.append(([0, 8, 16, 24] as [UInt32]).map { abs(Int((p >> $0) & 0xFF) - Int((q >> $0) & 0xFF)) }.max()!)
            }
        }
        return differences.sorted()
    }
}

/// A centre exactly on a pixel's centre (0/0 there) still gives that pixel a colour of the run.
@Suite struct GradientCentreOnAPixelTests {
    @Test(arguments: [CAGradientLayerType.conic, .radial])
    func theCentrePixelIsAColourOfTheRun(_ type: CAGradientLayerType) throws {
        let layer = CAGradientLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 21, height: 21)
        layer.type = type
        layer.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        (layer.startPoint, layer.endPoint) = (CGPoint(x: 0.5, y: 0.5), CGPoint(x: 1, y: 1))
        layer.displayIfNeeded()
        let drawing = try #require(layer.contents as? CALayerDrawing)
        #expect(RadialGradientRaster(drawing) != nil)
        let surface = try #require(DrawingRasterizer.rasterize(drawing))
        defer { SDL_FreeSurface(surface) }
        let centre = AxisGradientStripTests.pixel(surface, 10, 10)
        #expect(centre >> 24 == 0xFF && (centre & 0x00FF00) == 0, "\(String(centre, radix: 16))")
    }
}
