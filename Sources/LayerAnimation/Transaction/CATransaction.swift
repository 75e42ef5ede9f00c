import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Groups layer changes so they animate together (Core Animation's
/// transactions). Every change outside an explicit ``begin()``/``commit()``
/// belongs to an implicit transaction that commits at the start of the next
/// frame evaluation on the same thread, or at ``flush()``. Transactions nest:
/// a nested one sees the enclosing one's values until it sets its own.
/// State is per thread.
public final class CATransaction {
    private init() {}

    /// Opens an explicit transaction.
    public static func begin() {
        TransactionStack.current.begin(implicit: false)
    }

    /// Closes the innermost explicit transaction. Unbalanced calls are
    /// reported and ignored.
    public static func commit() {
        TransactionStack.current.commit()
    }

    /// Commits the implicit transaction now (explicit ones stay open).
    public static func flush() {
        TransactionStack.current.flush()
    }

    /// How long implicit animations last (default 0.25 s).
    public static func animationDuration() -> CFTimeInterval {
        TransactionStack.current.animationDuration
    }

    public static func setAnimationDuration(_ d: CFTimeInterval) {
        guard d.isFinite else {
            return CADiagnostics.report(CADiagnostic(layerProperty: "CATransaction.animationDuration",
                                                     message: "\(d) is not a duration; ignored"))
        }
        TransactionStack.current.top.duration = d
    }

    /// The curve of implicit animations (nil: Core Animation's default curve).
    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        TransactionStack.current.timingFunction
    }

    public static func setAnimationTimingFunction(_ f: CAMediaTimingFunction?) {
        TransactionStack.current.top.timingFunction = .some(f)
    }

    /// Whether changes take effect without implicit animations.
    public static func disableActions() -> Bool {
        TransactionStack.current.disablesActions
    }

    public static func setDisableActions(_ flag: Bool) {
        TransactionStack.current.top.disableActions = flag
    }

    /// Runs once every animation added in this transaction (nested ones
    /// included) has finished or been removed; at commit if none was added.
    public static func completionBlock() -> (() -> Void)? {
        TransactionStack.current.top.completion.block
    }

    public static func setCompletionBlock(_ block: (() -> Void)?) {
        TransactionStack.current.top.completion.block = block
    }

    /// Beyond Apple's API: runs `block` once, at the end of the next
    /// ``CALayer/evaluateFrame(atTime:)`` on this thread (UIKit calls a
    /// block's completion this way when nothing animated: later, never
    /// inside the call).
    public static func afterNextFrame(_ block: @escaping () -> Void) {
        TransactionStack.current.afterNextFrame.append(block)
    }

    /// Beyond Apple's API, what UIKit's animation blocks do through their
    /// views: while this transaction (or one nested in it) is open,
    /// `handler` is asked first for the action of every change of an
    /// animatable property of **any** layer, in a tree or not, with the
    /// layer and the property's key. An answer runs as an action found by
    /// ``CALayer/action(forKey:)`` does (a `CABasicAnimation` without
    /// values animates from the presented value to the new one); nil falls
    /// back to the layer's own lookup (for layers in a tree). Disabled
    /// actions disable it too.
    public static func setActionHandler(_ handler: ((CALayer, String) -> CAAction?)?) {
        TransactionStack.current.top.actionHandler = .some(handler)
    }

    /// The transaction's value for `key` (the four properties above by
    /// their Core Animation keys, or anything stored with ``setValue(_:forKey:)``).
    public static func value(forKey key: String) -> Any? {
        switch key {
        case "animationDuration": animationDuration()
        case "animationTimingFunction": animationTimingFunction()
        case "disableActions": disableActions()
        case "completionBlock": completionBlock()
        default: TransactionStack.current.value { $0.values[key] }
        }
    }

    public static func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        // Numbers of any type, as Apple takes them.
        case "animationDuration": anObject.flatMap(AnimationNumber.cast).map(setAnimationDuration)
        case "animationTimingFunction": setAnimationTimingFunction(anObject as? CAMediaTimingFunction)
        case "disableActions": setDisableActions((anObject as? Bool) ?? anObject.flatMap(AnimationNumber.cast).map { $0 != 0 } ?? false)
        case "completionBlock": setCompletionBlock(anObject as? () -> Void)
        default: TransactionStack.current.top.values[key] = anObject
        }
    }
}

/// Counts the animations a transaction is waiting for, and runs its block
/// when it has committed and none is left.
final class TransactionCompletion {
    var block: (() -> Void)?
    private var pending = 0
    private var committed = false
    private var done = false

    func animationAdded() { pending += 1 }

    func animationEnded() {
        pending -= 1
        runIfDone()
    }

    func transactionCommitted() {
        committed = true
        runIfDone()
    }

    private func runIfDone() {
        guard committed, pending <= 0, !done else { return }
        done = true
        let block = self.block
        self.block = nil
        block?()
    }
}

/// One open transaction.
final class TransactionFrame {
    let isImplicit: Bool
    var duration: CFTimeInterval?
    var timingFunction: CAMediaTimingFunction??
    var disableActions: Bool?
    var actionHandler: (((CALayer, String) -> CAAction?)?)?
    var values: [String: Any] = [:]
    let completion = TransactionCompletion()

    init(isImplicit: Bool) {
        self.isImplicit = isImplicit
    }
}

/// This thread's open transactions, innermost last, and the implicit
/// animations waiting for the outermost commit to learn their begin time.
final class TransactionStack {
    private var frames: [TransactionFrame] = []
    /// Blocks to run after the next frame evaluation on this thread.
    var afterNextFrame: [() -> Void] = []
    /// The commit the implicit animations added now will begin at: the
    /// next outermost one.
    private(set) var nextCommit = CommitTime()
    /// The layers given implicit animations since the last outermost
    /// commit (held, as Core Animation's transaction holds its layers).
    private var started: [CALayer] = []
    /// The last outermost commit whose layers may not all have learnt its
    /// time yet, with those layers (held until they have).
    private var committed: (time: CommitTime, layers: [CALayer])?
    /// That commit, while some entry may still wait for it.
    var committedTime: CommitTime? { committed?.time }

    /// This thread's stack, made on first use and released when the thread
    /// ends. Kept under a pthread key, retained through `Unmanaged`: every
    /// change of an attached layer's property looks it up, and Foundation's
    /// thread dictionary is far slower (docs/performance.md, unsafe constructs).
    static var current: TransactionStack {
        if let stored = pthread_getspecific(transactionKey) {
            return Unmanaged<TransactionStack>.fromOpaque(stored).takeUnretainedValue()
        }
        let stack = TransactionStack()
        pthread_setspecific(transactionKey, Unmanaged.passRetained(stack).toOpaque())
        return stack
    }

    /// This thread's stack if it has one with an open transaction (no
    /// allocation on threads that never used transactions).
    /// This thread's stack if it was ever made.
    static var existing: TransactionStack? {
        guard let stored = pthread_getspecific(transactionKey) else { return nil }
        return Unmanaged<TransactionStack>.fromOpaque(stored).takeUnretainedValue()
    }

    static var currentIfOpen: TransactionStack? {
        guard let stored = pthread_getspecific(transactionKey) else { return nil }
        let stack = Unmanaged<TransactionStack>.fromOpaque(stored).takeUnretainedValue()
        return stack.frames.isEmpty ? nil : stack
    }

    /// The innermost transaction, opening the implicit one if none is open.
    var top: TransactionFrame {
        if let last = frames.last { return last }
        begin(implicit: true)
        return frames[frames.count - 1]
    }

    /// The innermost value that was set.
    func value<T>(_ read: (TransactionFrame) -> T?) -> T? {
        // (`timingFunction` has its own reader: it can be set to nil.)
        for frame in frames.reversed() {
            if let value = read(frame) { return value }
        }
        return nil
    }

    /// The innermost duration that was set, else Core Animation's 0.25 s.
    var animationDuration: CFTimeInterval { value { $0.duration } ?? 0.25 }

    /// Whether the innermost transaction that decided disables actions.
    var disablesActions: Bool { value { $0.disableActions } ?? false }

    /// The innermost action handler that was set (it may be set to nil).
    var actionHandler: ((CALayer, String) -> CAAction?)? {
        for frame in frames.reversed() {
            if let set = frame.actionHandler { return set }
        }
        return nil
    }

    /// The innermost timing function that was set (it may be set to nil).
    var timingFunction: CAMediaTimingFunction? {
        for frame in frames.reversed() {
            if let set = frame.timingFunction { return set }
        }
        return nil
    }

    func begin(implicit: Bool) {
        var open = takeFrames()
        open.append(TransactionFrame(isImplicit: implicit))
        putBack(open)
    }

    /// Removes the frame at `index`.
    private func removeFrame(at index: Int) -> TransactionFrame {
        var open = takeFrames()
        let frame = open.remove(at: index)
        putBack(open)
        return frame
    }

    // `frames` changes with the array taken out, never in place: growing
    // or shrinking it inside the access may release storage there, and the
    // compiler, unable to prove that harmless, would then check every
    // access to `frames` at run time (see `CAPropertyAnimation.parsedKeyPath()`).
    private func takeFrames() -> [TransactionFrame] {
        var open: [TransactionFrame] = []
        swap(&frames, &open)
        return open
    }

    private func putBack(_ open: [TransactionFrame]) {
        var open = open
        swap(&frames, &open)
        openCompletions = frames.map(\.completion)
    }

    func commit() {
        guard let index = frames.lastIndex(where: { !$0.isImplicit }) else {
            return CADiagnostics.report(CADiagnostic(layerProperty: "CATransaction.commit",
                                                     message: "commit() without begin(); ignored"))
        }
        finish(removeFrame(at: index), at: CACurrentMediaTime())
    }

    /// Commits the implicit transaction; its animations begin at `time`
    /// (a frame passes its own time, `flush()` the clock's).
    func flush(atMediaTime time: CFTimeInterval = CACurrentMediaTime()) {
        while let index = frames.lastIndex(where: \.isImplicit) {
            finish(removeFrame(at: index), at: time)
        }
    }

    /// Each open transaction's completion, for an animation being added now
    /// (kept: every added animation asks).
    private(set) var openCompletions: [TransactionCompletion] = []

    /// `layer` was just given an implicit animation awaiting ``nextCommit``.
    func implicitAnimationAdded(to layer: CALayer) {
        _ = top
        // Appended with the array taken out (see `takeFrames()`).
        var layers: [CALayer] = []
        swap(&started, &layers)
        layers.append(layer)
        swap(&started, &layers)
    }

    private func finish(_ frame: TransactionFrame, at now: CFTimeInterval) {
        if frames.isEmpty && !started.isEmpty {
            // The outermost commit: its implicit animations begin now. The
            // time is stamped, not handed to each layer (see `CommitTime`);
            // an earlier commit's layers learn theirs first.
            learnCommitTimes()
            nextCommit.mediaTime = now
            committed = (nextCommit, started)
            (nextCommit, started) = (CommitTime(), [])
        }
        frame.completion.transactionCommitted()
    }

    /// Gives every layer of the last commit that has not learnt its time
    /// yet that time now: before a clock or the tree changes (which would
    /// change the conversion), and before a second commit.
    func learnCommitTimes() {
        guard let committed else { return }
        self.committed = nil
        guard committed.time.waitingEntries > 0 else { return }
        for layer in committed.layers { layer.learnCommitTimes() }
    }

    /// After a frame evaluation: the last commit's layers are let go once
    /// they have all learnt its time (usually in that frame).
    func frameEvaluated() {
        if let committed, committed.time.waitingEntries == 0 { self.committed = nil }
        guard !afterNextFrame.isEmpty else { return }
        let blocks = afterNextFrame
        afterNextFrame = []
        for block in blocks { block() }
    }

    /// Called before any layer's clock or place in the tree changes.
    static func timingWillChange() {
        existing?.learnCommitTimes()
    }
}

/// The key under which each thread keeps its ``TransactionStack``; the
/// thread's end releases it.
private let transactionKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { stored in
        if let stored { Unmanaged<TransactionStack>.fromOpaque(stored).release() }
    }
    return key
}()
