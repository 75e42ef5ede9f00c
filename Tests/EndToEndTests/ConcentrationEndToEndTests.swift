import Foundation
import Testing

/// The Concentration tab in the real window under Xvfb: choose a theme
/// with a click, read where a pair lies from `--debug-state`, turn both
/// cards as a person would, and see them face up, scored, then gone.
@Suite(.serialized, .enabled(if: endToEndEnabled, "needs the built snowman and Xvfb (scripts/test.sh)"))
struct ConcentrationEndToEndTests {
    typealias Set = SetEndToEndTests

    /// The last Concentration state block the viewer printed, as its lines split in words.
    static func lastState(_ viewer: RunningViewer) -> [[String]] {
        guard let block = viewer.stderr.components(separatedBy: "concentration-state\n").last?
            .components(separatedBy: "end-state").first else { return [] }
        return block.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
    }

    static func near(_ c: (r: Int, g: Int, b: Int), _ r: Int, _ g: Int, _ b: Int) -> Bool {
        abs(c.r - r) < 24 && abs(c.g - g) < 24 && abs(c.b - b) < 24
    }

    @Test func choosingAThemeAndMatchingAPair() throws {
        let display = try VirtualDisplay()
        let viewer = try RunningViewer(display: display, settings: temporarySettings(),
                                       arguments: ["--scene", "concentration", "--seed", "7", "--debug-state"])
        // The game opens on a theme the seed picks at random.
        #expect(Set.eventually(5) { Self.lastState(viewer).first?.first == "theme" }, "\(viewer.stderr)")
        let button = try #require(Self.lastState(viewer).first { $0.prefix(3) == ["theme-button", "2", "Faces"] })
        _ = try display.xdotool(["mousemove", "--window", viewer.window, button[3], "\(Int(button[4])! + Set.strip)", "click", "1"])
        #expect(Set.eventually(5) { Self.lastState(viewer).first?.prefix(2) == ["theme", "Faces"] }, "\(viewer.stderr)")
        let cards = Self.lastState(viewer).filter { $0.first == "card" }
        // Two cards showing the same picture (field 2 is the pair).
        let pair = try #require(Dictionary(grouping: cards, by: { $0[2] }).values.first { $0.count == 2 })
        let centres = pair.map { (Int($0[6])!, Int($0[7])!) }
        // Faces' card back is amber (0.95, 0.7, 0.1), its board plum (0.3, 0.16, 0.3), its faces near white.
        let top = { (c: (Int, Int)) in (c.0, c.1 - 60) }  // above the picture, inside the card
        #expect(try Set.eventually(5) { Self.near(Set.color(try display.pixels(), top(centres[0])), 242, 178, 25) },
                "the card shows its back")
        _ = try display.xdotool(["mousemove", "--window", viewer.window, "\(centres[0].0)", "\(centres[0].1 + Set.strip)", "click", "1"])
        #expect(try Set.eventually(5) { Self.near(Set.color(try display.pixels(), top(centres[0])), 255, 255, 245) },
                "the first card turned face up")
        _ = try display.xdotool(["mousemove", "--window", viewer.window, "\(centres[1].0)", "\(centres[1].1 + Set.strip)", "click", "1"])
        #expect(Set.eventually(5) { Self.lastState(viewer).first == ["theme", "Faces", "flips", "2", "score", "2"] }, "\(viewer.stderr)")
        // The matched pair fades out: the board shows through where both were.
        #expect(try Set.eventually(8) {
            let pixels = try display.pixels()
            return centres.allSatisfy { Self.near(Set.color(pixels, $0), 77, 41, 77) }
        }, "the pair faded out")
        try viewer.press("Escape")
        #expect(viewer.waitForExit() == 0)
        #expect(!viewer.stderr.contains("Fatal"))
    }
}
