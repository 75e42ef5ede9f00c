import Foundation
import Testing
@testable import LayerAnimation

/// Groups of plain number children compile to `UniformChildren`, which
/// consecutive layers share when their children are identical.
@Suite struct UniformChildrenTests {
    /// A group like `snowman bench`'s: its children are the same for every
    /// layer, only the group's own `timeOffset` differs.
    private func group(timeOffset: Double = 0, change: ([CABasicAnimation]) -> Void = { _ in }) -> CAAnimationGroup {
        let children = [basic("transform.scale.x", from: 1, to: 1.4, duration: 2),
                        basic("position.x", from: 0, to: 100, duration: 2),
                        basic("opacity", from: 1, to: 0, duration: 2)]
        for child in children { child.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut) }
        change(children)
        let group = CAAnimationGroup()
        group.animations = children
        group.duration = 2
        group.timeOffset = timeOffset
        return group
    }

    private func uniform(_ layer: CALayer) -> UniformChildren? { layer.entries.first?.compiled.uniform }

    @Test func identicalChildrenAreSharedAndEachLayerKeepsItsOwnTime() {
        let clock = ManualMediaClock(now: 0)
        let early = CALayer(), late = CALayer()
        clock.run {
            early.add(group(), forKey: "g")
            late.add(group(timeOffset: 1), forKey: "g")
            #expect(uniform(early) != nil)
            #expect(uniform(early) === uniform(late))
            clock.now = 0.5
            // Eased in and out: 0.5 s of 2 s is 15.6% of the way, 1.5 s is 84.4%.
            let easeAt = { (t: Double) in CAMediaTimingFunction(name: .easeInEaseOut).curve.solve(t) }
            #expect(isClose(early.presentedX, 100 * easeAt(0.25)))
            #expect(isClose(late.presentedX, 100 * easeAt(0.75)))
        }
    }

    @Test func childrenThatDifferInAnythingAreNotShared() {
        // Timing and curve are changed for all children alike, so they stay uniform.
        let changes: [(String, ([CABasicAnimation]) -> Void)] = [
            ("a value by one ulp", { $0[1].toValue = 100.0.nextUp }),
            ("zero's sign", { $0[1].fromValue = -0.0 }),
            ("additive", { $0[1].isAdditive = true }),
            ("cumulative", { $0[1].isCumulative = true }),
            ("the key path", { $0[1].keyPath = "position.y" }),
            ("the duration", { $0.forEach { $0.duration = 3 } }),
            ("the curve", { $0.forEach { $0.timingFunction = CAMediaTimingFunction(name: .easeIn) } }),
        ]
        for (name, change) in changes {
            let plain = CALayer(), changed = CALayer()
            plain.add(group(), forKey: "g")
            changed.add(group(change: change), forKey: "g")
            #expect(uniform(changed) != nil, "\(name)")
            #expect(uniform(plain) !== uniform(changed), "\(name)")
        }
    }

    @Test func sharedChildrenOutliveTheLayerThatMadeThem() {
        let clock = ManualMediaClock(now: 0)
        let survivor = CALayer()
        clock.run {
            do {
                let first = CALayer()
                first.add(group(), forKey: "g")
                survivor.add(group(), forKey: "g")
                #expect(uniform(first) === uniform(survivor))
                first.removeAllAnimations()
            }
            // Something else is made next, so only the survivor holds the shared children.
            CALayer().add(group(change: { $0[1].toValue = 50 }), forKey: "g")
            clock.now = 1  // halfway, and the curve is symmetric
            #expect(isClose(survivor.presentedX, 50, within: 1e-4))
            #expect(isClose(survivor.presentedOpacity, 0.5, within: 1e-4))
        }
    }
}
