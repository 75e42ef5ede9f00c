import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How long the process has run and how much memory it has held, from /proc.
package enum ProcessClock {
    /// Seconds since the process started (its start time in /proc, to 10 ms).
    package static func secondsSinceStart() -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let fields = stat.split(separator: ")").last?.split(separator: " "), fields.count > 20,
              let startTicks = Double(fields[19]) else { return 0 }
        return seconds(on: CLOCK_BOOTTIME) - startTicks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// VmHWM: the peak resident memory, in megabytes.
    package static func peakMemoryMegabytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
        return kilobytes / 1024
    }

    /// The resident memory now, in bytes (from /proc/self/statm).
    package static func residentBytes() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = Int(statm.split(separator: " ").dropFirst().first ?? "") else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Processor time this thread has used, in seconds: unlike the wall
    /// clock, it leaves out the time the thread waited for a processor.
    package static func threadCPUSeconds() -> Double {
        seconds(on: CLOCK_THREAD_CPUTIME_ID)
    }

    /// The monotonic clock itself, in seconds: not a `ManualMediaClock`
    /// that `CACurrentMediaTime()` may read on this task (a benchmark times
    /// real work while its scene runs on a manual clock).
    package static func monotonicSeconds() -> Double {
        seconds(on: CLOCK_MONOTONIC)
    }

    /// The time on `clock`, in seconds.
    private static func seconds(on clock: clockid_t) -> Double {
        var now = timespec()
        clock_gettime(clock, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
    }

    /// Page faults the process has taken so far that needed no disk (on
    /// first touch of fresh memory, the kernel's zeroing of a page).
    package static func minorPageFaults() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_minflt
    }
}
