import Foundation
import Testing
@testable import CatFacts

/// Paging, saving, duplicates, delete and undo, and the unlock screen, without a window.
@Suite struct CatFactsModelTests {
    @MainActor @Test func theFeedPagesDropsRepeatsAndStopsAtTheEnd() async {
        var served = 0
        let feed = FactsFeed(pageSize: 2) { page, limit in
            served += 1
            if page > 2 { return [] }
            return (0..<limit).map { CatFact("Fact \(page).\($0)") } + (page == 2 ? [CatFact("Fact 1.0")] : [])
        }
        for _ in 0..<4 {
            feed.loadMore()
            feed.loadMore()  // while loading: ignored
            await feed.settle()
        }
        #expect(feed.facts.map(\.text) == ["Fact 1.0", "Fact 1.1", "Fact 2.0", "Fact 2.1"])
        #expect(feed.reachedEnd && served == 3 && feed.state == .idle)
    }

    @MainActor @Test func aFailureSaysWhyAndRetryLoadsTheSamePage() async {
        var fail = true
        let feed = FactsFeed(pageSize: 1) { page, _ in
            if fail { throw CatFactsError.unreachable("no connection") }
            return [CatFact("Fact \(page)")]
        }
        feed.loadMore()
        await feed.settle()
        #expect(feed.state == .failed("Cannot reach the cat service (no connection)."))
        fail = false
        feed.retry()
        await feed.settle()
        #expect(feed.facts == [CatFact("Fact 1")] && feed.pages == 1)
    }

    func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("cat-facts-\(UUID().uuidString)/cat-facts.json")
    }

    @Test func savingIsOncePerFactAndSurvivesARestart() throws {
        let url = folder()
        let saved = SavedFacts(url: url)
        #expect(try saved.save(CatFact("Cats sleep a lot.")))
        #expect(try !saved.save(CatFact("Cats sleep a lot.")))  // already saved
        try saved.save(CatFact("Cats purr."))
        let again = SavedFacts(url: url)
        #expect(again.facts.map(\.text) == ["Cats sleep a lot.", "Cats purr."] && again.loadProblem == nil)
    }

    @Test func deleteAndUndo() throws {
        let saved = SavedFacts(url: folder())
        for text in ["a", "b", "c"] { try saved.save(CatFact(text)) }
        try saved.delete(at: 1)
        try saved.delete(at: 0)
        #expect(saved.facts.map(\.text) == ["c"])
        try saved.undo()
        try saved.undo()
        #expect(saved.facts.map(\.text) == ["a", "b", "c"])
        #expect(try !saved.undo())
    }

    @Test func anUnreadableFileIsKeptAsideNotLost() throws {
        let url = folder()
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: url)
        let saved = SavedFacts(url: url)
        #expect(saved.loadProblem != nil && saved.facts.isEmpty)
        try saved.save(CatFact("new"))
        #expect(try String(contentsOf: url.appendingPathExtension("unreadable"), encoding: .utf8) == "{ not json")
    }

    @MainActor final class Listener: UnlockDelegate {
        var picks: [UnlockColor] = []
        func unlock(_ model: UnlockModel, didPick color: UnlockColor) { picks.append(color) }
    }

    @MainActor @Test func theRightColourUnlocks() {
        var generator = SystemRandomNumberGenerator()
        let model = UnlockModel(using: &generator)
        let listener = Listener()
        model.delegate = listener
        for color in UnlockColor.allCases where color != model.rightColor { model.pick(color) }
        #expect(!model.isUnlocked)
        model.pick(model.rightColor)
        #expect(model.isUnlocked && listener.picks.count == 3)
    }
}
