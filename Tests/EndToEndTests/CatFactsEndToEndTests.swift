import CatFactsFixtures
import Foundation
import Testing

/// The Cat Facts tab in the real window under Xvfb, against the loopback
/// server, driven with xdotool as a person would: find the right colour,
/// open the facts, save one (checkmark, file), open the saved list, open
/// a detail and go back before the photo arrives (the server sees its
/// connection closed), with no slow turn of the main thread.
@Suite(.serialized, .enabled(if: endToEndEnabled, "needs the built snowman and Xvfb (scripts/test.sh)"))
struct CatFactsEndToEndTests {
    /// The screen pixel at window point (x, y) (the window is centred on the screen).
    static func color(_ pixels: [UInt8], _ point: (Int, Int)) -> (r: Int, g: Int, b: Int) {
        PracticeEndToEndTests.color(pixels, point)
    }

    func click(_ viewer: RunningViewer, _ point: (Int, Int)) throws {
        _ = try viewer.display.xdotool(["mousemove", "--window", viewer.window, "\(point.0)", "\(point.1)", "click", "1"])
    }

    /// Waits until `condition` holds on the screen (up to `seconds`).
    func waitFor(_ display: VirtualDisplay, seconds: Double = 10, _ condition: ([UInt8]) -> Bool) throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            if condition(try display.pixels()) { return true }
            usleep(150_000)
        } while Date() < deadline
        return false
    }

    @Test func unlockSaveBrowseAndCancelAPhotoAsAPersonWould() throws {
        let server = try LocalServer()
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-cat-facts-\(UUID().uuidString)")
        let display = try VirtualDisplay()
        let viewer = try RunningViewer(display: display, settings: temporarySettings(),
                                       arguments: ["--scene", "cat-facts", "--cat-facts-url", server.url("ok").absoluteString,
                                                   "--cat-photos-url", server.url("slow").absoluteString],
                                       environment: ["XDG_DATA_HOME": data.path, "SNOWMAN_FRAME_LOG": "1"])
        // Window points: the strip is 36 high; the "Cat Facts →" button sits
        // 48 under the 180-point colour band, centred, once revealed.
        let button = (440 + 12, 36 + 64 + 180 + 48 + 12)  // inside its left end, clear of the title
        func isWhite(_ c: (r: Int, g: Int, b: Int)) -> Bool { c.r > 230 && c.g > 230 && c.b > 230 }
        #expect(!isWhite(Self.color(try display.pixels(), button)), "hidden at first")
        var found: String?
        for key in ["r", "g", "b"] where found == nil {
            try viewer.press(key)
            if try waitFor(display, seconds: 1.2, { isWhite(Self.color($0, button)) }) { found = key }
        }
        #expect(found != nil, "one colour reveals the button")
        // Open the facts with a click on the button.
        try click(viewer, button)
        // The first row (one of "Fact 1.0" to "Fact 1.19", one line: 52 high) starts 12 under the 52-point header.
        let plus = (1100 - 12 - 10 - 18, 36 + 52 + 12 + 26)
        func isAccent(_ c: (r: Int, g: Int, b: Int)) -> Bool { c.b > 180 && c.r < 120 }
        func isGreen(_ c: (r: Int, g: Int, b: Int)) -> Bool { c.g > 130 && c.r < 90 && c.b < 110 }
        #expect(try waitFor(display) { isAccent(Self.color($0, (plus.0 - 12, plus.1 - 12))) }, "the facts arrived, each with a +")
        try click(viewer, plus)
        #expect(try waitFor(display, seconds: 3) { isGreen(Self.color($0, (plus.0 - 12, plus.1 - 12))) }, "a checkmark replaces the +")
        let file = data.appendingPathComponent("snowman/cat-facts.json")
        let saved = try String(contentsOf: file, encoding: .utf8)
        // The facts come in a random order (this service gives no page count:
        // its first page, shuffled), so the first row is one of page 1's.
        #expect(saved.range(of: "\"Fact 1\\.[0-9]+\"", options: .regularExpression) != nil, "\(saved)")
        // The saved list: "Saved (1) ›" at the header's right end; its row has a red ✕.
        try click(viewer, (1100 - 80, 36 + 26))
        func isRed(_ c: (r: Int, g: Int, b: Int)) -> Bool { c.r > 150 && c.g < 90 && c.b < 90 }
        #expect(try waitFor(display, seconds: 3) { isRed(Self.color($0, (plus.0 - 12, plus.1 - 12))) }, "the saved list")
        try viewer.press("Escape")
        usleep(500_000)
        // A detail: click the first fact's text; the photo trickles in, the bar moves.
        try click(viewer, (300, plus.1))
        let bar = (40 + 4, 720 - 30 + 3)
        #expect(try waitFor(display, seconds: 3) { isAccent(Self.color($0, bar)) }, "the progress bar")
        sleep(1)
        try viewer.press("BackSpace")
        // The download was cancelled: the server saw the connection closed.
        var closed = false
        for _ in 0..<50 where !closed {
            usleep(100_000)
            closed = String(decoding: try Data(contentsOf: server.url("closed")), as: UTF8.self).contains("/photo/slow")
        }
        #expect(closed, "going back cancels the photo's download")
        #expect(try waitFor(display, seconds: 2) { isGreen(Self.color($0, (plus.0 - 12, plus.1 - 12))) }, "back on the facts")
        // Nothing under way, nothing moving: no CPU (no polling for the network either).
        sleep(1)
        let cpuBefore = viewer.cpuSeconds
        sleep(2)
        #expect(viewer.cpuSeconds - cpuBefore < 0.05, "an idle Cat Facts tab uses no CPU")
        // Back to the colours, then Escape there quits.
        try viewer.press("Escape")
        usleep(500_000)
        try viewer.press("Escape")
        #expect(viewer.waitForExit() == 0)
        let summary = viewer.stderr
        trace("cat facts: \(summary)")
        let turn = summary.range(of: #"slowest main-thread turn ([0-9.]+) ms"#, options: .regularExpression)
            .flatMap { Double(summary[$0].split(separator: " ")[3]) }
        #expect(turn != nil, "\(summary)")
        // Waiting on the network on the main thread would show here as seconds (the
        // photo trickles for 20). This is the debug build; the release build's
        // turns, under the 50 ms the issue asks, come from Benchmarks/cat-facts-turns.sh.
        #expect((turn ?? 999) < 500, "the main thread never stalls on the network: \(summary)")
        #expect(!saved.isEmpty && (try? String(contentsOf: file, encoding: .utf8)) == saved, "nothing saved was lost")
    }
}
