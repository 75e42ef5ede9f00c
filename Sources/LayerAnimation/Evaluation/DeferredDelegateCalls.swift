import Foundation

/// `animationDidStop(_:finished: false)` calls owed to delegates of removed
/// or replaced animations, delivered by the next frame evaluation of any
/// tree (Core Animation's run loop delivers them after the change, never
/// inside it).
enum DeferredDelegateCalls {
    private static let lock = NSLock()
    /// Only touched under `lock`.
    nonisolated(unsafe) private static var pending: [CAAnimation] = []

    static func append(_ animation: CAAnimation) {
        lock.withLock { pending.append(animation) }
    }

    /// Tells the delegates of everything appended so far; calls appended
    /// meanwhile (by those delegates) wait for the next delivery.
    static func deliver() {
        let calls = lock.withLock {
            defer { if !pending.isEmpty { pending = [] } }
            return pending
        }
        for animation in calls { animation.delegate?.animationDidStop(animation, finished: false) }
    }
}
