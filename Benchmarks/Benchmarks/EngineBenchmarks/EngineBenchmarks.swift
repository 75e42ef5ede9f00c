import Foundation
import Benchmark
import BenchmarkScenes
import LayerAnimation
import LayerDynamics

/// A grid of `count` layers of `scene` under one root (the layers of
/// `snowman bench --scene`), with a clock at time 0.
func animatedTree(_ count: Int, _ scene: BenchScene = .uniform) -> CALayer {
    ManualMediaClock(now: 0).run { scene.build(layers: count, size: CGSize(width: 1280, height: 800), contents: nil).root }
}

func pause(layer: CALayer) {
   let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
   layer.speed = 0
   layer.timeOffset = pausedTime
}
func resume(layer: CALayer) {
    let pausedTime = layer.timeOffset
    layer.speed = 1
    layer.timeOffset = 0
    layer.beginTime = 0
    let timeSincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
    layer.beginTime = timeSincePause
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        warmupIterations: 3,
        maxDuration: .seconds(3),
        maxIterations: 100_000
    )

    // One frame of the whole tree per iteration (divide by the count for per layer).
    for scene in BenchScene.allCases {
        for count in scene == .uniform ? [1, 1_000, 10_000, 100_000] : [1, 1_000, 10_000] {
            Benchmark("Evaluate \(count) \(scene) layers (one frame)",
                      configuration: .init(maxDuration: .seconds(count >= 10_000 ? 8 : 3))) { (benchmark: Benchmark, root: CALayer) in
                var time = 1.0
                for _ in benchmark.scaledIterations {
                    time += 1.0 / 60
                    blackHole(root.evaluateFrame(atTime: time))
                }
            } setup: {
                let root = animatedTree(count, scene)
                root.evaluateFrame(atTime: 0.5)  // steady state: delegates told, nothing pending
                return root
            }
        }
        // Building only: the tree is dropped after the measurement stops.
        Benchmark("Build 10,000 \(scene) layers",
                  configuration: .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxIterations: 20)) { benchmark in
            for _ in benchmark.scaledIterations {
                benchmark.startMeasurement()
                let tree = animatedTree(10_000, scene)
                benchmark.stopMeasurement()
                blackHole(tree)
            }
        }
    }

    // One physics step (1/120 s) of 81 cards colliding in a box, kept moving
    // by random pushes: the Set tab's worst case, all 81 in the world.
    Benchmark("Physics step, 81 colliding items",
              configuration: .init(metrics: [.wallClock], maxIterations: 2_000)) { (benchmark: Benchmark, animator: DynamicAnimator) in
        var time = 0.0
        animator.advance(toMediaTime: time)
        for _ in benchmark.scaledIterations {
            time += DynamicAnimator.stepInterval
            benchmark.startMeasurement()
            animator.advance(toMediaTime: time)
            benchmark.stopMeasurement()
        }
    } setup: {
        let board = CALayer()
        board.bounds = CGRect(x: 0, y: 0, width: 1100, height: 700)
        var cards: [CALayer] = []
        for index in 0..<81 {
            let card = CALayer()
            card.bounds = CGRect(x: 0, y: 0, width: 60, height: 96)
            card.position = CGPoint(x: 50 + CGFloat(index % 9) * 110, y: 60 + CGFloat(index / 9) * 70)
            board.addSublayer(card)
            cards.append(card)
        }
        let animator = DynamicAnimator(referenceLayer: board)
        let walls = CollisionBehavior(items: cards)
        walls.translatesReferenceBoundsIntoBoundary = true
        let bounce = DynamicItemBehavior(items: cards)
        bounce.elasticity = 1
        animator.addBehavior(walls)
        animator.addBehavior(bounce)
        for (index, card) in cards.enumerated() {
            bounce.addLinearVelocity(CGPoint(x: 300 * cos(Double(index)), y: 300 * sin(Double(index))), for: card)
        }
        return animator
    }

    // Changing 10,000 attached layers in one transaction and committing it.
    Benchmark("Commit 10,000 implicit animations",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxIterations: 20)) { (benchmark: Benchmark, root: CALayer) in
        var opacity: Float = 0.5
        for _ in benchmark.scaledIterations {
            opacity = 1.5 - opacity
            benchmark.startMeasurement()
            CATransaction.begin()
            for layer in root.sublayers ?? [] { layer.opacity = opacity }
            CATransaction.commit()
            benchmark.stopMeasurement()
            root.evaluateFrame(atTime: 100)  // ends them, outside the measurement
        }
    } setup: {
        let root = CALayer()
        for _ in 0..<10_000 { root.addSublayer(CALayer()) }
        return root
    }

    Benchmark("Solve a timing curve") { benchmark in
        let curve = CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)
        var x = 0.0
        for _ in benchmark.scaledIterations {
            x += 0.000_123
            if x > 1 { x -= 1 }
            blackHole(curve.evaluate(at: x))
        }
    }

    Benchmark("convertTime through a ten-deep tree") { (benchmark: Benchmark, layers: [CALayer]) in
        for _ in benchmark.scaledIterations {
            blackHole(layers.last!.convertTime(12.5, from: layers.first!))
        }
    } setup: {
        var layers = [CALayer()]
        for depth in 1...10 {
            let layer = CALayer()
            layer.speed = Float(1 + depth % 3)
            layer.timeOffset = Double(depth)
            layers.last!.addSublayer(layer)
            layers.append(layer)
        }
        let other = CALayer()
        layers[3].addSublayer(other)
        return [other] + layers
    }

    Benchmark("QA1673 pause plus resume") { (benchmark: Benchmark, layer: CALayer) in
        let clock = ManualMediaClock(now: 100)
        clock.run {
            for _ in benchmark.scaledIterations {
                clock.advance(by: 0.01)
                pause(layer: layer)
                clock.advance(by: 0.01)
                resume(layer: layer)
            }
        }
        blackHole(layer.timeOffset)
    } setup: {
        let root = CALayer(), layer = CALayer()
        root.addSublayer(layer)
        return layer
    }
}
