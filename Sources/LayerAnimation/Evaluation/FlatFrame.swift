/// One sublayer's frame laid out for evaluation, kept by its superlayer
/// beside its siblings' (``FlatFrames``): for a leaf whose one animation
/// writes only transform components (a group of scale, turn and move timed
/// alike, the common case), its clock, timing, curve and steps copied out of
/// the layer's state, so that a frame reads them from one place instead of
/// following the layer, its state, its animations and their steps in turn.
///
/// Core Animation keeps the same split: the model tree, and a render tree
/// made from it at commit. The copy is checked against the state's
/// ``LayerFrameState/revision`` every frame, and evaluates only the
/// steady case (the animation running, its delegate told of its start);
/// anything else goes the usual way, which gives the same numbers: the
/// same timing rule, curve, steps and composition are run on the same
/// values (debug builds check the copy against the state at every use).
struct FlatFrame {
    /// The state's revision this copy was made at (0: never made).
    private var revision: UInt64 = 0
    /// Whether the sublayer was a flat leaf at that revision.
    private(set) var isFlat = false
    private var clock = LayerClock()
    private var timing = FlatFrame.unusedTiming
    private var easing = Easing.linear
    private var steps = LaneSteps()

    private static let unusedTiming = ActiveTiming(beginTime: 0, duration: 1, speed: 1, timeOffset: 0, repeatCount: 0,
                                                   repeatDuration: 0, autoreverses: false, fills: (false, false))

    /// Evaluates `layer`, the sublayer this copy was made of, at its
    /// parent's time `parentTime`, the speeds above it multiplying to `parentRate`.
    /// Returns false, having changed nothing a frame made the usual way
    /// would not write again, when the copy is out of date or the case is
    /// not the steady one: the caller then evaluates the layer the usual way
    /// and calls ``update(from:)``. `mutating` though it changes nothing:
    /// called on a frame in place, a non-mutating method got a copy of it.
    @inline(__always)
    mutating func evaluate(_ layer: CALayer, parentTime: Double, rate parentRate: Double,
                           context: inout FrameContext) -> Bool {
        let state = layer.frameStateBuffer.state
        guard let sample = activeSample(of: state, parentTime: parentTime) else { return false }
        return present(sample, eased: easing.progress(sample), in: state, rate: parentRate, context: &context)
    }

    /// Evaluates the frames at `first` and `first + 1`, of `layers`, side
    /// by side: both timings, then both curves, then both transforms, so
    /// that the processor works on the two chains of dependent steps at
    /// once. Nil, having done nothing, unless both are in the steady case;
    /// otherwise whether each was evaluated (see ``evaluate(_:parentTime:rate:context:)``).
    @inline(__always)
    static func evaluatePair(_ first: UnsafeMutablePointer<FlatFrame>, of layers: (CALayer, CALayer),
                             parentTime: Double, rate parentRate: Double, context: inout FrameContext) -> (Bool, Bool)? {
        let second = first + 1
        let states = (layers.0.frameStateBuffer.state, layers.1.frameStateBuffer.state)
        guard let a = first.pointee.activeSample(of: states.0, parentTime: parentTime),
              let b = second.pointee.activeSample(of: states.1, parentTime: parentTime) else { return nil }
        let (easedA, easedB) = (first.pointee.easing.progress(a), second.pointee.easing.progress(b))
        return (first.pointee.present(a, eased: easedA, in: states.0, rate: parentRate, context: &context),
                second.pointee.present(b, eased: easedB, in: states.1, rate: parentRate, context: &context))
    }

    /// The animation's timing at the parent's time `parentTime`, when the
    /// copy is up to date with `state` (its layer's) and the animation
    /// active; else nil.
    @inline(__always)
    private mutating func activeSample(of state: UnsafeMutablePointer<LayerFrameState>,
                                       parentTime: Double) -> TimingSample? {
        // The revision also counts the changes of what a frame does for a
        // layer besides its animations (a drawing, hooks, sublayers): none here.
        guard isFlat, state.pointee.revision == revision else { return nil }
        #if DEBUG
        precondition(copies(state.pointee), "a flat frame out of date at the state's revision")
        #endif
        let sample = timing.sample(at: clock.localTime(fromParentTime: parentTime))
        // Before its begin or after its end, the delegate or the fill rule has a say.
        return sample.phase == .active ? sample : nil
    }

    /// Presents the transform at `sample`, eased to `eased`, in `state`;
    /// false, having presented nothing the usual way would not, when it is
    /// not finite.
    @inline(__always)
    private mutating func present(_ sample: TimingSample, eased: Double,
                                  in state: UnsafeMutablePointer<LayerFrameState>, rate parentRate: Double,
                                  context: inout FrameContext) -> Bool {
        var components = TransformComponents()
        steps.apply(progress: eased, to: &components)
        var transform = CATransform3DIdentity
        components.compose(into: &transform)
        // Not finite: the usual way shows the model's and reports it.
        guard components.composesFinite || transform.isFinite else { return false }
        state.pointee.presentTransform(transform)
        if timing.keepsChanging(after: sample, rate: parentRate * Double(clock.speed)) { context.running += 1 }
        return true
    }

    /// After `layer` was evaluated the usual way: a new copy if its state
    /// changed since this one was made.
    @inline(__always)
    mutating func update(from layer: CALayer) {
        let revision = layer.frameStateBuffer.state.pointee.revision
        guard revision != self.revision else { return }
        remake(from: layer, at: revision)
    }

    @inline(never)
    private mutating func remake(from layer: CALayer, at revision: UInt64) {
        self.revision = revision
        isFlat = false
        guard layer.storedSublayers == nil, layer.frameHooks.isEmpty, !layer.needsDisplayFlag,
              let animation = layer.frameStateBuffer.state.pointee.flatAnimation else { return }
        isFlat = true
        clock = layer.frameStateBuffer.state.pointee.clock
        (timing, easing) = (animation.timing, animation.easing)
        steps = LaneSteps(animation.run.span, lanes: animation.runComponentLanes)
    }

    /// Whether this copy holds what `state` holds now (debug checks).
    private func copies(_ state: LayerFrameState) -> Bool {
        guard let animation = state.flatAnimation else { return false }
        let copied = LaneSteps(animation.run.span, lanes: animation.runComponentLanes)
        return clock == state.clock && timing == animation.timing && easing == animation.easing
            && steps.lanes == copied.lanes && (0..<9).allSatisfy {
                steps.ends[$0].x.bitPattern == copied.ends[$0].x.bitPattern
                    && steps.ends[$0].y.bitPattern == copied.ends[$0].y.bitPattern
            }
    }

    /// A folded run's steps (``ComponentRun``) in place, by component: the
    /// value and delta of component `n` at `ends[n]` (zero for a component
    /// not written), so a frame reads them with the frame, not behind a
    /// pointer. It repeats ``ComponentRun/apply(_:lanes:progress:to:)`` over
    /// this layout on purpose: the run's own array, shared, cost pairs of
    /// flat frames 4–5 % (docs/performance.md).
    struct LaneSteps {
        /// Bit `n` set: component `n` is written (``ComponentRun/lanes``).
        private(set) var lanes: UInt16 = 0
        private(set) var ends = InlineArray<9, SIMD2<Double>>(repeating: .zero)

        init() {}

        init(_ steps: borrowing Span<ScalarStep>, lanes: UInt16) {
            self.lanes = lanes
            var next = 0
            for lane in 0..<9 where lanes & 1 << lane != 0 {
                ends[lane] = SIMD2(steps[next].value, steps[next].delta)
                next += 1
            }
        }

        /// What ``ComponentRun/apply(_:lanes:progress:to:)`` writes, computed alike.
        @inline(__always)
        func apply(progress: Double, to components: inout TransformComponents) {
            @inline(__always) func value(_ lane: Int) -> Double { ends[lane].x + ends[lane].y * progress }
            if lanes & 1 << 0 != 0 { components.scale.x = value(0) }
            if lanes & 1 << 1 != 0 { components.scale.y = value(1) }
            if lanes & 1 << 2 != 0 { components.scale.z = value(2) }
            if lanes & 1 << 3 != 0 { components.rotation.x = value(3) }
            if lanes & 1 << 4 != 0 { components.rotation.y = value(4) }
            if lanes & 1 << 5 != 0 { components.rotation.z = value(5) }
            if lanes & 1 << 6 != 0 { components.translation.x = value(6) }
            if lanes & 1 << 7 != 0 { components.translation.y = value(7) }
            if lanes & 1 << 8 != 0 { components.translation.z = value(8) }
        }
    }
}

extension LayerFrameState {
    /// Whether a ``FlatFrame`` may serve this state: a first, cheap test
    /// (one animation, changing the transform alone) that ``flatAnimation`` completes.
    /// (The fields first: they are beside the state's other flags, the count behind a pointer.)
    var mayUseFlatFrame: Bool { animatedFields == .transform && entries.count == 1 }

    /// The one animation of a state a ``FlatFrame`` can evaluate, or nil:
    /// fresh (not stale), told of its start and not of its end, writing
    /// transform components only over an identity model transform, with
    /// nothing else pending (commits, delegates, transactions, a transition,
    /// extra values).
    var flatAnimation: CompiledAnimation? {
        guard entries.count == 1, extras == nil, entriesAwaitingCommit == 0, transition == nil, !presentationIsStale,
              modelTransformIsIdentity, animatedFields == .transform, !hasPendingNotes else { return nil }
        let compiled = entries[0].compiled
        guard compiled.kind == .scalarRun, compiled.runComponentLanes != 0, compiled.didStart, !compiled.didStop
        else { return nil }
        return compiled
    }
}
