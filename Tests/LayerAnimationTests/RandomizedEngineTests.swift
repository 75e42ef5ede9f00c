import Foundation
import SplitMix
import Testing
@testable import LayerAnimation

/// 100,000 hostile animations (values, timings, groups that contain
/// themselves, delegates that add and remove animations), on trees that
/// change shape and timing as they play, under a clock that jumps. After
/// every frame: every presented value of every layer, and of its
/// presentation copy, is finite; keys are unique; nothing trapped (debug
/// builds also check each layer's invariants as they go).
///
/// Seeded and reproducible: `LAYER_ANIMATION_SEED=N swift test` tries another seed.
@Suite struct RandomizedEngineTests {
    typealias Generator = FuzzTests.Generator

    static var seed: UInt64 {
        SplitMix64.testSeed(20_261_122)
    }

    /// A number from the edges of Double as often as from the middle.
    static func hostileNumber(_ g: inout Generator) -> Double {
        switch Int.random(in: 0..<16, using: &g) {
        case 0: .nan
        case 1: .infinity
        case 2: -.infinity
        case 3: .greatestFiniteMagnitude
        case 4: -.greatestFiniteMagnitude
        case 5: [1e300, -1e300, 1e308, 1e-308, Double.leastNonzeroMagnitude].randomElement(using: &g)!
        case 6: 0
        case 7: -Double.random(in: 0...1e6, using: &g)
        case 8: Double.random(in: 0...1e9, using: &g)
        default: Double.random(in: -10...10, using: &g)
        }
    }

    /// Adds, removes or re-adds animations when told of a start or stop.
    final class MeddlingDelegate: CAAnimationDelegate {
        weak var layer: CALayer?
        var generator: Generator
        var calls = 0

        init(layer: CALayer, seed: UInt64) {
            self.layer = layer
            generator = Generator(seed: seed)
        }

        func animationDidStart(_ anim: CAAnimation) { meddle() }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { meddle() }

        private func meddle() {
            calls += 1
            guard let layer else { return }
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: layer.add(basic("opacity", from: Self.hostileNumber(&generator), to: 1), forKey: "k0")
            case 1: layer.removeAnimation(forKey: "k\(Int.random(in: 0..<5, using: &generator))")
            case 2: layer.removeAllAnimations()
            default:
                let again = basic("position.x", by: Self.hostileNumber(&generator))
                again.delegate = self
                layer.add(again, forKey: "k1")
            }
        }

        private static func hostileNumber(_ g: inout Generator) -> Double { RandomizedEngineTests.hostileNumber(&g) }
    }

    /// The groups made to contain themselves: a reference cycle the test
    /// itself makes (the engine refuses them), broken when it is done so
    /// that the leak check finds nothing.
    final class SelfContainingGroups {
        var groups: [CAAnimationGroup] = []
        deinit { for group in groups { group.animations = nil } }
    }

    private func hostileAnimation(_ g: inout Generator, delegate: MeddlingDelegate,
                                  cycles: SelfContainingGroups) -> CAAnimation {
        let fuzz = FuzzTests()
        let animation = fuzz.randomAnimation(&g)
        switch Int.random(in: 0..<10, using: &g) {
        case 0:
            // A group that contains itself, directly or through another.
            let group = CAAnimationGroup(), other = CAAnimationGroup()
            other.animations = [group, animation]
            group.animations = Bool.random(using: &g) ? [group] : [animation, other]
            cycles.groups += [group, other]
            return group
        case 1:
            animation.delegate = delegate
        case 2:
            let spring = CASpringAnimation(keyPath: ["position.x", "opacity", "transform.scale"].randomElement(using: &g))
            (spring.fromValue, spring.toValue) = (Self.hostileNumber(&g), Self.hostileNumber(&g))
            (spring.mass, spring.stiffness) = (Self.hostileNumber(&g), Self.hostileNumber(&g))
            (spring.damping, spring.initialVelocity) = (Self.hostileNumber(&g), Self.hostileNumber(&g))
            spring.duration = Self.hostileNumber(&g)
            return spring
        case 4:
            // Paths (a shape layer animates them; other layers ignore the key path), some with hostile points.
            func path() -> Any {
                let p = CGMutablePath()
                p.move(to: CGPoint(x: Self.hostileNumber(&g), y: Self.hostileNumber(&g)))
                for _ in 0..<Int.random(in: 0..<4, using: &g) {
                    p.addLine(to: CGPoint(x: Self.hostileNumber(&g), y: Self.hostileNumber(&g)))
                }
                return Int.random(in: 0..<8, using: &g) == 0 ? Self.hostileNumber(&g) : p
            }
            if Bool.random(using: &g) {
                let keyframes = CAKeyframeAnimation(keyPath: "path")
                keyframes.values = (0..<Int.random(in: 0..<5, using: &g)).map { _ in path() }
                keyframes.duration = Self.hostileNumber(&g)
                return keyframes
            }
            return basic("path", from: path(), to: path(), duration: Self.hostileNumber(&g))
        case 5:
            let key = ["shadowOpacity", "shadowRadius", "fontSize", "lineDashPhase", "miterLimit"].randomElement(using: &g)!
            return basic(key, from: Self.hostileNumber(&g), to: Self.hostileNumber(&g), duration: Self.hostileNumber(&g))
        case 6:
            let transition = CATransition()
            transition.duration = Self.hostileNumber(&g)
            transition.startProgress = Float(Self.hostileNumber(&g))
            return transition
        case 3:
            animation.speed = [-1, 0, Float.greatestFiniteMagnitude, -Float.greatestFiniteMagnitude].randomElement(using: &g)!
            animation.repeatCount = [.infinity, Float.greatestFiniteMagnitude, 1e30].randomElement(using: &g)!
            animation.fillMode = [.backwards, .both].randomElement(using: &g)!
        default:
            break
        }
        return animation
    }

    private func meddleWithTree(_ g: inout Generator, root: CALayer, layers: [CALayer]) {
        let layer = layers.randomElement(using: &g)!
        switch Int.random(in: 0..<10, using: &g) {
        case 0: layer.speed = Float(Self.hostileNumber(&g))
        case 1: layer.timeOffset = Self.hostileNumber(&g)
        case 2: layer.beginTime = Self.hostileNumber(&g)
        case 3: layer.position = CGPoint(x: Self.hostileNumber(&g), y: Self.hostileNumber(&g))
        case 4: layers.randomElement(using: &g)!.addSublayer(layer)  // refused when it would make a cycle
        case 5: root.addSublayer(layer)
        case 6: layer.opacity = Float(Self.hostileNumber(&g))
        case 7: layer.transform = CATransform3DMakeScale(Self.hostileNumber(&g), 1, 1)
        case 8: layer.mask = Bool.random(using: &g) ? layers.randomElement(using: &g)! : CALayer()  // refused when in a tree
        case 9: (layer as? CAShapeLayer)?.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: Self.hostileNumber(&g)),
                                                         transform: nil)
        default: break
        }
    }

    private func checkFrame(_ layers: [CALayer], _ context: String) {
        for layer in layers {
            let bad = layer.presentedProperties.nonFiniteFields
            #expect(bad.isEmpty, "\(context): presented \(bad.names)")
            if let drawing = layer.contents as? CALayerDrawing {
                let finite = drawing.commands.allSatisfy { command in
                    guard case .fill(let path, _, _) = command else { return true }
                    return path.elementList.allSatisfy { $0.points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
                }
                #expect(finite, "\(context): a drawn path is not finite")
            }
            let keys = layer.animationKeys() ?? []
            #expect(Set(keys).count == keys.count, "\(context): keys \(keys)")
        }
    }

    @Test func hundredThousandHostileAnimations() {
        var g = Generator(seed: Self.seed)
        let clock = ManualMediaClock(now: 1000)
        let recorder = DiagnosticsRecorder()
        var added = 0, frames = 0
        let cycles = SelfContainingGroups()
        recorder.run {
            clock.run {
                // 40 trees of 25 layers, 100 animations a layer over 20 rounds.
                for tree in 0..<40 {
                    let root = CALayer()
                    // Plain, shape and text layers.
                    let layers = (0..<25).map { i in i % 5 == 1 ? CAShapeLayer() : (i % 5 == 2 ? CATextLayer() : CALayer()) }
                    for (index, layer) in layers.enumerated() {
                        (index == 0 ? root : layers[Int.random(in: 0..<index, using: &g)]).addSublayer(layer)
                    }
                    let delegates = layers.map { MeddlingDelegate(layer: $0, seed: g.next()) }
                    for round in 0..<20 {
                        for (index, layer) in layers.enumerated() {
                            for _ in 0..<5 {
                                layer.add(hostileAnimation(&g, delegate: delegates[index], cycles: cycles),
                                          forKey: "k\(Int.random(in: 0..<5, using: &g))")
                                added += 1
                            }
                        }
                        meddleWithTree(&g, root: root, layers: layers)
                        let jump = [1.0 / 60, 0.5, -3, 1e9, 1e300, -1e300].randomElement(using: &g)!
                        clock.advance(by: Int.random(in: 0..<4, using: &g) == 0 ? jump : 1.0 / 60)
                        root.evaluateFrame(atTime: CACurrentMediaTime())
                        frames += 1
                        checkFrame(layers, "seed \(Self.seed), tree \(tree), round \(round)")
                        if round.isMultiple(of: 5) {
                            for layer in layers {
                                let bad = layer.presentation()!.modelProperties.nonFiniteFields
                                #expect(bad.isEmpty, "presentation copy: \(bad.names)")
                            }
                        }
                    }
                }
            }
        }
        #expect(added == 100_000 && frames == 800)
        #expect(recorder.diagnostics.contains { $0.message.contains("contains itself") })
    }
}
