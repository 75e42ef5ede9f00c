import Foundation

/// The list of facts as it is browsed: pages loaded one after another as
/// the list reaches its end, a failure told in one line with a retry,
/// duplicates (the API repeats itself) shown once.
@MainActor
public final class FactsFeed {
    public enum State: Equatable {
        case idle, loading
        /// The last load failed: the line to show beside Retry.
        case failed(String)
    }

    public private(set) var facts: [CatFact] = []
    public private(set) var state: State = .idle
    /// Pages loaded so far.
    public private(set) var pages = 0
    /// Whether the API has shown its last fact (an empty page).
    public private(set) var reachedEnd = false
    public let pageSize: Int
    private let load: (Int, Int) async throws -> [CatFact]
    private var task: Task<Void, Never>?

    public init(pageSize: Int = 20, load: @escaping (_ page: Int, _ limit: Int) async throws -> [CatFact]) {
        (self.pageSize, self.load) = (pageSize, load)
    }

    public convenience init(client: CatFactsClient, pageSize: Int = 20) {
        self.init(pageSize: pageSize) { try await client.facts(page: $0, limit: $1) }
    }

    /// Loads the next page unless one is loading or the end was reached;
    /// `done` runs when it ended (on the main actor).
    public func loadMore(done: (() -> Void)? = nil) {
        guard state != .loading, !reachedEnd else { return }
        state = .loading
        let page = pages + 1
        task = Task { [weak self] in
            guard let self else { return }
            do {
                let more = try await self.load(page, self.pageSize)
                self.pages = page
                if more.isEmpty { self.reachedEnd = true }
                let known = Set(self.facts)
                self.facts += more.filter { !known.contains($0) }
                self.state = .idle
            } catch {
                self.state = .failed((error as? CatFactsError)?.description ?? "\(error)")
            }
            done?()
        }
    }

    /// After a failure: tries the same page again.
    public func retry(done: (() -> Void)? = nil) {
        if case .failed = state { state = .idle }
        loadMore(done: done)
    }

    /// Waits for the load in progress, if any (for tests and shutdown).
    public func settle() async { await task?.value }
}
