import Foundation

/// A value a property animation blends from frame to frame: the arithmetic
/// its tracks need, and where it lives while a frame is evaluated.
///
/// Two types conform: ``VectorValue`` (numbers, points, sizes, rectangles
/// and colours, as four numbers: small enough to stay in registers) and
/// ``CATransform3D`` (sixteen). Tracks are generic over them, so the common
/// small values never pay for copying a matrix.
protocol AnimatableValue: Equatable, Sendable {
    /// Converts a value given to an animation, or nil when it is not of `kind`.
    init?(_ value: Any, as kind: ValueKind)
    /// The neutral element of `plus`.
    static var zero: Self { get }
    var isFinite: Bool { get }
    /// The straight-line blend from `a` (t = 0) to `b` (t = 1); t may leave 0...1.
    static func interpolate(_ a: Self, _ b: Self, _ t: Double) -> Self
    /// `a + b`; for transforms, `a` then `b` (a concatenation).
    func plus(_ other: Self) -> Self
    /// `a - b`, so that `(a - b) + b == a`.
    func minus(_ other: Self) -> Self
    /// `self` added to itself `count` times: the cumulative offset of `count` repeats.
    func repeated(_ count: Double) -> Self
    /// `a w.0 + b w.1 + c w.2 + d w.3`, component by component (a
    /// Catmull-Rom point; transforms entry by entry).
    static func weightedSum(_ a: Self, _ b: Self, _ c: Self, _ d: Self,
                            _ w: (Double, Double, Double, Double)) -> Self
    /// Euclidean distance over the components, for paced keyframes.
    static func distance(_ a: Self, _ b: Self) -> Double
    /// Where a value of this type lives while a frame is evaluated,
    /// resolved from its key path once, when the animation is added.
    associatedtype Slot: Sendable
    static func slot(for path: AnimatableKeyPath) -> Slot
    /// The value in `slot` in a frame being evaluated.
    static func read(_ slot: Slot, from state: inout EvaluationState) -> Self
    /// Writes `value` into `slot` in a frame being evaluated.
    static func write(_ value: Self, to slot: Slot, in state: inout EvaluationState)
}

extension AnimatableValue where Slot == AnimatableKeyPath {
    /// Transforms and arrays are few and rare: written by their key path.
    static func slot(for path: AnimatableKeyPath) -> AnimatableKeyPath { path }
}
