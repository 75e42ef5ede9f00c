import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Removes a file being written if SIGTERM (or SIGINT) ends the process
/// meanwhile: a signal handler may only make async-signal-safe calls, so it
/// unlinks a path kept as a C string and exits with the signal's status.
/// One file at a time; the handlers the process had come back after.
public enum PartialFileCleanup {
    nonisolated(unsafe) private static var path: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var previous: [Int32: sigaction] = [:]
    private static let lock = NSLock()
    static let signals = [SIGTERM, SIGINT]

    /// Runs `body` while `url` is removed should the process be told to end.
    public static func removing<T>(_ url: URL, during body: () throws -> T) rethrows -> T {
        lock.lock()
        path = strdup(url.path)
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { received in
                if let path = PartialFileCleanup.path { unlink(path) }
                _exit(128 + received)
            }
            sigemptyset(&action.sa_mask)
            var old = sigaction()
            sigaction(signal, &action, &old)
            previous[signal] = old
        }
        lock.unlock()
        defer {
            lock.lock()
            for signal in signals {
                if var old = previous[signal] { sigaction(signal, &old, nil) }
            }
            previous = [:]
            let kept = path
            path = nil
            free(kept)
            lock.unlock()
        }
        return try body()
    }
}
