import Foundation

/// One fact about cats, as the facts API sends it.
public struct CatFact: Codable, Hashable, Sendable {
    public let text: String

    public init(_ text: String) {
        self.text = text
    }
}

/// A page of the facts API: `{"data": [{"fact": "...", "length": n}],
/// "last_page": n, ...}`: its facts, and how many pages there are when the
/// service says (Laravel's pagination fields).
public struct FactsPage: Equatable, Sendable {
    public var facts: [CatFact]
    /// The number of pages at this page size, when the answer says.
    public var lastPage: Int?

    public init(facts: [CatFact], lastPage: Int? = nil) {
        (self.facts, self.lastPage) = (facts, lastPage)
    }

    /// The page in `data`, or a one-line reason it is not a page of facts.
    static func decodePage(_ data: Data) throws -> FactsPage {
        let facts = try decode(data)
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        // Only a sane count is believed: a page number the feed can shuffle.
        let lastPage = (object?["last_page"] as? NSNumber).map(\.intValue).flatMap { (1...100_000).contains($0) ? $0 : nil }
        return FactsPage(facts: facts, lastPage: lastPage)
    }

    /// The facts in `data`, or a one-line reason it is not a page of facts.
    static func decode(_ data: Data) throws -> [CatFact] {
        guard let object = try? JSONSerialization.jsonObject(with: data) else {
            let start = String(decoding: data.prefix(64), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw CatFactsError.malformed(start.hasPrefix("<") ? "the server sent a web page, not facts" : "the server's answer is not JSON")
        }
        guard let page = object as? [String: Any], let rows = page["data"] as? [Any] else {
            throw CatFactsError.malformed("the server's answer has no list of facts")
        }
        // Rows of the wrong shape are skipped; a page of only those is an error.
        let facts = rows.compactMap { ($0 as? [String: Any])?["fact"] as? String }
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
            .map(CatFact.init)
        if facts.isEmpty && !rows.isEmpty { throw CatFactsError.malformed("the server's facts are not text") }
        return facts
    }
}

/// The photo API's answer: `[{"url": "https://..."}]`.
enum PhotoSearch {
    static func decode(_ data: Data) throws -> URL {
        guard let rows = (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]],
              let text = rows.first?["url"] as? String, let url = URL(string: text),
              ["http", "https"].contains(url.scheme?.lowercased() ?? "") else {
            throw CatFactsError.malformed("the photo service's answer has no photo address")
        }
        return url
    }
}
