import Foundation
import Synchronization

/// Runs a GIF export on its own thread and hands its progress and result
/// to the frame loop. What the two threads share is one small value behind
/// a mutex.
final class ExportCoordinator: Sendable {
    /// The export's latest news.
    private struct News: Sendable {
        var progress = 0.0
        var result: Result<URL, Error>?
        var changed = false
    }

    private let news = Mutex(News())

    /// Starts `export` on another thread.
    func start(_ export: GIFExport) {
        news.withLock { $0 = News() }
        Thread.detachNewThread { [self] in
            let result = Result { try export.run { progress in self.news.withLock { $0.progress = progress; $0.changed = true } } }
            news.withLock { $0.result = result; $0.changed = true }
        }
    }

    /// The latest progress and, once done, the result; nil when nothing changed since the last call.
    func take() -> (progress: Double, result: Result<URL, Error>?)? {
        news.withLock { news in
            guard news.changed else { return nil }
            defer { (news.changed, news.result) = (false, nil) }
            return (news.progress, news.result)
        }
    }
}
