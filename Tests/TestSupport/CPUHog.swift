import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Other processes that keep every core busy while a test runs (ended at
/// `stop()` or deinit): what a loaded machine does to timers and frames.
public final class CPUHog {
    private var processes: [Process] = []

    /// One busy process per core, each spinning for at most `seconds`.
    public init(seconds: Int = 120) throws {
        for _ in 0..<max(ProcessInfo.processInfo.activeProcessorCount, 2) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", "-c", "import time\nend = time.time() + \(seconds)\nwhile time.time() < end: pass"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            processes.append(process)
        }
    }

    public func stop() {
        for process in processes where process.isRunning { kill(process.processIdentifier, SIGKILL) }
        for process in processes { process.waitUntilExit() }
        processes = []
    }

    deinit { stop() }
}
