import Foundation
import LayerAnimation
import SplitMix

/// One layer's animations in the mixed bench scene: three to seven (five on
/// average), each a different kind, key path, curve, duration, repeat and
/// fill, drawn from a generator seeded by the layer's index, so every run
/// builds the same scene and no two neighbours play the same thing.
///
/// Everything repeats without end (or for an hour), so every frame of a
/// benchmark evaluates every animation.
struct MixedAnimations {
    private var random: SplitMix64

    init(layer: Int) {
        random = SplitMix64(seed: 0x5EED_0000 &+ UInt64(layer))
    }

    mutating func make() -> [CAAnimation] {
        (0..<Int.random(in: 3...7, using: &random)).map { _ in animation(depth: 0) }
    }

    private mutating func animation(depth: Int) -> CAAnimation {
        let made: CAAnimation
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1, 2: made = basicNumber()
        case 3: made = keyframes()
        case 4: made = spring()
        case 5: made = colour()
        case 6: made = additive()
        case 7: made = depth < 2 ? group(depth: depth) : basicNumber()
        case 8: made = basicPoint()
        default: made = keyframeNumbers()
        }
        if depth == 0 { repeatForever(made) }
        return made
    }

    // MARK: Kinds

    private static let numberPaths: [(String, ClosedRange<Double>)] = [
        ("position.x", -30...30), ("position.y", -30...30), ("opacity", 0.2...1), ("transform.rotation.z", -3...3),
        ("transform.rotation.x", -1...1), ("transform.scale", 0.6...1.4), ("transform.scale.y", 0.7...1.3),
        ("transform.translation.x", -15...15), ("transform.translation.y", -15...15), ("zPosition", -20...20),
        ("cornerRadius", 0...12), ("borderWidth", 0...3), ("bounds.size.width", 4...30),
    ]

    private mutating func basicNumber() -> CAAnimation {
        let (path, range) = Self.numberPaths.randomElement(using: &random)!
        let animation = CABasicAnimation(keyPath: path)
        animation.fromValue = Double.random(in: range, using: &random)
        animation.toValue = Double.random(in: range, using: &random)
        timed(animation)
        return animation
    }

    private mutating func basicPoint() -> CAAnimation {
        let animation = CABasicAnimation(keyPath: "anchorPoint")
        animation.fromValue = CGPoint(x: 0.5, y: 0.5)
        animation.toValue = CGPoint(x: Double.random(in: 0.3...0.7, using: &random), y: Double.random(in: 0.3...0.7, using: &random))
        timed(animation)
        return animation
    }

    private mutating func additive() -> CAAnimation {
        let path = ["position.x", "position.y", "transform.rotation.z"].randomElement(using: &random)!
        let animation = CABasicAnimation(keyPath: path)
        animation.byValue = Double.random(in: -12...12, using: &random)
        animation.isAdditive = true
        timed(animation)
        return animation
    }

    private mutating func colour() -> CAAnimation {
        func randomColour(_ random: inout SplitMix64) -> CGColor {
            func channel(_ range: ClosedRange<Double>) -> CGFloat { CGFloat(Double.random(in: range, using: &random)) }
            return CGColor(red: channel(0...1), green: channel(0...1), blue: channel(0...1), alpha: channel(0.3...1))
        }
        let animation = CABasicAnimation(keyPath: Bool.random(using: &random) ? "backgroundColor" : "borderColor")
        animation.fromValue = randomColour(&random)
        animation.toValue = randomColour(&random)
        timed(animation)
        return animation
    }

    private mutating func keyframes() -> CAAnimation {
        let animation = CAKeyframeAnimation(keyPath: "position")
        let count = Int.random(in: 3...6, using: &random)
        var values: [CGPoint] = []
        for _ in 0..<count {
            values.append(CGPoint(x: Double.random(in: 0...60, using: &random), y: Double.random(in: 0...60, using: &random)))
        }
        animation.values = values
        animation.isAdditive = true  // offsets around the layer's own position
        animation.calculationMode = [.linear, .paced, .cubic].randomElement(using: &random)!
        if animation.calculationMode == .linear && Bool.random(using: &random) {
            animation.timingFunctions = (1..<count).map { _ in curve() ?? CAMediaTimingFunction(name: .linear) }
        }
        timed(animation)
        return animation
    }

    private mutating func keyframeNumbers() -> CAAnimation {
        let (path, range) = Self.numberPaths.randomElement(using: &random)!
        let animation = CAKeyframeAnimation(keyPath: path)
        let count = Int.random(in: 2...5, using: &random)
        animation.values = (0..<count).map { _ in Double.random(in: range, using: &random) }
        if Bool.random(using: &random) {
            animation.keyTimes = ([0.0] + (1..<(count - 1)).map { Double($0) / Double(count - 1) } + [1.0]).map { NSNumber(value: $0) }
        }
        animation.calculationMode = [.linear, .discrete, .paced, .cubic].randomElement(using: &random)!
        if animation.calculationMode == .discrete { animation.keyTimes = nil }
        timed(animation)
        return animation
    }

    private mutating func spring() -> CAAnimation {
        let path = ["transform.scale", "position.y", "transform.rotation.z", "opacity"].randomElement(using: &random)!
        let animation = CASpringAnimation(keyPath: path)
        animation.fromValue = path == "opacity" ? 0.3 : (path == "transform.scale" ? 0.7 : 0.0)
        animation.toValue = path == "opacity" ? 1.0 : (path == "transform.scale" ? 1.0 : Double.random(in: -10...10, using: &random))
        animation.mass = Double.random(in: 0.5...3, using: &random)
        animation.stiffness = Double.random(in: 20...300, using: &random)
        animation.damping = Double.random(in: 2...30, using: &random)
        animation.initialVelocity = Double.random(in: -5...5, using: &random)
        animation.duration = Double.random(in: 0.8...3, using: &random)
        return animation
    }

    private mutating func group(depth: Int) -> CAAnimation {
        let group = CAAnimationGroup()
        group.animations = (0..<Int.random(in: 2...4, using: &random)).map { _ in animation(depth: depth + 1) }
        group.duration = Double.random(in: 1...4, using: &random)
        group.timingFunction = curve()
        return group
    }

    // MARK: Timing

    private mutating func curve() -> CAMediaTimingFunction? {
        switch Int.random(in: 0..<7, using: &random) {
        case 0: nil
        case 1: CAMediaTimingFunction(name: .easeIn)
        case 2: CAMediaTimingFunction(name: .easeOut)
        case 3: CAMediaTimingFunction(name: .easeInEaseOut)
        case 4: CAMediaTimingFunction(name: .default)
        default:
            CAMediaTimingFunction(controlPoints: Float(Double.random(in: 0...1, using: &random)),
                                  Float(Double.random(in: -0.5...1.5, using: &random)),
                                  Float(Double.random(in: 0...1, using: &random)),
                                  Float(Double.random(in: -0.5...1.5, using: &random)))
        }
    }

    private mutating func timed(_ animation: CAAnimation) {
        animation.duration = Double.random(in: 0.4...4, using: &random)
        animation.timingFunction = curve()
        animation.timeOffset = Double.random(in: 0...2, using: &random)
    }

    /// Keeps a top-level animation playing through any benchmark.
    private mutating func repeatForever(_ animation: CAAnimation) {
        if Int.random(in: 0..<4, using: &random) == 0 {
            animation.repeatDuration = 3_600
        } else {
            animation.repeatCount = .infinity
        }
        animation.autoreverses = Bool.random(using: &random)
        animation.fillMode = [.removed, .forwards, .backwards, .both].randomElement(using: &random)!
        animation.isRemovedOnCompletion = Bool.random(using: &random)
        animation.speed = [1, 1, 1, 0.5, 2, -1].randomElement(using: &random)!
    }
}
