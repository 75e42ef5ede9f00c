import CMalloc
import Foundation
import LayerAnimation

/// Gives memory freed in the middle of malloc's heaps back to the system
/// when a window goes idle, at most every `interval` seconds. Without it,
/// what a burst of work freed (pictures decoded and dropped, textures
/// remade at a new size) stays resident for the process's life, in holes
/// the next allocations do not fill.
package final class IdleMemoryTrim {
    package let interval: Double
    private var last = -Double.infinity

    package init(interval: Double = 10) { self.interval = interval }

    /// Call when the loop is about to sleep; true when it trimmed.
    @discardableResult
    package func windowWentIdle(at now: Double = CACurrentMediaTime()) -> Bool {
        guard now - last >= interval else { return false }
        last = now
        malloc_trim(0)
        return true
    }
}
