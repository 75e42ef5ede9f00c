import Foundation

/// The kinds of value an animatable key path holds.
enum ValueKind: String, Sendable {
    case scalar = "a number"
    case point = "a CGPoint"
    case size = "a CGSize"
    case rect = "a CGRect"
    case color = "a CGColor"
    case transform = "a CATransform3D"
}

/// One animation value, converted once from `Any` when the animation is added.
enum AnimatableValue: Equatable, Sendable {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    /// Red, green, blue, alpha.
    case color(Double, Double, Double, Double)
    case transform(CATransform3D)

    var kind: ValueKind {
        switch self {
        case .scalar: .scalar
        case .point: .point
        case .size: .size
        case .rect: .rect
        case .color: .color
        case .transform: .transform
        }
    }

    /// The neutral element of `plus` for `kind`.
    static func zero(_ kind: ValueKind) -> AnimatableValue {
        switch kind {
        case .scalar: .scalar(0)
        case .point: .point(.zero)
        case .size: .size(.zero)
        case .rect: .rect(.zero)
        case .color: .color(0, 0, 0, 0)
        case .transform: .transform(CATransform3DIdentity)
        }
    }

    var isFinite: Bool {
        switch self {
        case .scalar(let v): v.isFinite
        case .point(let p): p.x.isFinite && p.y.isFinite
        case .size(let s): s.width.isFinite && s.height.isFinite
        case .rect(let r): [r.origin.x, r.origin.y, r.size.width, r.size.height].allSatisfy(\.isFinite)
        case .color(let r, let g, let b, let a): [r, g, b, a].allSatisfy(\.isFinite)
        case .transform(let t): t.isFinite
        }
    }

    /// Converts a value given to an animation, or nil when it is not of `kind`.
    init?(_ value: Any?, as kind: ValueKind) {
        guard let value else { return nil }
        switch kind {
        case .scalar:
            guard let number = Self.number(value) else { return nil }
            self = .scalar(number)
        case .point:
            guard let point = value as? CGPoint else { return nil }
            self = .point(point)
        case .size:
            if let size = value as? CGSize {
                self = .size(size)
            } else if let point = value as? CGPoint {
                self = .size(CGSize(width: point.x, height: point.y))
            } else {
                return nil
            }
        case .rect:
            guard let rect = value as? CGRect else { return nil }
            self = .rect(rect)
        case .color:
            guard let color = value as? CGColor else { return nil }
            self = .color(color.red, color.green, color.blue, color.alpha)
        case .transform:
            guard let transform = value as? CATransform3D else { return nil }
            self = .transform(transform)
        }
    }

    /// A number of any of the types Core Animation accepts.
    static func number(_ value: Any) -> Double? {
        // Opened, the common types are told apart by their type metadata
        // (``StoredValue/unboxed(_:)``), paid for every value added.
        _openExistential(value, do: openedNumber)
    }

    static func castNumber(_ value: Any) -> Double? {
        switch value {
        case let v as Double: v
        case let v as CGFloat: Double(v)
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case let v as Int32: Double(v)
        case let v as Int64: Double(v)
        case let v as UInt: Double(v)
        case let v as UInt32: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }

    /// Applies `f` to matching components of two values of one kind
    /// (transforms entry by entry).
    func combined(with other: AnimatableValue, _ f: (Double, Double) -> Double) -> AnimatableValue {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)):
            return .scalar(f(a, b))
        case (.point(let a), .point(let b)):
            return .point(CGPoint(x: f(a.x, b.x), y: f(a.y, b.y)))
        case (.size(let a), .size(let b)):
            return .size(CGSize(width: f(a.width, b.width), height: f(a.height, b.height)))
        case (.rect(let a), .rect(let b)):
            return .rect(CGRect(x: f(a.origin.x, b.origin.x), y: f(a.origin.y, b.origin.y),
                                width: f(a.size.width, b.size.width), height: f(a.size.height, b.size.height)))
        case (.color(let r1, let g1, let b1, let a1), .color(let r2, let g2, let b2, let a2)):
            return .color(f(r1, r2), f(g1, g2), f(b1, b2), f(a1, a2))
        case (.transform(let a), .transform(let b)):
            return .transform(a.combined(with: b) { p, q in CGFloat(f(Double(p), Double(q))) })
        default:
            return self  // kinds are checked when animations are added; never mixed here
        }
    }

    func scaled(by k: Double) -> AnimatableValue { combined(with: self) { a, _ in a * k } }

    /// `a + b`; for transforms, `a` then `b` (a concatenation).
    func plus(_ other: AnimatableValue) -> AnimatableValue {
        if case .transform(let a) = self, case .transform(let b) = other {
            return .transform(a.concatenating(b))
        }
        return combined(with: other, +)
    }

    /// `a - b`, so that `(a - b) + b == a`; for transforms, `a` then the inverse of `b`.
    func minus(_ other: AnimatableValue) -> AnimatableValue {
        if case .transform(let a) = self, case .transform(let b) = other {
            return .transform(a.concatenating(CATransform3DInvert(b)))
        }
        return combined(with: other, -)
    }

    /// `self` added to itself `count` times (the cumulative offset of `count`
    /// repeats). A transform is raised to the power `count` by squaring: at
    /// most 2 x 62 products, however many repeats (past 2^62 it only grows).
    func repeated(_ count: Double) -> AnimatableValue {
        if case .transform(let t) = self {
            var result = CATransform3DIdentity, power = t
            var remaining = UInt64(min(max(count, 0), 0x1p62))
            while remaining > 0 {
                if remaining & 1 == 1 { result = result.concatenating(power) }
                remaining >>= 1
                if remaining > 0 { power = power.concatenating(power) }
            }
            return .transform(result)
        }
        return scaled(by: count)
    }

    /// The straight-line blend from `a` (t = 0) to `b` (t = 1); t may leave 0...1.
    /// Transforms blend their scale, rotation and translation when both decompose.
    ///
    /// Case by case, each payload taken out once: matching the pair as a
    /// tuple would copy both values (129 bytes each, for the transform case).
    static func interpolate(_ a: AnimatableValue, _ b: AnimatableValue, _ t: Double) -> AnimatableValue {
        switch a {
        case .scalar(let x):
            if case .scalar(let y) = b { return .scalar(mix(x, y, t)) }
        case .point(let p):
            if case .point(let q) = b { return .point(CGPoint(x: mix(p.x, q.x, t), y: mix(p.y, q.y, t))) }
        case .size(let p):
            if case .size(let q) = b { return .size(CGSize(width: mix(p.width, q.width, t), height: mix(p.height, q.height, t))) }
        case .rect(let p):
            if case .rect(let q) = b {
                return .rect(CGRect(x: mix(p.origin.x, q.origin.x, t), y: mix(p.origin.y, q.origin.y, t),
                                    width: mix(p.size.width, q.size.width, t), height: mix(p.size.height, q.size.height, t)))
            }
        case .color(let r1, let g1, let b1, let a1):
            if case .color(let r2, let g2, let b2, let a2) = b {
                return .color(mix(r1, r2, t), mix(g1, g2, t), mix(b1, b2, t), mix(a1, a2, t))
            }
        case .transform(let x):
            if case .transform(let y) = b { return .transform(interpolate(x, y, t)) }
        }
        return a  // kinds are checked when animations are added; never mixed here
    }

    /// Two transforms blended: by scale, rotation and translation when both
    /// decompose, else entry by entry.
    private static func interpolate(_ x: CATransform3D, _ y: CATransform3D, _ t: Double) -> CATransform3D {
        guard let from = TransformComponents(x), let to = TransformComponents(y) else {
            return x.combined(with: y) { p, q in CGFloat(AnimatableValue.mix(Double(p), Double(q), t)) }
        }
        func mix(_ p: Double, _ q: Double) -> Double { AnimatableValue.mix(p, q, t) }
        var blend = TransformComponents()
        blend.scale = (mix(from.scale.x, to.scale.x), mix(from.scale.y, to.scale.y), mix(from.scale.z, to.scale.z))
        blend.rotation = (mix(from.rotation.x, to.rotation.x), mix(from.rotation.y, to.rotation.y),
                          mix(from.rotation.z, to.rotation.z))
        blend.translation = (mix(from.translation.x, to.translation.x), mix(from.translation.y, to.translation.y),
                             mix(from.translation.z, to.translation.z))
        return blend.transform
    }

    /// `p + (q - p) t`, or where `q - p` overflows (ends near opposite
    /// extremes), the same blend as `p (1 - t) + q t`, which does not.
    @inline(__always)
    static func mix(_ p: Double, _ q: Double, _ t: Double) -> Double {
        let delta = q - p
        return delta.isFinite ? p + delta * t : p * (1 - t) + q * t
    }

    /// Euclidean distance over the components, for paced keyframes.
    static func distance(_ a: AnimatableValue, _ b: AnimatableValue) -> Double {
        var sum = 0.0
        _ = a.combined(with: b) { p, q in
            sum += (q - p) * (q - p)
            return 0
        }
        return sum.squareRoot()
    }
}

/// ``AnimatableValue/number(_:)`` with the value's type known (a free
/// function: the compiler cannot open an existential into a static method).
private func openedNumber<T>(_ value: T) -> Double? {
    StoredValue.unboxed(value)?.number ?? AnimatableValue.castNumber(value)
}
