/// A property animation whose values are not plain numbers (points, sizes,
/// rectangles, colours, transforms, keyframes). Plain numbers are
/// ``ScalarStep``s; these keep their values behind one reference.
struct PropertyTrack: Sendable {
    let keyPath: AnimatableKeyPath
    let values: ValueSource
    let isAdditive: Bool
    let isCumulative: Bool

    func apply(progress: Double, iteration: Double, to state: inout EvaluationState) {
        let value: AnimatableValue
        let cumulativeStep: (AnimatableValue, AnimatableValue)?
        switch values.kind {
        case .basic(let from, let to, let by):
            // Apple's from/to/by table. Missing ends come from the value so
            // far (or zero for additive animations, which are offsets).
            let (start, end) = resolve(from: from, to: to, by: by, state: &state)
            value = AnimatableValue.interpolate(start, end, progress)
            cumulativeStep = isCumulative ? (start, end) : nil
        case .keyframes(let track):
            value = track.value(at: progress)
            cumulativeStep = isCumulative ? (track.values[0], track.values[track.values.count - 1]) : nil
        }
        var result = value
        if let (start, end) = cumulativeStep, iteration > 0 {
            result = result.plus(end.minus(start).repeated(iteration))
        }
        if isAdditive {
            result = state[keyPath].plus(result)
        }
        state[keyPath] = result
    }

    private func resolve(
        from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?, state: inout EvaluationState
    ) -> (AnimatableValue, AnimatableValue) {
        switch (from, to, by) {
        case (let from?, let to?, _): return (from, to)
        case (let from?, nil, let by?): return (from, from.plus(by))
        case (nil, let to?, let by?): return (to.minus(by), to)
        default: break
        }
        let current = isAdditive ? AnimatableValue.zero(keyPath.kind) : state[keyPath]
        switch (from, to, by) {
        case (let from?, nil, nil): return (from, current)
        case (nil, nil, let by?): return (current, current.plus(by))
        case (nil, let to?, nil): return (current, to)
        default: return (current, current)
        }
    }
}

/// The values of a ``PropertyTrack``, behind one reference so the compiled
/// animation stays small to copy.
final class ValueSource: Sendable {
    enum Kind: Sendable {
        case basic(from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?)
        case keyframes(KeyframeTrack)
    }
    let kind: Kind
    init(_ kind: Kind) { self.kind = kind }
}
