import Foundation

/// Transforms as animation values: they add by concatenation and blend by
/// scale, rotation and translation when both ends decompose.
extension CATransform3D: AnimatableValue {
    init?(_ value: Any, as kind: ValueKind) {
        guard kind == .transform, let transform = BoxedGeometry.transform(value) else { return nil }
        self = transform
    }

    static var zero: CATransform3D { CATransform3DIdentity }

    /// Blended by scale, rotation and translation when both decompose, else entry by entry.
    static func interpolate(_ x: CATransform3D, _ y: CATransform3D, _ t: Double) -> CATransform3D {
        guard let from = TransformComponents(x), let to = TransformComponents(y) else {
            return x.combined(with: y) { p, q in CGFloat(AnimationNumber.mix(Double(p), Double(q), t)) }
        }
        func mix(_ p: Double, _ q: Double) -> Double { AnimationNumber.mix(p, q, t) }
        var blend = TransformComponents()
        blend.scale = (mix(from.scale.x, to.scale.x), mix(from.scale.y, to.scale.y), mix(from.scale.z, to.scale.z))
        blend.rotation = (mix(from.rotation.x, to.rotation.x), mix(from.rotation.y, to.rotation.y),
                          mix(from.rotation.z, to.rotation.z))
        blend.translation = (mix(from.translation.x, to.translation.x), mix(from.translation.y, to.translation.y),
                             mix(from.translation.z, to.translation.z))
        return blend.transform
    }

    func plus(_ other: CATransform3D) -> CATransform3D { concatenating(other) }

    /// `self` then the inverse of `other`.
    func minus(_ other: CATransform3D) -> CATransform3D { concatenating(CATransform3DInvert(other)) }

    /// Raised to the power `count` by squaring: at most 2 x 62 products,
    /// however many repeats (past 2^62 it only grows).
    func repeated(_ count: Double) -> CATransform3D {
        var result = CATransform3DIdentity, power = self
        var remaining = UInt64(min(max(count, 0), 0x1p62))
        while remaining > 0 {
            if remaining & 1 == 1 { result = result.concatenating(power) }
            remaining >>= 1
            if remaining > 0 { power = power.concatenating(power) }
        }
        return result
    }

    static func weightedSum(_ a: CATransform3D, _ b: CATransform3D, _ c: CATransform3D, _ d: CATransform3D,
                            _ w: (Double, Double, Double, Double)) -> CATransform3D {
        let (w0, w1, w2, w3) = (CGFloat(w.0), CGFloat(w.1), CGFloat(w.2), CGFloat(w.3))
        return a.combined(with: b) { p, q in p * w0 + q * w1 }
            .combined(with: c) { p, q in p + q * w2 }
            .combined(with: d) { p, q in p + q * w3 }
    }

    static func distance(_ a: CATransform3D, _ b: CATransform3D) -> Double {
        var sum = 0.0
        _ = a.combined(with: b) { p, q in
            sum += Double((q - p) * (q - p))
            return 0
        }
        return sum.squareRoot()
    }

    static func read(_ path: AnimatableKeyPath, from state: inout EvaluationState) -> CATransform3D {
        state.transform(at: path)
    }

    static func write(_ value: CATransform3D, to path: AnimatableKeyPath, in state: inout EvaluationState) {
        state.setTransform(value, at: path)
    }
}
