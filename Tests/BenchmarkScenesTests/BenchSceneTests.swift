import Foundation
import Testing
import BenchmarkScenes
import LayerAnimation

/// The bench scenes are what the benchmarks claim: the mixed scene varies
/// from layer to layer, averages about five animations, keeps them all
/// running and never reports bad input; both are reproducible.
@Suite struct BenchSceneTests {
    private func build(_ scene: BenchScene, layers: Int) -> (root: CALayer, layers: [CALayer]) {
        ManualMediaClock(now: 100).run { scene.build(layers: layers, size: CGSize(width: 640, height: 400), contents: nil) }
    }

    @Test func mixedLayersAverageFiveDifferentAnimations() {
        let (_, layers) = build(.mixed, layers: 500)
        let counts = layers.map { $0.animationKeys()?.count ?? 0 }
        let average = Double(counts.reduce(0, +)) / Double(counts.count)
        #expect((4.5...5.5).contains(average), "average \(average)")
        // Neighbours differ: what they animate is not one repeated pattern.
        let signatures = layers.map { layer in
            (layer.animationKeys() ?? []).map { key -> String in
                let animation = layer.animation(forKey: key)!
                return "\(type(of: animation)) \((animation as? CAPropertyAnimation)?.keyPath ?? "") \(animation.duration)"
            }.joined(separator: ",")
        }
        #expect(Set(signatures).count > 490)
        let kinds = Set(layers.flatMap { layer in (layer.animationKeys() ?? []).map { "\(type(of: layer.animation(forKey: $0)!))" } })
        #expect(kinds == ["CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation", "CAAnimationGroup"])
    }

    /// Set-up's phases: each layer's parts are timed between the right
    /// readings (a clock that moves one second a reading gives each phase
    /// one second a layer), and timing them changes nothing built.
    @Test func setUpPhasesTimeEachPartOfEveryLayer() {
        var readings = 0.0
        let phases = SetUpPhases { readings += 1; return readings }
        let timed = ManualMediaClock(now: 100).run {
            BenchScene.mixed.build(layers: 40, size: CGSize(width: 640, height: 400), contents: nil, phases: phases)
        }
        #expect(phases.makingLayers == 40 && phases.makingAnimations == 40 && phases.addingAnimations == 40)
        let plain = build(.mixed, layers: 40)
        #expect(timed.layers.map { $0.animationKeys() ?? [] } == plain.layers.map { $0.animationKeys() ?? [] })
        #expect(timed.layers.map(\.position) == plain.layers.map(\.position))
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var stored = 0
        var count: Int { lock.withLock { stored } }
        func add() { lock.withLock { stored += 1 } }
    }

    @Test(arguments: BenchScene.allCases.filter { $0 != .still })
    func everyAnimationKeepsRunningAndNothingIsReported(scene: BenchScene) {
        let reports = Counter()
        let (root, layers) = CADiagnostics.$taskHandler.withValue({ _ in reports.add() }) {
            let built = build(scene, layers: 200)
            for second in [1.0, 30, 600] {
                built.root.evaluateFrame(atTime: 100 + second)
            }
            return built
        }
        #expect(reports.count == 0)
        let animationCount = layers.reduce(0) { $0 + ($1.animationKeys()?.count ?? 0) }
        #expect(root.evaluateFrame(atTime: 700).runningAnimationCount == animationCount)
        // Nearly every layer shows something other than its model.
        #expect(layers.filter { $0.presentedProperties != $0.modelProperties }.count > 150)
    }

    @Test func theStillSceneAnimatesNothing() {
        let (root, layers) = build(.still, layers: 50)
        #expect(layers.allSatisfy { $0.animationKeys() == nil })
        #expect(root.evaluateFrame(atTime: 101).runningAnimationCount == 0)
    }

    @Test func scenesAreReproducible() {
        let a = build(.mixed, layers: 50), b = build(.mixed, layers: 50)
        a.root.evaluateFrame(atTime: 101.5)
        b.root.evaluateFrame(atTime: 101.5)
        #expect(zip(a.layers, b.layers).allSatisfy { $0.presentedProperties == $1.presentedProperties })
    }
}
