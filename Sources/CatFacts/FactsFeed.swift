import Foundation
import SplitMix

/// The list of facts as it is browsed: pages loaded one after another as
/// the list reaches its end, a failure told in one line with a retry,
/// duplicates (the API repeats itself) shown once.
///
/// In random order (the seed's "random cat facts"), each load shows a page
/// picked at random among those not shown yet, its facts shuffled, so no
/// fact repeats until all have been seen. The page count comes with the
/// first answer (its `last_page`); a service that does not say is read
/// page after page, each page shuffled.
@MainActor
public final class FactsFeed {
    public enum State: Equatable {
        case idle, loading
        /// The last load failed: the line to show beside Retry.
        case failed(String)
    }

    /// The order facts are shown in.
    public enum Order: Sendable {
        /// As the service serves them, page after page.
        case asServed
        /// Pages and the facts in each shuffled by this seed (a launch's own).
        case random(seed: UInt64)
    }

    public private(set) var facts: [CatFact] = []
    public private(set) var state: State = .idle
    /// Pages shown so far.
    public private(set) var pages = 0
    /// Whether every fact the service has is shown.
    public private(set) var reachedEnd = false
    public let pageSize: Int
    private let load: (Int, Int) async throws -> FactsPage
    private var task: Task<Void, Never>?
    private var random: SplitMix64?
    /// How a random order goes on, learnt from the first answer.
    private enum RandomPlan {
        /// Not asked yet (and never, as served).
        case unknown
        /// These pages still to show, in this order.
        case shuffled([Int])
        /// No page count: page after page, each shuffled.
        case pageAfterPage
    }
    private var plan = RandomPlan.unknown
    /// Pages fetched before their turn (the first, which told the count).
    private var fetched: [Int: [CatFact]] = [:]

    public init(pageSize: Int = 20, order: Order = .asServed,
                loadPage: @escaping (_ page: Int, _ limit: Int) async throws -> FactsPage) {
        (self.pageSize, self.load) = (pageSize, loadPage)
        if case .random(let seed) = order { random = SplitMix64(seed: seed) }
    }

    public convenience init(pageSize: Int = 20, load: @escaping (_ page: Int, _ limit: Int) async throws -> [CatFact]) {
        self.init(pageSize: pageSize) { FactsPage(facts: try await load($0, $1)) }
    }

    /// A seed that differs at each launch: random facts are new each time.
    public nonisolated static func launchSeed() -> UInt64 {
        UInt64(Date().timeIntervalSince1970 * 1000) ^ UInt64(ProcessInfo.processInfo.processIdentifier)
    }

    public convenience init(client: CatFactsClient, pageSize: Int = 20, order: Order = .asServed) {
        self.init(pageSize: pageSize, order: order) { try await client.factsPage($0, limit: $1) }
    }

    /// Loads the next page unless one is loading or the end was reached;
    /// `done` runs when it ended (on the main actor).
    public func loadMore(done: (() -> Void)? = nil) {
        guard state != .loading, !reachedEnd else { return }
        state = .loading
        task = Task { [weak self] in
            guard let self else { return }
            do {
                try await self.showNextPage()
                self.state = .idle
            } catch {
                self.state = .failed((error as? CatFactsError)?.description ?? "\(error)")
            }
            done?()
        }
    }

    /// Fetches (unless fetched already) and shows one page: the next of the
    /// shuffled pages, or (as served, or at random without a page count)
    /// the next page.
    private func showNextPage() async throws {
        if random != nil, case .unknown = plan {
            let first = try await load(1, pageSize)
            fetched[1] = first.facts
            plan = first.lastPage.map { .shuffled(Array(1...$0).shuffled(using: &random!)) } ?? .pageAfterPage
        }
        if case .shuffled(var remaining) = plan {
            guard let number = remaining.first else { return show([], isLast: true) }
            let page = try await facts(ofPage: number)
            remaining.removeFirst()
            plan = .shuffled(remaining)
            pages += 1
            return show(shuffledIfRandom(page), isLast: remaining.isEmpty)
        }
        let page = try await facts(ofPage: pages + 1)
        pages += 1
        show(shuffledIfRandom(page), isLast: page.isEmpty)
    }

    /// `page` shuffled in random order, as it is otherwise.
    private func shuffledIfRandom(_ page: [CatFact]) -> [CatFact] {
        random == nil ? page : page.shuffled(using: &random!)
    }

    /// Page `number`'s facts: fetched already, or now.
    private func facts(ofPage number: Int) async throws -> [CatFact] {
        if let early = fetched.removeValue(forKey: number) { return early }
        return try await load(number, pageSize).facts
    }

    private func show(_ more: [CatFact], isLast: Bool) {
        if isLast { reachedEnd = true }
        let known = Set(facts)
        facts += more.filter { !known.contains($0) }
    }

    /// After a failure: tries the same page again.
    public func retry(done: (() -> Void)? = nil) {
        if case .failed = state { state = .idle }
        loadMore(done: done)
    }

    /// Stops the load in progress, if any: it ends as a failure (Retry loads again).
    public func cancel() { task?.cancel() }

    /// Waits for the load in progress, if any (for tests and shutdown).
    public func settle() async { await task?.value }
}
