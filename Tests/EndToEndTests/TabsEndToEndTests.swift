import Foundation
import Testing

/// What every tab shares, in the real window under Xvfb: F1's help.
@Suite(.serialized, .enabled(if: endToEndEnabled, "needs the built snowman and Xvfb (scripts/test.sh)"))
struct TabsEndToEndTests {
    typealias Set = SetEndToEndTests

    /// Waits until two screenshots 300 ms apart are the same; returns the last.
    private func settled(_ display: VirtualDisplay) throws -> [UInt8] {
        var last = try display.pixels()
        for _ in 0..<30 {
            usleep(300_000)
            let next = try display.pixels()
            if next == last { return next }
            last = next
        }
        return last
    }

    /// F1 in each tab shows its help the Snowman's way (a light box on the
    /// dimmed tab); Esc closes it, and the tab is as it was.
    @Test func f1ShowsHelpInEveryTabAndEscClosesIt() throws {
        let display = try VirtualDisplay()
        let viewer = try RunningViewer(display: display, settings: temporarySettings(),
                                       arguments: ["--seed", "7", "--cat-facts-url", "http://127.0.0.1:9/",
                                                   "--cat-photos-url", "http://127.0.0.1:9/"])
        for tab in 2...5 {
            try viewer.press("ctrl+\(tab)")
            let before = try settled(display)
            try viewer.press("F1")
            usleep(300_000)
            let help = try display.pixels()
            #expect(help != before, "tab \(tab): F1 shows the help")
            // The box's left margin, at the middle of the content: the panel's light grey.
            let margin = Set.color(help, (550 - 310 + 10, 342))
            #expect(abs(margin.r - 245) < 6 && abs(margin.g - 246) < 6 && abs(margin.b - 248) < 6, "tab \(tab): \(margin)")
            try viewer.press("Escape")
            #expect(try settled(display) == before, "tab \(tab): Esc closes the help")
            #expect(viewer.process.isRunning, "tab \(tab): Esc closed the help, it did not quit")
        }
        try viewer.press("ctrl+q")
        #expect(viewer.waitForExit() == 0, "\(viewer.stderr)")
    }
}
