import Foundation

/// Work UIKit does "on the next turn of the run loop" (the completion of
/// a block that animated nothing): never inside the call that asked for
/// it; run by the app's frame loop at its next turn, or by the main queue
/// if that is served first.
@preconcurrency @MainActor
enum NextRunLoopTurn {
    private static var pending: [@MainActor () -> Void] = []

    static func schedule(_ body: @escaping @MainActor () -> Void) {
        pending.append(body)
        if pending.count == 1 {
            DispatchQueue.main.async { MainActor.assumeIsolated { run() } }
        }
    }

    /// Runs what was waiting (what that schedules waits for the turn after).
    static func run() {
        let due = pending
        pending.removeAll()
        for body in due { body() }
    }
}
