import Synchronization
import Testing
@testable import LayerAnimation

@Suite struct MediaClockTests {
    @Test func manualClockDrivesMediaTimeOnlyInsideRun() {
        let clock = ManualMediaClock(now: 42)
        clock.run {
            #expect(CACurrentMediaTime() == 42)
            clock.advance(by: 0.5)
            #expect(CACurrentMediaTime() == 42.5)
            clock.now = 7
            #expect(CACurrentMediaTime() == 7)
        }
        #expect(CACurrentMediaTime() != 7)
    }

    @Test func monotonicClockNeverGoesBack() {
        var previous = CACurrentMediaTime()
        for _ in 0..<1000 {
            let now = CACurrentMediaTime()
            #expect(now >= previous)
            previous = now
        }
        #expect(previous > 0)
    }

    @Test func nestedClocksAreTaskLocal() async {
        let outer = ManualMediaClock(now: 1)
        let inner = ManualMediaClock(now: 2)
        outer.run {
            #expect(CACurrentMediaTime() == 1)
            inner.run { #expect(CACurrentMediaTime() == 2) }
            #expect(CACurrentMediaTime() == 1)
        }
        await withTaskGroup(of: Double.self) { group in
            for i in 0..<8 {
                group.addTask {
                    let clock = ManualMediaClock(now: Double(i))
                    return clock.run { CACurrentMediaTime() }
                }
            }
            var seen = Set<Double>()
            for await value in group { seen.insert(value) }
            #expect(seen == Set((0..<8).map(Double.init)))
        }
    }

    /// A task started inside `run` inherits the clock and keeps it after
    /// `run` returns, even with no other clock left anywhere: the check
    /// that lets the media time skip the task-local lookup counts clocks
    /// alive, not `run` calls in progress.
    @Test func aTaskStartedInsideRunKeepsItsClockAfterRunReturns() async {
        let task = ManualMediaClock(now: 42).run { Task { CACurrentMediaTime() } }
        #expect(await task.value == 42)
        // Counted while alive, and no longer once gone.
        var clock: ManualMediaClock? = ManualMediaClock(now: 1)
        #expect(ManualMediaClock.instances.load(ordering: .acquiring) >= 1)
        #expect(clock?.run { CACurrentMediaTime() } == 1)
        clock = nil
        #expect(CACurrentMediaTime() != 1)
    }

    /// Threads advancing one clock at once lose no step, and a reader
    /// meanwhile sees only times some sequence of those steps gives (the
    /// thread sanitizer runs this suite).
    @Test func concurrentAdvancesAreEachCounted() async {
        let clock = ManualMediaClock(now: 0.5)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask { for _ in 0..<2_000 { clock.advance(by: 0.25) } }
            }
            group.addTask {
                for _ in 0..<2_000 {
                    let now = clock.now
                    #expect(now >= 0.5 && now <= 2_000.5 && (now * 4).rounded() == now * 4)
                }
            }
        }
        #expect(clock.now == 0.5 + 4 * 2_000 * 0.25)
    }
}
