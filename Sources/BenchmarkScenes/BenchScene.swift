import Foundation
import LayerAnimation

/// The scenes `snowman bench` and the engine benchmarks measure: a grid of
/// layers under one root with perspective, each layer animated.
public enum BenchScene: String, CaseIterable, Sendable {
    /// Every layer plays the same five-child group (``fiveChildGroup(index:)``),
    /// staggered: the shape of the snowman viewer's own animation.
    case uniform
    /// Every layer plays its own set of animations, drawn from a seeded
    /// generator (``MixedAnimations``): basic, keyframe and spring
    /// animations and nested groups on many key paths, with different
    /// curves, durations, repeats and fills; about five a layer.
    case mixed
    /// Text layers with static strings of different lengths, sizes and
    /// alignments (labels, some wrapped), sliding and fading
    /// (``labelDrift(index:)``): their text is laid out and rasterized once,
    /// then only drawn.
    case text
    /// Layers showing the snowman, none animating: what an implicit
    /// change of every layer costs when nothing runs yet.
    case still

    /// The animations for layer `index` of this scene.
    public func animations(forLayer index: Int) -> [CAAnimation] {
        switch self {
        case .uniform: return [fiveChildGroup(index: index)]
        case .text: return [labelDrift(index: index)]
        case .still: return []
        case .mixed:
            var generator = MixedAnimations(layer: index)
            return generator.make()
        }
    }

    /// Builds the grid: a root the size of the image and `count` layers, each
    /// showing `contents` and playing its animations. Call it inside a
    /// clock's `run` so the animations begin at that clock's time. Given
    /// `phases`, the time of each part of the work is added to it.
    public func build(layers count: Int, size: CGSize, contents: Any?,
                      phases: SetUpPhases? = nil) -> (root: CALayer, layers: [CALayer]) {
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: size)
        // Centred, so the perspective below (applied about the anchor point)
        // looks from the middle of the image, as in Benchmarks/reference/quads.c.
        root.position = CGPoint(x: size.width / 2, y: size.height / 2)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        root.sublayerTransform = perspective
        let columns = max(1, Int((Double(count) * Double(size.width / size.height)).squareRoot().rounded(.up)))
        let rows = max(1, (count + columns - 1) / columns)
        let cell = CGSize(width: size.width / CGFloat(columns), height: size.height / CGFloat(rows))
        var layers: [CALayer] = []
        layers.reserveCapacity(count)
        for index in 0..<count {
            let start = phases?.now()
            let layer = self == .text ? Self.label(index) : CALayer()
            let height = max(2, cell.height * 0.8), width = self == .text ? cell.width * 0.9 : height * 0.625
            layer.bounds = CGRect(x: 0, y: 0, width: min(width, cell.width * 0.9), height: height)
            layer.position = CGPoint(x: (CGFloat(index % columns) + 0.5) * cell.width,
                                     y: (CGFloat(index / columns) + 0.5) * cell.height)
            if self != .text { layer.contents = contents }
            root.addSublayer(layer)
            let layerMade = phases?.now()
            let made = animations(forLayer: index)
            let animationsMade = phases?.now()
            for (number, animation) in made.enumerated() {
                layer.add(animation, forKey: "a\(number)")
            }
            if let phases, let start, let layerMade, let animationsMade {
                phases.record(start: start, layerMade: layerMade, animationsMade: animationsMade, end: phases.now())
            }
            layers.append(layer)
        }
        return (root, layers)
    }

    /// A label for the text scene: words, numbers and an accent or two,
    /// 9 to 16 points, left, centred or right, one in five wrapped.
    static func label(_ index: Int) -> CATextLayer {
        let words = ["Snowman", "card", "Set", "42", "fact", "café", "über", "naïve", "scene", "layer", "spring", "frame"]
        let text = CATextLayer()
        text.string = (0..<(1 + index % 4)).map { words[(index * 7 + $0 * 3) % words.count] }.joined(separator: " ")
            + " \(index)"
        text.fontSize = CGFloat(9 + index % 8)
        text.alignmentMode = [.left, .center, .right][index % 3]
        text.isWrapped = index % 5 == 0
        text.foregroundColor = CGColor(red: 0.9, green: 0.95, blue: 1, alpha: 1)
        return text
    }
}
