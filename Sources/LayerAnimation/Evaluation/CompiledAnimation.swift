/// An animation checked and resolved once, when it is added: key path
/// parsed, values converted, timing validated. Evaluating it per frame then
/// needs no parsing, no dynamic casts and no allocation.
///
/// A value type: a group's children sit inline in one contiguous buffer,
/// so a frame walks them without chasing or retaining an object per child.
struct CompiledAnimation: Sendable {
    enum Kind: Sendable {
        /// Timed (delegates are told) but changes nothing: its values were bad.
        case inert, property, group, transition
    }

    let kind: Kind
    let timing: ActiveTiming
    /// The animation's own timing curve; nil is linear.
    let easing: UnitBezier?
    /// For `.property`: plain data, copied without reference counting.
    let track: PropertyTrack
    /// For `.property` with values that are not plain numbers.
    let values: ValueSource?
    /// For `.group`: the children, inline.
    let children: ContiguousArray<CompiledAnimation>
    /// For `.transition`.
    let transition: TransitionSpec?
    /// For a `.group` whose children all animate plain numbers with one
    /// timing and one curve (the common case): just their from/to/by, small
    /// and contiguous, evaluated after one timing sample and one curve solve.
    let uniformSteps: ContiguousArray<ScalarStep>?
    /// In a group: a non-spring property animation timed and eased exactly
    /// like the child before it, so it can reuse that child's progress.
    let reusesPreviousProgress: Bool
    /// What the delegate has heard (top level only); kept here, not on the
    /// entry object, so the frame loop touches no object unless this changes.
    var didStart = false
    /// Set when the delegate heard `finished: true`; a later removal stays quiet.
    var didStop = false

    struct TransitionSpec: Sendable {
        var type: CATransitionType, subtype: CATransitionSubtype?, start: Double, end: Double
    }

    init(
        timing: ActiveTiming, easing: UnitBezier?, track: (PropertyTrack, ValueSource?)? = nil,
        children: ContiguousArray<CompiledAnimation>? = nil, transition: TransitionSpec? = nil,
        previousSibling: CompiledAnimation? = nil
    ) {
        self.timing = timing
        self.easing = easing
        self.track = track?.0 ?? .none
        values = track?.1
        self.children = children ?? []
        self.transition = transition
        uniformSteps = Self.uniformSteps(of: children ?? [])
        kind = track != nil ? .property : children != nil ? .group : transition != nil ? .transition : .inert
        if let previous = previousSibling, kind == .property, track?.0.spring == nil,
           previous.kind == .property, previous.track.spring == nil,
           previous.timing == timing, previous.easing == easing {
            reusesPreviousProgress = true
        } else {
            reusesPreviousProgress = false
        }
    }

    private static func uniformSteps(of children: ContiguousArray<CompiledAnimation>) -> ContiguousArray<ScalarStep>? {
        guard let first = children.first else { return nil }
        var steps = ContiguousArray<ScalarStep>()
        steps.reserveCapacity(children.count)
        for (index, child) in children.enumerated() {
            guard child.kind == .property, child.track.spring == nil, let scalar = child.track.scalar,
                  index == 0 || (child.timing == first.timing && child.easing == first.easing) else { return nil }
            steps.append(ScalarStep(keyPath: child.track.keyPath, from: scalar.from, to: scalar.to, by: scalar.by,
                                    isAdditive: child.track.isAdditive, isCumulative: child.track.isCumulative))
        }
        return steps
    }

    /// Progress after the timing function (or the spring) at `sample`.
    func easedProgress(_ sample: TimingSample) -> Double {
        withUnsafePointer(to: self) { Self.easedProgress(of: $0, sample) }
    }

    @inline(__always)
    private static func easedProgress(of animation: UnsafePointer<CompiledAnimation>, _ sample: TimingSample) -> Double {
        if animation.pointee.kind == .property, let spring = animation.pointee.track.spring {
            return spring.progress(at: sample.iterationTime)
        }
        return animation.pointee.easing?.solve(sample.progress) ?? sample.progress
    }

    /// Applies the animation at `sample` to `state`.
    func apply(_ sample: TimingSample, to state: inout EvaluationState) {
        withUnsafePointer(to: self) { Self.apply($0, sample, to: &state) }
    }

    /// Applies `animation` at `sample` to `state`. Works through a pointer:
    /// calling methods on the stored value would copy it (and retain what it
    /// holds) for every animation, every frame.
    static func apply(_ animation: UnsafePointer<CompiledAnimation>, _ sample: TimingSample, to state: inout EvaluationState) {
        switch animation.pointee.kind {
        case .inert:
            return
        case .property:
            animation.pointee.track.apply(progress: easedProgress(of: animation, sample), iteration: sample.iteration,
                                          values: animation.pointee.values, to: &state)
        case .group:
            // Children run in the group's local time, within 0...duration.
            let duration = animation.pointee.timing.duration
            let groupTime = animation.pointee.easing.map { $0.solve(sample.progress) * duration } ?? sample.iterationTime
            if let steps = animation.pointee.uniformSteps {
                // One sample and one curve solve serve every child.
                animation.pointee.children.withUnsafeBufferPointer { children in
                    guard let first = children.baseAddress else { return }
                    let childSample = first.pointee.timing.sample(at: groupTime, closedEnd: true)
                    guard childSample.isVisible else { return }
                    let eased = easedProgress(of: first, childSample)
                    steps.withUnsafeBufferPointer { buffer in
                        for index in 0..<buffer.count {
                            ScalarStep.apply(buffer.baseAddress! + index, progress: eased, iteration: childSample.iteration, to: &state)
                        }
                    }
                }
                return
            }
            // Children usually share timing and curve: sample and ease once for all of them.
            var shared = (sample: sample, eased: 0.0)
            animation.pointee.children.withUnsafeBufferPointer { buffer in
                guard let first = buffer.baseAddress else { return }
                for index in 0..<buffer.count {
                    let child = first + index
                    guard child.pointee.kind == .property else {
                        let childSample = child.pointee.timing.sample(at: groupTime, closedEnd: true)
                        if childSample.isVisible { apply(child, childSample, to: &state) }
                        continue
                    }
                    if !child.pointee.reusesPreviousProgress {
                        let childSample = child.pointee.timing.sample(at: groupTime, closedEnd: true)
                        shared = (childSample, easedProgress(of: child, childSample))
                    }
                    if shared.sample.isVisible {
                        child.pointee.track.apply(progress: shared.eased, iteration: shared.sample.iteration,
                                                  values: child.pointee.track.scalar == nil ? child.pointee.values : nil,
                                                  to: &state)
                    }
                }
            }
        case .transition:
            guard let spec = animation.pointee.transition else { return }
            let eased = animation.pointee.easing?.solve(sample.progress) ?? sample.progress
            let progress = spec.start + (spec.end - spec.start) * eased
            state.transition = CATransitionState(type: spec.type, subtype: spec.subtype, progress: Float(progress))
        }
    }
}

/// Values that are not plain numbers, behind one reference so a
/// ``PropertyTrack`` stays small to copy.
final class ValueSource: Sendable {
    enum Kind: Sendable {
        case basic(from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?)
        case keyframes(KeyframeTrack)
    }
    let kind: Kind
    init(_ kind: Kind) { self.kind = kind }
}

/// The values side of a property animation.
struct PropertyTrack: Sendable {
    let keyPath: AnimatableKeyPath
    /// Numbers from/to/by for scalar key paths (the common case: no
    /// `AnimatableValue` built per frame, nothing to reference-count).
    /// Other values (points, colours, transforms, keyframes) are a
    /// ``ValueSource`` kept beside the track, so the track is plain data.
    let scalar: (from: Double?, to: Double?, by: Double?)?
    let isAdditive: Bool
    let isCumulative: Bool
    /// Replaces the timing curve for spring animations.
    let spring: SpringSolver?

    /// A track that changes nothing (the slot of animations that are not properties).
    static let none = PropertyTrack(keyPath: .opacity, scalar: nil, isAdditive: false, isCumulative: false, spring: nil)

    private init(
        keyPath: AnimatableKeyPath, scalar: (from: Double?, to: Double?, by: Double?)?,
        isAdditive: Bool, isCumulative: Bool, spring: SpringSolver?
    ) {
        (self.keyPath, self.scalar) = (keyPath, scalar)
        (self.isAdditive, self.isCumulative, self.spring) = (isAdditive, isCumulative, spring)
    }

    /// The track for `values`, and the ``ValueSource`` to keep beside it
    /// unless the values are plain numbers.
    static func make(
        keyPath: AnimatableKeyPath, values: ValueSource.Kind, isAdditive: Bool, isCumulative: Bool, spring: SpringSolver?
    ) -> (PropertyTrack, ValueSource?) {
        // Numbers go the fast way.
        if case .basic(let from, let to, let by) = values, keyPath.kind == .scalar {
            func number(_ value: AnimatableValue?) -> Double? {
                if case .scalar(let v)? = value { return v }
                return nil
            }
            return (PropertyTrack(keyPath: keyPath, scalar: (number(from), number(to), number(by)),
                                  isAdditive: isAdditive, isCumulative: isCumulative, spring: spring), nil)
        }
        return (PropertyTrack(keyPath: keyPath, scalar: nil, isAdditive: isAdditive, isCumulative: isCumulative, spring: spring),
                ValueSource(values))
    }

    func apply(progress: Double, iteration: Double, values: ValueSource?, to state: inout EvaluationState) {
        if let scalar {
            applyScalar(from: scalar.from, to: scalar.to, by: scalar.by, progress: progress, iteration: iteration, to: &state)
            return
        }
        guard let values else { return }
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

    @inline(__always)
    private func applyScalar(
        from: Double?, to: Double?, by: Double?, progress: Double, iteration: Double, to state: inout EvaluationState
    ) {
        let step = ScalarStep(keyPath: keyPath, from: from, to: to, by: by, isAdditive: isAdditive, isCumulative: isCumulative)
        withUnsafePointer(to: step) { ScalarStep.apply($0, progress: progress, iteration: iteration, to: &state) }
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

/// One number animated from/to/by on a scalar key path: the whole of a
/// group child in the common case.
struct ScalarStep: Sendable {
    let keyPath: AnimatableKeyPath
    let from: Double?, to: Double?, by: Double?
    let isAdditive: Bool, isCumulative: Bool

    /// Apple's from/to/by table for numbers, then additive and cumulative.
    @inline(__always)
    static func apply(_ step: UnsafePointer<ScalarStep>, progress: Double, iteration: Double, to state: inout EvaluationState) {
        let s = step.pointee
        let start: Double, end: Double
        switch (s.from, s.to, s.by) {
        case (let from?, let to?, _): (start, end) = (from, to)
        case (let from?, nil, let by?): (start, end) = (from, from + by)
        case (nil, let to?, let by?): (start, end) = (to - by, to)
        default:
            let current = s.isAdditive ? 0 : state.scalar(at: s.keyPath)
            switch (s.from, s.to, s.by) {
            case (let from?, nil, nil): (start, end) = (from, current)
            case (nil, nil, let by?): (start, end) = (current, current + by)
            case (nil, let to?, nil): (start, end) = (current, to)
            default: (start, end) = (current, current)
            }
        }
        var value = start + (end - start) * progress
        if s.isCumulative && iteration > 0 { value += (end - start) * iteration }
        if s.isAdditive { value += state.scalar(at: s.keyPath) }
        state.setScalar(value, at: s.keyPath)
    }
}
