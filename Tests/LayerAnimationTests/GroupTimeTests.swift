import Foundation
import SplitMix
import Testing
@testable import LayerAnimation

/// A linear group whose only child spans it exactly (begins with it, lasts
/// its one iteration, plain values) is compiled as that child in the
/// group's timing (``CompiledAnimation/group(timing:easing:children:)``):
/// it must present what the group presents walked as a group.
@Suite struct GroupTimeTests {
    /// Over seeded random group timings (begin times, speeds down to 0 and
    /// below, offsets, repeats, autoreverse, fills, a duration of 0 that the
    /// child inherits; now and then a child that does not span it), curves
    /// and springs, the group as the compiler leaves it shows, bit for
    /// bit, the transform, opacity, delegate calls and reported timing of the same group kept
    /// a group by a second child on another field with another curve.
    @Test func aGroupRunInItsChildsTimingPresentsWhatTheGroupDoes() {
        var g = SplitMix64(seed: SplitMix64.testSeed(20_261_129))
        let paths = ["transform.scale.x", "transform.scale", "transform.rotation.x", "transform.rotation.z",
                     "transform.translation.y", "opacity", "position.x"]
        let fills: [CAMediaTimingFillMode] = [.removed, .forwards, .backwards, .both]
        var folded = 0
        for round in 0..<300 {
            let groupDuration = [0, 2, 0.5, 1e-3].randomElement(using: &g)!
            let beginTime = [0, 0.3, -0.7].randomElement(using: &g)!
            let speed = [1, 2, 0.5, -1, 0].randomElement(using: &g)! as Float
            let timeOffset = [0, 0.7, 5.1].randomElement(using: &g)!
            let repeatCount = [0, 1, 2.5, .infinity].randomElement(using: &g)! as Float
            let autoreverses = Bool.random(using: &g), fill = fills.randomElement(using: &g)!
            let removes = Bool.random(using: &g)
            // Now and then a group with its own curve, which warps its children's time.
            let groupCurve = Int.random(in: 0..<6, using: &g) == 0 ? CAMediaTimingFunction(name: .easeIn) : nil
            let curve = [CAMediaTimingFunction(name: .easeInEaseOut), CAMediaTimingFunction(controlPoints: 0.3, -0.4, 0.6, 1.5),
                         nil].randomElement(using: &g)!
            let spring = round % 7 == 0
            // Path, values, whether the duration is left unset, and (now and then)
            // something that keeps the child from spanning the group, or reads its iteration.
            let specs = (0..<Int.random(in: 1...4, using: &g)).map { _ in
                (path: paths.randomElement(using: &g)!, from: Double.random(in: -3...3, using: &g),
                 to: Double.random(in: -3...3, using: &g), unset: Bool.random(using: &g),
                 variation: Int.random(in: 0..<24, using: &g))
            }
            func group(keptAGroup: Bool) -> CAAnimationGroup {
                let group = CAAnimationGroup()
                var children: [CAAnimation] = specs.map { spec in
                    let child = spring ? CASpringAnimation(keyPath: spec.path) : CABasicAnimation(keyPath: spec.path)
                    (child.fromValue, child.toValue) = (spec.from, spec.to)
                    // 0: the group's duration, which is what a child left unset gets.
                    child.duration = spec.unset ? 0 : groupDuration
                    child.timingFunction = curve
                    switch spec.variation {
                    case 0: child.beginTime = 0.2
                    case 1: child.timeOffset = 0.3
                    case 2: child.speed = 2
                    case 3: child.autoreverses = true
                    case 4: child.repeatCount = 2
                    case 5: child.duration = max(groupDuration, 0.25) / 2
                    case 6: child.isCumulative = true
                    case 7: child.isAdditive = true
                    default: break
                    }
                    return child
                }
                if keptAGroup {
                    let other = basic("zPosition", from: 0, to: 5)
                    other.timingFunction = CAMediaTimingFunction(name: .easeIn)
                    children.append(other)
                }
                group.animations = children
                (group.duration, group.beginTime, group.speed, group.timeOffset) = (groupDuration, beginTime, speed, timeOffset)
                (group.repeatCount, group.autoreverses, group.fillMode) = (repeatCount, autoreverses, fill)
                group.isRemovedOnCompletion = removes
                group.timingFunction = groupCurve
                return group
            }
            let foldedLayer = CALayer(), groupLayer = CALayer()
            let foldedDelegate = RecordingDelegate(), groupDelegate = RecordingDelegate()
            let foldedGroup = group(keptAGroup: false), keptGroup = group(keptAGroup: true)
            foldedGroup.delegate = foldedDelegate
            keptGroup.delegate = groupDelegate
            ManualMediaClock(now: 0).run {
                foldedLayer.add(foldedGroup, forKey: "g")
                groupLayer.add(keptGroup, forKey: "g")
            }
            #expect(groupLayer.frameState.entries[0].compiled.kind == .group)
            let kind = foldedLayer.frameState.entries[0].compiled.kind
            if kind != .group { folded += 1 }
            var time = -1.0
            for _ in 0..<12 {
                // Mostly forwards, sometimes back: a clock scrubbed by hand.
                time += Double.random(in: -0.4...1.2, using: &g)
                let foldedStatus = foldedLayer.evaluateFrame(atTime: time)
                let groupStatus = groupLayer.evaluateFrame(atTime: time)
                let a = foldedLayer.presentedProperties, b = groupLayer.presentedProperties
                #expect(a.transform.entries.map(\.bitPattern) == b.transform.entries.map(\.bitPattern),
                        "round \(round) \(specs) at \(time)")
                #expect(a.opacity.bitPattern == b.opacity.bitPattern && a.position.x.bitPattern == b.position.x.bitPattern,
                        "round \(round) \(specs) at \(time)")
                #expect(foldedStatus == groupStatus, "round \(round) at \(time)")
                let foldedTiming = foldedLayer.timingState(forKey: "g", atTime: time)
                let groupTiming = groupLayer.timingState(forKey: "g", atTime: time)
                #expect(foldedTiming?.easedProgress.bitPattern == groupTiming?.easedProgress.bitPattern
                        && foldedTiming?.phase == groupTiming?.phase, "round \(round) at \(time)")
                #expect(foldedDelegate.events == groupDelegate.events, "round \(round) at \(time)")
            }
        }
        // About a third fold (no group curve, every child spanning): about 100 of 300, give or take 8.
        #expect(folded > 50)
    }

    /// The group's timing as `timingState` reports it stays the group's:
    /// its progress uneased, though its one child eases.
    @Test func aFoldedGroupReportsItsOwnLinearProgress() throws {
        let child = basic("transform.rotation.z", from: 0, to: 1, duration: 0)  // the group's
        child.timingFunction = CAMediaTimingFunction(name: .easeIn)
        let group = CAAnimationGroup()
        (group.animations, group.duration) = ([child], 2)
        let layer = CALayer()
        ManualMediaClock(now: 0).run { layer.add(group, forKey: "g") }
        #expect(layer.frameState.entries[0].compiled.kind != .group)
        let state = try #require(layer.timingState(forKey: "g", atTime: 0.5))
        #expect(state.progress == 0.25 && state.easedProgress == 0.25 && state.duration == 2)
    }

    /// What does not span the group, or reads its iteration, stays a group:
    /// run in the group's timing it would show something else.
    @Test func childrenThatDoNotSpanTheGroupStayInIt() {
        func kind(_ configure: (CAAnimationGroup, CABasicAnimation) -> Void) -> CompiledAnimation.Kind {
            let child = basic("transform.rotation.z", from: 0, to: 1, duration: 2)
            let group = CAAnimationGroup()
            group.duration = 2
            configure(group, child)
            group.animations = [child]
            let layer = CALayer()
            ManualMediaClock(now: 0).run { layer.add(group, forKey: "g") }
            return layer.frameState.entries[0].compiled.kind
        }
        #expect(kind { _, _ in } == .scalarRun || kind { _, _ in } == .scalar)
        #expect(kind { _, child in child.duration = 1 } == .group)
        #expect(kind { _, child in child.beginTime = 0.5 } == .group)
        #expect(kind { _, child in child.speed = 2 } == .group)
        #expect(kind { _, child in child.timeOffset = 0.1 } == .group)
        #expect(kind { _, child in child.autoreverses = true } == .group)
        #expect(kind { _, child in child.repeatCount = 2 } == .group)
        #expect(kind { _, child in child.isCumulative = true } == .group)
        #expect(kind { _, child in child.isAdditive = true } == .group)
        #expect(kind { group, _ in group.timingFunction = CAMediaTimingFunction(name: .easeIn) } == .group)
    }
}
