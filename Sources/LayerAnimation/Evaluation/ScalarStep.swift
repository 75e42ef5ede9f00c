/// One number animated from/to/by on a scalar key path: a whole
/// `CABasicAnimation` of a number, resolved when it is added.
///
/// Plain fields, read in place by a frame.
struct ScalarStep: Sendable {
    /// Apple's from/to/by table, with what can be known when the animation
    /// is added worked out then. Every case that is not `fixed` needs at
    /// most one number (`value`): the other end is the value so far (zero
    /// when additive).
    enum Ends: UInt8, Sendable {
        /// From `value` to `value + delta`.
        case fixed
        /// From `value` (`fromValue`) to the value so far.
        case from
        /// From the value so far to `value` (`toValue`).
        case to
        /// From the value so far to that plus `value` (`byValue`).
        case by
        /// No values: the value so far, unchanged.
        case current
    }

    /// The start for `fixed` ends, else the one value given.
    let value: Double
    /// For `fixed` ends, end minus start (worked out once).
    let delta: Double
    /// For `fixed` ends, the end (for blends whose `delta` overflowed).
    let end: Double
    let ends: Ends
    private(set) var slot: ScalarSlot
    let isAdditive: Bool, isCumulative: Bool
    /// Fixed ends a finite distance apart, neither additive nor cumulative
    /// (nearly every step): the value is `value + delta * progress`, one
    /// multiply-add a frame.
    let isPlain: Bool

    /// A step that changes nothing (the slot of animations that are not numbers).
    static let none = ScalarStep(slot: .opacity, from: nil, to: nil, by: nil, isAdditive: true, isCumulative: false)

    init(slot: ScalarSlot, from: Double?, to: Double?, by: Double?, isAdditive: Bool, isCumulative: Bool) {
        var (value, end, ends) = (0.0, 0.0, Ends.current)
        switch (from, to, by) {
        case (let from?, let to?, _): (value, end, ends) = (from, to, .fixed)
        case (let from?, nil, let by?): (value, end, ends) = (from, from + by, .fixed)
        case (nil, let to?, let by?): (value, end, ends) = (to - by, to, .fixed)
        case (let from?, nil, nil): (value, ends) = (from, .from)
        case (nil, let to?, nil): (value, ends) = (to, .to)
        case (nil, nil, let by?): (value, ends) = (by, .by)
        case (nil, nil, nil): break
        }
        (self.value, self.end, self.ends, self.slot) = (value, end, ends, slot)
        delta = end - value
        (self.isAdditive, self.isCumulative) = (isAdditive, isCumulative)
        isPlain = ends == .fixed && !isAdditive && !isCumulative && delta.isFinite
    }

    /// Writes the value at `progress` (eased) in cycle `iteration` into `state`.
    @inline(__always)
    static func apply(_ step: ScalarStep, progress: Double, iteration: Double, to state: inout EvaluationState) {
        let slot = step.slot
        if step.isPlain {
            state.setScalar(step.value + step.delta * progress, at: slot)
            return
        }
        let isAdditive = step.isAdditive
        let start: Double, end: Double
        if step.ends == .fixed {
            (start, end) = (step.value, step.end)
        } else {
            let current = isAdditive ? 0 : state.scalar(at: slot), value = step.value
            switch step.ends {
            case .fixed: (start, end) = (value, step.end)
            case .from: (start, end) = (value, current)
            case .to: (start, end) = (current, value)
            case .by: (start, end) = (current, current + value)
            case .current: (start, end) = (current, current)
            }
        }
        var result = AnimationNumber.mix(start, end, progress)
        if step.isCumulative && iteration > 0 { result += (end - start) * iteration }
        if isAdditive { result += state.scalar(at: slot) }
        state.setScalar(result, at: slot)
    }
}

extension ScalarStep {
    /// The same step writing `slot` instead.
    func writing(_ slot: ScalarSlot) -> ScalarStep {
        var step = self
        step.slot = slot
        return step
    }
}
