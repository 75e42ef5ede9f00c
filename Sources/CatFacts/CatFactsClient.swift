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
    /// How long a request may wait for news from the server, in seconds
    /// (10 when the value given is not a positive number).
    public let requestTimeout: TimeInterval
    private let configuration: URLSessionConfiguration

    public static let defaultFactsURL = URL(string: "https://catfact.ninja")!
    public static let defaultPhotosURL = URL(string: "https://api.thecatapi.com")!

    public init(factsURL: URL = defaultFactsURL, photosURL: URL = defaultPhotosURL,
                requestTimeout: TimeInterval = 10, maximumPhotoBytes: Int = 20_000_000) {
        (self.factsURL, self.photosURL, self.maximumPhotoBytes) = (factsURL, photosURL, maximumPhotoBytes)
        // A timeout that is not a positive number of seconds would never end (or end at once).
        self.requestTimeout = requestTimeout.isFinite && requestTimeout > 0 ? requestTimeout : 10
        let configuration = URLSessionConfiguration.ephemeral
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
        try await factsPage(page, limit: limit).facts
    }

    /// Page `page` (from 1) of `limit` facts, with the page count when the service gives it.
    public func factsPage(_ page: Int, limit: Int) async throws -> FactsPage {
        var components = URLComponents(url: factsURL.appendingPathComponent("facts"), resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "limit", value: String(limit)), URLQueryItem(name: "page", value: String(page))]
        let data = try await get(components.url!, limit: 5_000_000)
        return try FactsPage.decodePage(data)
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
    /// Each request fails after ``requestTimeout`` without news from the
    /// server, and the whole, redirects included, after six times that.
    ///
    /// Redirects are followed here, one task each: a redirect to anything but
    /// a web address is refused, and a loop ends after ``maximumRedirects``.
    /// ``BoundedDownload`` says why a task never follows one itself.
    func get(_ url: URL, limit: Int, progress: (@Sendable (Double?) -> Void)? = nil) async throws -> Data {
        var url = url
        let deadline = DispatchTime.now() + requestTimeout * 6
        for _ in 0...Self.maximumRedirects {
            let download = BoundedDownload(limit: limit, timeout: requestTimeout, deadline: deadline, progress: progress)
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
