/// An animation checked and resolved once, when it is added: key path
/// parsed, values converted, timing validated. Evaluating it per frame then
/// needs no parsing, no dynamic casts and no allocation.
final class CompiledAnimation: Sendable {
    enum Content: Sendable {
        /// Timed (delegates are told) but changes nothing: its values were bad.
        case inert
        case property(PropertyTrack)
        case group([CompiledAnimation])
        case transition(CATransitionType, CATransitionSubtype?, start: Double, end: Double)
    }

    let timing: ActiveTiming
    /// The animation's own timing curve; nil is linear.
    let easing: UnitBezier?
    let content: Content

    init(timing: ActiveTiming, easing: UnitBezier?, content: Content) {
        self.timing = timing
        self.easing = easing
        self.content = content
    }

    /// Applies the animation at `sample` to `state`.
    func apply(_ sample: TimingSample, to state: inout EvaluationState) {
        switch content {
        case .inert:
            return
        case .property(let track):
            let eased: Double
            if let spring = track.spring {
                eased = spring.progress(at: sample.iterationTime)
            } else {
                eased = easing?.solve(sample.progress) ?? sample.progress
            }
            track.apply(progress: eased, iteration: sample.iteration, to: &state)
        case .group(let children):
            // Children run in the group's local time, within 0...duration.
            let groupTime = easing.map { $0.solve(sample.progress) * timing.duration } ?? sample.iterationTime
            for child in children {
                let childSample = child.timing.sample(at: groupTime, closedEnd: true)
                if childSample.isVisible { child.apply(childSample, to: &state) }
            }
        case .transition(let type, let subtype, let start, let end):
            let eased = easing?.solve(sample.progress) ?? sample.progress
            let progress = start + (end - start) * eased
            state.properties.transition = CATransitionState(type: type, subtype: subtype, progress: Float(progress))
        }
    }
}

/// The values side of a property animation.
struct PropertyTrack: Sendable {
    enum Source: Sendable {
        case basic(from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?)
        case keyframes(KeyframeTrack)
    }

    let keyPath: AnimatableKeyPath
    let source: Source
    let isAdditive: Bool
    let isCumulative: Bool
    /// Replaces the timing curve for spring animations.
    let spring: SpringSolver?

    func apply(progress: Double, iteration: Double, to state: inout EvaluationState) {
        let value: AnimatableValue
        let cumulativeStep: (AnimatableValue, AnimatableValue)?
        switch source {
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
