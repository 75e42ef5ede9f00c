import Foundation

/// How a shape layer animates `path`: the engine animates numbers, so an
/// animation of paths is compiled as one of a number, `ShapeValues.pathMorph`,
/// that runs over the indices of its paths (0 to 1 for a basic animation,
/// 0 to n - 1 for n keyframes) offset by a base of the animation's own. The
/// presented number names the animation (by its base) and the two paths to
/// blend between (by its whole part) and how far (by its fraction).
struct PathMorphs {
    /// Paths of one animation; kept while the animation is.
    private struct Morph {
        let base: Double
        let paths: [CGPath]
        weak var owner: CAAnimation?
    }

    /// Bases lie this far apart: far more than any overshoot of up to
    /// `maximumPaths` indices.
    static let spacing = 4096.0
    static let maximumPaths = 1024
    /// The presented value when no path animation runs.
    static let none: CGFloat = -1

    private var morphs: [Morph] = []
    private var nextBase = 1.0

    /// The stand-in for `animation` (of `path`), animating numbers, with
    /// `presented` as the path a missing `fromValue` starts from and
    /// `model` where a missing `toValue` ends; nil when it cannot be animated
    /// (reported: values that are not paths, too many keyframes).
    mutating func standIn(for animation: CAPropertyAnimation, presented: CGPath?, model: CGPath?,
                          report: (String) -> Void) -> CAPropertyAnimation? {
        morphs.removeAll { $0.owner == nil }
        let base = nextBase * Self.spacing
        let paths: [CGPath]
        let standIn: CAPropertyAnimation
        switch animation {
        case let keyframes as CAKeyframeAnimation:
            guard let values = keyframes.values, !values.isEmpty else { return nil }
            let found = values.compactMap { $0 as? CGPath }
            guard found.count == values.count else {
                report("a keyframe value is not a CGPath; the path does not animate")
                return nil
            }
            guard found.count <= Self.maximumPaths else {
                report("more than \(Self.maximumPaths) paths; the path does not animate")
                return nil
            }
            paths = found
            let copy = keyframes.copy() as! CAKeyframeAnimation
            copy.values = paths.indices.map { base + Double($0) }
            standIn = copy
        case let basic as CABasicAnimation:
            let isPathOrNil = { (value: Any?) in value == nil || value is CGPath }
            guard isPathOrNil(basic.fromValue), isPathOrNil(basic.toValue) else {
                report("fromValue or toValue is not a CGPath; the path does not animate")
                return nil
            }
            guard let from = (basic.fromValue as? CGPath) ?? presented, let to = (basic.toValue as? CGPath) ?? model else {
                return nil
            }
            paths = [from, to]
            let copy = basic.copy() as! CABasicAnimation
            (copy.fromValue, copy.toValue, copy.byValue) = (base, base + 1, nil)
            standIn = copy
        default:
            return nil
        }
        standIn.keyPath = Self.keyPath
        nextBase += 1
        morphs.append(Morph(base: base, paths: paths, owner: animation))
        return standIn
    }

    /// The key path the stand-ins animate.
    static let keyPath = "_pathMorph"

    /// The path a presented `value` shows, or nil for the model's.
    func path(at value: CGFloat) -> CGPath? {
        guard value != Self.none, value.isFinite else { return nil }
        let base = (value / Self.spacing).rounded() * Self.spacing
        guard let morph = morphs.first(where: { $0.base == base }), let first = morph.paths.first else { return nil }
        guard morph.paths.count > 1 else { return first }
        let local = value - base
        let index = min(max(Int(local.rounded(.down)), 0), morph.paths.count - 2)
        let fraction = local - CGFloat(index)
        let (a, b) = (morph.paths[index], morph.paths[index + 1])
        // Paths of different kinds jump, halfway.
        return a.interpolated(to: b, fraction: fraction) ?? (fraction < 0.5 ? a : b)
    }
}
