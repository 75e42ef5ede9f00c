import CSDL2
import Foundation
import LayerAnimation

/// Keeps the frame loop to the display's rate where vsync does not block
/// (such as under Xvfb), counts frames that came late (more than 1.5
/// refreshes from one present to the next, whatever the cause), and, with
/// `SNOWMAN_FRAME_LOG`, says on standard error why each was late.
package final class FramePacer {
    /// Seconds per display refresh.
    package let refreshInterval: Double
    /// When the last animated frame was presented, and when the loop last
    /// woke up to make one (0 when not animating).
    private var lastPresent = 0.0, lastWake = 0.0
    /// How long after its deadline the loop last woke up: the scheduler's
    /// lateness, which the log tells apart from the viewer's own.
    private var lastWakeDelay = 0.0
    /// Frames presented more than 1.5 refreshes after the previous one.
    package private(set) var lateFrames = 0
    /// Frames presented while animating.
    package private(set) var animatedFrames = 0
    /// The longest the viewer's own work on one frame took (drawing and
    /// presenting), to tell slow frames from late wake-ups in the log.
    private var slowestWork = 0.0
    /// The longest turn of the loop on the main thread (events, results
    /// from other threads, drawing, presenting; not waiting), after the first.
    private var slowestTurn = 0.0, turns = 0
    private var presentedAny = false
    /// Whether to log (read once: the environment is rebuilt on every read).
    package let logs = ProcessInfo.processInfo.environment["SNOWMAN_FRAME_LOG"] != nil
    /// With `SNOWMAN_FRAME_TIMES=FILE`, each animated frame's own work in
    /// milliseconds goes to FILE, a line each (for `scripts/soak.sh`).
    private let frameTimes: FileHandle? = ProcessInfo.processInfo.environment["SNOWMAN_FRAME_TIMES"].flatMap { path in
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        return FileHandle(forWritingAtPath: path)
    }

    package init(refreshInterval: Double) {
        self.refreshInterval = refreshInterval
    }

    /// After a present: logs the first one, then paces. `work` is the
    /// frame's drawing and presenting by the clock, and `processor` the
    /// processor time of it (measured only for the log): less than `work`
    /// when the thread was made to wait in between.
    package func framePresented(animating: Bool, work: Double, processor: Double) {
        if !presentedAny {
            presentedAny = true
            log(String(format: "first frame presented %.0f ms after launch", ProcessClock.secondsSinceStart() * 1000))
        }
        pace(animating: animating, work: work, processor: processor)
    }

    /// After each turn of the loop: how long the main thread was busy in it.
    package func turnEnded(after seconds: Double) {
        turns += 1
        guard turns > 1 else { return }  // the first turn opens the window
        slowestTurn = max(slowestTurn, seconds)
        if seconds > 0.03 {
            log(String(format: "slow turn of the main thread: %.1f ms at %.2f s", seconds * 1000, ProcessClock.secondsSinceStart()))
        }
    }

    /// The session's summary line, for the log.
    package func logSummary() {
        log(String(format: "%d animated frames, %d late; slowest frame's own work %.1f ms; slowest main-thread turn %.1f ms; peak memory %.1f MB",
                    animatedFrames, lateFrames, slowestWork * 1000, slowestTurn * 1000, ProcessClock.peakMemoryMegabytes()))
    }

    private func log(_ message: String) {
        if logs { FileHandle.standardError.write(Data("snowman: \(message)\n".utf8)) }
    }

    private func pace(animating: Bool, work: Double, processor: Double) {
        let now = CACurrentMediaTime()
        guard animating else {
            (lastPresent, lastWake, lastWakeDelay) = (0, 0, 0)
            return
        }
        animatedFrames += 1
        slowestWork = max(slowestWork, work)
        if let frameTimes { frameTimes.write(Data(String(format: "%.3f\n", work * 1000).utf8)) }
        if lastPresent > 0, now - lastPresent > refreshInterval * 1.5 {
            lateFrames += 1
            // The wake-up's delay, the work and its processor time say
            // whether the scheduler or the viewer was slow. The media time
            // (the monotonic clock) lines it up with other programs' logs.
            log(String(format: "late frame (%.0f ms since the last; woke %.1f ms after its deadline, "
                       + "then drawing %.1f ms, %.1f ms of it on the processor) at %.2f s, %d so far; media time %.3f",
                       (now - lastPresent) * 1000, lastWakeDelay * 1000, work * 1000, processor * 1000,
                       ProcessClock.secondsSinceStart(), lateFrames, now))
        }
        lastPresent = now
        // Wake one refresh after the last wake-up, not after this frame's
        // work, so the rate holds; after a late wake-up, start again from it
        // (no burst of frames to catch up).
        let deadline = (lastWake > 0 ? lastWake : now - work) + refreshInterval
        let wait = deadline - now
        if wait >= 0.001 { SDL_Delay(UInt32((wait * 1000).rounded(.down))) }
        let woke = CACurrentMediaTime()
        // Only a sleep can end late; after overlong work there was none.
        lastWakeDelay = wait >= 0.001 ? max(0, woke - deadline) : 0
        lastWake = woke - deadline < 0.002 ? deadline : woke
    }
}
