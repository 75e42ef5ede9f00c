/// A property animation whose values are not plain numbers (points, sizes,
/// rectangles, colours, transforms, keyframes). Plain numbers are
/// ``ScalarStep``s; these are an object, so a compiled animation stays small.
final class PropertyTrack: Sendable {
    enum Values: Sendable {
        case basic(from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?)
        case keyframes(KeyframeTrack)
        /// Along a path (point key paths only).
        case path(PathTrack)
    }

    let keyPath: AnimatableKeyPath
    let values: Values

    /// The layer fields this track writes (a path that turns the layer writes the transform too).
    var animatedFields: AnimatedFields {
        if case .path(let track) = values, track.rotation != nil { return AnimatedFields(keyPath).union(.transform) }
        return AnimatedFields(keyPath)
    }
    let isAdditive: Bool
    let isCumulative: Bool

    init(keyPath: AnimatableKeyPath, values: Values, isAdditive: Bool, isCumulative: Bool) {
        (self.keyPath, self.values) = (keyPath, values)
        (self.isAdditive, self.isCumulative) = (isAdditive, isCumulative)
    }

    func apply(progress: Double, iteration: Double, to state: inout EvaluationState) {
        switch values {
        case .basic(let from, let to, let by):
            // Apple's from/to/by table. Missing ends come from the value so
            // far (or zero for additive animations, which are offsets).
            let (start, end) = resolve(from: from, to: to, by: by, state: &state)
            write(AnimatableValue.interpolate(start, end, progress), iteration: iteration, start: start, end: end, to: &state)
        case .path(let track):
            let (point, angle) = track.sample(at: progress)
            write(.point(point), iteration: iteration, start: nil, end: nil, to: &state)
            if track.rotation != nil {
                // Turned with the path: the tangent's angle added to the presented rotation.
                state.setScalar(state.scalar(at: .rotationZ) + angle, at: .rotationZ)
            }
        case .keyframes(let track):
            let value = track.value(at: progress)
            if isCumulative {
                write(value, iteration: iteration, start: track.values[0], end: track.values[track.values.count - 1], to: &state)
            } else {
                write(value, iteration: iteration, start: nil, end: nil, to: &state)
            }
        }
    }

    /// Writes `value`, after adding the cumulative offset of `iteration`
    /// repeats of `start`...`end` and, when additive, the value so far.
    @inline(__always)
    private func write(_ value: AnimatableValue, iteration: Double, start: AnimatableValue?, end: AnimatableValue?,
                       to state: inout EvaluationState) {
        // The plain case writes the value as it is: each copy of a value costs a block copy.
        guard isAdditive || (isCumulative && iteration > 0) else {
            state[keyPath] = value
            return
        }
        var result = value
        if isCumulative, iteration > 0, let start, let end {
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
