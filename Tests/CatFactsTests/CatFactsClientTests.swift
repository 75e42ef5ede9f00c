import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import CatFactsFixtures
@testable import CatFacts

/// The HTTP client against the loopback fixture server: good pages and
/// every bad answer, each a clear error, none a hang or a crash.
@Suite(.serialized) struct CatFactsClientTests {
    func client(_ server: LocalServer, _ mode: String, timeout: TimeInterval = 3) -> CatFactsClient {
        CatFactsClient(factsURL: server.url(mode), photosURL: server.url(mode), requestTimeout: timeout)
    }

    @Test func pagesOfFacts() async throws {
        let server = try LocalServer()
        let facts = try await client(server, "ok").facts(page: 1, limit: 5)
        #expect(facts.map(\.text) == ["Fact 1.0", "Fact 1.1", "Fact 1.2", "Fact 1.3", "Fact 1.4"])
        let beyond = try await client(server, "ok").facts(page: 4, limit: 5)
        #expect(beyond.isEmpty)
    }

    /// A photo arriving one byte a second is given up as soon as its rate
    /// says it cannot arrive in time, in one line, not when the deadline comes.
    /// (The deadline is far, 60 s, and the bound half of it: with a deadline
    /// of 10 s, the test suite's own load on two cores once delayed the
    /// answer's header past it, 1.2 to 11.4 s in four runs.)
    @Test func aPhotoArrivingOneByteASecondIsGivenUpAtOnce() async throws {
        let server = try LocalServer()
        let started = Date()
        do {
            _ = try await client(server, "drip", timeout: 60).photo(at: server.url("photo/drip"))
            Issue.record("a photo arrived")
        } catch let error as CatFactsError {
            #expect(error.description.contains("too slow: ") && error.description.contains("a second, it would take"), "\(error)")
        }
        let elapsed = Date().timeIntervalSince(started)
        #expect(elapsed < 30, "given up long before the request's own timeout: \(elapsed) s")
    }

    /// The page count as catfact.ninja gives it (`last_page`), and the
    /// feed's random order over the real client: every fact once.
    @MainActor @Test func thePageCountAndRandomFactsOverHTTP() async throws {
        let server = try LocalServer()
        let page = try await client(server, "paged").factsPage(1, limit: 5)
        #expect(page.facts.count == 5 && page.lastPage == 4)
        #expect(try await client(server, "ok").factsPage(1, limit: 5).lastPage == nil)
        let feed = FactsFeed(client: client(server, "paged"), pageSize: 5, order: .random(seed: 4))
        for _ in 0..<10 where !feed.reachedEnd {
            feed.loadMore()
            await feed.settle()
        }
        let all = (0..<17).map { CatFact("Paged fact \($0)") }
        #expect(feed.facts.count == 17 && Set(feed.facts) == Set(all) && feed.facts != all)
    }

    @Test(arguments: [
        ("html", "web page"), ("malformed", "not JSON"), ("wrongtypes", "not text"),
        ("404", "404"), ("500", "500"), ("429", "try again in 7 s"), ("loop", "redirect"),
    ])
    func badAnswersAreOneClearLine(mode: String, expected: String) async throws {
        let server = try LocalServer()
        do {
            _ = try await client(server, mode, timeout: 30).facts(page: 1, limit: 5)
            Issue.record("\(mode): no error")
        } catch let error as CatFactsError {
            #expect(error.description.contains(expected), "\(mode): \(error)")
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func redirectsAreFollowedAndALoopEndsInOneLine() async throws {
        let server = try LocalServer()
        // Two hops (301, then a 307 with a relative address) to the facts.
        let facts = try await client(server, "moved", timeout: 30).facts(page: 1, limit: 2)
        #expect(facts.map(\.text) == ["Fact 1.0", "Fact 1.1"])
        // One task never follows a redirect itself (Foundation on Linux can trap while it waits on one).
        let first = server.url("moved").appendingPathComponent("facts")
        let answer = try await BoundedDownload(limit: 1000).run(URLRequest(url: first), configuration: .ephemeral)
        guard case .redirect(let next) = answer else { Issue.record("followed: \(answer)"); return }
        #expect(next.absoluteString.hasPrefix(first.absoluteString) && next.absoluteString.hasSuffix("hops=1"))
        // A loop gives up after the client's own limit, fast, in one line.
        let start = Date()
        await #expect(throws: CatFactsError.unreachable("too many redirects")) {
            _ = try await client(server, "loop", timeout: 30).facts(page: 1, limit: 2)
        }
        #expect(Date().timeIntervalSince(start) < 3)
    }

    /// Foundation on Linux traps if a task stops while its redirect's answer
    /// waits behind a busy delegate queue: a timeout or a cancel then ends the
    /// download with one clear error instead.
    @Test(arguments: ["timeout", "cancel"])
    func aRedirectHeardLateEndsInOneLine(stop: String) async throws {
        let server = try LocalServer()
        let busy = OperationQueue()
        busy.maxConcurrentOperationCount = 1
        busy.addOperation { Thread.sleep(forTimeInterval: 2) }
        let download = BoundedDownload(limit: 1000, timeout: stop == "timeout" ? 0.5 : 30)
        let request = URLRequest(url: server.url("loop").appendingPathComponent("facts"))
        let run = Task { try await download.run(request, configuration: .ephemeral, delegateQueue: busy) }
        if stop == "cancel" {
            try await Task.sleep(nanoseconds: 500_000_000)
            download.cancel()
        }
        let expected = stop == "timeout" ? CatFactsError.unreachable("timed out") : .cancelled
        await #expect(throws: expected) { _ = try await run.value }
    }

    /// Dispatch's shared threads (on Linux, Swift concurrency's too) kept
    /// busy by long synchronous work do not hold up the server's answer: a
    /// download hears it on a queue of its own, before its timeout.
    @Test func busySharedThreadsDoNotDelayTheAnswer() async throws {
        let server = try LocalServer()
        let busyUntil = Date().addingTimeInterval(4)
        for _ in 0..<(2 * ProcessInfo.processInfo.activeProcessorCount + 2) {
            DispatchQueue.global().async { while Date() < busyUntil {} }
        }
        let request = URLRequest(url: server.url("ok").appendingPathComponent("facts"))
        let answer = try await BoundedDownload(limit: 100_000, timeout: 2).run(request, configuration: .ephemeral)
        guard case .body(let body) = answer else { Issue.record("\(answer)"); return }
        #expect(String(decoding: body, as: UTF8.self).contains("Fact 1.0"))
    }

    @Test func emptyListsAndHugeFactsAreFacts() async throws {
        let server = try LocalServer()
        let empty = try await client(server, "empty").facts(page: 1, limit: 5)
        #expect(empty.isEmpty)
        let huge = try await client(server, "huge").facts(page: 1, limit: 1)
        #expect(huge.first?.text.count == 100_000)
    }

    @Test func aServerThatNeverAnswersTimesOut() async throws {
        let server = try LocalServer()
        let start = Date()
        await #expect(throws: CatFactsError.unreachable("timed out")) {
            _ = try await client(server, "slow", timeout: 1).facts(page: 1, limit: 5)
        }
        #expect(Date().timeIntervalSince(start) < 10)
    }

    @Test func nothingListeningIsUnreachable() async throws {
        let nobody = CatFactsClient(factsURL: URL(string: "http://127.0.0.1:9")!, requestTimeout: 2)
        await #expect(throws: CatFactsError.unreachable("no connection")) { _ = try await nobody.facts(page: 1, limit: 1) }
    }

    @Test func photosAndTheirLimits() async throws {
        let server = try LocalServer()
        let good = client(server, "ok")
        let url = try await good.randomPhotoURL()
        let png = try await good.photo(at: url)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        for mode in ["big", "bignolength"] {
            let big = client(server, mode)
            let photo = try await big.randomPhotoURL()
            await #expect(throws: CatFactsError.tooLarge(limit: 20_000_000)) { _ = try await big.photo(at: photo) }
        }
    }

    @Test func cancellingADownloadClosesTheConnection() async throws {
        let server = try LocalServer()
        let slow = client(server, "slow", timeout: 30)
        let url = try await slow.randomPhotoURL()
        let download = Task { try await slow.photo(at: url) }
        try await Task.sleep(nanoseconds: 400_000_000)
        download.cancel()
        await #expect(throws: CatFactsError.cancelled) { _ = try await download.value }
        // The server notices the closed connection at its next write.
        var closed = false
        for _ in 0..<30 where !closed {
            try await Task.sleep(nanoseconds: 100_000_000)
            let seen = try await client(server, "ok").get(server.url("closed"), limit: 10_000)
            closed = String(decoding: seen, as: UTF8.self).contains("/photo/slow")
        }
        #expect(closed)
    }
}
