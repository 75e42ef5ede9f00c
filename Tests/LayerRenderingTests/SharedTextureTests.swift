import Foundation
import LayerAnimation
import Testing
@testable import LayerRendering

/// Layers that draw the same thing share one texture: recorded drawings by
/// their commands (`DrawingTextures`), shadows of a `shadowPath` by its
/// outline. Each keeps its own colour.
@Suite struct SharedTextureTests {
    static let yellow = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
    static let cyan = CGColor(red: 0, green: 1, blue: 1, alpha: 1)

    /// A filled disc 20 points across at `origin`, its path made anew each time.
    static func disc(at origin: CGPoint, _ color: CGColor) -> CAShapeLayer {
        let shape = CAShapeLayer()
        shape.frame = CGRect(origin: origin, size: CGSize(width: 20, height: 20))
        shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        shape.fillColor = color
        return shape
    }

    @Test func equalDrawingsShareOneRasterizationUntilNoLayerDrawsThem() {
        let canvas = OffscreenCanvas(width: 100, height: 40)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        let discs = [Self.disc(at: CGPoint(x: 0, y: 0), Self.yellow), Self.disc(at: CGPoint(x: 25, y: 0), Self.yellow),
                     Self.disc(at: CGPoint(x: 50, y: 0), Self.yellow), Self.disc(at: CGPoint(x: 75, y: 0), Self.cyan)]
        for disc in discs { root.addSublayer(disc) }
        canvas.render(root)
        #expect(canvas.layers.drawingsRasterized == 2)  // three equal discs, one other
        for x in [10, 35, 60] { #expect(canvas.pixel(x, 10) == RGBA(255, 255, 0)) }
        #expect(canvas.pixel(85, 10) == RGBA(0, 255, 255))
        // Gone from the screen, then an equal one: its texture went with them.
        root.sublayers = nil
        canvas.render(root)
        root.addSublayer(Self.disc(at: CGPoint(x: 0, y: 20), Self.yellow))
        canvas.render(root)
        #expect(canvas.layers.drawingsRasterized == 3)
        #expect(canvas.pixel(10, 30) == RGBA(255, 255, 0))
    }

    /// A white square with a hard shadow 10 points below it.
    static func shadowed(at x: CGFloat, path: CGPath?, color: CGColor) -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: x, y: 0, width: 20, height: 20)
        layer.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        layer.shadowOpacity = 1
        layer.shadowRadius = 0
        layer.shadowOffset = CGSize(width: 0, height: 10)
        layer.shadowColor = color
        layer.shadowPath = path
        return layer
    }

    @Test func equalShadowPathsShareOneBlurAndKeepTheirColours() {
        let canvas = OffscreenCanvas(width: 130, height: 40)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 130, height: 40)
        func square() -> CGPath { CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil) }
        let shared = square()
        for layer in [Self.shadowed(at: 0, path: square(), color: Self.yellow),
                      Self.shadowed(at: 25, path: square(), color: Self.yellow),
                      Self.shadowed(at: 50, path: shared, color: Self.yellow),
                      Self.shadowed(at: 75, path: shared, color: Self.cyan),  // one path object, another colour
                      Self.shadowed(at: 100, path: nil, color: Self.yellow),  // rounded bounds: keyed by size
                     ] {
            root.addSublayer(layer)
        }
        canvas.render(root)
        // Yellow squares by path, cyan by path, yellow by bounds: three blurs for five shadows.
        #expect(canvas.layers.shadowsBlurred == 3)
        for x in [10, 35, 60, 110] { #expect(canvas.pixel(x, 25) == RGBA(255, 255, 0)) }
        #expect(canvas.pixel(85, 25) == RGBA(0, 255, 255))
    }
}
