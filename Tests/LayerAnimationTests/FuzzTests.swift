import Foundation
import SplitMix
import Testing
@testable import LayerAnimation

/// Random animations with random key paths, values and timing: whatever
/// comes in, nothing traps and every presented number stays a number.
@Suite struct FuzzTests {
    typealias Generator = SplitMix64

    static let keyPaths = [
        "position", "position.x", "position.y", "bounds", "bounds.size", "bounds.size.width", "bounds.size.height",
        "anchorPoint", "zPosition", "opacity", "cornerRadius", "borderWidth", "backgroundColor", "borderColor",
        "transform", "transform.rotation", "transform.rotation.x", "transform.rotation.y", "transform.rotation.z",
        "transform.scale", "transform.scale.x", "transform.translation", "transform.translation.y", "nonsense",
        "", "position.z", "sublayerTransform",
    ]

    func number(_ g: inout Generator) -> Double {
        switch Int.random(in: 0..<20, using: &g) {
        case 0: .nan
        case 1: .infinity
        case 2: -.infinity
        case 3: 0
        case 4: -Double.random(in: 0...1e6, using: &g)
        case 5: Double.greatestFiniteMagnitude
        default: Double.random(in: -10...10, using: &g)
        }
    }

    func value(_ g: inout Generator) -> Any? {
        switch Int.random(in: 0..<12, using: &g) {
        case 0: nil
        case 1: number(&g)
        case 2: Float(number(&g))
        case 3: Int.random(in: -100...100, using: &g)
        case 4: NSNumber(value: number(&g))
        case 5: CGPoint(x: number(&g), y: number(&g))
        case 6: CGSize(width: number(&g), height: number(&g))
        case 7: CGRect(x: number(&g), y: number(&g), width: number(&g), height: number(&g))
        case 8: CGColor(red: number(&g), green: 0.5, blue: 0.5, alpha: 1)
        case 9: CATransform3DMakeRotation(number(&g), number(&g), 1, 0)
        case 10: "text"
        default: CGFloat(number(&g))
        }
    }

    func randomAnimation(_ g: inout Generator, depth: Int = 0) -> CAAnimation {
        let animation: CAAnimation
        switch Int.random(in: 0..<(depth < 2 ? 6 : 4), using: &g) {
        case 0:
            let spring = CASpringAnimation(keyPath: Self.keyPaths.randomElement(using: &g))
            spring.mass = number(&g)
            spring.stiffness = number(&g)
            spring.damping = number(&g)
            spring.fromValue = value(&g)
            spring.toValue = value(&g)
            animation = spring
        case 1:
            let keyframe = CAKeyframeAnimation(keyPath: Self.keyPaths.randomElement(using: &g))
            let count = Int.random(in: 0..<5, using: &g)
            keyframe.values = (0..<count).map { _ in value(&g) ?? 0 }
            if Bool.random(using: &g) {
                keyframe.keyTimes = (0..<Int.random(in: 0..<6, using: &g)).map { _ in NSNumber(value: number(&g)) }
            }
            keyframe.calculationMode = [.linear, .discrete, .paced, .cubic, .cubicPaced,
                                        CAAnimationCalculationMode(rawValue: "odd")].randomElement(using: &g)!
            animation = keyframe
        case 2:
            animation = CATransition()
        case 4, 5:
            let group = CAAnimationGroup()
            group.animations = (0..<Int.random(in: 0..<4, using: &g)).map { _ in self.randomAnimation(&g, depth: depth + 1) }
            animation = group
        default:
            let basic = CABasicAnimation(keyPath: Self.keyPaths.randomElement(using: &g))
            basic.fromValue = value(&g)
            basic.toValue = value(&g)
            basic.byValue = value(&g)
            basic.isAdditive = Bool.random(using: &g)
            basic.isCumulative = Bool.random(using: &g)
            animation = basic
        }
        animation.duration = number(&g)
        animation.speed = Float(number(&g))
        animation.timeOffset = number(&g)
        animation.repeatCount = Float(number(&g))
        if Int.random(in: 0..<4, using: &g) == 0 { animation.repeatDuration = number(&g) }
        if Int.random(in: 0..<3, using: &g) == 0 { animation.beginTime = number(&g) }
        animation.autoreverses = Bool.random(using: &g)
        animation.fillMode = [.removed, .forwards, .backwards, .both].randomElement(using: &g)!
        animation.isRemovedOnCompletion = Bool.random(using: &g)
        if Bool.random(using: &g) {
            animation.timingFunction = CAMediaTimingFunction(
                controlPoints: Float(number(&g)), Float(number(&g)), Float(number(&g)), Float(number(&g)))
        }
        return animation
    }

    @Test func hundredThousandRandomAnimationsNeverCrash() {
        var g = Generator(seed: 2026)
        let recorder = DiagnosticsRecorder()
        let clock = ManualMediaClock(now: 1000)
        let root = CALayer()
        let layers = (0..<100).map { _ in CALayer() }
        for layer in layers { root.addSublayer(layer) }
        var added = 0
        recorder.run {
            clock.run {
                for round in 0..<1000 {
                    for layer in layers {
                        layer.add(randomAnimation(&g), forKey: "k\(Int.random(in: 0..<5, using: &g))")
                        added += 1
                    }
                    clock.advance(by: Double.random(in: -0.5...2, using: &g))
                    root.evaluateFrame(atTime: CACurrentMediaTime())
                    if round.isMultiple(of: 50) {
                        for layer in layers.prefix(5) { _ = layer.presentation() }
                    }
                }
            }
        }
        #expect(added == 100_000)
        #expect(!recorder.diagnostics.isEmpty)
        for layer in layers {
            let p = layer.presentedProperties
            // Animations may legitimately produce huge values, but the engine never traps.
            _ = p.transform.entries
        }
    }
}
