import Foundation
import Testing
@testable import LayerAnimation

/// `CADisplayLink` as a host drives it: each test fires its own run-loop
/// mode, so tests running side by side never see each other's links.
@Suite struct DisplayLinkTests {
    final class Stepper {
        var steps: [CFTimeInterval] = []
        var plainSteps = 0
        func step(_ link: CADisplayLink) { steps.append(link.timestamp) }
        func plainStep() { plainSteps += 1 }
    }

    let mode = RunLoop.Mode("test-\(UUID().uuidString)")

    func fire(_ time: CFTimeInterval, fps: Double = 60) -> Bool {
        CADisplayLink.fireLinks(of: .main, mode: mode, atTime: time, framesPerSecond: fps)
    }

    @Test(arguments: [(0, 1), (60, 1), (120, 1), (26, 2), (35, 2), (30, 2), (20, 3), (1, 60), (-5, 1)])
    func theStrideRoundsTheRatio(_ pair: (Int, Int)) {
        #expect(CADisplayLink.frameStride(native: 60, preferred: pair.0, range: .default) == pair.1)
    }

    @Test func aRangeClampsItsPreferenceFirst() {
        #expect(CADisplayLink.frameStride(native: 60, preferred: 0, range: CAFrameRateRange(minimum: 10, maximum: 30)) == 2)
        #expect(CADisplayLink.frameStride(native: 60, preferred: 0,
                                          range: CAFrameRateRange(minimum: 10, maximum: 30, preferred: 80)) == 2)
        #expect(CADisplayLink.frameStride(native: 60, preferred: 0,
                                          range: CAFrameRateRange(minimum: 15, maximum: 30, preferred: 5)) == 4)
        #expect(CADisplayLink.frameStride(native: .nan, preferred: 30, range: .default) == 1)
    }

    @Test func timestampsBeforeAndAfterTheFirstCall() {
        let stepper = Stepper()
        let link = CADisplayLink(target: stepper, selector: Stepper.step)
        #expect(link.timestamp == 0 && link.targetTimestamp == 0)
        #expect(isClose(link.duration, 1.0 / 60))
        link.add(to: .main, forMode: mode)
        #expect(fire(10, fps: 120))
        #expect(stepper.steps == [10])
        #expect(link.timestamp == 10)
        #expect(isClose(link.duration, 1.0 / 120))
        #expect(isClose(link.targetTimestamp, 10 + 1.0 / 120))
        link.invalidate()
    }

    @Test func aSlowerLinkIsCalledEveryKthFrameAndTargetsItsNextCall() {
        let stepper = Stepper()
        let link = CADisplayLink(target: stepper, selector: Stepper.step)
        link.preferredFramesPerSecond = 26  // 30 at 60 Hz
        link.add(to: .main, forMode: mode)
        for frame in 0..<6 { _ = fire(Double(frame) / 60) }
        #expect(stepper.steps.map { ($0 * 60).rounded() } == [0, 2, 4])
        #expect(isClose(link.targetTimestamp, 4.0 / 60 + 2.0 / 60))
        link.invalidate()
    }

    @Test func linksAreCalledInTheOrderTheyWereAdded() {
        var calls: [String] = []
        let links = ["a", "b", "c"].map { name in CADisplayLink { _ in calls.append(name) } }
        for link in links.reversed() { link.add(to: .main, forMode: mode) }
        _ = fire(1)
        #expect(calls == ["c", "b", "a"])
        for link in links { link.invalidate() }
    }

    @Test func theLinkHoldsItsTargetAndTheRunLoopHoldsTheLinkUntilInvalidated() {
        weak var target: Stepper?
        weak var weakLink: CADisplayLink?
        do {
            let stepper = Stepper()
            target = stepper
            let link = CADisplayLink(target: stepper, selector: Stepper.plainStep)
            weakLink = link
            link.add(to: .main, forMode: mode)
        }
        #expect(target != nil && weakLink != nil)
        _ = fire(1)
        #expect(target?.plainSteps == 1)
        weakLink?.invalidate()
        #expect(target == nil)
        #expect(weakLink == nil)
        #expect(fire(2) == false)
    }

    @Test func invalidatingFromItsOwnCallbackIsSafe() {
        var calls: [String] = []
        let first = CADisplayLink { link in calls.append("first"); link.invalidate() }
        let second = CADisplayLink { _ in calls.append("second") }
        first.add(to: .main, forMode: mode)
        second.add(to: .main, forMode: mode)
        _ = fire(1)
        _ = fire(2)
        #expect(calls == ["first", "second", "second"])
        #expect(!first.isValid)
        first.add(to: .main, forMode: mode)  // after invalidate: nothing
        _ = fire(3)
        #expect(calls.count == 4)
        second.invalidate()
    }

    @Test func pausedLinksAreSkippedAndDoNotKeepTheHostDrawing() {
        var calls = 0
        let link = CADisplayLink { _ in calls += 1 }
        link.add(to: .main, forMode: mode)
        link.isPaused = true
        #expect(fire(1) == false)
        #expect(CADisplayLink.hasActiveLinks(of: .main, mode: mode) == false)
        link.isPaused = false
        #expect(fire(2))
        #expect(calls == 1)
        link.invalidate()
    }

    @Test func modesAndTheCommonModes() {
        var calls: [String] = []
        let common = CADisplayLink { _ in calls.append("common") }
        let own = CADisplayLink { _ in calls.append("own") }
        common.add(to: .main, forMode: .common)
        own.add(to: .main, forMode: mode)
        _ = fire(1)
        #expect(calls == ["own"])  // this test's mode is not a common mode
        let fired = DisplayLinkRegistry.shared.links(of: .main, in: .default).contains { $0 === common }
        #expect(fired)
        own.remove(from: .main, forMode: mode)
        _ = fire(2)
        #expect(calls == ["own"])
        common.invalidate()
        own.invalidate()
    }

    @Test func aLinkAddedByACallbackIsFirstCalledAtTheNextFrame() {
        var calls: [String] = []
        var added: CADisplayLink?
        let mode = self.mode
        let adder = CADisplayLink { _ in
            guard added == nil else { return }
            added = CADisplayLink { _ in calls.append("added") }
            added?.add(to: .main, forMode: mode)
        }
        adder.add(to: .main, forMode: mode)
        _ = fire(1)
        #expect(calls.isEmpty)
        _ = fire(2)
        #expect(calls == ["added"])
        adder.invalidate()
        added?.invalidate()
    }
}

/// The deprecated `frameInterval` is the same rate said in frames.
@Suite struct DisplayLinkFrameIntervalTests {
    @available(*, deprecated)
    @Test func frameIntervalIsTheRateInFrames() {
        let link = CADisplayLink { _ in }
        #expect(link.frameInterval == 1)
        link.frameInterval = 2
        #expect(link.preferredFramesPerSecond == 30)
        #expect(link.frameInterval == 2)
        link.invalidate()
    }
}
