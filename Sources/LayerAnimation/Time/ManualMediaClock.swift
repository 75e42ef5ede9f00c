import Synchronization

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
public final class ManualMediaClock: Sendable {
    @TaskLocal static var current: ManualMediaClock?

    /// How many clocks exist, on any thread. While none does, no task can
    /// be running one (a task-local holds its clock), so
    /// ``CACurrentMediaTime()`` skips the task-local lookup: most of what it
    /// cost an app, on every animation added and every property change.
    static let instances = Atomic<Int>(0)

    /// `now`'s bits: read by every ``CACurrentMediaTime()`` inside `run`,
    /// which a lock made a pair of calls each (a tenth of an implicit change).
    private let nowBits: Atomic<UInt64>

    /// Creates a clock that reads `now` until it is advanced.
    public init(now: CFTimeInterval = 0) {
        nowBits = Atomic(now.bitPattern)
        Self.instances.add(1, ordering: .releasing)
    }

    deinit {
        Self.instances.subtract(1, ordering: .releasing)
    }

    /// The media time that ``CACurrentMediaTime()`` returns inside ``run(_:)``.
    public var now: CFTimeInterval {
        get { CFTimeInterval(bitPattern: nowBits.load(ordering: .acquiring)) }
        set { nowBits.store(newValue.bitPattern, ordering: .releasing) }
    }

    /// Moves the clock forward (or backward, for a negative value), as one
    /// step however many threads advance it at once.
    public func advance(by seconds: CFTimeInterval) {
        var old = nowBits.load(ordering: .relaxed)
        while true {
            let new = (CFTimeInterval(bitPattern: old) + seconds).bitPattern
            let (exchanged, current) = nowBits.compareExchange(expected: old, desired: new,
                                                               ordering: .acquiringAndReleasing)
            if exchanged { return }
            old = current
        }
    }

    /// Runs `body` with ``CACurrentMediaTime()`` reading this clock.
    public func run<R>(_ body: () throws -> R) rethrows -> R {
        try ManualMediaClock.$current.withValue(self) { try body() }
    }
}
