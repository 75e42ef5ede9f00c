/// One added animation: its key, the layer's private copy, and its compiled
/// form (with what its delegate has heard).
struct AnimationEntry {
    var compiled: CompiledAnimation
    let key: String?
    let animation: CAAnimation
}

/// What a layer keeps between frames about its animations: the entries in
/// the order they were added, which presentation fields they can change,
/// and whether the presentation must be copied from the model again.
///
/// Only its own methods change it, and each leaves it consistent:
/// keys are unique, `animatedFields` is the union of the entries' fields,
/// and a presentation that is not stale differs from the model only in
/// `animatedFields`. Debug builds check this after every change
/// (``checkInvariants(model:presented:)``).
struct LayerFrameState {
    private(set) var entries: ContiguousArray<AnimationEntry> = []
    /// What the animations can change.
    private(set) var animatedFields: AnimatedFields = []
    /// Set when the model or the set of animations changed: the next frame
    /// copies the whole model into the presentation. Otherwise the
    /// presentation equals the model but for `animatedFields`, and a frame
    /// restores only those.
    private(set) var presentationIsStale = true
    /// Whether the model transform is the identity, learnt at the last full copy.
    private(set) var modelTransformIsIdentity = true
    /// The transition running at the last frame evaluation, if any.
    private(set) var transition: CATransitionState?
    /// Fields already reported for becoming non-finite (once per layer and field).
    private var reportedFields: AnimatedFields = []
    /// Removed or replaced animations whose delegates hear `finished: false`
    /// at the next frame (Apple defers these calls out of the change, so a
    /// delegate finds the layer consistent and cannot recurse into it).
    private var removedBeforeTheirEnd: [CAAnimation] = []

    // MARK: Changes

    /// The model changed: the next frame starts from all of it.
    mutating func modelChanged() {
        presentationIsStale = true
    }

    /// Adds `entry`, replacing the entry with the same key.
    mutating func add(_ entry: AnimationEntry) {
        if let key = entry.key, let index = entries.firstIndex(where: { $0.key == key }) {
            removedBeforeTheirEnd(entries.remove(at: index))
        }
        entries.append(entry)
        animationsChanged()
    }

    /// Removes the entry under `key`.
    mutating func remove(forKey key: String) {
        guard let index = entries.firstIndex(where: { $0.key == key }) else { return }
        removedBeforeTheirEnd(entries.remove(at: index))
        animationsChanged()
    }

    /// Removes every entry.
    mutating func removeAll() {
        guard !entries.isEmpty else { return }
        for entry in entries { removedBeforeTheirEnd(entry) }
        entries.removeAll()
        animationsChanged()
    }

    private mutating func removedBeforeTheirEnd(_ entry: AnimationEntry) {
        if !entry.compiled.didStop && entry.animation.delegate != nil {
            removedBeforeTheirEnd.append(entry.animation)
        }
    }

    /// After animations were added or removed: what they can change, and a
    /// full copy of the model at the next frame (a removed one's fields go back).
    private mutating func animationsChanged() {
        animatedFields = entries.reduce(into: []) { $0.formUnion($1.compiled.animatedFields) }
        presentationIsStale = true
        checkInvariants(model: nil, presented: nil)
    }

    /// Shows `transition` as running (a presentation copy shows the one
    /// running at its time).
    mutating func showTransition(_ transition: CATransitionState?) {
        self.transition = transition
    }

    // MARK: Frames

    /// Evaluates the animations at the layer's local time `local` into
    /// `presented`, from `model`; `rate` is the product of the speeds above
    /// and including the layer. Collects started and stopped animations in
    /// `context`, and removes finished ones that ask for it.
    mutating func evaluate(atLocalTime local: Double, rate: Double, model: CALayerProperties,
                           into presented: inout CALayerProperties, context: inout FrameContext) {
        if !removedBeforeTheirEnd.isEmpty {
            context.removed.append(contentsOf: removedBeforeTheirEnd)
            removedBeforeTheirEnd.removeAll()
        }
        var transformIsPending = false
        if presentationIsStale {
            presented = model
            modelTransformIsIdentity = model.transform == CATransform3DIdentity
            presentationIsStale = false
        } else if !animatedFields.isEmpty {
            transformIsPending = presented.restore(animatedFields, from: model, transformIsIdentity: modelTransformIsIdentity)
        }
        guard !entries.isEmpty else {
            transition = nil
            return
        }
        var removesFinished = false
        var runningTransition: CATransitionState?
        withUnsafeMutablePointer(to: &presented) { pointer in
            var state = EvaluationState(pointer, transformIsIdentity: modelTransformIsIdentity,
                                        transformIsPending: transformIsPending)
            for index in entries.indices {
                let sample = entries[index].compiled.timing.sample(at: local)
                if sample.phase != .before && !entries[index].compiled.didStart {
                    entries[index].compiled.didStart = true
                    context.started.append(entries[index].animation)
                }
                if sample.phase == .after {
                    if !entries[index].compiled.didStop {
                        // Finished: the delegate hears it once, held or not, as with Apple.
                        entries[index].compiled.didStop = true
                        context.stopped.append(entries[index].animation)
                    }
                    if entries[index].animation.isRemovedOnCompletion {
                        removesFinished = true
                        continue
                    }
                }
                if entries[index].compiled.timing.keepsChanging(after: sample, rate: rate) { context.running += 1 }
                if sample.isVisible { entries[index].compiled.apply(sample, to: &state) }
            }
            state.finish()
            runningTransition = state.transitionState
        }
        transition = runningTransition
        let fixed = presented.replaceNonFinite(in: animatedFields, from: model)
        if !fixed.isEmpty { report(fixed.subtracting(reportedFields)) }
        if removesFinished {
            entries.removeAll { $0.compiled.didStop && $0.animation.isRemovedOnCompletion }
            animationsChanged()
        }
        checkInvariants(model: model, presented: presented)
    }

    /// The values at local time `local`, with every animation applied,
    /// changing nothing (finished animations due for removal count as removed).
    func evaluated(atLocalTime local: Double, model: CALayerProperties) -> (CALayerProperties, CATransitionState?) {
        var properties = model
        var transition: CATransitionState?
        withUnsafeMutablePointer(to: &properties) { pointer in
            var state = EvaluationState(pointer)
            for entry in entries {
                let sample = entry.compiled.timing.sample(at: local)
                if sample.phase == .after && entry.animation.isRemovedOnCompletion { continue }
                if sample.isVisible { entry.compiled.apply(sample, to: &state) }
            }
            state.finish()
            transition = state.transitionState
        }
        _ = properties.replaceNonFinite(in: animatedFields, from: model)
        return (properties, transition)
    }

    private mutating func report(_ fields: AnimatedFields) {
        guard !fields.isEmpty else { return }
        reportedFields.formUnion(fields)
        for name in fields.names {
            CADiagnostics.report(CADiagnostic(layerProperty: name,
                                              message: "the animations made it overflow or NaN; showing the model value"))
        }
    }

    // MARK: Checks

    /// Traps in debug builds when the state is inconsistent (a bug in the
    /// engine, never bad input); compiled out of release builds.
    func checkInvariants(model: CALayerProperties?, presented: CALayerProperties?) {
        #if DEBUG
        var keys = Set<String>()
        for entry in entries {
            if let key = entry.key { precondition(keys.insert(key).inserted, "two animations under key '\(key)'") }
            precondition(entry.compiled.didStart || !entry.compiled.didStop, "stopped before it started")
        }
        let fields = entries.reduce(into: AnimatedFields()) { $0.formUnion($1.compiled.animatedFields) }
        precondition(fields == animatedFields, "animatedFields out of date")
        if let model, let presented, !presentationIsStale {
            precondition(modelTransformIsIdentity == (model.transform == CATransform3DIdentity),
                         "modelTransformIsIdentity out of date")
            precondition(presented.differs(from: model).isSubset(of: animatedFields),
                         "the presentation differs from the model in a field no animation changes")
            precondition(presented.nonFiniteFields.isEmpty, "a presented value is not finite")
        }
        #endif
    }
}

/// The side effects a frame collects, delivered after the whole tree is evaluated.
struct FrameContext {
    var running = 0
    var started: [CAAnimation] = []
    var stopped: [CAAnimation] = []
    /// Removed before they finished, since the last frame.
    var removed: [CAAnimation] = []
}
