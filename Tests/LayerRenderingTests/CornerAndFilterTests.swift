import CSDL2
import Foundation
import LayerAnimation
import Testing
@testable import LayerRendering

/// `maskedCorners` (which corners `cornerRadius` rounds) and the contents
/// filters (`magnificationFilter = .nearest` keeps pixels hard), drawn.
@Suite(.serialized) struct CornerAndFilterTests {
    func card(_ frame: CGRect, corners: CACornerMask, border: CGFloat = 0) -> CALayer {
        let card = CALayer()
        card.frame = frame
        card.cornerRadius = 20
        card.maskedCorners = corners
        card.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        card.borderWidth = border
        card.borderColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        return card
    }

    @Test func onlyTheMaskedCornersAreRounded() {
        let canvas = OffscreenCanvas(width: 300, height: 140)
        let top = card(CGRect(x: 10, y: 10, width: 100, height: 100), corners: [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        let none = card(CGRect(x: 150, y: 10, width: 100, height: 100), corners: [], border: 3)
        canvas.render(stillRoot(width: 300, height: 140, [top, none]))
        // The top corners are cut, the bottom ones square.
        #expect(canvas.pixel(11, 11) == RGBA(0, 0, 0) && canvas.pixel(108, 11) == RGBA(0, 0, 0))
        #expect(canvas.pixel(11, 108) == RGBA(255, 255, 255) && canvas.pixel(108, 108) == RGBA(255, 255, 255))
        #expect(canvas.pixel(60, 60) == RGBA(255, 255, 255))
        // No masked corner: a square, its border square too.
        #expect(canvas.pixel(150, 10) == RGBA(255, 0, 0) && canvas.pixel(249, 109) == RGBA(255, 0, 0))
        #expect(canvas.pixel(154, 14) == RGBA(255, 255, 255))
    }

    @Test func aBorderFollowsTheMaskedCorners() {
        let canvas = OffscreenCanvas(width: 140, height: 140)
        let left = card(CGRect(x: 10, y: 10, width: 100, height: 100), corners: [.layerMinXMinYCorner, .layerMinXMaxYCorner],
                        border: 4)
        canvas.render(stillRoot(width: 140, height: 140, [left]))
        #expect(canvas.pixel(10, 10) == RGBA(0, 0, 0) && canvas.pixel(10, 109) == RGBA(0, 0, 0), "the left corners are cut")
        #expect(canvas.pixel(109, 10) == RGBA(255, 0, 0) && canvas.pixel(109, 109) == RGBA(255, 0, 0), "the right ones square")
        #expect(canvas.pixel(60, 11) == RGBA(255, 0, 0) && canvas.pixel(60, 20) == RGBA(255, 255, 255))
    }

    /// A 2 x 1 picture, red then blue, as PNG data.
    func redThenBlue() throws -> Data {
        let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 2, 1, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        defer { SDL_FreeSurface(surface) }
        let pixels = surface.pointee.pixels!.assumingMemoryBound(to: UInt32.self)
        (pixels[0], pixels[1]) = (0xFFFF_0000, 0xFF00_00FF)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("two-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(IMG_SavePNG(surface, file.path) == 0)
        return try Data(contentsOf: file)
    }

    @Test(arguments: [CALayerContentsFilter.linear, .nearest])
    func magnifiedContentsFollowTheFilter(_ filter: CALayerContentsFilter) throws {
        let canvas = OffscreenCanvas(width: 120, height: 20)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
        layer.contents = try BitmapImage(data: redThenBlue())
        layer.magnificationFilter = filter
        canvas.render(stillRoot(width: 120, height: 20, [layer]))
        let row = (0..<100).map { canvas.pixel($0, 5) }
        let blended = row.filter { $0.r > 10 && $0.b > 10 }.count
        if filter == .nearest {
            let hard = blended == 0 && row[0..<50].allSatisfy { $0 == RGBA(255, 0, 0) } && row[50...].allSatisfy { $0 == RGBA(0, 0, 255) }
            #expect(hard, "\(row.map { "\($0.r),\($0.b)" })")
        } else {
            #expect(blended > 20, "linear sampling blends across the middle: \(blended)")
        }
    }
}
