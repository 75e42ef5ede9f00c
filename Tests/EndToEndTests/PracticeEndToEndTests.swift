import Foundation
import Testing

/// The tabs and the Practice scene in the real window under Xvfb, driven
/// with xdotool: switching by click and key, each exercise by click, a drag
/// that scrubs and a release that settles, no CPU while nothing moves.
@Suite(.serialized, .enabled(if: endToEndEnabled, "needs the built snowman and Xvfb (scripts/test.sh)"))
struct PracticeEndToEndTests {
    /// The 1100x720 window sits centred on the 1280x800 screen.
    static let origin = (x: 90, y: 40)
    /// The Practice scene's area starts under the strip (36) and the segmented control (52).
    static func exercisePoint(_ x: Double, _ y: Double) -> (Int, Int) { (Int(x), 36 + 52 + Int(y)) }

    /// The screen pixel at window point (x, y).
    static func color(_ pixels: [UInt8], _ point: (Int, Int)) -> (Int, Int, Int) {
        let index = ((Self.origin.y + point.1) * 1280 + Self.origin.x + point.0) * 3
        return (Int(pixels[index]), Int(pixels[index + 1]), Int(pixels[index + 2]))
    }

    static func isOrange(_ c: (Int, Int, Int)) -> Bool { c.0 > 220 && c.1 > 120 && c.1 < 175 && c.2 < 40 }

    func click(_ viewer: RunningViewer, _ point: (Int, Int)) throws {
        _ = try viewer.display.xdotool(["mousemove", "--window", viewer.window, "\(point.0)", "\(point.1)", "click", "1"])
    }

    @Test func tabsSwitchByClickAndKeyAndKeepTheirScenes() throws {
        let display = try VirtualDisplay()
        let viewer = try RunningViewer(display: display, settings: temporarySettings())
        // The orange square of Basic: 80 x 80 centred at (1100 / 8, 40 % of the 600-point area).
        let orange = Self.exercisePoint(137.5, 240)
        #expect(!Self.isOrange(Self.color(try display.pixels(), orange)), "the Snowman scene first")
        try click(viewer, (200, 18))  // the Practice tab
        usleep(400_000)
        #expect(Self.isOrange(Self.color(try display.pixels(), orange)), "a click on the tab shows Practice")
        try viewer.press("ctrl+1")
        usleep(300_000)
        #expect(!Self.isOrange(Self.color(try display.pixels(), orange)), "Ctrl+1: Snowman")
        try viewer.press("ctrl+Tab")
        usleep(300_000)
        let practice = try display.pixels()
        #expect(Self.isOrange(Self.color(practice, orange)), "Ctrl+Tab: Practice again")
        // Idle: nothing moves, no CPU.
        let cpuBefore = viewer.cpuSeconds
        sleep(2)
        #expect(viewer.cpuSeconds - cpuBefore < 0.05, "an idle Practice scene uses no CPU")
        #expect(try display.pixels() == practice)
        try viewer.press("Escape")
        #expect(viewer.waitForExit() == 0)
        #expect(!viewer.stderr.contains("Fatal"))
    }

    @Test func eachExerciseAnswersItsClick() throws {
        let display = try VirtualDisplay()
        let viewer = try RunningViewer(display: display, settings: temporarySettings(), arguments: ["--scene", "practice"])
        // Basic: the orange square rounds into a circle (its corner turns to background).
        let corner = Self.exercisePoint(137.5 - 38, 240 - 38)
        #expect(Self.isOrange(Self.color(try display.pixels(), corner)))
        try click(viewer, Self.exercisePoint(137.5, 240))
        usleep(1_400_000)
        #expect(!Self.isOrange(Self.color(try display.pixels(), corner)), "Basic: orange became a circle")
        // Keyframe, Transition, View: a click changes what shows.
        for (segment, target) in [(2, Self.exercisePoint(550, 600 - 28)), (3, Self.exercisePoint(550, 300)), (4, Self.exercisePoint(60, 240))] {
            try viewer.press("\(segment)")
            usleep(300_000)
            let before = try display.pixels()
            try click(viewer, target)
            usleep(1_000_000)
            #expect(try display.pixels() != before, "exercise \(segment) answers its click")
        }
        try viewer.press("Escape")
        #expect(viewer.waitForExit() == 0)
    }

    @Test func aDragScrubsTheAnimatorAndTheReleaseSettles() throws {
        let display = try VirtualDisplay()
        let viewer = try RunningViewer(display: display, settings: temporarySettings(), arguments: ["--scene", "practice"])
        try viewer.press("5")
        usleep(300_000)
        // The square rests at x 80 (40 + 40), y 45 % of the area; it travels 1100 - 160.
        let start = Self.exercisePoint(80, 270), end = Self.exercisePoint(80 + 940, 270)
        #expect(Self.isOrange(Self.color(try display.pixels(), start)))
        let w = viewer.window
        _ = try display.xdotool(["mousemove", "--window", w, "200", "400", "mousedown", "1"])
        for x in stride(from: 260, through: 900, by: 80) {
            _ = try display.xdotool(["mousemove", "--window", w, "\(x)", "400"])
            usleep(30_000)
        }
        usleep(300_000)
        let dragged = try display.pixels()
        #expect(!Self.isOrange(Self.color(dragged, start)), "the square follows the drag")
        _ = try display.xdotool(["mouseup", "1"])
        sleep(4)  // past the middle: the spring carries it to the end and settles
        let settled = try display.pixels()
        #expect(Self.isOrange(Self.color(settled, end)), "released past the middle: at the end")
        usleep(500_000)
        #expect(try display.pixels() == settled, "and still")
        try viewer.press("Escape")
        #expect(viewer.waitForExit() == 0)
    }
}
