import Foundation
import LayerAnimation
import Testing
import CatFactsFixtures
import SplitMix
@testable import CatFacts
@testable import CatFactsScene

/// The Cat Facts tab without a window, against the loopback fixture
/// server: unlocking, paging, saving, the saved list, the detail's photo
/// and its cancellation, and the network failing.
@MainActor @Suite(.serialized) struct CatFactsSceneTests {
    /// What the tests' decoder hands back: the bytes' size (a real window decodes with SDL2_image).
    final class FakePhoto: Sendable {
        let bytes: Int
        init(bytes: Int) { self.bytes = bytes }
    }

    nonisolated static func decode(_ data: Data) throws -> AnyObject & Sendable {
        guard data.starts(with: [0x89, 0x50, 0x4E, 0x47]) || data.starts(with: [0xFF, 0xD8]) else {
            throw CatFactsError.malformed("not a picture")
        }
        return FakePhoto(bytes: data.count)
    }

    static func savedURL() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("cat-facts-scene-\(UUID().uuidString)/cat-facts.json")
    }

    /// The tab at 900 x 600 with `right` as the right colour.
    func makeScene(_ server: LocalServer?, facts: String = "ok", photos: String = "ok", right: UnlockColor = .green,
                   saved: URL = savedURL()) -> CatFactsScene {
        let base = server.map { ($0.url(facts), $0.url(photos)) } ?? (URL(string: "http://127.0.0.1:9")!, URL(string: "http://127.0.0.1:9")!)
        let client = CatFactsClient(factsURL: base.0, photosURL: base.1, requestTimeout: 5)
        var generator = FixedColor(color: right)
        // The facts as served, so the tests know which row holds which.
        let scene = CatFactsScene(client: client, saved: SavedFacts(url: saved), decodePhoto: Self.decode,
                                  unlock: UnlockModel(using: &generator), feed: FactsFeed(client: client, order: .asServed))
        scene.layout(size: CGSize(width: 900, height: 600))
        return scene
    }

    /// Makes `randomElement` pick `color`: the middle of its third of the range.
    struct FixedColor: RandomNumberGenerator {
        let color: UnlockColor
        mutating func next() -> UInt64 {
            UInt64.max / 3 * UInt64(UnlockColor.allCases.firstIndex(of: color)!) + UInt64.max / 6
        }
    }

    func unlocked(_ scene: CatFactsScene) async {
        scene.key(String(scene.unlockModel.rightColor.rawValue.prefix(1)))
        scene.key("enter")
        await scene.settle()
    }

    // MARK: Unlock

    @Test func eachColourTintsTheTabAndOnlyTheRightOneShowsTheWayOn() {
        let scene = makeScene(nil, right: .blue)
        #expect(scene.unlockModel.rightColor == .blue)
        // Each button takes a third of the width, in whole points.
        let widths = scene.unlock.buttons.map { $0.button.layer.frame.width }
        #expect(widths.reduce(0, +) == 900 && widths.allSatisfy { abs($0 - 300) <= 1 })
        scene.key("r")
        #expect(scene.root.backgroundColor == Style.tint(.red) && !scene.unlock.isRevealed)
        // The seed's screen 1: the background is the colour itself, the text readable on it.
        #expect(scene.unlock.root.backgroundColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        scene.key("enter")
        #expect(scene.screen == .unlock, "Enter does nothing before the right colour")
        scene.tap(at: CGPoint(x: 750, y: 100))  // the blue third
        #expect(scene.root.backgroundColor == Style.tint(.blue) && scene.unlock.isRevealed)
        #expect(scene.unlock.next.layer.opacity == 1 && scene.unlock.next.layer.animation(forKey: "opacity") != nil,
                "the button fades in")
        scene.key("g")
        #expect(!scene.unlock.isRevealed, "a wrong colour hides it again")
        scene.key("b")
        scene.tap(at: scene.unlock.next.layer.position)
        #expect(scene.screen == .facts)
    }

    /// Each picked colour is the background itself, exactly, with text at
    /// WCAG AA contrast (4.5:1) or better on it.
    @Test func thePickedColourIsTheBackgroundAndTheTextStaysReadable() {
        let scene = makeScene(nil)
        let exact: [UnlockColor: (CGFloat, CGFloat, CGFloat)] = [.red: (1, 0, 0), .green: (0, 1, 0), .blue: (0, 0, 1)]
        for color in UnlockColor.allCases {
            scene.key(String(color.rawValue.prefix(1)))
            let (r, g, b) = exact[color]!
            #expect(scene.unlock.root.backgroundColor == CGColor(red: r, green: g, blue: b, alpha: 1), "\(color)")
            for text in [scene.unlock.prompt, scene.unlock.hint] {
                let (fore, back) = (Style.relativeLuminance(text.foregroundColor!), Style.relativeLuminance(Style.pure(color)))
                let contrast = (max(fore, back) + 0.05) / (min(fore, back) + 0.05)
                #expect(contrast >= 4.5, "\(color): \(contrast)")
            }
        }
    }

    // MARK: Facts

    @Test func factsPageInAsTheListReachesItsEnd() async throws {
        let server = try LocalServer()
        let scene = makeScene(server)
        await unlocked(scene)
        #expect(scene.screen == .facts && scene.feed.facts.count == 20 && scene.factsList.rows.count == 20)
        #expect(!scene.isBusy)
        // Rows grow with their text and never overlap.
        let frames = scene.factsList.rows.map(\.layer.frame)
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.maxY <= $1.minY })
        // Scrolling to the end loads the next page (its repeat of "Fact 1.0" shown once), then the end.
        for _ in 0..<6 {
            scene.key("end")
            await scene.settle()
        }
        #expect(scene.feed.facts.count == 60 && scene.feed.reachedEnd)
        #expect(Set(scene.feed.facts).count == 60)
        #expect(scene.factsList.status.string as? String == "That is every fact the service has.")
    }

    @Test func savingShowsACheckmarkOnceAndSurvivesARestart() async throws {
        let server = try LocalServer()
        let url = Self.savedURL()
        let scene = makeScene(server, saved: url)
        await unlocked(scene)
        scene.key("down")
        scene.key("plus")
        #expect(scene.lastMessage == "Saved" && scene.factsList.rows[0].accessory == .saved)
        #expect(scene.factsList.headerButton.title.string as? String == "Saved (1) ›")
        // The + of the same row, clicked: already saved, nothing written twice.
        let row = scene.factsList.rows[0]
        let button = CGPoint(x: row.layer.frame.minX + row.button.layer.frame.midX,
                             y: FactListScreen.headerHeight + row.layer.frame.minY + row.button.layer.frame.midY)
        scene.tap(at: button)
        #expect(scene.lastMessage == "Already saved" && scene.saved.facts.count == 1)
        #expect(SavedFacts(url: url).facts == [CatFact("Fact 1.0")])
    }

    @Test func theSavedListDeletesAndUndoes() async throws {
        let server = try LocalServer()
        let scene = makeScene(server)
        await unlocked(scene)
        for index in 0..<3 { scene.saveFact(at: index) }
        scene.key("s")
        #expect(scene.screen == .saved && scene.savedList.rows.map(\.fact.text) == ["Fact 1.0", "Fact 1.1", "Fact 1.2"])
        scene.key("down")
        scene.key("down")
        scene.key("delete")
        #expect(scene.saved.facts.map(\.text) == ["Fact 1.0", "Fact 1.2"])
        #expect(scene.factsList.rows[1].accessory == .save, "the facts list offers it again")
        scene.key("u")
        #expect(scene.saved.facts.map(\.text) == ["Fact 1.0", "Fact 1.1", "Fact 1.2"])
        #expect(scene.savedList.rows.filter(\.isFocused).count == 1, "one row has the focus ring after an undo")
        scene.key("escape")
        #expect(scene.screen == .facts)
    }

    @Test func withoutANetworkOneLineWithRetryAndSavedFactsStillWork() async throws {
        let url = Self.savedURL()
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"version": 1, "facts": [{"text": "Kept offline."}]}"#.utf8).write(to: url)
        let scene = makeScene(nil, saved: url)
        await unlocked(scene)
        let line = try #require(scene.factsList.status.string as? String)
        #expect(line == "Cannot reach the cat service (no connection).")
        #expect(!scene.factsList.retry.layer.isHidden)
        scene.key("r")  // Retry: the same answer, no crash, still one line
        #expect(scene.factsList.status.string as? String == "Loading facts…")
        await scene.settle()
        #expect(scene.factsList.status.string as? String == line)
        scene.key("s")
        #expect(scene.savedList.rows.map(\.fact.text) == ["Kept offline."])
        scene.key("down")
        scene.key("delete")
        scene.key("ctrl-z")
        #expect(SavedFacts(url: url).facts.map(\.text) == ["Kept offline."])
    }

    @Test(arguments: [("html", "web page"), ("429", "try again in 7 s"), ("500", "500"), ("empty", "every fact")])
    func badAnswersAreALineAtTheEndOfTheList(mode: String, expected: String) async throws {
        let server = try LocalServer()
        let scene = makeScene(server, facts: mode)
        await unlocked(scene)
        let line = scene.factsList.status.string as? String ?? ""
        #expect(line.contains(expected), "\(mode): \(line)")
    }

    @Test func aHundredThousandCharacterFactIsCutInTheListAndTheDetail() async throws {
        let server = try LocalServer()
        let scene = makeScene(server, facts: "huge")
        await unlocked(scene)
        let row = try #require(scene.factsList.rows.first)
        #expect((row.text.string as? String)?.count == FactRow.shownCharacters)
        #expect((row.text.string as? String)?.hasSuffix("…") == true, "a cut says so")
        // As tall as its text (no line cap), the cut keeping it within a few screens.
        let lines = EstimatedTextMeasure().height(of: row.text.string as! String, fontSize: FactRow.fontSize,
                                                  width: row.text.frame.width, maximumLines: 10_000) / (FactRow.fontSize * 1.2)
        #expect(lines > 8 && row.text.frame.height >= lines * FactRow.fontSize * 1.2, "\(lines) lines")
        #expect(row.layer.frame.height < 1_500)
        scene.key("down")
        scene.key("enter")
        let shown = (scene.detail.text.string as? String)?.count ?? 0
        #expect(shown > 500 && shown < 3_000, "what could fit, not the whole: \(shown)")
        #expect(scene.detail.text.frame.maxY <= 600 && scene.detail.text.frame.minY >= 0)
    }

    /// Everything a key does, a click does, and the reverse: Enter with no
    /// row selected opens the first, as a tap on it would.
    @Test func enterWithNothingSelectedOpensTheFirstRow() async throws {
        let server = try LocalServer()
        let scene = makeScene(server)
        await unlocked(scene)
        #expect(scene.factsList.selection == nil)
        let first = try #require(scene.factsList.rows.first).fact
        scene.key("enter")
        #expect(scene.screen == .detail)
        #expect((scene.detail.text.string as? String)?.hasPrefix(String(first.text.prefix(40))) == true)
        scene.key("escape")
        #expect(scene.screen == .facts)
    }

    /// Every layer of a tree, weakly.
    final class WeakLayers {
        private var layers: [() -> CALayer?] = []
        init(_ root: CALayer) { add(root) }
        private func add(_ layer: CALayer) {
            layers.append { [weak layer] in layer }
            for sublayer in layer.sublayers ?? [] { add(sublayer) }
        }
        var alive: Int { layers.filter { $0() != nil }.count }
        var aliveNames: [String] { layers.compactMap { $0() }.map { "\(type(of: $0)) \($0.name ?? "") \(($0 as? CATextLayer)?.string ?? "")" } }
        var count: Int { layers.count }
    }

    /// A scene dropped at any moment, animations under way included, is
    /// freed with every layer it had: nothing holds it in a cycle.
    ///
    /// All in one turn of the main actor, frames included, as in the
    /// window (each thread's implicit transaction holds the layers it
    /// changed until a frame commits it, as Core Animation's does): the
    /// facts never arrive, so no answer lands later, on another thread.
    @Test func aDroppedSceneIsFreedWithItsLayersAtAnyMoment() async throws {
        for stage in 0..<5 {
            weak var weakScene: CatFactsScene?
            var layers: WeakLayers?
            do {
                var generator = FixedColor(color: .green)
                let client = CatFactsClient(factsURL: URL(string: "http://127.0.0.1:9")!)
                let pending = FactsFeed(pageSize: 3) { _, _ in  // a page that never comes
                    try await Task.sleep(nanoseconds: 3_600_000_000_000)
                    return []
                }
                let scene = CatFactsScene(client: client, saved: SavedFacts(url: Self.savedURL()), decodePhoto: Self.decode,
                                          unlock: UnlockModel(using: &generator), feed: pending)
                scene.layout(size: CGSize(width: 900, height: 600))
                weakScene = scene
                let frame = { _ = scene.root.evaluateFrame(atTime: CACurrentMediaTime()) }
                scene.key("g")  // the button slides in
                frame()
                if stage >= 1 { scene.key("enter"); frame() }  // the facts slide in, loading
                if stage >= 2 { scene.key("s"); frame() }  // the saved list slides in
                if stage >= 3 { scene.key("escape"); frame() }  // back, mid-slide
                if stage >= 4 { scene.key("escape"); frame() }  // back to the colours, mid-slide
                layers = WeakLayers(scene.root)
                pending.cancel()
            }
            for _ in 0..<250 where weakScene != nil { try await Task.sleep(nanoseconds: 20_000_000) }
            #expect(weakScene == nil, "stage \(stage): the scene is freed")
            #expect(layers?.alive == 0, "stage \(stage): \(layers?.alive ?? -1) of \(layers?.count ?? 0) layers still alive: \(layers?.aliveNames ?? [])")
        }
    }

    // MARK: The detail

    @Test func theDetailShowsThePhotoCentredWithFortyPointMargins() async throws {
        let server = try LocalServer()
        let scene = makeScene(server, photos: "picture")
        await unlocked(scene)
        scene.tap(at: CGPoint(x: 200, y: FactListScreen.headerHeight + 30))  // the first row's text
        #expect(scene.screen == .detail && scene.detail.isLoading)
        await scene.settle()
        let photo = try #require(scene.detail.photo.contents as? FakePhoto)
        #expect(photo.bytes > 10_000 && !scene.detail.isLoading && scene.detail.track.isHidden)
        #expect(scene.detail.photo.contentsGravity == .resizeAspectFill && scene.detail.photo.masksToBounds)
        let text = scene.detail.text.frame
        #expect(text.minX == 40 && text.maxX == 860 && abs(text.midY - 300) <= 1)
        scene.key("backspace")
        #expect(scene.screen == .facts && scene.detail.photo.contents == nil)
    }

    @Test(arguments: [("notimage", "not a picture"), ("big", "larger than 20 MB"), ("missing", "404")])
    func aPhotoThatCannotBeShownSaysWhy(mode: String, expected: String) async throws {
        let server = try LocalServer()
        let scene = makeScene(server, photos: mode)
        await unlocked(scene)
        scene.openDetail(scene.feed.facts[0])
        await scene.settle()
        let line = scene.detail.status.string as? String ?? ""
        #expect(line.hasPrefix("No photo: ") && line.contains(expected), "\(mode): \(line)")
        #expect(scene.detail.photo.contents == nil && !scene.isBusy)
    }

    @Test func goingBackBeforeThePhotoArrivesCancelsItsDownload() async throws {
        let server = try LocalServer()
        let scene = makeScene(server, photos: "slow")
        await unlocked(scene)
        scene.openDetail(scene.feed.facts[0])
        // The trickle is under way: the bar moves.
        for _ in 0..<40 where scene.detail.progress == nil { try await Task.sleep(nanoseconds: 50_000_000) }
        #expect((scene.detail.progress ?? 0) > 0)
        scene.key("escape")
        #expect(scene.screen == .facts && scene.cancelledPhotoLoads == 1 && !scene.isBusy)
        await scene.settle()
        #expect(scene.detail.photo.contents == nil, "a photo cancelled never shows")
        var closed = false
        for _ in 0..<40 where !closed {
            try await Task.sleep(nanoseconds: 100_000_000)
            let data = try Data(contentsOf: server.url("closed"))
            closed = String(decoding: data, as: UTF8.self).contains("/photo/slow")
        }
        #expect(closed, "the server saw the connection closed")
    }

    // MARK: Hostile input

    @Test func tenThousandRandomTapsKeysScrollsAndSizesKeepItConsistent() async throws {
        let server = try LocalServer()
        let url = Self.savedURL()
        let scene = makeScene(server, photos: "ok", saved: url)
        var random = SplitMix64(seed: SplitMix64.testSeed(20261123))
        let keys = ["r", "g", "b", "enter", "escape", "backspace", "delete", "space", "plus", "up", "down",
                    "pageup", "pagedown", "home", "end", "s", "u", "ctrl-z", "x", ""]
        let sizes = [CGSize(width: 900, height: 600), CGSize(width: 1, height: 1), CGSize(width: 2000, height: 300),
                     CGSize(width: 320, height: 1200), CGSize(width: CGFloat.nan, height: 100)]
        var time = 0.0
        var visited: Set<CatFactsScene.Screen> = []
        for step in 0..<10_000 {
            visited.insert(scene.screen)
            switch random.next() % 10 {
            case 0..<4: scene.key(keys[Int(random.next() % UInt64(keys.count))])
            case 4..<7:
                scene.tap(at: CGPoint(x: Double(random.next() % 1000) - 50, y: Double(random.next() % 700) - 50))
            case 7, 8: scene.scroll(by: [CGFloat(Int(random.next() % 2000) - 1000), .nan, .infinity, -1e300][Int(random.next() % 4)])
            default:
                scene.layout(size: sizes[Int(random.next() % UInt64(sizes.count))])
            }
            if step % 50 == 0 { await scene.settle() }
            time += 1.0 / 60
            scene.root.evaluateFrame(atTime: time)
            // Invariants: saved facts are unique; rows mirror the models; nothing presented is NaN.
            #expect(Set(scene.saved.facts).count == scene.saved.facts.count)
            #expect(scene.factsList.rows.map(\.fact) == scene.feed.facts)
            #expect(scene.savedList.rows.map(\.fact) == scene.saved.facts)
            for list in [scene.factsList, scene.savedList] {
                #expect(list.scrollOffset.isFinite && list.scrollOffset >= 0 && list.scrollOffset <= list.maximumOffset)
            }
            if step % 500 == 0 { #expect(allFinite(scene.root)) }
        }
        await scene.settle()
        #expect(visited.count == 4, "every screen was reached: \(visited)")
        #expect(SavedFacts(url: url).facts == scene.saved.facts, "what is shown is what is on disk")
    }

    func allFinite(_ layer: CALayer) -> Bool {
        let shown = layer.presentation() ?? layer
        let numbers = [shown.position.x, shown.position.y, shown.bounds.width, shown.bounds.height, CGFloat(shown.opacity)]
        return numbers.allSatisfy(\.isFinite) && (layer.sublayers ?? []).allSatisfy(allFinite)
    }
}
