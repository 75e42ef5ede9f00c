import Foundation
import Testing

/// The Set tab in the real window under Xvfb: read a set from the state
/// `--debug-state` prints, click its three cards as a person would, and
/// see the score, the deal into their slots and the pile's card face down.
@Suite(.serialized, .enabled(if: endToEndEnabled, "needs the built snowman and Xvfb (scripts/test.sh)"))
struct SetEndToEndTests {
    /// The 1100x720 window sits centred on the 1280x800 screen; the scene starts under the 36-point strip.
    static let origin = (x: 90, y: 40), strip = 36

    static func color(_ pixels: [UInt8], _ point: (Int, Int)) -> (r: Int, g: Int, b: Int) {
        let index = ((Self.origin.y + Self.strip + point.1) * 1280 + Self.origin.x + point.0) * 3
        return (Int(pixels[index]), Int(pixels[index + 1]), Int(pixels[index + 2]))
    }

    /// The last state block the viewer printed, as its lines split in words.
    static func lastState(_ viewer: RunningViewer) -> [[String]] {
        guard let block = viewer.stderr.components(separatedBy: "set-state\n").last?.components(separatedBy: "end-state").first
        else { return [] }
        return block.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
    }

    static func point(_ state: [[String]], _ name: String) -> (Int, Int)? {
        state.first { $0.first == name }.flatMap { $0.count >= 3 ? (Int($0[1]) ?? 0, Int($0[2]) ?? 0) : nil }
    }

    static func isCardBack(_ c: (r: Int, g: Int, b: Int)) -> Bool { c.b > c.r + 40 && c.b > c.g + 30 }

    /// Polls `condition` every 100 ms for up to `seconds`.
    static func eventually(_ seconds: Double, _ condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            if try condition() { return true }
            usleep(100_000)
        } while Date() < deadline
        return false
    }

    @Test func clickingASetScoresDealsAndSendsItToThePile() throws {
        let display = try VirtualDisplay()
        let viewer = try RunningViewer(display: display, settings: temporarySettings(),
                                       arguments: ["--scene", "set", "--seed", "7", "--debug-state"])
        #expect(Self.eventually(5) { Self.lastState(viewer).contains { $0.first == "set" } }, "\(viewer.stderr)")
        let state = Self.lastState(viewer)
        let set = try #require(state.first { $0.first == "set" }).dropFirst().compactMap(Int.init)
        let cards = state.filter { $0.first == "card" }
        let centres = set.map { slot in cards.first { Int($0[1]) == slot }.map { (Int($0[7])!, Int($0[8])!) }! }
        let pile = try #require(Self.point(state, "pile"))
        let before = set.map { slot in cards.first { Int($0[1]) == slot }![2] }
        // The dealt cards have flipped up before we click (4 s in the debug build at most).
        #expect(try Self.eventually(8) { !Self.isCardBack(Self.color(try display.pixels(), centres[0])) })
        #expect(!Self.isCardBack(Self.color(try display.pixels(), pile)), "the pile starts empty")
        for centre in centres {
            _ = try display.xdotool(["mousemove", "--window", viewer.window, "\(centre.0)", "\(centre.1 + Self.strip)", "click", "1"])
            usleep(150_000)
        }
        #expect(Self.eventually(5) { Self.lastState(viewer).first?.prefix(4) == ["score", "3", "sets", "1"] }, "\(viewer.stderr)")
        // New cards in the set's slots.
        let after = Self.lastState(viewer).filter { $0.first == "card" }
        for (slot, old) in zip(set, before) { #expect(after.first { Int($0[1]) == slot }?[2] != old) }
        // The copies fly, snap to the pile, and its top card flips face down.
        #expect(try Self.eventually(20) { Self.isCardBack(Self.color(try display.pixels(), pile)) }, "the pile shows a card back")
        // The deal ended face up in the set's slots.
        #expect(try Self.eventually(10) { !Self.isCardBack(Self.color(try display.pixels(), centres[1])) })
        try viewer.press("Escape")
        #expect(viewer.waitForExit() == 0)
        #expect(!viewer.stderr.contains("Fatal"))
    }
}
