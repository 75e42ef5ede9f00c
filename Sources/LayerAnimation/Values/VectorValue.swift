import Foundation

/// An animation value that is not a transform, as four numbers: a number
/// (x), a point or size (x, y), a rectangle (x, y, width, height) or a
/// colour (red, green, blue, alpha). Unused lanes stay zero, so arithmetic
/// over all four is exact for every kind.
struct VectorValue: AnimatableValue {
    var lanes: SIMD4<Double>

    init(_ lanes: SIMD4<Double>) { self.lanes = lanes }
    init(_ number: Double) { lanes = SIMD4(number, 0, 0, 0) }
    init(_ point: CGPoint) { lanes = SIMD4(point.x, point.y, 0, 0) }
    init(_ size: CGSize) { lanes = SIMD4(size.width, size.height, 0, 0) }
    init(_ rect: CGRect) { lanes = SIMD4(rect.origin.x, rect.origin.y, rect.size.width, rect.size.height) }
    /// A colour's components; none reads as transparent black.
    init(_ color: ColorComponents?) {
        lanes = color.map { SIMD4($0.red, $0.green, $0.blue, $0.alpha) } ?? .zero
    }

    var number: Double { lanes.x }
    var point: CGPoint { CGPoint(x: lanes.x, y: lanes.y) }
    var size: CGSize { CGSize(width: lanes.x, height: lanes.y) }
    var rect: CGRect { CGRect(x: lanes.x, y: lanes.y, width: lanes.z, height: lanes.w) }
    var color: ColorComponents { ColorComponents(red: lanes.x, green: lanes.y, blue: lanes.z, alpha: lanes.w) }

    init?(_ value: Any, as kind: ValueKind) {
        switch kind {
        case .scalar:
            guard let number = AnimationNumber.of(value) else { return nil }
            self.init(number)
        case .point:
            guard let point = BoxedGeometry.point(value) else { return nil }
            self.init(point)
        case .size:
            if let size = BoxedGeometry.size(value) {
                self.init(size)
            } else if let point = BoxedGeometry.point(value) {
                self.init(point)
            } else {
                return nil
            }
        case .rect:
            guard let rect = BoxedGeometry.rect(value) else { return nil }
            self.init(rect)
        case .color:
            guard let color = ExactType.cast(value, to: CGColor.self) else { return nil }
            self.init(ColorComponents(color))
        case .transform:
            return nil
        }
    }

    static var zero: VectorValue { VectorValue(SIMD4<Double>.zero) }

    /// x * 0 is 0 for finite x and NaN otherwise.
    var isFinite: Bool { lanes * 0 == .zero }

    /// ``AnimationNumber/mix(_:_:_:)`` lane by lane: the direct blend, and
    /// where a difference overflows, the blend that does not.
    static func interpolate(_ a: VectorValue, _ b: VectorValue, _ t: Double) -> VectorValue {
        let delta = b.lanes - a.lanes
        let direct = a.lanes + delta * t
        let overflowed = (delta - delta) .!= .zero
        guard any(overflowed) else { return VectorValue(direct) }
        return VectorValue(direct.replacing(with: a.lanes * (1 - t) + b.lanes * t, where: overflowed))
    }

    func plus(_ other: VectorValue) -> VectorValue { VectorValue(lanes + other.lanes) }
    func minus(_ other: VectorValue) -> VectorValue { VectorValue(lanes - other.lanes) }
    func repeated(_ count: Double) -> VectorValue { VectorValue(lanes * count) }

    static func weightedSum(_ a: VectorValue, _ b: VectorValue, _ c: VectorValue, _ d: VectorValue,
                            _ w: (Double, Double, Double, Double)) -> VectorValue {
        VectorValue(a.lanes * w.0 + b.lanes * w.1 + c.lanes * w.2 + d.lanes * w.3)
    }

    static func distance(_ a: VectorValue, _ b: VectorValue) -> Double {
        let d = b.lanes - a.lanes
        return (d * d).sum().squareRoot()
    }

    static func slot(for path: AnimatableKeyPath) -> VectorSlot { VectorSlot(path) }

    static func read(_ slot: VectorSlot, from state: inout EvaluationState) -> VectorValue {
        state.vector(at: slot)
    }

    static func write(_ value: VectorValue, to slot: VectorSlot, in state: inout EvaluationState) {
        state.setVector(value, at: slot)
    }
}
