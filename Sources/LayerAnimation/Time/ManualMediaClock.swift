import Foundation

/// Drives ``CACurrentMediaTime()`` by hand inside ``run(_:)``.
///
/// The clock is task-local: parallel tests and offline renders each see only
/// their own time, and code outside `run` keeps the monotonic clock.
///
/// ```swift
/// let clock = ManualMediaClock(now: 100)
/// clock.run {
///     layer.add(animation, forKey: "move")
///     clock.advance(by: 0.5)
///     let halfway = layer.presentation()!.position
/// }
/// ```
public final class ManualMediaClock: @unchecked Sendable {
    @TaskLocal static var current: ManualMediaClock?

    private let lock = NSLock()
    private var storedNow: CFTimeInterval

    /// Creates a clock that reads `now` until it is advanced.
    public init(now: CFTimeInterval = 0) {
        storedNow = now
    }

    /// The media time that ``CACurrentMediaTime()`` returns inside ``run(_:)``.
    public var now: CFTimeInterval {
        get { lock.withLock { storedNow } }
        set { lock.withLock { storedNow = newValue } }
    }

    /// Moves the clock forward (or backward, for a negative value).
    public func advance(by seconds: CFTimeInterval) {
        lock.withLock { storedNow += seconds }
    }

    /// Runs `body` with ``CACurrentMediaTime()`` reading this clock.
    public func run<R>(_ body: () throws -> R) rethrows -> R {
        try ManualMediaClock.$current.withValue(self) { try body() }
    }
}
