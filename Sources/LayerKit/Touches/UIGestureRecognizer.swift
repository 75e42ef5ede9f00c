import Foundation

/// Recognizes a gesture in the touches of its view (and the view's
/// subviews), before the view sees them, and calls its targets as its
/// ``state`` changes. Subclasses override the touch methods and set `state`.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    /// A target held weakly and what to call on it.
    private struct TargetAction {
        weak var target: AnyObject?
        let hasTarget: Bool
        let invoke: @MainActor (AnyObject?, UIGestureRecognizer) -> Void
    }

    public internal(set) weak var view: UIView?
    open weak var delegate: UIGestureRecognizerDelegate?
    open var isEnabled = true {
        didSet { if !isEnabled && state != .possible { state = isActive ? .cancelled : .failed } }
    }
    /// On recognition the view's touches are cancelled.
    open var cancelsTouchesInView = true
    /// The view sees its touches only after recognition failed (off by default, as on iOS).
    open var delaysTouchesBegan = false
    /// The view's touchesEnded waits until this recognizer fails (or is cancelled instead when it recognizes).
    open var delaysTouchesEnded = true
    open var name: String?

    private var targets: [TargetAction] = []
    private var storedState = State.possible
    /// A recognition waiting for a recognizer this one requires to fail.
    private var pendingState: State?
    private var requiredToFail: [WeakRecognizer] = []
    /// Those that require this one to fail.
    private var dependents: [WeakRecognizer] = []
    /// The touches this recognizer sees, in the order they began.
    var trackedTouches: [UITouch] = []
    /// The time at which ``deadlinePassed(at:)`` is due (a long press, a tap's wait).
    var deadline: TimeInterval?
    /// What delivers this recognizer's touches (set while it tracks some).
    weak var delivery: TouchDelivery?

    public override init() {
        super.init()
    }

    /// `action` is a method reference, `ViewController.handlePan(_:)`:
    /// what `#selector(handlePan(_:))` becomes on Linux. The target is held weakly.
    public init<T: AnyObject>(target: T?, action: @escaping @MainActor (T) -> (Self) -> Void) {
        super.init()
        appendTarget(target) { (target: T, recognizer: Self) in action(target)(recognizer) }
    }

    public init<T: AnyObject>(target: T?, action: @escaping @MainActor (T) -> () -> Void) {
        super.init()
        appendTarget(target) { (target: T, _: UIGestureRecognizer) in action(target)() }
    }

    /// A closure as the action (a LayerKit extra).
    public init(action: @escaping @MainActor (Self) -> Void) {
        super.init()
        appendAction { (recognizer: Self) in action(recognizer) }
    }

    // MARK: Targets

    /// Calls `action` on `target` (held weakly) with this recognizer at each change of state.
    public func addTarget<T: AnyObject>(_ target: T?, action: @escaping @MainActor (T) -> (Self) -> Void) {
        appendTarget(target) { (target: T, recognizer: Self) in action(target)(recognizer) }
    }

    /// `target`'s method without a sender.
    public func addTarget<T: AnyObject>(_ target: T?, action: @escaping @MainActor (T) -> () -> Void) {
        appendTarget(target) { (target: T, _: UIGestureRecognizer) in action(target)() }
    }

    /// A closure as the action (a LayerKit extra).
    public func addAction(_ action: @escaping @MainActor (Self) -> Void) {
        appendAction { (recognizer: Self) in action(recognizer) }
    }

    /// Stores `call` for `target`, called while the target lives.
    private func appendTarget<T: AnyObject, R>(_ target: T?, _ call: @escaping @MainActor (T, R) -> Void) {
        targets.append(TargetAction(target: target, hasTarget: true) { target, recognizer in
            guard let target = target as? T, let recognizer = recognizer as? R else { return }
            call(target, recognizer)
        })
    }

    /// Stores `call`, with no target.
    private func appendAction<R>(_ call: @escaping @MainActor (R) -> Void) {
        targets.append(TargetAction(target: nil, hasTarget: false) { _, recognizer in
            if let recognizer = recognizer as? R { call(recognizer) }
        })
    }

    /// Removes every action of `target` (nil: every target); Swift cannot compare the methods.
    public func removeTarget(_ target: AnyObject?, action: Any? = nil) {
        targets.removeAll { entry in target == nil || entry.target === target || (entry.hasTarget && entry.target == nil) }
    }

    private func sendActions() {
        for entry in targets where !entry.hasTarget || entry.target != nil {  // a copy: actions may change the list
            entry.invoke(entry.target, self)
        }
    }

    // MARK: State

    /// Set by subclasses as touches arrive; each change to began, changed,
    /// ended or cancelled calls the targets. A recognition waits for the
    /// recognizers this one requires to fail, and fails if another
    /// recognizer already has the touches (unless the delegates allow both).
    open var state: State {
        get { storedState }
        set { change(to: newValue) }
    }

    var isActive: Bool { storedState == .began || storedState == .changed }
    var isFinished: Bool { storedState == .ended || storedState == .cancelled || storedState == .failed }

    private func change(to new: State) {
        guard new != storedState || new == .changed else { return }
        let recognizes = storedState == .possible && (new == .began || new == .ended)
        if recognizes {
            if requiredToFail.contains(where: { $0.recognizer?.storedState == .possible && $0.recognizer?.isTracking == true }) {
                pendingState = new
                return
            }
            if delegate?.gestureRecognizerShouldBegin(self) == false || delivery?.conflicts(with: self) == true {
                return change(to: .failed)
            }
        }
        guard storedState != .failed, storedState != .ended, storedState != .cancelled || new == .possible else { return }
        storedState = new
        if new == .began || new == .changed || new == .ended || new == .cancelled { sendActions() }
        if recognizes { delivery?.recognized(self) }
        if new == .failed || new == .ended || new == .began { notifyDependents() }
    }

    /// Those waiting on this one to fail: they go ahead if it failed, else they fail.
    private func notifyDependents() {
        for dependent in dependents.compactMap(\.recognizer) {
            guard let pending = dependent.pendingState else { continue }
            dependent.pendingState = nil
            dependent.change(to: storedState == .failed ? pending : .failed)
        }
    }

    /// Whether the recognizer is watching touches now.
    var isTracking: Bool { !trackedTouches.isEmpty || deadline != nil }

    /// Back to `.possible` when its touches have all ended: subclasses clear their own state in ``reset()``.
    func resetIfFinished() {
        guard isFinished || (storedState == .possible && pendingState == nil && deadline == nil) else { return }
        if storedState == .possible && !trackedTouches.isEmpty { return }
        storedState = .possible
        pendingState = nil
        trackedTouches.removeAll()
        deadline = nil
        reset()
    }

    /// Recognizes only after `otherGestureRecognizer` failed.
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else { return }
        requiredToFail.append(WeakRecognizer(recognizer: otherGestureRecognizer))
        otherGestureRecognizer.dependents.append(WeakRecognizer(recognizer: self))
    }

    // MARK: Touches (overridden by subclasses)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state != .possible { state = .cancelled } else { state = .failed }
    }
    /// Clears what a subclass gathered, when the recognizer goes back to `.possible`.
    open func reset() {}
    /// The time set in ``deadline`` has come (a long press held long enough, a tap waited for in vain).
    func deadlinePassed(at time: TimeInterval) {}

    // MARK: Where

    /// The centroid of the touches, in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        let points = trackedTouches.map { $0.location(in: view) }
        guard !points.isEmpty else {
            guard let last = lastLocation else { return .zero }
            return view.map { $0.convert(last, from: nil) } ?? last
        }
        let sum = points.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) }
        return CGPoint(x: sum.x / CGFloat(points.count), y: sum.y / CGFloat(points.count))
    }

    /// The last location seen (window coordinates), kept for `location(in:)` after the touches ended.
    var lastLocation: CGPoint?

    open var numberOfTouches: Int { trackedTouches.count }

    public func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else { return .zero }
        return trackedTouches[touchIndex].location(in: view)
    }
}

struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
}

/// What a recognizer's delegate may decide.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }
}
