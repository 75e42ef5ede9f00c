import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One download through a data task whose delegate stops it past a size
/// limit (so a huge answer never fills memory) or when it goes quiet for too
/// long, and reports how it ended. A redirect is not followed: it is reported.
///
/// Foundation on Linux traps when a task's state changes while it waits for
/// the delegate's answer about a redirect: its own timeout firing, or a
/// cancel, while the answer waits behind a busy delegate queue. So the
/// timeouts are kept here, Foundation's own are set beyond them, and a
/// redirect is either answered or its task cancelled, never both: the choice
/// is made once, under the lock.
final class BoundedDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let limit: Int
    private let timeout: TimeInterval
    private let deadline: DispatchTime
    private let progress: (@Sendable (Double?) -> Void)?
    private let lock = NSLock()
    private var body = Data()
    private var response: HTTPURLResponse?
    private var failure: CatFactsError?
    private var task: URLSessionDataTask?
    private var timer: DispatchSourceTimer?
    private var continuation: CheckedContinuation<Answer, Error>?
    /// Why the download was stopped from outside the task, if it was.
    private var stop: Stop?
    /// Where the answer sent the request instead, once the redirect is answered.
    private var redirect: URL?

    /// How a download ended well: a body, or a redirect for the caller to follow.
    enum Answer { case body(Data), redirect(URL) }
    private enum Stop: Equatable { case cancelled, timedOut, tooSlow(String) }
    /// When the answer's header came: the rate is measured from there.
    private var answeredAt: DispatchTime?

    /// A download of at most `limit` bytes that fails after `timeout` seconds
    /// without news from the server, or at `deadline` whatever happens.
    init(limit: Int, timeout: TimeInterval = 60, deadline: DispatchTime = .distantFuture,
         progress: (@Sendable (Double?) -> Void)? = nil) {
        (self.limit, self.timeout, self.deadline, self.progress) = (limit, timeout, deadline, progress)
    }

    /// Runs the request in a session of its own (its delegate is this
    /// download, its delegate queue `delegateQueue` or a new one),
    /// invalidated when it ends.
    func run(_ request: URLRequest, configuration: URLSessionConfiguration,
             delegateQueue: OperationQueue? = nil) async throws -> Answer {
        let session = URLSession(configuration: Self.withoutFoundationTimeouts(configuration),
                                 delegate: self, delegateQueue: delegateQueue ?? Self.ownDelegateQueue())
        defer { session.finishTasksAndInvalidate() }
        return try await withCheckedThrowingContinuation { continuation in
            let started = lock.withLock { () -> Bool in
                self.continuation = continuation
                guard stop == nil else { return false }
                let task = session.dataTask(with: request)
                self.task = task
                startTimer()
                task.resume()
                return true
            }
            if !started { finish(.failure(CatFactsError.cancelled)) }
        }
    }

    /// Stops the download: it fails as cancelled.
    func cancel() { halt(.cancelled) }

    /// Cancels the task, unless its redirect was answered: that task ends by
    /// itself at once, and cancelling it could trap (see the type's comment).
    private func halt(_ reason: Stop) {
        let task = lock.withLock { () -> URLSessionDataTask? in
            guard stop == nil, reason == .cancelled || (redirect == nil && continuation != nil) else { return nil }
            stop = reason
            return redirect == nil ? self.task : nil
        }
        task?.cancel()
    }

    /// Answered (with "do not follow") only if the download is not being
    /// stopped; the caller follows the redirect with a new task.
    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        let answer = lock.withLock { () -> Bool in
            guard stop == nil, redirect == nil else { return false }
            redirect = request.url ?? response.url ?? URL(fileURLWithPath: "/")
            return true
        }
        if answer { completionHandler(nil) }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        let http = response as? HTTPURLResponse
        lock.withLock {
            self.response = http
            answeredAt = .now()
            rescheduleTimer()
        }
        if response.expectedContentLength > Int64(limit) {
            lock.withLock { failure = .tooLarge(limit: limit) }
            return completionHandler(.cancel)
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let (over, received, answeredAt) = lock.withLock { () -> (Bool, Int, DispatchTime?) in
            rescheduleTimer()
            body.append(data)
            guard body.count > limit else { return (false, body.count, self.answeredAt) }
            failure = .tooLarge(limit: limit)
            body = Data()
            return (true, 0, nil)
        }
        if over { return dataTask.cancel() }
        let expected = dataTask.countOfBytesExpectedToReceive
        if let answeredAt, let why = tooSlow(received: received, expected: expected, since: answeredAt) { halt(.tooSlow(why)) }
        progress?(expected > 0 ? min(1, Double(received) / Double(expected)) : nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        let (failure, response, body, stop, redirect) = lock.withLock {
            (self.failure, self.response, self.body, self.stop, self.redirect)
        }
        if let failure { return finish(.failure(failure)) }
        switch stop {
        case .cancelled: return finish(.failure(CatFactsError.cancelled))
        case .timedOut: return finish(.failure(CatFactsError.unreachable("timed out")))
        case .tooSlow(let why): return finish(.failure(CatFactsError.unreachable(why)))
        case nil: break
        }
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
            timer?.cancel()
            timer = nil
            defer { self.continuation = nil }
            return self.continuation
        }
        continuation?.resume(with: result)
    }

    // MARK: Timeout

    /// Why the body, at the rate it has come for a second or more since the
    /// answer's header, cannot all arrive before the deadline, if it cannot:
    /// then it is given up at once, rather than when the deadline comes.
    private func tooSlow(received: Int, expected: Int64, since answeredAt: DispatchTime) -> String? {
        guard expected > 0, received > 0 else { return nil }
        let now = DispatchTime.now()
        let elapsed = Double(now.uptimeNanoseconds - answeredAt.uptimeNanoseconds) / 1e9
        guard elapsed >= 1, deadline != .distantFuture, deadline > now else { return nil }
        let rate = Double(received) / elapsed
        let needed = Double(max(Int(expected) - received, 0)) / rate
        let left = Double(deadline.uptimeNanoseconds - now.uptimeNanoseconds) / 1e9
        guard needed > left else { return nil }
        let rateText = rate < 1024 ? (Int(rate.rounded()) == 1 ? "1 byte a second" : "\(Int(rate.rounded())) bytes a second") : "\(Int((rate / 1024).rounded())) KB a second"
        return "too slow: \(rateText), it would take \(Self.duration(needed))"
    }

    /// "40 s", "12 min", "28 h".
    static func duration(_ seconds: Double) -> String {
        if seconds < 120 { return "\(Int(seconds.rounded())) s" }
        if seconds < 7_200 { return "\(Int((seconds / 60).rounded())) min" }
        return "\(Int((seconds / 3_600).rounded())) h"
    }

    /// The timer fires on a queue of its own, so a busy delegate queue cannot delay it.
    private static let timerQueue = DispatchQueue(label: "CatFacts.BoundedDownload.timeout")

    /// Starts the timeout; called under the lock.
    private func startTimer() {
        let timer = DispatchSource.makeTimerSource(queue: Self.timerQueue)
        timer.setEventHandler { [weak self] in self?.halt(.timedOut) }
        self.timer = timer
        rescheduleTimer()
        timer.resume()
    }

    /// `timeout` from now, or the deadline if sooner; called under the lock.
    private func rescheduleTimer() {
        timer?.schedule(deadline: min(.now() + timeout, deadline))
    }

    /// A serial delegate queue on a dispatch queue of its own. Session
    /// delegates otherwise run on dispatch's shared threads, which on Linux
    /// are also Swift concurrency's: long synchronous work there (the test
    /// run's CPU-bound tests) delayed the server's answers past the timeout.
    static func ownDelegateQueue() -> OperationQueue {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.underlyingQueue = delegateDispatchQueue
        return queue
    }

    /// Kept here for good: `OperationQueue.underlyingQueue` does not retain
    /// its queue (it is `unowned(unsafe)` in Foundation on Linux).
    private static let delegateDispatchQueue = DispatchQueue(label: "CatFacts.BoundedDownload.delegate")

    /// `configuration` with Foundation's timeouts beyond this download's own.
    static func withoutFoundationTimeouts(_ configuration: URLSessionConfiguration) -> URLSessionConfiguration {
        let copy = configuration.copy() as? URLSessionConfiguration ?? .ephemeral
        let week: TimeInterval = 7 * 86_400
        copy.timeoutIntervalForRequest = week
        copy.timeoutIntervalForResource = week
        return copy
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
