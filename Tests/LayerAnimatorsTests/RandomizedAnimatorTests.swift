import SplitMix
import Foundation
@testable import LayerAnimation
import Testing
@testable import LayerAnimators

/// Seeded hostile use of every public entry: blocks, transitions and
/// animators on shared layers, random calls in any state, NaN and huge
/// numbers, clock jumps. After every step: nothing presented is NaN or
/// infinite, each animator is in a state UIKit has, and every completion ran at most once.
@Suite struct RandomizedAnimatorTests {
    static let seed: UInt64 = SplitMix64.testSeed(20_261_123)

    static func hostile(_ g: inout SplitMix64) -> Double {
        [0, 0.5, 1, -1, 2, 1e-9, 1e9, -1e300, .nan, .infinity, -.infinity, Double.random(in: -2...3, using: &g)]
            .randomElement(using: &g)!
    }

    @Test func tenThousandHostileSteps() {
        var g = SplitMix64(seed: Self.seed)
        let clock = ManualMediaClock(now: 10)
        let diagnostics = DiagnosticsRecorder()
        let root = CALayer()
        let layers = (0..<6).map { _ in CALayer() }
        for layer in layers.prefix(4) { root.addSublayer(layer) }  // two stay detached
        var animators: [LayerPropertyAnimator] = []
        var completionCounts: [Int: Int] = [:]  // by the animator's number (addresses are reused)
        func change(_ layer: CALayer, _ g: inout SplitMix64) {
            switch Int.random(in: 0..<4, using: &g) {
            case 0: layer.opacity = Float(Self.hostile(&g))
            case 1: layer.position = CGPoint(x: Self.hostile(&g), y: Self.hostile(&g))
            case 2: layer.backgroundColor = Bool.random(using: &g) ? nil : CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            default: break  // changes nothing
            }
        }
        diagnostics.run {
            clock.run {
                for step in 0..<10_000 {
                    let layer = layers.randomElement(using: &g)!
                    switch Int.random(in: 0..<14, using: &g) {
                    case 0:
                        var h = g
                        CALayer.animate(withDuration: Self.hostile(&g), delay: Self.hostile(&g),
                                        options: LayerAnimationOptions(rawValue: UInt.random(in: 0..<(8 << 20), using: &g)),
                                        animations: { change(layer, &h) }, completion: { _ in })
                    case 1:
                        var h = g
                        CALayer.animate(withDuration: Self.hostile(&g), delay: 0, usingSpringWithDamping: Self.hostile(&g),
                                        initialSpringVelocity: Self.hostile(&g), options: [], animations: { change(layer, &h) })
                    case 2:
                        var h = g
                        CALayer.transition(with: layer, duration: Self.hostile(&g),
                                           options: LayerAnimationOptions(rawValue: UInt.random(in: 0..<8, using: &g) << 20),
                                           animations: { change(layer, &h) })
                    case 3:
                        var h = g
                        let timing: TimingCurveProvider = Bool.random(using: &g)
                            ? SpringTimingParameters(mass: Self.hostile(&g), stiffness: Self.hostile(&g), damping: Self.hostile(&g),
                                                     initialVelocity: CGVector(dx: Self.hostile(&g), dy: 0))
                            : CubicTimingParameters(controlPoint1: CGPoint(x: Self.hostile(&g), y: Self.hostile(&g)),
                                                    controlPoint2: CGPoint(x: Self.hostile(&g), y: 1))
                        let animator = LayerPropertyAnimator(duration: Self.hostile(&g), timingParameters: timing)
                        animator.addAnimations { change(layer, &h) }
                        let id = step
                        animator.addCompletion { _ in completionCounts[id, default: 0] += 1 }
                        animators.append(animator)
                    default:
                        guard let animator = animators.randomElement(using: &g) else { break }
                        switch Int.random(in: 0..<10, using: &g) {
                        case 0: animator.startAnimation(afterDelay: Self.hostile(&g))
                        case 1: animator.pauseAnimation()
                        case 2: animator.fractionComplete = CGFloat(Self.hostile(&g))
                        case 3: animator.isReversed.toggle()
                        case 4: animator.continueAnimation(withTimingParameters: Bool.random(using: &g) ? nil : SpringTimingParameters(),
                                                           durationFactor: CGFloat(Self.hostile(&g)))
                        case 5: animator.stopAnimation(Bool.random(using: &g))
                        case 6: animator.finishAnimation(at: [.start, .end, .current].randomElement(using: &g)!)
                        case 7: var h = g; animator.addAnimations({ change(layer, &h) }, delayFactor: CGFloat(Self.hostile(&g)))
                        case 8: animator.isInterruptible.toggle()
                        default: animator.pausesOnCompletion.toggle()
                        }
                    }
                    if step % 3 == 0 {
                        clock.advance(by: [1.0 / 60, 0.5, 3, 1e6].randomElement(using: &g)!)
                        root.evaluateFrame(atTime: clock.now)
                        for detached in layers.suffix(2) { detached.evaluateFrame(atTime: clock.now) }
                        for layer in layers {
                            let bad = layer.presentedProperties.nonFiniteFields
                            #expect(bad.isEmpty, "seed \(Self.seed), step \(step): \(bad.names)")
                        }
                    }
                    if animators.count > 20 { animators.removeFirst(10) }
                }
            }
        }
        #expect(completionCounts.values.allSatisfy { $0 <= 1 })
        #expect(diagnostics.count > 0)
    }
}
