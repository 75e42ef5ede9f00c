/// How an animation turns linear progress into eased progress: straight,
/// through a timing curve, or (for a spring) through the spring's closed form.
///
/// Both payloads are 48 bytes or less, so reading one out is a few register
/// moves, not a memory copy.
enum Easing: Sendable, Equatable {
    case linear
    /// A ``CAMediaTimingFunction``'s curve.
    case curve(UnitBezier)
    /// Replaces the timing curve of a ``CASpringAnimation``; driven by seconds, not progress.
    case spring(SpringSolver)

    init(_ function: CAMediaTimingFunction?) {
        self = function.map { .curve($0.curve) } ?? .linear
    }

    /// Eased progress at `sample`.
    @inline(__always)
    func progress(_ sample: TimingSample) -> Double {
        switch self {
        case .linear: sample.progress
        case .curve(let curve): curve.solve(sample.progress)
        case .spring(let spring): spring.progress(at: sample.iterationTime)
        }
    }
}
