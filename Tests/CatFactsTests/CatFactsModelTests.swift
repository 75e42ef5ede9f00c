import AtomicFiles
import Foundation
import TestSupport
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

    /// A service of `pages` pages of `limit` facts that says its page count.
    @MainActor private func randomFeed(seed: UInt64, pages: Int = 6, requests: Box? = nil) -> FactsFeed {
        FactsFeed(pageSize: 4, order: .random(seed: seed)) { page, limit in
            requests?.value.append(page)
            guard (1...pages).contains(page) else { return FactsPage(facts: [], lastPage: pages) }
            return FactsPage(facts: (0..<limit).map { CatFact("Fact \(page).\($0)") }, lastPage: pages)
        }
    }

    final class Box: @unchecked Sendable { var value: [Int] = [] }

    @MainActor private func loadAll(_ feed: FactsFeed) async {
        for _ in 0..<20 where !feed.reachedEnd {
            feed.loadMore()
            await feed.settle()
        }
    }

    /// The seed's "random cat facts": pages picked at random and shuffled,
    /// each fact once until all are seen, another order each launch.
    @MainActor @Test func randomOrderShowsEveryFactOnceInAnOrderOfItsOwn() async {
        let requests = Box()
        let feed = randomFeed(seed: 1, requests: requests)
        await loadAll(feed)
        let all = (1...6).flatMap { page in (0..<4).map { CatFact("Fact \(page).\($0)") } }
        #expect(feed.reachedEnd && feed.facts.count == 24 && Set(feed.facts) == Set(all), "no repeat, none missing")
        #expect(feed.facts != all, "not as served")
        #expect(requests.value.sorted() == [1, 2, 3, 4, 5, 6], "each page fetched once (the first, which told the count, kept for its turn)")
        // Each launch (seed) its own order, beginning on a page picked at random.
        var firstPages: Set<String> = []
        var orders: Set<[CatFact]> = []
        for seed in 2..<12 as Range<UInt64> {
            let other = randomFeed(seed: seed)
            await loadAll(other)
            #expect(Set(other.facts) == Set(all))
            orders.insert(other.facts)
            firstPages.insert(String(other.facts[0].text.dropFirst(5).prefix(1)))
        }
        #expect(orders.count == 10 && firstPages.count >= 3, "\(firstPages)")
        // The same seed, the same order.
        let again = randomFeed(seed: 1)
        await loadAll(again)
        #expect(again.facts == feed.facts)
    }

    /// A service that does not say how many pages it has is read page after
    /// page, each page shuffled; the first page's facts are not fetched twice.
    @MainActor @Test func randomOrderWithoutAPageCountShufflesEachPage() async {
        let requests = Box()
        let feed = FactsFeed(pageSize: 5, order: .random(seed: 3)) { page, limit in
            requests.value.append(page)
            return FactsPage(facts: page > 2 ? [] : (0..<limit).map { CatFact("Fact \(page).\($0)") })
        }
        await loadAll(feed)
        #expect(requests.value == [1, 2, 3] && feed.reachedEnd && feed.facts.count == 10)
        #expect(Set(feed.facts.prefix(5).map { $0.text.prefix(6) }) == ["Fact 1"], "page after page")
        #expect(feed.facts.prefix(5).map(\.text) != (0..<5).map { "Fact 1.\($0)" }, "each page shuffled")
    }

    /// A failure in random order retries the same page, and loses nothing.
    @MainActor @Test func randomOrderRetriesTheSamePage() async {
        let requests = Box()
        var failures = 2
        let feed = FactsFeed(pageSize: 3, order: .random(seed: 9)) { page, limit in
            requests.value.append(page)
            if page != 1 && failures > 0 { failures -= 1; throw CatFactsError.unreachable("no connection") }
            return FactsPage(facts: (0..<limit).map { CatFact("Fact \(page).\($0)") }, lastPage: 4)
        }
        for _ in 0..<12 where !feed.reachedEnd {
            if case .failed = feed.state { feed.retry() } else { feed.loadMore() }
            await feed.settle()
        }
        #expect(feed.reachedEnd && feed.facts.count == 12 && Set(feed.facts).count == 12)
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

/// A fact saved onto a disk with no space left keeps the saved list as it
/// was, on disk and in memory, and says why in one short line.
@Suite(.serialized, .enabled(if: SmallDisk.isAvailable, "needs root to mount a small tmpfs (scripts/test.sh runs as root in CI)"))
struct SavedFactsFullDiskTests {
    @Test func aFactSavedOntoAFullDiskChangesNothing() throws {
        let disk = try SmallDisk(kilobytes: 128)
        let url = disk.folder.appendingPathComponent("cat-facts.json")
        let saved = SavedFacts(url: url)
        try saved.save(CatFact("Cats sleep."))
        let before = try Data(contentsOf: url)
        disk.fill()
        #expect {
            try saved.save(CatFact("Cats purr."))
        } throws: { error in
            (error as? AtomicFile.WriteError)?.reason == "No space left on device"
        }
        #expect(saved.facts == [CatFact("Cats sleep.")], "not shown as saved")
        #expect(try Data(contentsOf: url) == before && disk.names() == ["cat-facts.json"], "\(disk.names())")
        #expect(throws: AtomicFile.WriteError.self) { try saved.delete(at: 0) }
        #expect(saved.facts == [CatFact("Cats sleep.")] && !saved.canUndo)
        disk.free()
        try saved.save(CatFact("Cats purr."))
        #expect(SavedFacts(url: url).facts == [CatFact("Cats sleep."), CatFact("Cats purr.")])
    }
}
