/// A property animation of a transform through a ``CAValueFunction``: the
/// function's inputs are interpolated (from/to/by or keyframes, curves,
/// springs, cumulative repeats, like any values), then made a transform
/// that replaces the presented one, or with `isAdditive` is concatenated to it.
final class ValueFunctionTrack: Sendable {
    let keyPath: AnimatableKeyPath
    private let function: CAValueFunction
    /// From/to/by as inputs, missing ends already the function's neutral inputs.
    private let start: VectorValue, end: VectorValue
    private let keyframes: KeyframeTrack<VectorValue>?
    private let isAdditive: Bool, isCumulative: Bool

    init(keyPath: AnimatableKeyPath, function: CAValueFunction, values: ValueTrack<VectorValue>.Values,
         isAdditive: Bool, isCumulative: Bool) {
        self.keyPath = keyPath
        self.function = function
        (self.isAdditive, self.isCumulative) = (isAdditive, isCumulative)
        switch values {
        case .basic(let from, let to, let by):
            // Apple's from/to/by table, with the neutral input where the
            // table says "the current value" (a matrix has no inputs to read).
            let neutral = VectorValue(function.identityInputs)
            switch (from, to, by) {
            case (let from?, let to?, _): (start, end) = (from, to)
            case (let from?, nil, let by?): (start, end) = (from, from.plus(by))
            case (nil, let to?, let by?): (start, end) = (to.minus(by), to)
            case (let from?, nil, nil): (start, end) = (from, neutral)
            case (nil, nil, let by?): (start, end) = (neutral, neutral.plus(by))
            case (nil, let to?, nil): (start, end) = (neutral, to)
            default: (start, end) = (neutral, neutral)
            }
            keyframes = nil
        case .keyframes(let track):
            (start, end) = (track.values.first ?? .zero, track.values.last ?? .zero)
            keyframes = track
        }
    }

    func apply(progress: Double, iteration: Double, to state: inout EvaluationState) {
        var inputs = keyframes?.value(at: progress) ?? VectorValue.interpolate(start, end, progress)
        if isCumulative && iteration > 0 { inputs = inputs.plus(end.minus(start).repeated(iteration)) }
        var result = function.transform(inputs.lanes)
        if isAdditive { result = state.transform(at: keyPath).plus(result) }
        state.setTransform(result, at: keyPath)
    }
}
