import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The LayerKit examples, built beside `snowman`, used as a person would:
/// the card follows a drag and a spring brings it back; a tapped square
/// changes colour; the indicators move. Each window is centred on the 1280 x 800 screen.
@Suite(.enabled(if: endToEndEnabled)) struct LayerKitEndToEndTests {
    static func binary(_ name: String) -> String {
        URL(fileURLWithPath: snowmanBinary).deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// The centre and count of the screen's pixels that `matches` (r, g, b).
    static func centroid(_ display: VirtualDisplay, _ matches: (UInt8, UInt8, UInt8) -> Bool) throws
        -> (x: Double, y: Double, count: Int) {
        let rgb = try display.pixels()
        var (sx, sy, count) = (0.0, 0.0, 0)
        for index in stride(from: 0, to: rgb.count - 2, by: 3) where matches(rgb[index], rgb[index + 1], rgb[index + 2]) {
            let pixel = index / 3
            (sx, sy, count) = (sx + Double(pixel % 1280), sy + Double(pixel / 1280), count + 1)
        }
        return count == 0 ? (0, 0, 0) : (sx / Double(count), sy / Double(count), count)
    }

    /// UIKit's system blue, (0, 122, 255).
    static func isBlue(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool { r < 30 && g > 100 && g < 140 && b > 230 }

    @Test func withoutADisplayAnExampleSaysSoInOneLine() throws {
        let result = try run(Self.binary("DraggableCard"), [], unsetting: ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"],
                             timeout: 10)
        #expect(result.status == 1)
        #expect(result.error.split(separator: "\n").count == 1 && result.error.hasPrefix("LayerKit: "), "\(result.error)")
    }

    @Test func theCardFollowsADragAndSpringsBack() throws {
        let display = try VirtualDisplay()
        let app = try RunningProgram(display: display, binary: Self.binary("DraggableCard"), arguments: [],
                                     windowName: "Draggable card")
        // The 390 x 600 window's centre is the screen's (640, 400); so is the card's (its
        // white stripe near the top moves the blue pixels' centre a few pixels down).
        let start = try Self.centroid(display, Self.isBlue)
        #expect(start.count > 40_000 && abs(start.x - 640) < 5 && abs(start.y - 400) < 6, "\(start)")
        _ = try display.xdotool(["mousemove", "--window", app.window, "195", "300", "mousedown", "1"])
        for step in 1...10 {
            _ = try display.xdotool(["mousemove", "--window", app.window, "\(195 - step * 6)", "\(300 + step * 6)"])
            usleep(20_000)
        }
        usleep(300_000)
        let held = try Self.centroid(display, Self.isBlue)
        // Moved with the pointer, 60 points left and down (the translation counts from the touch-down;
        // the card's tilt turns its stripe, which moves the blue pixels' centre by under a pixel).
        #expect(abs(held.x - start.x + 60) < 2 && abs(held.y - start.y - 60) < 2, "\(held) from \(start)")
        _ = try display.xdotool(["mouseup", "1"])
        usleep(1_500_000)
        let settled = try Self.centroid(display, Self.isBlue)
        #expect(abs(settled.x - start.x) < 2 && abs(settled.y - start.y) < 2, "\(settled) from \(start)")
    }

    /// The left, right, top and bottom of the screen's pixels that `matches`, or nil for none.
    static func extent(_ display: VirtualDisplay, _ matches: (UInt8, UInt8, UInt8) -> Bool) throws
        -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
        let rgb = try display.pixels()
        var box: (minX: Int, maxX: Int, minY: Int, maxY: Int)?
        for index in stride(from: 0, to: rgb.count - 2, by: 3) where matches(rgb[index], rgb[index + 1], rgb[index + 2]) {
            let (x, y) = (index / 3 % 1280, index / 3 / 1280)
            box = box.map { (min($0.minX, x), max($0.maxX, x), min($0.minY, y), max($0.maxY, y)) } ?? (x, x, y, y)
        }
        return box
    }

    static func isRed(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool { r > 240 && g > 40 && g < 80 && b > 30 && b < 70 }

    /// `LAYERKIT_SCALE=2` on X11: the window is twice its points, drawn at
    /// two pixels a point, and a click lands on the point it is over.
    @Test func atScaleTwoAPointIsTwoPixelsForDrawingAndTouch() throws {
        let display = try VirtualDisplay()
        let sampler = try RunningProgram(display: display, binary: Self.binary("AnimateSampler"), arguments: [],
                                         windowName: "AnimateSampler",
                                         environment: ["LAYERKIT_SCALE": "2", "LAYERKIT_WINDOW_SIZE": "300x390"])
        let geometry = try display.xdotool(["getwindowgeometry", sampler.window])
        #expect(geometry.contains("Geometry: 600x780"), "\(geometry)")
        usleep(1_500_000)  // the first plays are over
        // The fourth square, 60 points wide from x = 40, turned red; its top 30 points show.
        let red = try Self.extent(display, Self.isRed)
        let left = (1280 - 600) / 2 + 80
        #expect(red.map { abs($0.minX - left) <= 1 && abs($0.maxX - (left + 119)) <= 1 && $0.maxY - $0.minY >= 55 } == true,
                "\(String(describing: red))")
        // A click on it, in window pixels (70, 375 in points), plays it again: blue.
        _ = try display.xdotool(["mousemove", "--window", sampler.window, "140", "750", "click", "1"])
        usleep(1_200_000)
        #expect(try Self.extent(display, Self.isRed) == nil)
    }

    @Test func aScaleOutOfRangeIsOneLine() throws {
        let display = try VirtualDisplay()
        let result = try run(Self.binary("AnimateSampler"), [],
                             environment: ["DISPLAY": display.name, "SDL_VIDEODRIVER": "x11", "LAYERKIT_SCALE": "nan"], timeout: 10)
        #expect(result.status == 1)
        #expect(result.error == "LayerKit: LAYERKIT_SCALE is \"nan\"; expected a number from 0.5 to 4, such as 2\n", "\(result.error)")
    }

    @Test func aTappedSquarePlaysAgainAndTheIndicatorsMove() throws {
        let display = try VirtualDisplay()
        do {
            let sampler = try RunningProgram(display: display, binary: Self.binary("AnimateSampler"), arguments: [],
                                             windowName: "AnimateSampler")
            usleep(1_500_000)  // the first plays are over
            // The fourth square turned red on its first play; a tap turns it blue again.
            #expect(try Self.centroid(display, Self.isRed).count > 2_000)
            _ = try display.xdotool(["mousemove", "--window", sampler.window, "70", "390", "click", "1"])
            usleep(1_200_000)
            #expect(try Self.centroid(display, Self.isRed).count == 0)
        }
        let gallery = try RunningProgram(display: display, binary: Self.binary("ActivityIndicators"), arguments: [],
                                         windowName: "Activity indicators")
        let first = try display.pixels()
        usleep(200_000)
        #expect(try display.pixels() != first)
        withExtendedLifetime(gallery) {}
    }
}
