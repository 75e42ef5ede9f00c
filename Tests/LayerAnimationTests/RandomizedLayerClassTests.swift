import Foundation
import SplitMix
import Testing
@testable import LayerAnimation

/// The randomized engine test for the gradient, replicator, emitter and
/// transform layers and value functions: hostile values and animations on
/// their own properties (arrays of the wrong length or kind, unordered and
/// NaN locations, huge and negative counts, infinite rates, cells that
/// contain themselves, unknown cell and function names) on trees that
/// change as they play, under a clock that jumps. After every frame every
/// presented value is finite, the copies' and particles' too.
///
/// Seeded and reproducible: `LAYER_ANIMATION_SEED=N swift test` tries another seed.
@Suite struct RandomizedLayerClassTests {
    typealias Generator = FuzzTests.Generator
    static var seed: UInt64 { SplitMix64.testSeed(20_261_126) }

    static func number(_ g: inout Generator) -> Double { RandomizedEngineTests.hostileNumber(&g) }

    static func color(_ g: inout Generator) -> Any {
        switch Int.random(in: 0..<6, using: &g) {
        case 0: return number(&g)
        case 1: return CGColor(red: number(&g), green: 1, blue: 0, alpha: 1)
        default: return CGColor(red: .random(in: 0...1, using: &g), green: .random(in: 0...1, using: &g),
                                blue: .random(in: 0...1, using: &g), alpha: .random(in: 0...1, using: &g))
        }
    }

    static func value(for key: String, _ g: inout Generator) -> Any {
        switch key {
        case "colors": return (0..<Int.random(in: 0..<6, using: &g)).map { _ in color(&g) }
        case "locations": return (0..<Int.random(in: 0..<6, using: &g)).map { _ in NSNumber(value: number(&g)) }
        case "startPoint", "endPoint", "emitterPosition":
            return Bool.random(using: &g) ? NSValue(cgPoint: CGPoint(x: number(&g), y: number(&g))) : number(&g)
        case "emitterSize": return CGSize(width: number(&g), height: number(&g))
        case "instanceTransform": return NSValue(caTransform3D: CATransform3DMakeRotation(number(&g), 0, 0, 1))
        case "instanceColor", "emitterCells.spark.color": return color(&g)
        default: return number(&g)
        }
    }

    static let keys = ["colors", "locations", "startPoint", "endPoint", "instanceCount", "instanceDelay",
                       "instanceTransform", "instanceColor", "instanceRedOffset", "instanceAlphaOffset",
                       "birthRate", "lifetime", "velocity", "scale", "spin", "emitterPosition", "emitterSize",
                       "emitterCells.spark.birthRate", "emitterCells.spark.velocity", "emitterCells.spark.color",
                       "emitterCells.spark.emitterCells.ember.lifetime", "emitterCells.nobody.scale", "transform"]

    static func animation(_ g: inout Generator) -> CAAnimation {
        let key = keys.randomElement(using: &g)!
        let animation: CAPropertyAnimation
        if Bool.random(using: &g) {
            let keyframes = CAKeyframeAnimation(keyPath: key)
            keyframes.values = (0..<Int.random(in: 0..<4, using: &g)).map { _ in value(for: key, &g) }
            animation = keyframes
        } else {
            animation = basic(key, from: value(for: key, &g), to: value(for: key, &g))
        }
        if key == "transform" {
            let names = ["rotateZ", "scale", "translate", "twist", "", "translateX"]
            animation.valueFunction = CAValueFunction(name: CAValueFunctionName(rawValue: names.randomElement(using: &g)!))
        }
        animation.duration = Int.random(in: 0..<4, using: &g) == 0 ? number(&g) : .random(in: 0.1...3, using: &g)
        animation.isAdditive = Int.random(in: 0..<4, using: &g) == 0
        animation.isCumulative = Int.random(in: 0..<4, using: &g) == 0
        animation.repeatCount = Int.random(in: 0..<4, using: &g) == 0 ? HUGE : 0
        return animation
    }

    static func meddle(_ g: inout Generator, _ layer: CALayer, cells: [CAEmitterCell]) {
        let cell = cells.randomElement(using: &g)!
        switch Int.random(in: 0..<10, using: &g) {
        case 0: (layer as? CAGradientLayer)?.colors = value(for: "colors", &g) as? [Any]
        case 1: (layer as? CAGradientLayer)?.type = [.axial, .radial, .conic, CAGradientLayerType(rawValue: "x")].randomElement(using: &g)!
        case 2: (layer as? CAReplicatorLayer)?.instanceCount = [0, -5, 3, 1_000_000_000, Int.max].randomElement(using: &g)!
        case 3: (layer as? CAReplicatorLayer)?.instanceDelay = number(&g)
        case 4: cell.birthRate = Float(number(&g))
        case 5: cell.lifetime = Float(min(number(&g), 30))
        case 6: cell.emitterCells = [cells.randomElement(using: &g)!]  // may contain itself: refused
        case 7: layer.setValue(value(for: "birthRate", &g), forKey: ["birthRate", "locations", "instanceCount"].randomElement(using: &g)!)
        case 8: (layer as? CAEmitterLayer)?.setValue(number(&g), forKeyPath: "emitterCells.spark.velocityRange")
        default: layer.speed = [0, 1, -1, 2].randomElement(using: &g)!
        }
    }

    static func check(_ layers: [CALayer], _ context: String) {
        for layer in layers {
            let bad = layer.presentedProperties.nonFiniteFields
            #expect(bad.isEmpty, "\(context): presented \(bad.names)")
            let extras = layer.frameState.extras?.presented.values.allSatisfy(\.isFinite) ?? true
            #expect(extras, "\(context): an extra value is not finite")
            let cells = layer.frameState.extras?.cellPresented.values.allSatisfy(\.isFinite) ?? true
            #expect(cells, "\(context): a cell value is not finite")
            if let replicator = layer as? CAReplicatorLayer {
                let copies = replicator.presentedInstances
                #expect(copies.count >= 0 && copies.count <= CAReplicatorLayer.maximumInstanceCount && copies.delay.isFinite)
            }
            if let emitter = layer as? CAEmitterLayer {
                let frame = emitter.presentedParticles
                #expect(frame.particles.count <= EmitterSimulation.maximumParticles)
                let finite = frame.particles.allSatisfy {
                    $0.position.x.isFinite && $0.position.y.isFinite && $0.scale.isFinite && $0.angle.isFinite && $0.color.isFinite
                }
                #expect(finite, "\(context): a particle is not finite")
            }
            if let drawing = layer.contents as? CALayerDrawing {
                for case .gradient(let fill, _) in drawing.commands {
                    #expect(fill.locations.allSatisfy(\.isFinite) && zip(fill.locations, fill.locations.dropFirst()).allSatisfy { $0 <= $1 }, "\(fill.locations)")
                }
            }
        }
    }

    @Test func hostileValuesOnTheNewLayerClasses() {
        var g = Generator(seed: Self.seed)
        let clock = ManualMediaClock(now: 100)
        let recorder = DiagnosticsRecorder()
        recorder.run {
            clock.run {
                for tree in 0..<6 {
                    let root = CALayer()
                    let spark = CAEmitterCell(), ember = CAEmitterCell()
                    spark.name = "spark"
                    ember.name = "ember"
                    (spark.birthRate, spark.lifetime, ember.birthRate, ember.lifetime) = (50, 2, 5, 1)
                    spark.emitterCells = [ember]
                    let cells = [spark, ember]
                    let layers: [CALayer] = (0..<10).map { i in
                        switch i % 5 {
                        case 0: return CAGradientLayer()
                        case 1: return CAReplicatorLayer()
                        case 2:
                            let emitter = CAEmitterLayer()
                            emitter.emitterCells = [spark]
                            emitter.emitterShape = [.point, .circle, .cuboid, .rectangle].randomElement(using: &g)!
                            return emitter
                        case 3: return CATransformLayer()
                        default: return CAShapeLayer()
                        }
                    }
                    for (index, layer) in layers.enumerated() {
                        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
                        (index == 0 ? root : layers[Int.random(in: 0..<index, using: &g)]).addSublayer(layer)
                    }
                    for round in 0..<16 {
                        for layer in layers {
                            layer.add(Self.animation(&g), forKey: "k\(Int.random(in: 0..<4, using: &g))")
                            Self.meddle(&g, layer, cells: cells)
                        }
                        let jump = [1.0 / 60, 0.5, -3, 1e6, -1e6].randomElement(using: &g)!
                        clock.advance(by: Int.random(in: 0..<4, using: &g) == 0 ? jump : 1.0 / 60)
                        root.evaluateFrame(atTime: CACurrentMediaTime())
                        let context = "seed \(Self.seed), tree \(tree), round \(round)"
                        Self.check(layers, context)
                        // Copies delayed, and presentation copies, stay finite too.
                        if let replicator = layers[1] as? CAReplicatorLayer {
                            replicator.withSublayersPresented(delayedBy: Self.number(&g)) { Self.check(layers, context + " (delayed)") }
                        }
                        if round.isMultiple(of: 6) {
                            for layer in layers { #expect(layer.presentation()!.modelProperties.nonFiniteFields.isEmpty) }
                        }
                    }
                }
            }
        }
        #expect(recorder.diagnostics.contains { $0.message.contains("cannot contain itself") })
    }
}
