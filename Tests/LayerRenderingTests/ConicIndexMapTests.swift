import CSDL2
import Foundation
@testable import LayerAnimation
import Testing
@testable import LayerRendering

/// A conic gradient's kept map of samples: the same picture with or without
/// it, made only for a geometry drawn again, and bounded.
@Suite struct ConicIndexMapTests {
    static func drawing(centre: CGPoint, colours: [CGColor]? = nil, size: CGSize = CGSize(width: 120, height: 90)) -> CALayerDrawing {
        let layer = CAGradientLayer()
        layer.bounds = CGRect(origin: .zero, size: size)
        layer.type = .conic
        layer.colors = colours ?? [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 1, blue: 0, alpha: 0.5),
                                   CGColor(red: 0, green: 0, blue: 1, alpha: 1), CGColor(red: 1, green: 0, blue: 0, alpha: 1)]
        layer.locations = [0, 0.2, 0.75, 1]
        (layer.startPoint, layer.endPoint) = (centre, CGPoint(x: 0.9, y: 0.1))
        layer.displayIfNeeded()
        return layer.contents as! CALayerDrawing
    }

    static func pixels(_ surface: UnsafeMutablePointer<SDL_Surface>) -> [UInt32] {
        var pixels: [UInt32] = []
        for y in 0..<Int(surface.pointee.h) {
            for x in 0..<Int(surface.pointee.w) { pixels.append(AxisGradientStripTests.pixel(surface, x, y)) }
        }
        return pixels
    }

    static func rasterized(_ drawing: CALayerDrawing, _ maps: ConicIndexMaps?) throws -> [UInt32] {
        let surface = try #require(DrawingRasterizer.rasterize(drawing, conicMaps: maps))
        defer { SDL_FreeSurface(surface) }
        return pixels(surface)
    }

    /// Drawn three times (no map, map made, map used) with changing colours:
    /// each picture is the one drawn without any map, bit for bit.
    @Test(arguments: [CGPoint(x: 0.5, y: 0.5), CGPoint(x: 0.13, y: 0.71), CGPoint(x: 0.5041, y: 0.4987)])
    func theMapChangesNoPixel(_ centre: CGPoint) throws {
        let maps = ConicIndexMaps()
        let palettes: [[CGColor]] = [
            [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 1, blue: 0, alpha: 0.5),
             CGColor(red: 0, green: 0, blue: 1, alpha: 1), CGColor(red: 1, green: 0, blue: 0, alpha: 1)],
            [CGColor(red: 0, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 1, blue: 1, alpha: 1),
             CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8), CGColor(red: 0, green: 0, blue: 0, alpha: 1)],
            [CGColor(red: 0.9, green: 0.8, blue: 0.1, alpha: 1), CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1),
             CGColor(red: 1, green: 0, blue: 1, alpha: 0.25), CGColor(red: 0.9, green: 0.8, blue: 0.1, alpha: 1)],
        ]
        for (index, palette) in palettes.enumerated() {
            let drawing = Self.drawing(centre: centre, colours: palette)
            let withMaps = try Self.rasterized(drawing, maps)
            #expect(maps.count == (index == 0 ? 0 : 1), "drawing \(index)")
            #expect(withMaps == (try Self.rasterized(drawing, nil)), "drawing \(index)")
        }
    }

    /// A centre that moves every frame never makes a map; two geometries
    /// drawn in turn each get one; no more than two are kept.
    @Test func mapsAreMadeForGeometriesDrawnAgain() throws {
        let maps = ConicIndexMaps()
        for step in 0..<10 {
            _ = try Self.rasterized(Self.drawing(centre: CGPoint(x: 0.3 + 0.01 * Double(step), y: 0.5)), maps)
        }
        #expect(maps.count == 0)
        let (a, b, c) = (Self.drawing(centre: CGPoint(x: 0.2, y: 0.2)), Self.drawing(centre: CGPoint(x: 0.8, y: 0.8)),
                         Self.drawing(centre: CGPoint(x: 0.5, y: 0.2)))
        for _ in 0..<3 {
            _ = try Self.rasterized(a, maps)
            _ = try Self.rasterized(b, maps)
        }
        #expect(maps.count == 2)
        for _ in 0..<2 { _ = try Self.rasterized(c, maps) }
        #expect(maps.count == ConicIndexMaps.kept)
    }

    /// No map for a picture larger than the limit (by default a 4K screen,
    /// whose map alone is 16 MB): such a picture is worked out every time.
    @Test func noMapForPicturesOverTheLimit() throws {
        #expect(ConicIndexMaps().largestPicture == 3840 * 2160)
        let maps = ConicIndexMaps(largestPicture: 120 * 90 - 1)
        let drawing = Self.drawing(centre: CGPoint(x: 0.5, y: 0.5))
        for _ in 0..<3 { _ = try Self.rasterized(drawing, maps) }
        #expect(maps.count == 0)
    }
}
