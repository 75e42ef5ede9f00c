import CMalloc
import Foundation
import LayerAnimation

/// Gives memory freed in the middle of malloc's heaps back to the system,
/// at most every `interval` seconds, at moments a window can spare: before
/// it sleeps, or after a frame that left most of its refresh unused.
/// Without it, what bursts of work freed (pictures decoded and dropped,
/// textures remade at new sizes, another thread's export) stays resident
/// for the process's life, in holes later allocations do not fill.
package final class HeapTrim {
    package let interval: Double
    private var last = -Double.infinity

    package init(interval: Double = 10) { self.interval = interval }

    /// Trims if `interval` has passed since the last trim; true when it did.
    @discardableResult
    package func trimIfDue(at now: Double = CACurrentMediaTime()) -> Bool {
        guard now - last >= interval else { return false }
        last = now
        malloc_trim(0)
        return true
    }

    /// After an animated frame whose work took `work` of a `refresh`-second
    /// frame: trims if due and the frame left two thirds of its time.
    @discardableResult
    package func frameEnded(work: Double, refresh: Double, at now: Double = CACurrentMediaTime()) -> Bool {
        work < refresh / 3 ? trimIfDue(at: now) : false
    }
}
