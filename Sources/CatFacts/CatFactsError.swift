import Foundation

/// Why facts or a photo could not be had, as one line for the user.
public enum CatFactsError: Error, Equatable, CustomStringConvertible {
    /// The service could not be reached (no network, refused, timed out).
    case unreachable(String)
    /// The service answered with an HTTP error; `retryAfter` seconds when it said.
    case http(status: Int, retryAfter: Double?)
    /// The answer was not what the API sends.
    case malformed(String)
    /// The photo is larger than the limit.
    case tooLarge(limit: Int)
    case cancelled

    public var description: String {
        switch self {
        case .unreachable(let why): "Cannot reach the cat service (\(why))."
        case .http(429, let after?): "The cat service is busy; try again in \(Int(after.rounded(.up))) s."
        case .http(let status, _): "The cat service answered \(status) (\(HTTPURLResponseText.text(for: status)))."
        case .malformed(let why): "Unexpected answer: \(why)."
        case .tooLarge(let limit): "The photo is larger than \(limit / 1_000_000) MB; not loaded."
        case .cancelled: "Cancelled."
        }
    }
}

/// HTTP status names (Foundation's `localizedString(forStatusCode:)` is not on every platform).
enum HTTPURLResponseText {
    static func text(for status: Int) -> String {
        switch status {
        case 404: "not found"
        case 429: "too many requests"
        case 500: "server error"
        case 502, 503, 504: "unavailable"
        case 400..<500: "request refused"
        default: "error"
        }
    }
}
