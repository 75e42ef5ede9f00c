/// One number animated from/to/by on a scalar key path: a whole
/// `CABasicAnimation` of a number, resolved when it is added.
struct ScalarStep: Sendable {
    /// Apple's from/to/by table, with what can be known when the animation
    /// is added worked out then. Every case that is not `fixed` needs at
    /// most one number: the other end is the value so far (zero when additive).
    enum Ends: Sendable {
        case fixed(start: Double, end: Double)
        /// From `fromValue` to the value so far.
        case from(Double)
        /// From the value so far to `toValue`.
        case to(Double)
        /// From the value so far to that plus `byValue`.
        case by(Double)
        /// No values: the value so far, unchanged.
        case current
    }

    let ends: Ends
    let slot: ScalarSlot

    /// A step that changes nothing (the slot of animations that are not numbers).
    static let none = ScalarStep(slot: .opacity, from: nil, to: nil, by: nil, isAdditive: true, isCumulative: false)
    let isAdditive: Bool, isCumulative: Bool

    init(slot: ScalarSlot, from: Double?, to: Double?, by: Double?, isAdditive: Bool, isCumulative: Bool) {
        switch (from, to, by) {
        case (let from?, let to?, _): ends = .fixed(start: from, end: to)
        case (let from?, nil, let by?): ends = .fixed(start: from, end: from + by)
        case (nil, let to?, let by?): ends = .fixed(start: to - by, end: to)
        case (let from?, nil, nil): ends = .from(from)
        case (nil, let to?, nil): ends = .to(to)
        case (nil, nil, let by?): ends = .by(by)
        case (nil, nil, nil): ends = .current
        }
        self.slot = slot
        (self.isAdditive, self.isCumulative) = (isAdditive, isCumulative)
    }

    /// Writes the value at `progress` (eased) in cycle `iteration` into `state`.
    @inline(__always)
    static func apply(_ step: ScalarStep, progress: Double, iteration: Double, to state: inout EvaluationState) {
        let slot = step.slot, isAdditive = step.isAdditive
        let start: Double, end: Double
        // Fixed ends first, without reading the value so far. (One switch
        // with that read in a local function measured 5% slower a frame.)
        if case .fixed(let a, let b) = step.ends {
            (start, end) = (a, b)
        } else {
            let current = isAdditive ? 0 : state.scalar(at: slot)
            switch step.ends {
            case .fixed(let a, let b): (start, end) = (a, b)
            case .from(let from): (start, end) = (from, current)
            case .to(let to): (start, end) = (current, to)
            case .by(let by): (start, end) = (current, current + by)
            case .current: (start, end) = (current, current)
            }
        }
        var value = start + (end - start) * progress
        if step.isCumulative && iteration > 0 { value += (end - start) * iteration }
        if isAdditive { value += state.scalar(at: slot) }
        state.setScalar(value, at: slot)
    }
}
