import Foundation
import SplitMix
import Testing
@testable import LayerAnimation

/// A group's run of plain steps on transform components, folded when added
/// (``ComponentRun``): the last step on each component, in order.
@Suite struct ComponentRunTests {
    private func step(_ slot: ScalarSlot, _ from: Double, _ to: Double, additive: Bool = false) -> ScalarStep {
        ScalarStep(slot: slot, from: from, to: to, by: nil, isAdditive: additive, isCumulative: false)
    }

    /// The later step on a component wins, a scale step becomes three, and
    /// the steps come out in the components' order.
    @Test func foldKeepsTheLastStepOnEachComponentInOrder() throws {
        let run = try #require(ComponentRun([
            step(.translationY, 1, 2), step(.scaleAll, 3, 4), step(.rotationX, 5, 6), step(.scaleX, 7, 8),
            step(.rotationX, 9, 10),
        ]))
        // scale x, y, z; rotation x; translation y.
        #expect(run.lanes == 0b0_1000_1111)
        #expect(run.steps.map(\.slot) == [.scaleX, .scaleY, .scaleZ, .rotationX, .translationY])
        #expect(run.steps.map(\.value) == [7, 3, 3, 9, 1])
        #expect(run.steps.map(\.delta) == [1, 1, 1, 1, 1])
    }

    /// Only runs of plain steps on components fold: a step that reads the
    /// value so far, or writes a layer field, keeps the run as it is.
    @Test func onlyPlainComponentRunsFold() {
        #expect(ComponentRun([step(.scaleX, 1, 2), step(.rotationZ, 0, 1, additive: true)]) == nil)
        #expect(ComponentRun([step(.scaleX, 1, 2), step(.opacity, 0, 1)]) == nil)
        #expect(ComponentRun([ScalarStep]()) == nil)
    }
    /// Over seeded random runs (repeated components, whole scales before
    /// and after single ones, signed zeros, huge and tiny values, model
    /// transforms that decompose or not), a folded group presents, bit for
    /// bit, what its animations give added one by one, each written through
    /// its own route with no fold. (A fixed case:
    /// GroupTests.aRunOfTransformComponentsMatchesTheSameAnimationsAddedAlone.)
    @Test func randomFoldedRunsPresentWhatTheirAnimationsGiveAlone() {
        var g = SplitMix64(seed: SplitMix64.testSeed(20_261_128))
        let paths = ["transform.scale.x", "transform.scale.y", "transform.scale.z", "transform.scale",
                     "transform.rotation.x", "transform.rotation.y", "transform.rotation.z",
                     "transform.translation.x", "transform.translation.y", "transform.translation.z"]
        func number() -> Double {
            Bool.random(using: &g) ? Double.random(in: -8...8, using: &g)
                : [0, -0.0, 1, -1, 2 * .pi, 1e-300, 1e300, -1e300].randomElement(using: &g)!
        }
        let models = [CATransform3DIdentity, CATransform3DMakeTranslation(3, -2, 1),
                      CATransform3DRotate(CATransform3DMakeScale(2, 3, 1), 0.4, 0, 0, 1),
                      CATransform3DMakeScale(0, 1, 1)]  // the last one does not decompose
        var folded = 0
        for _ in 0..<200 {
            let curve = [CAMediaTimingFunction(name: .easeInEaseOut), CAMediaTimingFunction(name: .linear), nil]
                .randomElement(using: &g)!
            let specs = (0..<Int.random(in: 2...12, using: &g)).map { _ in
                (paths.randomElement(using: &g)!, number(), number())
            }
            func animations() -> [CABasicAnimation] {
                specs.map { path, from, to in
                    let animation = basic(path, from: from, to: to, duration: 2)
                    animation.timingFunction = curve
                    return animation
                }
            }
            let grouped = CALayer(), alone = CALayer()
            let model = models.randomElement(using: &g)!
            for layer in [grouped, alone] { layer.transform = model }
            let group = CAAnimationGroup()
            group.animations = animations()
            group.duration = 2
            ManualMediaClock(now: 0).run {
                grouped.add(group, forKey: "g")
                for (index, animation) in animations().enumerated() { alone.add(animation, forKey: "a\(index)") }
            }
            // The run spans the group, so the group runs as it (``CompiledAnimation/group(timing:easing:children:)``).
            if grouped.frameState.entries[0].compiled.runComponentLanes != 0 { folded += 1 }
            for _ in 0..<6 {
                let time = Double.random(in: -0.5...2.5, using: &g)
                grouped.evaluateFrame(atTime: time)
                alone.evaluateFrame(atTime: time)
                #expect(grouped.presentedProperties.transform.entries.map(\.bitPattern)
                        == alone.presentedProperties.transform.entries.map(\.bitPattern), "\(specs) at \(time)")
            }
        }
        #expect(folded > 150)  // ends a non-finite distance apart do not fold
    }
}
