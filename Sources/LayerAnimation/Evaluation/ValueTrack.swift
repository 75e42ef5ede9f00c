/// A property animation of values of one type (see ``AnimatableValue``):
/// a basic animation's from/to/by, or keyframes.
final class ValueTrack<Value: AnimatableValue>: Sendable {
    enum Values: Sendable {
        case basic(from: Value?, to: Value?, by: Value?)
        case keyframes(KeyframeTrack<Value>)
    }

    // The fields a frame reads first, the values last: a frame of
    // keyframes then reads one cache line of the object, not three.
    let keyPath: AnimatableKeyPath
    let isAdditive: Bool
    let isCumulative: Bool
    /// `keyframes`, read each frame without a retain and a release (`keyframes` holds the object).
    private let unretainedKeyframes: Unmanaged<KeyframeTrack<Value>>?
    private let keyframes: KeyframeTrack<Value>?
    /// Where `keyPath`'s value lives in a frame (resolved once).
    private let slot: Value.Slot
    // `Values` stored flat: matching an enum case would copy its payload every frame.
    private let from: Value?, to: Value?, by: Value?

    init(keyPath: AnimatableKeyPath, values: Values, isAdditive: Bool, isCumulative: Bool) {
        self.keyPath = keyPath
        slot = Value.slot(for: keyPath)
        switch values {
        case .basic(let from, let to, let by): (self.from, self.to, self.by, keyframes) = (from, to, by, nil)
        case .keyframes(let track): (from, to, by, keyframes) = (nil, nil, nil, track)
        }
        (self.isAdditive, self.isCumulative) = (isAdditive, isCumulative)
        unretainedKeyframes = keyframes.map(Unmanaged.passUnretained)
    }

    /// Whether the track plays keyframes (else from, to and by).
    var hasKeyframes: Bool { unretainedKeyframes != nil }

    func apply(progress: Double, iteration: Double, to state: inout EvaluationState) {
        if hasKeyframes {
            applyKeyframes(progress: progress, iteration: iteration, to: &state)
        } else {
            applyEnds(progress: progress, iteration: iteration, to: &state)
        }
    }

    /// `apply` for a track without keyframes.
    @inline(__always)
    func applyEnds(progress: Double, iteration: Double, to state: inout EvaluationState) {
        // Apple's from/to/by table. Missing ends come from the value so
        // far (or zero for additive animations, which are offsets).
        let (start, end) = resolve(from: from, to: to, by: by, state: &state)
        write(Value.interpolate(start, end, progress), iteration: iteration, start: start, end: end, to: &state)
    }

    /// `apply` for a track with keyframes.
    @inline(__always)
    func applyKeyframes(progress: Double, iteration: Double, to state: inout EvaluationState) {
        guard let keyframes = unretainedKeyframes else { return }
        keyframes._withUnsafeGuaranteedRef { track in
            let value = track.value(at: progress)
            if isCumulative, let first = track.values.first, let last = track.values.last {
                write(value, iteration: iteration, start: first, end: last, to: &state)
            } else {
                write(value, iteration: iteration, start: nil, end: nil, to: &state)
            }
        }
    }

    /// Writes `value`, after adding the cumulative offset of `iteration`
    /// repeats of `start`...`end` and, when additive, the value so far.
    @inline(__always)
    private func write(_ value: Value, iteration: Double, start: Value?, end: Value?, to state: inout EvaluationState) {
        var result = value
        if isCumulative, iteration > 0, let start, let end {
            result = result.plus(end.minus(start).repeated(iteration))
        }
        if isAdditive {
            result = Value.read(slot, from: &state).plus(result)
        }
        Value.write(result, to: slot, in: &state)
    }

    private func resolve(from: Value?, to: Value?, by: Value?, state: inout EvaluationState) -> (Value, Value) {
        switch (from, to, by) {
        case (let from?, let to?, _): return (from, to)
        case (let from?, nil, let by?): return (from, from.plus(by))
        case (nil, let to?, let by?): return (to.minus(by), to)
        default: break
        }
        let current = isAdditive ? Value.zero : Value.read(slot, from: &state)
        switch (from, to, by) {
        case (let from?, nil, nil): return (from, current)
        case (nil, nil, let by?): return (current, current.plus(by))
        case (nil, let to?, nil): return (current, to)
        default: return (current, current)
        }
    }
}
