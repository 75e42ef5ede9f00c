/// A property animation whose values are not plain numbers (points, sizes,
/// rectangles, colours, transforms, keyframes). Plain numbers are
/// ``ScalarStep``s; these are an object, so a compiled animation stays small.
final class PropertyTrack: Sendable {
    enum Values: Sendable {
        case basic(from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?)
        case keyframes(KeyframeTrack)
    }

    let keyPath: AnimatableKeyPath
    let values: Values
    let isAdditive: Bool
    let isCumulative: Bool

    init(keyPath: AnimatableKeyPath, values: Values, isAdditive: Bool, isCumulative: Bool) {
        (self.keyPath, self.values) = (keyPath, values)
        (self.isAdditive, self.isCumulative) = (isAdditive, isCumulative)
    }

    func apply(progress: Double, iteration: Double, to state: inout EvaluationState) {
        let value: AnimatableValue
        let cumulativeStep: (AnimatableValue, AnimatableValue)?
        switch values {
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
