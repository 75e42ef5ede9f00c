/// How an animation turns linear progress into eased progress: straight,
/// through a timing curve, or (for a spring) through the spring's closed form.
///
/// Flat fields rather than an enum with payloads: the frame loop reads the
/// curve in place instead of copying it out of a payload.
struct Easing: Sendable, Equatable {
    enum Kind: UInt8, Sendable { case linear, curve, spring }

    let kind: Kind
    /// A ``CAMediaTimingFunction``'s curve (for `.curve`).
    let curve: UnitBezier
    /// A ``CASpringAnimation``'s motion (for `.spring`); driven by seconds, not progress.
    let spring: SpringSolver

    static let linear = Easing(kind: .linear, curve: UnitBezier(0, 0, 1, 1), spring: .none)

    init(_ function: CAMediaTimingFunction?) {
        self = function.map { Easing(kind: .curve, curve: $0.curve, spring: .none) } ?? .linear
    }

    init(spring: SpringSolver) {
        self.init(kind: .spring, curve: Self.linear.curve, spring: spring)
    }

    private init(kind: Kind, curve: UnitBezier, spring: SpringSolver) {
        (self.kind, self.curve, self.spring) = (kind, curve, spring)
    }

    static func == (a: Easing, b: Easing) -> Bool {
        switch (a.kind, b.kind) {
        case (.linear, .linear): true
        case (.curve, .curve): a.curve == b.curve
        case (.spring, .spring): a.spring == b.spring
        default: false
        }
    }

    /// Eased progress at `sample`.
    @inline(__always)
    func progress(_ sample: TimingSample) -> Double {
        switch kind {
        case .linear: sample.progress
        case .curve: curve.solve(sample.progress)
        case .spring: spring.progress(at: sample.iterationTime)
        }
    }
}
