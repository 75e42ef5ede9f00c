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
}
