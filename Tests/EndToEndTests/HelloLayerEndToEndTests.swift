import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `Examples/HelloLayer`, built beside `snowman`, used as a person would:
/// the window opens with the shape spinning, a click moves it there, Esc closes.
@Suite(.enabled(if: endToEndEnabled)) struct HelloLayerEndToEndTests {
    static let binary = URL(fileURLWithPath: snowmanBinary).deletingLastPathComponent()
        .appendingPathComponent("HelloLayer").path

    /// Without a display: one line naming the variables and the offscreen way, status 1, at once.
    @Test func noDisplayIsOneLine() throws {
        let start = Date()
        let result = try run(Self.binary, [], unsetting: ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"], timeout: 10)
        #expect(Date().timeIntervalSince(start) < 2)
        #expect(result.status == 1)
        #expect(result.error.split(separator: "\n").count == 1, "\(result.error)")
        #expect(result.error.contains("no display") && result.error.contains("WAYLAND_DISPLAY")
                && result.error.contains("LayerWindow.renderPNG"), "\(result.error)")
    }

    /// The centre of the shape's orange pixels on the screen, and how many there are.
    static func orange(_ display: VirtualDisplay) throws -> (x: Double, y: Double, count: Int) {
        let rgb = try display.pixels()
        var (sx, sy, count) = (0.0, 0.0, 0)
        for index in stride(from: 0, to: rgb.count - 2, by: 3) where rgb[index] > 230 && rgb[index + 1] > 120
            && rgb[index + 1] < 185 && rgb[index + 2] < 90 {
            let pixel = index / 3
            (sx, sy, count) = (sx + Double(pixel % 1280), sy + Double(pixel / 1280), count + 1)
        }
        return count == 0 ? (0, 0, 0) : (sx / Double(count), sy / Double(count), count)
    }

    @Test func aClickMovesTheShapeAndEscCloses() throws {
        let display = try VirtualDisplay()
        let hello = try RunningProgram(display: display, binary: Self.binary, arguments: [], windowName: "Hello, layers")
        let window = hello.window
        // Centred on a 1280 x 800 screen: the window's (320, 240) is the screen's (640, 400).
        let before = try Self.orange(display)
        #expect(before.count > 4_000, "\(before)")
        #expect(abs(before.x - 640) < 4 && abs(before.y - 400) < 4, "\(before)")
        // Spinning: the shape's pixels change between two looks a moment apart.
        let (first, second) = (try display.pixels(), { usleep(150_000); return try display.pixels() })
        #expect(try second() != first)
        // As a person does: the pointer comes to rest over the window, then clicks.
        _ = try display.xdotool(["mousemove", "--window", window, "150", "120"])
        usleep(100_000)
        _ = try display.xdotool(["click", "--window", window, "1"])
        usleep(900_000)
        let after = try Self.orange(display)
        let target = (x: 640.0 - 320 + 150, y: 400.0 - 240 + 120)
        #expect(abs(after.x - target.x) < 4 && abs(after.y - target.y) < 4, "\(after) against \(target)")
        try hello.press("Escape")
        #expect(hello.waitForExit(timeout: 5) == 0, "\(hello.stderr)")
    }
}
