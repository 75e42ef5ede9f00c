/// One added animation: its key, the layer's private copy (or the original
/// until the copy is needed, ``AnimationShare``), and its compiled form
/// (with what its delegate has heard).
///
/// Made by the memberwise initializer, which the optimizer moves into the
/// array: with an initializer written out (through a tuple or field by
/// field), each add copied the finished entry once more, a retain and a
/// release of all it holds.
struct AnimationEntry {
    var compiled: CompiledAnimation
    let key: String?
    /// The layer's copy, or while ``share`` is set the original (read
    /// through ``played``; handed out through ``ownAnimation()``).
    private(set) var animation: CAAnimation
    /// The commit awaited or the share played, in one field: never both
    /// (an entry awaiting a commit holds its own copy), and a separate one
    /// made the entry 264 bytes, whose index is a multiply, not a shift.
    fileprivate var link: Link?
    /// The transactions waiting for this animation to end (usually none).
    var completions: [TransactionCompletion]

    enum Link {
        /// For an implicit animation, the commit whose time it begins at,
        /// until the layer has learnt that time (see ``CommitTime``).
        case awaitedCommit(CommitTime)
        /// While the entry plays the original itself.
        case share(AnimationShare)
    }
}

extension AnimationEntry {
    /// An entry's link: the share it plays, or the commit it awaits (a
    /// shared entry awaits none).
    static func link(awaiting commit: CommitTime?, share: AnimationShare?) -> Link? {
        if let share { return .share(share) }
        return commit.map(Link.awaitedCommit)
    }

    /// For an implicit animation, the commit whose time it begins at, until
    /// the layer has learnt that time (see ``CommitTime``). Never set on an
    /// entry playing a shared original.
    var awaitedCommit: CommitTime? {
        get { if case .awaitedCommit(let commit) = link { commit } else { nil } }
        set {
            assert(share == nil, "an entry playing a shared original awaits no commit")
            link = newValue.map(Link.awaitedCommit)
        }
    }

    /// Set while the entry plays the original itself (``AnimationShare``).
    var share: AnimationShare? {
        if case .share(let share) = link { share } else { nil }
    }

    /// The animation as the layer plays it: its own copy, or the original
    /// as it was when added.
    var played: CAAnimation {
        if let frozen = share?.frozen { return frozen }
        return animation
    }

    /// The layer's own copy of its animation, made now if the entry has
    /// been playing the original (``AnimationShare``).
    mutating func ownAnimation() -> CAAnimation {
        guard share != nil else { return animation }
        animation = layersCopy()
        link = nil
        return animation
    }

    /// The layer's copy: its own, or a new one of the original as added.
    func layersCopy() -> CAAnimation {
        guard let share else { return animation }
        let copy = (share.frozen ?? animation).copyOfSameClass()
        // What `add` gave it: the original's, or the layer's time then for 0.
        copy.fields.beginTime = compiled.timing.beginTime
        return copy
    }

    /// Whether the animation played leaves the layer once finished. Out of
    /// line: read at the end only, and inlined into the frame's loop it
    /// cost every frame of every animation registers (30 instructions a
    /// layer-frame in the mixed scene).
    @inline(never)
    func isRemovedOnCompletion() -> Bool { played.fields.isRemovedOnCompletion }

    /// Whether the animation played has a delegate (read in place: the
    /// delegate is an existential, which a copy of the reference would copy).
    var playedHasDelegate: Bool {
        if share == nil { return animation.fields.delegate != nil }
        return played.fields.delegate != nil
    }

    /// The animation to hand a delegate's call: nil when it has no delegate.
    mutating func animationForDelegate() -> CAAnimation? {
        playedHasDelegate ? ownAnimation() : nil
    }
}

/// The time of a layer: the three fields that place its local time in its
/// parent's, always finite (the layer's setters refuse anything else).
struct LayerClock: Equatable {
    var beginTime: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0

    /// One step down the tree: the layer's local time from its parent's time,
    /// finite however far the clock jumps (an overflow becomes the largest
    /// finite time, so nothing below sees infinity or NaN).
    @inline(__always)
    func localTime(fromParentTime t: CFTimeInterval) -> CFTimeInterval {
        ActiveTiming.finite((t - beginTime) * Double(speed) + timeOffset)
    }

    /// One step up the tree: the parent's time from the layer's local time.
    /// A layer at speed 0 has no inverse; we return `beginTime` (documented choice).
    @inline(__always)
    func parentTime(fromLocalTime t: CFTimeInterval) -> CFTimeInterval {
        speed == 0 ? beginTime : ActiveTiming.finite((t - timeOffset) / Double(speed) + beginTime)
    }
}

/// Everything a layer's frames read and write: its model and presentation,
/// its clock, its animations in the order they were added, which
/// presentation fields they can change, and whether the presentation must
/// be copied from the model again. One value, so a frame makes one access
/// to the layer's storage.
///
/// Only its own methods change the presentation and the animations, and
/// each leaves the state consistent: keys are unique, `animatedFields` is
/// the union of the entries' fields, every presented value is finite, and
/// a presentation that is not stale differs from the model only in
/// `animatedFields`. Debug builds check this after every change
/// (``checkInvariants()``).
struct LayerFrameState {
    /// Changed only by the layer's timing setters, which call ``layerChanged()``.
    var clock = LayerClock()
    /// Counts the changes to what a ``FlatFrame`` copies of this state or
    /// depends on (the clock, the model, the animations and what they have
    /// told their delegates, a presentation shown from elsewhere; and, by
    /// ``layerChanged()``, the layer's sublayers, hooks and drawings): a
    /// copy made at another revision is out of date.
    private(set) var revision: UInt64 = 1
    private(set) var entries: ContiguousArray<AnimationEntry> = []
    /// What each entry can change, in the same order, worked out once (a
    /// group's or a keyframe track's would be found behind pointers). Kept
    /// apart so an implicit change finds the entries that touch its field
    /// without reading the others: a cache line for all of them, where each
    /// entry takes three.
    private var entryFields: ContiguousArray<AnimatedFields> = []
    /// What the animations can change.
    private(set) var animatedFields: AnimatedFields = []
    /// Fields already reported for becoming non-finite (once per layer and field).
    private var reportedFields: AnimatedFields = []
    /// Set when the model or the set of animations changed: the next frame
    /// copies the whole model into the presentation. Otherwise the
    /// presentation equals the model but for `animatedFields`, and a frame
    /// restores only those.
    private(set) var presentationIsStale = true
    /// Whether the model transform is the identity, learnt at the last full copy.
    private(set) var modelTransformIsIdentity = true
    /// How many entries wait for their transaction's commit time.
    private(set) var entriesAwaitingCommit = 0
    /// The transition running at the last frame evaluation, if any.
    private(set) var transition: CATransitionState?
    /// Removed or replaced animations whose delegates hear `finished: false`
    /// at the next frame (Apple defers these calls out of the change, so a
    /// delegate finds the layer consistent and cannot recurse into it).
    private var removedBeforeTheirEnd: [CAAnimation] = []
    /// Transactions to tell, at the next frame, that an animation of theirs ended.
    private var endedForTransactions: [TransactionCompletion] = []
    /// The sublayers' frames laid out for evaluation, made by the frame
    /// that first finds a sublayer that may use one (nil again whenever the
    /// sublayers change).
    var flatFrames: FlatFrames?
    /// A gradient or replicator layer's own values; nil for every other layer.
    /// Set when the layer is made, or by its first extra value (which calls ``layerChanged()``).
    var extras: ExtraValues?
    /// What a renderer reads besides the presentation.
    var drawingTraits = LayerDrawingTraits()
    // The two large values last: the small fields above share the first
    // cache lines (an implicit change touches them all, and one model field).
    /// The model values: always finite (the layer's setters refuse anything else).
    var model = CALayerProperties() {
        didSet {
            presentationIsStale = true
            revision &+= 1
        }
    }
    /// The presentation computed by the last frame evaluation.
    private(set) var presented = CALayerProperties()
    #if DEBUG
    /// Set while the layer's state is being changed (see ``CALayer/frameState``).
    var isBeingChanged = false
    #endif

    // MARK: Changes

    /// The index of the entry under `key`. Looked for from the end: keys are
    /// unique, and the entry asked for is usually the latest (an implicit
    /// animation replaces its own, which goes last), so the others, cold
    /// by an implicit commit, are not read. Only keys are read, through a
    /// pointer: `lastIndex(where:)` copied each entry whole (~3.4 lines), ~18
    /// more cache misses per implicit animation (callgrind).
    func index(forKey key: String) -> Int? {
        entries.withUnsafeBufferPointer { entries in
            guard let first = entries.baseAddress else { return nil }
            var index = entries.count
            while index > 0 {
                index -= 1
                if (first + index).pointee.key == key { return index }
            }
            return nil
        }
    }

    /// The animation under `key` (`mutating` for the reason `presentedValue`
    /// is: called on a layer's stored state, a non-mutating method may copy it).
    mutating func animation(forKey key: String) -> CAAnimation? {
        // Read in place when there is no copy to make: a mutating call on the
        // element first checks that the array is uniquely held.
        index(forKey: key).map { entries[$0].share == nil ? entries[$0].animation : entries[$0].ownAnimation() }
    }

    /// Adds an entry for `compiled` (of `animation`: the layer's copy, or
    /// with `share` the original itself), replacing the entry with the same key.
    mutating func add(_ compiled: consuming CompiledAnimation, forKey key: String?, animation: CAAnimation,
                      share: AnimationShare?, completions: [TransactionCompletion], awaitedCommit: CommitTime?) {
        if let key, let index = index(forKey: key) {
            removedBeforeTheirEnd(removeEntry(at: index))
        }
        if let awaitedCommit {
            awaitedCommit.waitingEntries += 1
            entriesAwaitingCommit += 1
        }
        entryFields.append(compiled.animatedFields)
        // The entry made here, in the call that stores it: made by the
        // caller and passed in, it was copied and the original destroyed
        // (a retain and a release of everything it holds) on every add.
        entries.append(AnimationEntry(compiled: compiled, key: key, animation: animation,
                                      link: AnimationEntry.link(awaiting: awaitedCommit, share: share),
                                      completions: completions))
        animationsChanged()
    }

    /// Marks the entry under `key`, if it holds `animation`, as beginning
    /// when `commit` happens. Returns whether it did.
    mutating func awaitCommit(_ commit: CommitTime, of animation: CAAnimation, forKey key: String) -> Bool {
        // `animation` came from `animation(forKey:)`: the entry's own copy.
        guard let index = index(forKey: key), entries[index].share == nil, entries[index].animation === animation else {
            return false
        }
        if entries[index].awaitedCommit == nil { entriesAwaitingCommit += 1 } else { entries[index].awaitedCommit?.waitingEntries -= 1 }
        entries[index].awaitedCommit = commit
        commit.waitingEntries += 1
        revision &+= 1
        checkInvariants()
        return true
    }

    /// Removes the entry under `key`.
    mutating func remove(forKey key: String) {
        guard let index = index(forKey: key) else { return }
        removedBeforeTheirEnd(removeEntry(at: index))
        animationsChanged()
    }

    /// Removes the entry at `index` and its fields (the two arrays in step).
    private mutating func removeEntry(at index: Int) -> AnimationEntry {
        entryFields.remove(at: index)
        let entry = entries.remove(at: index)
        if let commit = entry.awaitedCommit { stopsAwaiting(commit) }
        return entry
    }

    private mutating func stopsAwaiting(_ commit: CommitTime) {
        commit.waitingEntries -= 1
        entriesAwaitingCommit -= 1
    }

    /// Removes every entry.
    mutating func removeAll() {
        guard !entries.isEmpty else { return }
        for entry in entries {
            removedBeforeTheirEnd(entry)
            if let commit = entry.awaitedCommit { stopsAwaiting(commit) }
        }
        entries.removeAll()
        entryFields.removeAll()
        animationsChanged()
    }

    private mutating func removedBeforeTheirEnd(_ entry: AnimationEntry) {
        guard !entry.compiled.didStop else { return }
        if entry.playedHasDelegate { removedBeforeTheirEnd.append(entry.layersCopy()) }
        // Taken as it is when nothing waits yet: appending would allocate a
        // new array per layer.
        if endedForTransactions.isEmpty {
            endedForTransactions = entry.completions
        } else {
            endedForTransactions += entry.completions
        }
    }

    /// Begins each entry whose transaction has committed at that commit's
    /// time in this layer's clock, `parent` being the layer's superlayer
    /// (the conversion the commit itself would have made: no clock has
    /// changed since). An entry that already started keeps its begin time.
    mutating func learnCommitTimes(parent: CALayer?) {
        learnCommitTimes { $0.time(in: parent) }
    }

    /// The same, with the superlayer's time at a commit given by
    /// `parentTime` (nil: that commit is still open).
    mutating func learnCommitTimes(_ parentTime: (CommitTime) -> CFTimeInterval?) {
        guard entriesAwaitingCommit > 0 else { return }
        revision &+= 1
        // From the end, and no further than the last waiting entry: an
        // implicit animation is usually the last entry, and reading the
        // others' marks brought a cache line each into the frame.
        var (index, unseen) = (entries.count, entriesAwaitingCommit)
        while unseen > 0 && index > 0 {
            index -= 1
            guard let commit = entries[index].awaitedCommit else { continue }
            unseen -= 1
            guard let parentTime = parentTime(commit) else { continue }
            entries[index].awaitedCommit = nil
            stopsAwaiting(commit)
            guard !entries[index].compiled.didStart else { continue }
            let beginTime = clock.localTime(fromParentTime: parentTime)
            // An entry awaiting a commit holds its own copy (`add` shares none; `awaitCommit` takes a copy).
            entries[index].animation.fields.beginTime = beginTime
            // Only the begin time moves: nothing else compiled depends on it.
            entries[index].compiled.timing.begin(at: beginTime)
            presentationIsStale = true
        }
        checkInvariants()
    }

    /// After animations were added or removed: what they can change, and a
    /// full copy of the model at the next frame (a removed one's fields go back).
    private mutating func animationsChanged() {
        animatedFields = entryFields.reduce(into: []) { $0.formUnion($1) }
        presentationIsStale = true
        revision &+= 1
        checkInvariants()
    }

    /// Sets `fields` of the presentation back to the model's, field by
    /// field. It repeats `CALayerProperties.restore` on purpose: passing the
    /// model to that copies all of it every frame (Swift does not let
    /// `presented` and `model` be accessed together there). An identity
    /// transform is left pending (see `restore`).
    @inline(__always)
    private mutating func restorePresented(_ fields: AnimatedFields) -> Bool {
        let transformIsPending = fields.contains(.transform) && modelTransformIsIdentity
        if fields.contains(.transform) && !transformIsPending { presented.transform = model.transform }
        // Most layers animate their transform alone: one test instead of thirteen.
        guard !fields.subtracting(.transform).isEmpty else { return transformIsPending }
        // The fields of a few numbers are copied whether animated or not
        // (a field no animation writes already holds the model's value): a
        // test each, taken or not as the layer's animations say, was a
        // branch mispredicted in a scene where neighbours animate different fields.
        presented.position = model.position
        presented.anchorPoint = model.anchorPoint
        presented.bounds = model.bounds
        presented.zPosition = model.zPosition
        presented.opacity = model.opacity
        presented.cornerRadius = model.cornerRadius
        presented.borderWidth = model.borderWidth
        if fields.contains(.sublayerTransform) { presented.sublayerTransform = model.sublayerTransform }
        if fields.contains(.backgroundColor) { presented.backgroundColorComponents = model.backgroundColorComponents }
        if fields.contains(.borderColor) { presented.borderColorComponents = model.borderColorComponents }
        if fields.contains(.shape) { presented.shape = model.shape }
        if fields.contains(.shadow) { presented.shadow = model.shadow }
        if fields.contains(.text) { presented.text = model.text }
        return transformIsPending
    }

    /// Notes a change of the layer's that a ``FlatFrame`` depends on and
    /// that the state's own methods do not see: its clock, its sublayers,
    /// its frame hooks, its first extra value, a drawing asked for.
    mutating func layerChanged() { revision &+= 1 }

    /// Whether removals or ended transactions wait to be told at the next frame.
    var hasPendingNotes: Bool { !removedBeforeTheirEnd.isEmpty || !endedForTransactions.isEmpty }

    /// Presents `transform`, as a frame of the state's one animation (``FlatFrame``) does.
    @inline(__always)
    mutating func presentTransform(_ transform: CATransform3D) {
        presented.transform = transform
    }

    /// Shows `presented` and `transition` (a presentation copy shows the
    /// values at its time, and the transition running then).
    mutating func show(_ presented: CALayerProperties, transition: CATransitionState?) {
        self.presented = presented
        self.transition = transition
        presentationIsStale = true
        revision &+= 1
    }

    /// Shows `presented` for a moment (a replicator's copy running behind):
    /// values of the animated fields at another time, so the presentation
    /// stays consistent and nothing needs copying again at the next frame.
    mutating func showTemporarily(_ presented: CALayerProperties, transition: CATransitionState?) {
        self.presented = presented
        self.transition = transition
        revision &+= 1
    }

    // MARK: Frames

    /// Evaluates the animations at the parent's time `parentTime` into the
    /// presentation; `rate` is the product of the speeds above the layer.
    /// Collects started and stopped animations in `context`, removes
    /// finished ones that ask for it, and returns the layer's local time
    /// and rate, for its sublayers.
    mutating func evaluate(parentTime: Double, rate parentRate: Double, parent: CALayer?,
                           context: inout FrameContext) -> (local: Double, rate: Double) {
        if entriesAwaitingCommit > 0 { learnCommitTimes(parent: parent) }
        let local = clock.localTime(fromParentTime: parentTime)
        let rate = parentRate * Double(clock.speed)
        if !removedBeforeTheirEnd.isEmpty {
            context.removed.append(contentsOf: removedBeforeTheirEnd)
            removedBeforeTheirEnd.removeAll()
        }
        if !endedForTransactions.isEmpty {
            context.endedForTransactions.append(contentsOf: endedForTransactions)
            endedForTransactions.removeAll()
        }
        var transformIsPending = false
        if let extras {
            extras.presented = extras.model
            extras.lastLocalTime = local
            if !extras.cellPresented.isEmpty { extras.cellPresented = [:] }
        }
        if presentationIsStale {
            presented = model
            modelTransformIsIdentity = model.transform == CATransform3DIdentity
            presentationIsStale = false
        } else if !animatedFields.isEmpty {
            transformIsPending = restorePresented(animatedFields)
        }
        guard !entries.isEmpty else {
            if transition != nil { transition = nil }
            return (local, rate)
        }
        var removesFinished = false
        var toldDelegates = false
        var nonFinite: AnimatedFields = []
        let transformIsIdentity = modelTransformIsIdentity, fields = animatedFields
        let extras = self.extras
        // Through buffers: the entries are walked in place, never copied
        // (a copy of a compiled animation retains everything it holds).
        withUnsafeMutablePointer(to: &presented) { pointer in
            var state = EvaluationState(pointer, extras: extras, transformIsIdentity: transformIsIdentity,
                                        transformIsPending: transformIsPending)
            entries.withUnsafeMutableBufferPointer { entries in
                guard let first = entries.baseAddress else { return }
                for index in entries.indices {
                    let sample = entries[index].compiled.timing.sample(at: local)
                    if sample.phase != .before && !entries[index].compiled.didStart {
                        context.started(first + index)
                        toldDelegates = true
                    }
                    if sample.phase == .after {
                        if !entries[index].compiled.didStop {
                            context.stopped(first + index)
                            toldDelegates = true
                        }
                        if entries[index].isRemovedOnCompletion() {
                            removesFinished = true
                            continue
                        }
                    }
                    if entries[index].compiled.timing.keepsChanging(after: sample, rate: rate) { context.running += 1 }
                    if sample.isVisible {
                        withUnsafeMutablePointer(to: &(first + index).pointee.compiled) {
                            CompiledAnimation.apply($0, sample, to: &state)
                        }
                    }
                }
            }
            state.finish()
            // Published only when one runs or ran: most frames then build no optional value.
            if state.showsTransition || transition != nil { transition = state.transitionState }
            let unchecked = state.transformIsKnownFinite ? fields.subtracting(.transform) : fields
            if !unchecked.isEmpty { nonFinite = CALayerProperties.nonFiniteFields(of: pointer, in: unchecked) }
        }
        if !nonFinite.isEmpty {
            // Rare (an animation overflowed): the model copied, as `presented` is written.
            _ = withUnsafePointer(to: model) { presented.restore(nonFinite, from: $0, transformIsIdentity: false) }
        }
        if !nonFinite.isEmpty { reportsOutside(nonFinite.subtracting(reportedFields), context: &context) }
        if toldDelegates { revision &+= 1 }
        if removesFinished {
            for index in entries.indices.reversed()
            where entries[index].compiled.didStop && entries[index].isRemovedOnCompletion() {
                _ = removeEntry(at: index)
            }
            animationsChanged()
        }
        checkInvariants()
        return (local, rate)
    }

    /// The values at local time `local`, with every animation applied,
    /// changing nothing (finished animations due for removal count as removed;
    /// `mutating` for the reason `presentedValue` is).
    mutating func evaluated(atLocalTime local: Double) -> (CALayerProperties, CATransitionState?) {
        var properties = model
        let transition = apply(atLocalTime: local, to: &properties)
        let fields = animatedFields
        _ = withUnsafePointer(to: &model) { properties.replaceNonFinite(in: fields, from: $0) }
        return (properties, transition)
    }

    /// The extra values (gradient, replicator) presented at local time
    /// `local`, changing nothing; nil for a layer without them.
    mutating func evaluatedExtras(atLocalTime local: Double?) -> ExtraValues? {
        guard let extras else { return nil }
        let scratch = ExtraValues(extras.model)
        scratch.cellModel = extras.cellModel
        guard let local, animatedFields.contains(.extras) else { return scratch }
        var properties = model
        _ = apply(atLocalTime: local, onlyFor: .extras, extras: scratch, to: &properties)
        return scratch
    }

    /// Applies the animations at local time `local` to `properties`,
    /// changing nothing here (finished animations due for removal count as
    /// removed); with `fields`, only those that can change one of them.
    /// Returns the transition running then. `mutating` for the reason
    /// `presentedValue` is: called from a mutating method, a non-mutating
    /// one gets a copy of the whole state.
    private mutating func apply(atLocalTime local: Double, onlyFor fields: AnimatedFields? = nil,
                       extras: ExtraValues? = nil, to properties: inout CALayerProperties) -> CATransitionState? {
        withUnsafeMutablePointer(to: &properties) { pointer in
            var state = EvaluationState(pointer, extras: extras)
            // Through a buffer, and the compiled animation through a pointer
            // to it: a copy retains what it holds (and a method call on it
            // copied it, ~2 cache misses a change on an implicit commit).
            entries.withUnsafeMutableBufferPointer { entries in
                guard let first = entries.baseAddress else { return }
                for index in entries.indices {
                    if let fields, entryFields[index].isDisjoint(with: fields) { continue }
                    let entry = first + index
                    let sample = entry.pointee.compiled.timing.sample(at: local)
                    if sample.phase == .after && entry.pointee.isRemovedOnCompletion() { continue }
                    if sample.isVisible {
                        withUnsafeMutablePointer(to: &entry.pointee.compiled) { CompiledAnimation.apply($0, sample, to: &state) }
                    }
                }
            }
            state.finish()
            return state.transitionState
        }
    }

    /// The value of `keyPath` presented at local time `local` (nil: no
    /// time, the model's), as an animation stores it. Only the fields of
    /// `keyPath` are read from the model and only the animations that can
    /// change them are applied, into a scratch value: a layer's whole
    /// state is not pulled through the cache for one number.
    ///
    /// `mutating` though it changes nothing: called on a layer's stored
    /// state, a non-mutating method got a copy of the whole state (two
    /// copies of ~1.5 KB per implicit animation, callgrind, most of the
    /// commit's cache misses); a mutating one works on it in place.
    mutating func presentedValue(of keyPath: AnimatableKeyPath, atLocalTime local: Double?) -> StoredValue {
        let fields = AnimatedFields(keyPath)
        // Nothing animates it: the model's value, read in place.
        guard let local, !animatedFields.isDisjoint(with: fields) else { return modelValue(of: keyPath) }
        var scratch = modelValues(of: fields)
        _ = apply(atLocalTime: local, onlyFor: fields, to: &scratch)
        _ = withUnsafePointer(to: &model) { scratch.replaceNonFinite(in: fields, from: $0) }
        return withUnsafePointer(to: &scratch) { CALayer.storedValue(for: keyPath, in: $0) }
    }

    /// An implicit animation's change in one access to the layer's state
    /// (each access is a dynamic exclusivity check): the
    /// value of `keyPath` presented at `local` before `change`, the model's
    /// value after it, and the animation under `key` then.
    mutating func changeModel(_ keyPath: AnimatableKeyPath, forKey key: String, presentedAt local: Double?,
                              parent: CALayer?, _ change: (inout CALayerProperties) -> Void)
        -> (before: StoredValue, after: StoredValue, previous: CAAnimation?) {
        if entriesAwaitingCommit > 0 { learnCommitTimes(parent: parent) }
        let before = presentedValue(of: keyPath, atLocalTime: local)
        change(&model)
        return (before, modelValue(of: keyPath), animation(forKey: key))
    }

    /// The model's value of `keyPath`, as an animation stores it, read in
    /// place: only the lines of its field come through the cache.
    mutating func modelValue(of keyPath: AnimatableKeyPath) -> StoredValue {
        withUnsafePointer(to: &model) { CALayer.storedValue(for: keyPath, in: $0) }
    }

    /// A scratch value holding the model's `fields`, copied one by one
    /// (every key path lives in one field). Passed whole to a function, the
    /// model was copied first: ~600 bytes, a fifth of an implicit commit's
    /// cache misses (callgrind).
    private mutating func modelValues(of fields: AnimatedFields) -> CALayerProperties {
        var scratch = CALayerProperties()
        withUnsafePointer(to: &model) { _ = scratch.restore(fields, from: $0, transformIsIdentity: false) }
        return scratch
    }

    /// Marks `fields` reported and leaves the reports to the end of the
    /// frame: a diagnostics handler is the program's code, and must find
    /// the layer free to read.
    private mutating func reportsOutside(_ fields: AnimatedFields, context: inout FrameContext) {
        guard !fields.isEmpty else { return }
        reportedFields.formUnion(fields)
        for name in fields.names {
            context.diagnostics.append(CADiagnostic(layerProperty: name,
                                                    message: "the animations made it overflow or NaN; showing the model value"))
        }
    }

    // MARK: Checks

    /// Traps in debug builds when the state is inconsistent (a bug in the
    /// engine, never bad input); compiled out of release builds.
    func checkInvariants() {
        #if DEBUG
        var keys = Set<String>()
        for entry in entries {
            if let key = entry.key { precondition(keys.insert(key).inserted, "two animations under key '\(key)'") }
            precondition(entry.compiled.didStart || !entry.compiled.didStop, "stopped before it started")
        }
        let fields = entries.reduce(into: AnimatedFields()) { $0.formUnion($1.compiled.animatedFields) }
        precondition(entryFields.elementsEqual(entries.lazy.map(\.compiled.animatedFields)), "an entry's fields out of date")
        precondition(fields == animatedFields, "animatedFields out of date")
        precondition(entries.count(where: { $0.awaitedCommit != nil }) == entriesAwaitingCommit,
                     "entriesAwaitingCommit out of date")
        precondition(model.nonFiniteFields.isEmpty, "a model value is not finite")
        if !presentationIsStale {
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
    /// Whether sublayers are evaluated from their flat frames where they can be.
    let usesFlatFrames: Bool

    /// Notes that `entry` started. Apart from the frame loop (once in an
    /// animation's life), so that the loop stays small enough to be
    /// compiled into the layer's frame instead of being called from it.
    @inline(never)
    mutating func started(_ entry: UnsafeMutablePointer<AnimationEntry>) {
        entry.pointee.compiled.didStart = true
        if let animation = entry.pointee.animationForDelegate() { started.append(animation) }
    }

    /// Notes that `entry` finished: its delegate hears it once, held or
    /// not, as with Apple's (apart from the frame loop, as ``started(_:)``).
    @inline(never)
    mutating func stopped(_ entry: UnsafeMutablePointer<AnimationEntry>) {
        entry.pointee.compiled.didStop = true
        if let animation = entry.pointee.animationForDelegate() { stopped.append(animation) }
        endedForTransactions.append(contentsOf: entry.pointee.completions)
    }

    var running = 0
    /// Animations whose delegates hear of their start, then of their stop:
    /// only those with a delegate, each the layer's own copy.
    var started: [CAAnimation] = []
    var stopped: [CAAnimation] = []
    /// Removed before they finished, since the last frame.
    var removed: [CAAnimation] = []
    /// Transactions whose animations ended (one entry per animation).
    var endedForTransactions: [TransactionCompletion] = []
    /// Values an animation made overflow, reported once the tree is evaluated.
    var diagnostics: [CADiagnostic] = []
}
