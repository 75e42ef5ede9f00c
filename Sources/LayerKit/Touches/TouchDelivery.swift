import Foundation

/// A window's touches, from the pointer or fingers to the views: each
/// touch binds to the view hit where it began; the recognizers of that
/// view and its ancestors see it first, then the view (unless a
/// recognizer took it: `cancelsTouchesInView`, `delaysTouchesEnded`).
@preconcurrency @MainActor
final class TouchDelivery {
    /// A touch and what it has been delivered to.
    private final class Tracked {
        let touch: UITouch
        /// The view was sent `touchesCancelled`: it hears nothing more of this touch.
        var cancelledForView = false
        /// An end the view has not been sent yet (a recognizer that delays it is still deciding).
        var heldEnd: UIEvent?
        init(_ touch: UITouch) { self.touch = touch }
    }

    unowned let window: UIWindow
    private var touches: [Int: Tracked] = [:]
    /// The recognizers of the touches down now (and of the last sequence, until it is over).
    private var recognizers: [UIGestureRecognizer] = []

    init(window: UIWindow) { self.window = window }

    // MARK: Input

    func touchDown(id: Int, at point: CGPoint, time: TimeInterval, tapCount: Int) {
        guard Self.accepts(point, time) else { return }
        if touches[id] != nil { touchUp(id: id, at: point, time: time) }  // a lost up: end it first
        let view = window.hitTest(point, with: nil)
        let touch = UITouch(at: point, time: time, tapCount: tapCount, view: view, window: window)
        var chain: [UIGestureRecognizer] = []
        var current = view
        while let each = current {
            chain += each.gestureRecognizers ?? []
            current = each.superview
        }
        touch.gestureRecognizers = chain.filter { $0.isEnabled && ($0.delegate?.gestureRecognizer($0, shouldReceive: touch) ?? true) }
        let tracked = Tracked(touch)
        touches[id] = tracked
        for recognizer in touch.gestureRecognizers ?? [] {
            if recognizer.isFinished && recognizer.trackedTouches.isEmpty { recognizer.resetIfFinished() }
            recognizer.delivery = self
            recognizer.trackedTouches.append(touch)
            recognizer.lastLocation = point
            if !recognizers.contains(where: { $0 === recognizer }) { recognizers.append(recognizer) }
        }
        let event = UIEvent(timestamp: time, touches: allTouches)
        for recognizer in touch.gestureRecognizers ?? [] where !recognizer.isFinished {
            recognizer.touchesBegan([touch], with: event)
        }
        if !tracked.cancelledForView { touch.view?.touchesBegan([touch], with: event) }
    }

    func touchMoved(id: Int, to point: CGPoint, time: TimeInterval) {
        guard Self.accepts(point, time) else { return }
        guard let tracked = touches[id] else { return }
        let touch = tracked.touch
        guard point != touch.windowLocation else { return }
        touch.move(to: point, at: time, phase: .moved)
        let event = UIEvent(timestamp: time, touches: allTouches)
        for recognizer in touch.gestureRecognizers ?? [] where !recognizer.isFinished {
            recognizer.lastLocation = point
            recognizer.touchesMoved([touch], with: event)
        }
        if !tracked.cancelledForView { touch.view?.touchesMoved([touch], with: event) }
    }

    func touchUp(id: Int, at point: CGPoint, time: TimeInterval) {
        guard Self.accepts(point, time) else { return }
        guard let tracked = touches[id] else { return }
        let touch = tracked.touch
        touch.move(to: point, at: time, phase: .ended)
        let event = UIEvent(timestamp: time, touches: allTouches)
        for recognizer in touch.gestureRecognizers ?? [] where !recognizer.isFinished {
            recognizer.lastLocation = point
            recognizer.touchesEnded([touch], with: event)
        }
        for recognizer in touch.gestureRecognizers ?? [] { recognizer.trackedTouches.removeAll { $0 === touch } }
        touches[id] = nil
        if !tracked.cancelledForView {
            if touch.gestureRecognizers?.contains(where: { $0.delaysTouchesEnded && $0.state == .possible && $0.deadline != nil }) == true {
                tracked.heldEnd = event
                held.append(tracked)
            } else {
                touch.view?.touchesEnded([touch], with: event)
            }
        }
        endSequenceIfOver()
    }

    /// Losing focus: every touch is cancelled, for recognizers and views.
    func cancelAll(time: TimeInterval) {
        for (id, tracked) in touches {
            let touch = tracked.touch
            touch.move(to: touch.windowLocation, at: time, phase: .cancelled)
            let event = UIEvent(timestamp: time, touches: allTouches)
            for recognizer in touch.gestureRecognizers ?? [] where !recognizer.isFinished {
                recognizer.touchesCancelled([touch], with: event)
            }
            for recognizer in touch.gestureRecognizers ?? [] { recognizer.trackedTouches.removeAll { $0 === touch } }
            if !tracked.cancelledForView { touch.view?.touchesCancelled([touch], with: event) }
            touches[id] = nil
        }
        for recognizer in recognizers where recognizer.deadline != nil { recognizer.deadline = nil; recognizer.state = .failed }
        endSequenceIfOver()
    }

    /// Ends held by recognizers that were still deciding.
    private var held: [Tracked] = []

    /// Recognizers' deadlines up to `time` (a long press, a tap's wait).
    func advance(to time: TimeInterval) {
        for recognizer in recognizers {
            guard let deadline = recognizer.deadline, deadline <= time else { continue }
            recognizer.deadline = nil
            recognizer.deadlinePassed(at: time)
        }
        releaseHeldEnds()
        endSequenceIfOver()
    }

    /// The earliest deadline, so that the loop wakes for it.
    var nextDeadline: TimeInterval? { recognizers.compactMap(\.deadline).min() }

    /// Input with a point or a time that is not finite is refused (one diagnostic each).
    private static func accepts(_ point: CGPoint, _ time: TimeInterval) -> Bool {
        guard point.x.isFinite, point.y.isFinite, time.isFinite else {
            CADiagnostics.report(CADiagnostic(call: "UIWindow touch", message: "a touch at \(point), time \(time), is not finite; ignored"))
            return false
        }
        return true
    }

    // MARK: Recognition

    private var allTouches: Set<UITouch> { Set(touches.values.map(\.touch)) }

    /// Whether another recognizer of the same touches already has them and
    /// neither delegate lets both recognize.
    func conflicts(with recognizer: UIGestureRecognizer) -> Bool {
        recognizers.contains { other in
            other !== recognizer && other.isActive && !Self.simultaneous(recognizer, other)
        }
    }

    /// `recognizer` recognized: the others of its touches that cannot go
    /// with it fail, and the view's touches are cancelled if it says so.
    func recognized(_ recognizer: UIGestureRecognizer) {
        for other in recognizers where other !== recognizer && other.state == .possible && !Self.simultaneous(recognizer, other) {
            other.deadline = nil
            other.state = .failed
        }
        guard recognizer.cancelsTouchesInView else { return }
        for tracked in touches.values + held where !tracked.cancelledForView
            && (tracked.touch.gestureRecognizers?.contains { $0 === recognizer } ?? false) {
            tracked.cancelledForView = true
            let event = UIEvent(timestamp: tracked.touch.timestamp, touches: allTouches)
            tracked.touch.view?.touchesCancelled([tracked.touch], with: event)
        }
        held.removeAll { $0.cancelledForView }
    }

    private static func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    /// Sends the held ends whose recognizers have all decided.
    private func releaseHeldEnds() {
        let ready = held.filter { tracked in
            !(tracked.touch.gestureRecognizers?.contains { $0.state == .possible && $0.deadline != nil } ?? false)
        }
        held.removeAll { tracked in ready.contains { $0 === tracked } }
        for tracked in ready where !tracked.cancelledForView {
            tracked.touch.view?.touchesEnded([tracked.touch], with: tracked.heldEnd)
        }
    }

    /// With no touch down and no recognizer waiting, each recognizer goes back to `.possible`.
    private func endSequenceIfOver() {
        releaseHeldEnds()
        guard touches.isEmpty, recognizers.allSatisfy({ $0.deadline == nil }) else { return }
        let finished = recognizers
        recognizers.removeAll()
        for recognizer in finished {
            if recognizer.state == .possible { recognizer.state = .failed }
            recognizer.resetIfFinished()
            recognizer.delivery = nil
        }
    }
}
