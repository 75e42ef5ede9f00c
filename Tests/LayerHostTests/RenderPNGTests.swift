import CSDL2
import Foundation
import LayerHost
import Testing

/// `LayerWindow.renderPNG`: a tree at a media time, as a PNG, without a window.
@Suite struct RenderPNGTests {
    static func folder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layerhost-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The pixel at (x, y) of a PNG file as 0xAARRGGBB.
    static func pixel(_ url: URL, _ x: Int, _ y: Int) throws -> UInt32 {
        let loaded = try #require(IMG_Load(url.path))
        defer { SDL_FreeSurface(loaded) }
        let surface = try #require(SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0))
        defer { SDL_FreeSurface(surface) }
        return surface.pointee.pixels!.load(fromByteOffset: y * Int(surface.pointee.pitch) + x * 4, as: UInt32.self)
    }

    /// A square moving from x = 0 to x = 100 over 2 s, drawn at 1.5 s on
    /// the manual clock: three quarters of the way, on a transparent picture.
    @Test func theTreeAtAMediaTime() throws {
        let url = Self.folder().appendingPathComponent("frame.png")
        try ManualMediaClock(now: 0).run {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
            let square = CALayer()
            square.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
            square.position = CGPoint(x: 10, y: 50)
            square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            root.addSublayer(square)
            let move = CABasicAnimation(keyPath: "position.x")
            (move.fromValue, move.toValue, move.duration) = (10, 110, 2)
            move.timingFunction = CAMediaTimingFunction(name: .linear)
            square.add(move, forKey: "move")
            try LayerWindow.renderPNG(of: root, size: CGSize(width: 200, height: 100), atTime: 1.5,
                                      to: url)
        }
        // At 1.5 s the square's centre is at x = 85: it covers 75..<95.
        #expect(try Self.pixel(url, 85, 50) == 0xFFFF_0000)
        #expect(try Self.pixel(url, 76, 50) == 0xFFFF_0000)
        #expect(try Self.pixel(url, 73, 50) >> 24 == 0)
        #expect(try Self.pixel(url, 97, 50) >> 24 == 0)
        #expect(try Self.pixel(url, 10, 50) >> 24 == 0, "the start is empty")
    }

    /// Sizes and times that cannot be drawn, and a folder that cannot be
    /// written: one line each, nothing written.
    @Test(arguments: [(CGSize(width: 0, height: 10), 0.0), (CGSize(width: CGFloat.nan, height: 10), 0),
                      (CGSize(width: 10, height: 1e9), 0), (CGSize(width: 10, height: 10), .infinity),
                      (CGSize(width: 10, height: 10), Double.nan)])
    func badInputIsOneLine(_ size: CGSize, _ time: Double) throws {
        let url = Self.folder().appendingPathComponent("bad.png")
        #expect {
            try LayerWindow.renderPNG(of: CALayer(), size: size, atTime: time, to: url)
        } throws: { error in
            "\(error)".split(separator: "\n").count == 1 && error is LayerHostError
        }
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func anUnwritablePlaceIsOneLine() throws {
        let url = URL(fileURLWithPath: "/nonexistent-folder-\(UUID().uuidString)/frame.png")
        #expect {
            try LayerWindow.renderPNG(of: CALayer(), size: CGSize(width: 10, height: 10), atTime: 0, to: url)
        } throws: { error in
            "\(error)".contains("cannot write") && "\(error)".split(separator: "\n").count == 1
        }
    }
}
