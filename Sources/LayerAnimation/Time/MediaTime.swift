#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Seconds, as Core Animation measures time.
public typealias CFTimeInterval = Double

/// The current absolute media time: seconds from the monotonic clock
/// (`CLOCK_MONOTONIC`), or the time of the innermost ``ManualMediaClock``
/// running on this task.
public func CACurrentMediaTime() -> CFTimeInterval {
    if ManualMediaClock.instances.load(ordering: .acquiring) > 0, let manual = ManualMediaClock.current {
        return manual.now
    }
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return CFTimeInterval(spec.tv_sec) + CFTimeInterval(spec.tv_nsec) * 1e-9
}
