/// One number animated from/to/by on a scalar key path: a whole
/// `CABasicAnimation` of a number, resolved when it is added.
///
/// Plain fields, 24 bytes: a uniform group keeps its steps side by side,
/// and a frame reads them straight from there.
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
    let ends: Ends
    let slot: ScalarSlot
    let isAdditive: Bool, isCumulative: Bool
    /// Fixed ends, neither additive nor cumulative (nearly every step): the
    /// value is `value + delta * progress`, one multiply-add a frame.
    let isPlain: Bool

    /// A step that changes nothing (the slot of animations that are not numbers).
    static let none = ScalarStep(slot: .opacity, from: nil, to: nil, by: nil, isAdditive: true, isCumulative: false)

    init(slot: ScalarSlot, from: Double?, to: Double?, by: Double?, isAdditive: Bool, isCumulative: Bool) {
        var (value, delta, ends) = (0.0, 0.0, Ends.current)
        switch (from, to, by) {
        case (let from?, let to?, _): (value, delta, ends) = (from, to - from, .fixed)
        case (let from?, nil, let by?): (value, delta, ends) = (from, (from + by) - from, .fixed)
        case (nil, let to?, let by?): (value, delta, ends) = (to - by, to - (to - by), .fixed)
        case (let from?, nil, nil): (value, ends) = (from, .from)
        case (nil, let to?, nil): (value, ends) = (to, .to)
        case (nil, nil, let by?): (value, ends) = (by, .by)
        case (nil, nil, nil): break
        }
        (self.value, self.delta, self.ends, self.slot) = (value, delta, ends, slot)
        (self.isAdditive, self.isCumulative) = (isAdditive, isCumulative)
        isPlain = ends == .fixed && !isAdditive && !isCumulative
    }

    /// The same step, bit for bit (`0` and `-0` differ; so would two NaNs,
    /// but steps hold finite numbers).
    func isIdentical(to other: ScalarStep) -> Bool {
        value.bitPattern == other.value.bitPattern && delta.bitPattern == other.delta.bitPattern
            && ends == other.ends && slot == other.slot && isAdditive == other.isAdditive
            && isCumulative == other.isCumulative
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
        let start: Double, delta: Double
        if step.ends == .fixed {
            (start, delta) = (step.value, step.delta)
        } else {
            let current = isAdditive ? 0 : state.scalar(at: slot), value = step.value
            switch step.ends {
            case .fixed: (start, delta) = (value, step.delta)
            case .from: (start, delta) = (value, current - value)
            case .to: (start, delta) = (current, value - current)
            case .by: (start, delta) = (current, (current + value) - current)
            case .current: (start, delta) = (current, 0)
            }
        }
        var result = start + delta * progress
        if step.isCumulative && iteration > 0 { result += delta * iteration }
        if isAdditive { result += state.scalar(at: slot) }
        state.setScalar(result, at: slot)
    }
}
