/// An animation checked and resolved once, when it is added: key path
/// parsed, values converted, timing validated. Evaluating it per frame then
/// needs no parsing, no dynamic casts and no allocation.
///
/// Plain fields and a kind, not an enum with payloads: the frame loop reads
/// what it needs in place and writes the delegate flags in place.
struct CompiledAnimation {
    enum Kind: UInt8, Sendable {
        /// Timed (delegates are told) but changes nothing: its values were bad.
        case inert
        /// A property animation of a plain number (the common case): `step`.
        case scalar
        /// A property animation of any other value: `track`.
        case values
        /// In a group: consecutive number animations timed and eased alike
        /// (the common group), one sample and one curve solve for all: `run`.
        case scalarRun
        /// A group: `children`, run in the group's time.
        case group
        /// A transition: `transition`.
        case transition
    }

    /// A transition's kind and progress range (an object: it is rare, and
    /// keeps every other compiled animation small).
    final class TransitionSpec: Sendable {
        let type: CATransitionType, subtype: CATransitionSubtype?, start: Double, end: Double

        init(type: CATransitionType, subtype: CATransitionSubtype?, start: Double, end: Double) {
            (self.type, self.subtype, self.start, self.end) = (type, subtype, start, end)
        }
    }

    // What a frame reads first comes first: the one-byte fields, the
    // timing, then what the kind leads to (a compiled animation spans
    // several cache lines, and a frame reads only part of it).
    let kind: Kind
    /// `kind`, with a plain step's slot folded in (see ``Route``).
    private let route: Route
    /// What the delegate has heard (top level only); kept here, not on the
    /// entry object, so the frame loop touches no object unless this changes.
    var didStart = false
    /// Set when the delegate heard `finished: true`; a later removal stays quiet.
    var didStop = false
    /// In a group: a property animation timed and eased exactly like the
    /// property animation before it, so it reuses that one's progress.
    var reusesPreviousProgress = false
    /// A linear group compiled as its one child (``group(timing:easing:children:)``):
    /// `easing` is the child's, the animation's own is linear.
    var standsForLinearGroup = false
    /// `easing` is `.linear` (kept apart: matching the one case without a
    /// payload compares the whole payload area, a dozen instructions a frame).
    let easingIsLinear: Bool
    /// For a folded run, a bit per component written; 0 for any other run.
    let runComponentLanes: UInt16
    var timing: ActiveTiming
    let children: ContiguousArray<CompiledAnimation>
    /// A run's steps; for a run of plain steps on transform components (a
    /// group's scale, turn and move, the common run), folded into one step
    /// a component written (see ``ComponentRun``).
    let run: ContiguousArray<ScalarStep>
    let easing: Easing
    let step: ScalarStep
    /// `track` as frames apply it (its object held by `track`).
    private let unretainedTrack: UnretainedPropertyTrack?
    let track: PropertyTrack?
    let transition: TransitionSpec?

    /// What the animation does, as the compiler hands it over; stored as
    /// `kind` and the field that goes with it.
    enum Body {
        case inert, scalar(ScalarStep), values(PropertyTrack), group(ContiguousArray<CompiledAnimation>)
        case scalarRun(ContiguousArray<ScalarStep>), transition(TransitionSpec)
    }

    init(timing: ActiveTiming, easing: Easing, body: Body) {
        self.timing = timing
        self.easing = easing
        if case .linear = easing { easingIsLinear = true } else { easingIsLinear = false }
        var (step, track, children, run, transition) = (ScalarStep.none, PropertyTrack?.none,
                                                        ContiguousArray<CompiledAnimation>(), ContiguousArray<ScalarStep>(),
                                                        TransitionSpec?.none)
        var componentLanes: UInt16 = 0
        switch body {
        case .inert: (kind, route) = (.inert, .inert)
        case .scalar(let s): (kind, step, route) = (.scalar, s, Route(numberStep: s))
        case .values(let t): (kind, track, route) = (.values, t, .values)
        case .group(let c):
            (kind, children, route) = (.group, Self.coalesced(c), .group)
            for index in children.indices.dropFirst() {
                children[index].reusesPreviousProgress = children[index].canReuseProgress(of: children[index - 1])
            }
        case .scalarRun(let steps):
            (kind, run, route) = (.scalarRun, steps, .scalarRun)
            if let folded = ComponentRun(steps) { (run, componentLanes) = (folded.steps, folded.lanes) }
        case .transition(let t): (kind, transition, route) = (.transition, t, .transition)
        }
        (self.step, self.track, self.children, self.run, self.transition) = (step, track, children, run, transition)
        runComponentLanes = componentLanes
        unretainedTrack = track?.unretained
    }

    /// A group's children with each stretch of number animations timed and
    /// eased alike turned into one run: fewer, smaller children to walk.
    private static func coalesced(_ children: ContiguousArray<CompiledAnimation>) -> ContiguousArray<CompiledAnimation> {
        var result = ContiguousArray<CompiledAnimation>()
        result.reserveCapacity(children.count)  // at most one each: never grown (and copied) while filled
        var index = children.startIndex
        while index < children.endIndex {
            let lead = children[index]
            var end = index + 1
            while lead.kind == .scalar && end < children.endIndex && children[end].kind == .scalar
                    && children[end].timing == lead.timing && children[end].easing == lead.easing {
                end += 1
            }
            if end - index > 1 {
                let steps = ContiguousArray(children[index..<end].lazy.map(\.step))
                result.append(CompiledAnimation(timing: lead.timing, easing: lead.easing, body: .scalarRun(steps)))
            } else {
                result.append(lead)
            }
            index = end
        }
        return result
    }

    /// Whether, as the next child of a group, this animation can reuse the
    /// progress of `previous` (both properties, timed and eased alike).
    func canReuseProgress(of previous: CompiledAnimation) -> Bool {
        kind.isProperty && previous.kind.isProperty && previous.timing == timing && previous.easing == easing
    }

    /// The layer fields this animation can change.
    var animatedFields: AnimatedFields {
        switch kind {
        case .inert, .transition: return []
        case .scalar: return step.slot.field
        case .scalarRun: return run.reduce(into: []) { $0.formUnion($1.slot.field) }
        case .values: return track?.animatedFields ?? []
        case .group:
            // By index: `reduce` hands each child over as a copy (a retain
            // and a release of everything it holds).
            var fields: AnimatedFields = []
            for index in children.indices { fields.formUnion(children[index].animatedFields) }
            return fields
        }
    }

    /// Applies `animation` at `sample` to `state`. Through a pointer: a
    /// method call on a stored animation would copy it (and retain what it
    /// holds) for every animation, every frame.
    static func apply(_ animation: UnsafePointer<CompiledAnimation>, _ sample: TimingSample,
                      to state: inout EvaluationState) {
        // A plain step's value (read only in its cases), written to a slot
        // known in each case: the write is a store, with no second switch.
        var plainValue: Double {
            animation.pointee.step.value + animation.pointee.step.delta * animation.pointee.easing.progress(sample)
        }
        switch animation.pointee.route {
        case .scaleX: state.setScalar(plainValue, at: .scaleX)
        case .scaleY: state.setScalar(plainValue, at: .scaleY)
        case .scaleZ: state.setScalar(plainValue, at: .scaleZ)
        case .scaleAll: state.setScalar(plainValue, at: .scaleAll)
        case .rotationX: state.setScalar(plainValue, at: .rotationX)
        case .rotationY: state.setScalar(plainValue, at: .rotationY)
        case .rotationZ: state.setScalar(plainValue, at: .rotationZ)
        case .translationX: state.setScalar(plainValue, at: .translationX)
        case .translationY: state.setScalar(plainValue, at: .translationY)
        case .translationZ: state.setScalar(plainValue, at: .translationZ)
        case .positionX: state.setScalar(plainValue, at: .positionX)
        case .positionY: state.setScalar(plainValue, at: .positionY)
        case .anchorPointX: state.setScalar(plainValue, at: .anchorPointX)
        case .anchorPointY: state.setScalar(plainValue, at: .anchorPointY)
        case .boundsWidth: state.setScalar(plainValue, at: .boundsWidth)
        case .boundsHeight: state.setScalar(plainValue, at: .boundsHeight)
        case .zPosition: state.setScalar(plainValue, at: .zPosition)
        case .opacity: state.setScalar(plainValue, at: .opacity)
        case .cornerRadius: state.setScalar(plainValue, at: .cornerRadius)
        case .borderWidth: state.setScalar(plainValue, at: .borderWidth)
        case .strokeStart: state.setScalar(plainValue, at: .strokeStart)
        case .strokeEnd: state.setScalar(plainValue, at: .strokeEnd)
        case .lineWidth: state.setScalar(plainValue, at: .lineWidth)
        case .shadowOpacity: state.setScalar(plainValue, at: .shadowOpacity)
        case .shadowRadius: state.setScalar(plainValue, at: .shadowRadius)
        case .fontSize: state.setScalar(plainValue, at: .fontSize)
        case .miterLimit: state.setScalar(plainValue, at: .miterLimit)
        case .lineDashPhase: state.setScalar(plainValue, at: .lineDashPhase)
        case .pathMorph: state.setScalar(plainValue, at: .pathMorph)
        case .inert:
            return
        case .scalar:
            ScalarStep.apply(animation.pointee.step, progress: animation.pointee.easing.progress(sample),
                             iteration: sample.iteration, to: &state)
        case .values:
            animation.pointee.unretainedTrack?.apply(progress: animation.pointee.easing.progress(sample),
                                                     iteration: sample.iteration, to: &state)
        case .scalarRun:
            applyRun(animation, progress: animation.pointee.easing.progress(sample), iteration: sample.iteration,
                     to: &state)
        case .group:
            applyChildren(of: animation, atGroupTime: groupTime(animation, sample), to: &state)
        case .transition:
            guard let spec = animation.pointee.transition else { return }
            let progress = spec.start + (spec.end - spec.start) * animation.pointee.easing.progress(sample)
            state.setTransition(spec, progress: Float(min(max(progress, 0), 1)))
        }
    }

    /// A group's children, in its local time. Children usually share timing
    /// and curve: each run of alike children is sampled and eased once.
    private static func applyChildren(of group: UnsafePointer<CompiledAnimation>, atGroupTime time: Double,
                                      to state: inout EvaluationState) {
        var shared = (sample: TimingSample.hidden, eased: 0.0)
        // Through `span`, which borrows the array in place: a buffer pointer
        // taken from it directly cost a retain and a release.
        group.pointee.children.span.withUnsafeBufferPointer { children in
            guard let first = children.baseAddress else { return }
            for index in children.indices {
                let child = first + index
                guard child.pointee.kind.isProperty else {
                    let childSample = child.pointee.timing.sample(at: time, closedEnd: true)
                    if childSample.isVisible { apply(child, childSample, to: &state) }
                    continue
                }
                if !child.pointee.reusesPreviousProgress {
                    let childSample = child.pointee.timing.sample(at: time, closedEnd: true)
                    shared = (childSample, child.pointee.easing.progress(childSample))
                }
                guard shared.sample.isVisible else { continue }
                switch child.pointee.kind {
                case .scalar:
                    ScalarStep.apply(child.pointee.step, progress: shared.eased, iteration: shared.sample.iteration,
                                     to: &state)
                case .scalarRun:
                    applyRun(child, progress: shared.eased, iteration: shared.sample.iteration, to: &state)
                default:
                    child.pointee.unretainedTrack?.apply(progress: shared.eased, iteration: shared.sample.iteration,
                                                         to: &state)
                }
            }
        }
    }

    /// Every step of a run at one eased progress: a folded run in place,
    /// any other apart (its general steps made this a large function with
    /// a large frame, entered for every run).
    @inline(__always)
    private static func applyRun(_ animation: UnsafePointer<CompiledAnimation>, progress: Double, iteration: Double,
                                 to state: inout EvaluationState) {
        let lanes = animation.pointee.runComponentLanes
        guard lanes == 0 else {
            // `span` borrows the steps: a copy of the array would be retained.
            state.withComponents { ComponentRun.apply(animation.pointee.run.span, lanes: lanes, progress: progress, to: &$0) }
            return
        }
        applySteps(animation, progress: progress, iteration: iteration, to: &state)
    }

    @inline(never)
    private static func applySteps(_ animation: UnsafePointer<CompiledAnimation>, progress: Double, iteration: Double,
                                   to state: inout EvaluationState) {
        let steps = animation.pointee.run.span
        for index in steps.indices { ScalarStep.apply(steps[index], progress: progress, iteration: iteration, to: &state) }
    }

    /// A group's children run in its local time, within 0...duration, after its own curve.
    @inline(__always)
    private static func groupTime(_ group: UnsafePointer<CompiledAnimation>, _ sample: TimingSample) -> Double {
        if group.pointee.easingIsLinear { return sample.iterationTime }
        return group.pointee.easing.progress(sample) * group.pointee.timing.duration
    }
}
extension CompiledAnimation.Kind {
    /// A property animation (its progress can be shared within a group).
    var isProperty: Bool { self == .scalar || self == .values || self == .scalarRun }
}
