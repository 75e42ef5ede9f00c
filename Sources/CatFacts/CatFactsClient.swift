import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Talks to the facts API and the photo API over HTTP(S) with Foundation's
/// `URLSession`: timeouts, redirects (a loop fails), cancellation (a task
/// cancelled closes its connection), and downloads bounded in size.
public final class CatFactsClient: Sendable {
    /// The facts API, e.g. `https://catfact.ninja`.
    public let factsURL: URL
    /// The photo API, e.g. `https://api.thecatapi.com`.
    public let photosURL: URL
    /// The largest photo loaded, in bytes.
    public let maximumPhotoBytes: Int
    private let configuration: URLSessionConfiguration

    public static let defaultFactsURL = URL(string: "https://catfact.ninja")!
    public static let defaultPhotosURL = URL(string: "https://api.thecatapi.com")!

    public init(factsURL: URL = defaultFactsURL, photosURL: URL = defaultPhotosURL,
                requestTimeout: TimeInterval = 10, maximumPhotoBytes: Int = 20_000_000) {
        (self.factsURL, self.photosURL, self.maximumPhotoBytes) = (factsURL, photosURL, maximumPhotoBytes)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = requestTimeout
        configuration.timeoutIntervalForResource = requestTimeout * 6
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        self.configuration = configuration
    }

    /// The URLs the environment names (`SNOWMAN_CAT_FACTS_URL`,
    /// `SNOWMAN_CAT_PHOTOS_URL`) when they are http(s) URLs, else the public APIs.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> CatFactsClient {
        CatFactsClient(factsURL: environment["SNOWMAN_CAT_FACTS_URL"].flatMap(webAddress) ?? defaultFactsURL,
                       photosURL: environment["SNOWMAN_CAT_PHOTOS_URL"].flatMap(webAddress) ?? defaultPhotosURL)
    }

    /// `text` as an http or https URL with a host, or nil.
    public static func webAddress(_ text: String) -> URL? {
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
              !(url.host ?? "").isEmpty else { return nil }
        return url
    }

    /// Page `page` (from 1) of `limit` facts.
    public func facts(page: Int, limit: Int) async throws -> [CatFact] {
        var components = URLComponents(url: factsURL.appendingPathComponent("facts"), resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "limit", value: String(limit)), URLQueryItem(name: "page", value: String(page))]
        let data = try await get(components.url!, limit: 5_000_000)
        return try FactsPage.decode(data)
    }

    /// The address of a random cat photo.
    public func randomPhotoURL() async throws -> URL {
        try PhotoSearch.decode(try await get(photosURL.appendingPathComponent("v1/images/search"), limit: 1_000_000))
    }

    /// The bytes of the photo at `url`, refused past ``maximumPhotoBytes``;
    /// `progress` hears the fraction received (nil while the size is unknown)
    /// on the download's thread.
    public func photo(at url: URL, progress: (@Sendable (Double?) -> Void)? = nil) async throws -> Data {
        try await get(url, limit: maximumPhotoBytes, progress: progress)
    }

    /// How many redirects a request follows before it fails.
    static let maximumRedirects = 8

    /// GET `url`: its body, at most `limit` bytes (more fails as soon as it is seen).
    ///
    /// Redirects are followed here, one task each, not by `URLSession`:
    /// Foundation on Linux can trap when a request's timeout fires while it
    /// waits for a redirect's delegate answer (seen once under load, on a
    /// redirect loop), and a task that never follows one never waits long.
    func get(_ url: URL, limit: Int, progress: (@Sendable (Double?) -> Void)? = nil) async throws -> Data {
        var url = url
        for _ in 0...Self.maximumRedirects {
            let download = BoundedDownload(limit: limit, progress: progress)
            let answer = try await withTaskCancellationHandler {
                try await download.run(URLRequest(url: url), configuration: configuration)
            } onCancel: {
                download.cancel()
            }
            switch answer {
            case .body(let data): return data
            case .redirect(let next):
                guard let next = Self.webAddress(next.absoluteString) else { throw CatFactsError.unreachable("a redirect to a non-web address") }
                url = next
            }
        }
        throw CatFactsError.unreachable("too many redirects")
    }
}

/// One download through a data task whose delegate stops it past a size
/// limit (so a huge answer never fills memory) and reports how it ended.
final class BoundedDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let limit: Int
    private let progress: (@Sendable (Double?) -> Void)?
    private let lock = NSLock()
    private var body = Data()
    private var response: HTTPURLResponse?
    private var failure: CatFactsError?
    private var task: URLSessionDataTask?
    private var continuation: CheckedContinuation<Answer, Error>?
    private var cancelled = false
    /// Where the answer sent the request instead, if it was a redirect.
    private var redirect: URL?

    /// How a download ended well: a body, or a redirect for the caller to follow.
    enum Answer { case body(Data), redirect(URL) }

    init(limit: Int, progress: (@Sendable (Double?) -> Void)? = nil) {
        (self.limit, self.progress) = (limit, progress)
    }

    /// Runs the request in a session of its own (its delegate is this
    /// download), invalidated when it ends.
    func run(_ request: URLRequest, configuration: URLSessionConfiguration) async throws -> Answer {
        let session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        return try await withCheckedThrowingContinuation { continuation in
            lock.withLock {
                self.continuation = continuation
                guard !cancelled else { return }
                let task = session.dataTask(with: request)
                self.task = task
                task.resume()
            }
            if lock.withLock({ cancelled && self.task == nil }) { finish(.failure(CatFactsError.cancelled)) }
        }
    }

    /// Cancels the task, unless it is ending on a redirect: Foundation on
    /// Linux traps when a task is cancelled between asking about a redirect
    /// and getting the answer (seen under load in the test run), and such a
    /// task ends by itself at once.
    func cancel() {
        let task = lock.withLock { () -> URLSessionDataTask? in
            cancelled = true
            return redirect == nil ? self.task : nil
        }
        task?.cancel()
    }

    /// A redirect is not followed: the task ends, and the caller follows it.
    /// Answered once: a second answer would trap in Foundation.
    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        let first = lock.withLock { () -> Bool in
            guard redirect == nil else { return false }
            redirect = request.url ?? response.url ?? URL(fileURLWithPath: "/")
            return true
        }
        if first { completionHandler(nil) }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        let http = response as? HTTPURLResponse
        lock.withLock { self.response = http }
        if response.expectedContentLength > Int64(limit) {
            lock.withLock { failure = .tooLarge(limit: limit) }
            return completionHandler(.cancel)
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let (over, received) = lock.withLock { () -> (Bool, Int) in
            body.append(data)
            guard body.count > limit else { return (false, body.count) }
            failure = .tooLarge(limit: limit)
            body = Data()
            return (true, 0)
        }
        if over { return dataTask.cancel() }
        if let progress {
            let expected = dataTask.countOfBytesExpectedToReceive
            progress(expected > 0 ? min(1, Double(received) / Double(expected)) : nil)
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        let (failure, response, body, cancelled, redirect) = lock.withLock {
            (self.failure, self.response, self.body, self.cancelled, self.redirect)
        }
        if let failure { return finish(.failure(failure)) }
        if cancelled { return finish(.failure(CatFactsError.cancelled)) }
        if let redirect { return finish(.success(.redirect(redirect))) }
        if let error { return finish(.failure(CatFactsError.unreachable(Self.reason(error)))) }
        guard let response else { return finish(.failure(CatFactsError.malformed("no HTTP answer"))) }
        guard (200..<300).contains(response.statusCode) else {
            let after = (response.value(forHTTPHeaderField: "Retry-After")).flatMap(Double.init)
            return finish(.failure(CatFactsError.http(status: response.statusCode, retryAfter: after)))
        }
        finish(.success(.body(body)))
    }

    private func finish(_ result: Result<Answer, Error>) {
        let continuation = lock.withLock { () -> CheckedContinuation<Answer, Error>? in
            defer { self.continuation = nil }
            return self.continuation
        }
        continuation?.resume(with: result)
    }

    /// A URL error as a few words.
    static func reason(_ error: Error) -> String {
        let code = (error as? URLError)?.code ?? URLError.Code(rawValue: (error as NSError).code)
        switch code {
        case .timedOut: return "timed out"
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet, .networkConnectionLost:
            return "no connection"
        case .httpTooManyRedirects, .redirectToNonExistentLocation: return "too many redirects"
        default: return String(error.localizedDescription.prefix(80))
        }
    }
}
