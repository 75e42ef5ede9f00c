import Foundation
import LayerAnimation

/// UIKit's `UIViewPropertyAnimator` on layers: animations that can be
/// started, paused, scrubbed, reversed, continued with other timing,
/// stopped and finished, with UIKit's state machine (`.inactive`,
/// `.active`, `.stopped`).
///
/// The closures' changes are recorded (see ``CALayer/animate(withDuration:delay:options:animations:completion:)``):
/// every layer's model takes the end values at once, and the animator keeps
/// engine animations on those layers (under keys of its own) that show the
/// motion, running or paused (speed 0) at the current fraction. Everything
/// follows the media clock, so a `ManualMediaClock` drives it in tests.
public final class LayerPropertyAnimator {
    /// The motion's length; with spring parameters given by mass,
    /// stiffness and damping, the spring's settling time (UIKit ignores the
    /// duration argument then).
    public let duration: TimeInterval
    /// The delay `startAnimation(afterDelay:)` was last given.
    public private(set) var delay: TimeInterval = 0
    public let timingParameters: TimingCurveProvider
    public private(set) var state: LayerAnimatingState = .inactive
    /// Active and not paused.
    public var isRunning: Bool { state == .active && run != nil }
    /// Plays from the end back to the start; settable while active.
    public var isReversed: Bool {
        get { reversed }
        set { setReversed(newValue) }
    }
    /// How far the motion is, 0...1; set it while paused to scrub.
    public var fractionComplete: CGFloat {
        get { CGFloat(currentFraction) }
        set { scrub(to: Double(newValue)) }
    }
    /// Whether scrubbing moves linearly (true) or along the timing curve.
    public var scrubsLinearly = true
    /// Whether reaching the end pauses there (active) instead of finishing.
    public var pausesOnCompletion = false
    /// Whether it can be paused, scrubbed and reversed while running.
    public var isInterruptible = true

    // MARK: Set-up

    public convenience init(duration: TimeInterval, curve: LayerAnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: CubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, controlPoint1: CGPoint, controlPoint2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: CubicTimingParameters(controlPoint1: controlPoint1, controlPoint2: controlPoint2))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: SpringTimingParameters(dampingRatio: dampingRatio))
        if let animations { addAnimations(animations) }
    }

    public init(duration: TimeInterval, timingParameters: TimingCurveProvider) {
        let requested = CALayer.checkedDuration(duration, call: "LayerPropertyAnimator(duration:)")
        self.timingParameters = timingParameters
        self.duration = timingParameters.springTimingParameters?.duration(requested: requested) ?? requested
    }

    /// Made, given its animations and completion, and started after `delay`.
    public static func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                               options: LayerAnimationOptions, animations: @escaping () -> Void,
                                               completion: ((LayerAnimatingPosition) -> Void)?) -> LayerPropertyAnimator {
        let animator = LayerPropertyAnimator(duration: duration, curve: options.curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Animations and completions

    /// Closures waiting for the start, with their delay factors.
    private var waiting: [(animations: () -> Void, delayFactor: Double)] = []
    private var completions: [(LayerAnimatingPosition) -> Void] = []
    /// What the closures changed, and from which fraction of the motion each begins.
    private var changes: [(change: PropertyChange, startFraction: Double)] = []

    public func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that begin `delayFactor` (0...1) of the remaining
    /// time later; while active, they join the running motion from what is
    /// presented.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        guard state != .stopped else { return reject("addAnimations", "the animator is stopped") }
        var factor = Double(delayFactor)
        if !(factor.isFinite && (0...1).contains(factor)) {
            report("addAnimations(_:delayFactor:)", "delay factor \(delayFactor) is not in 0...1; using 0")
            factor = 0
        }
        guard state == .active else { return waiting.append((animation, factor)) }
        let start = currentFraction + (targetFraction - currentFraction) * factor
        record(animation, startFraction: start)
        if run != nil { continueRun(timing: runTiming, duration: remainingDuration(factor: 0)) } else { hold() }
    }

    public func addCompletion(_ completion: @escaping (LayerAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Playing

    public func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    public func startAnimation(afterDelay delay: TimeInterval) {
        let delay = CALayer.checkedDuration(delay, call: "startAnimation(afterDelay:)")
        switch state {
        case .stopped: return reject("startAnimation", "the animator is stopped; finish it first")
        case .inactive:
            self.delay = delay
            activate()
            begin(from: 0, to: reversed ? 0 : 1, duration: duration, timing: timingParameters, delay: delay)
        case .active:
            guard run == nil else { return }
            continueRun(timing: timingParameters, duration: remainingDuration(factor: 0), delay: delay)
        }
    }

    /// Pauses at the current fraction (from `.inactive`: active, paused at the start).
    public func pauseAnimation() {
        switch state {
        case .stopped: return reject("pauseAnimation", "the animator is stopped")
        case .inactive:
            activate()
            pausedFraction = reversed ? 1 : 0
            showFraction(pausedFraction, linear: false)
        case .active:
            guard run != nil else { return }
            guard isInterruptible else { return reject("pauseAnimation", "the animator is not interruptible") }
            pausedFraction = currentFraction
            run = nil
            hold()
        }
    }

    /// Continues a paused motion to its end (its start when reversed):
    /// with `parameters` (nil: the animator's own) over the remaining
    /// fraction of the duration, or `durationFactor` × the duration when
    /// not 0. A spring starts at the motion's velocity then (0 when paused).
    public func continueAnimation(withTimingParameters parameters: TimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else { return reject("continueAnimation", "the animator is not active") }
        var factor = Double(durationFactor)
        if !(factor.isFinite && factor >= 0) {
            report("continueAnimation", "duration factor \(durationFactor) is not a factor; using 0")
            factor = 0
        }
        // A running motion hands its velocity on (a paused one has none).
        let velocity = run != nil ? motionVelocity() : 0
        if run != nil { pauseAnimation() }
        continueRun(timing: parameters ?? timingParameters, duration: remainingDuration(factor: factor), velocity: velocity)
    }

    /// Stops where the motion is: every property keeps its presented value
    /// as its model value. Without finishing: `.inactive`, no completion;
    /// else `.stopped`, waiting for ``finishAnimation(at:)``.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return reject("stopAnimation", "the animator is not active") }
        let fraction = currentFraction
        freezePresentedValues()
        removeAnimations()
        run = nil
        pausedFraction = fraction
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { clear() }
    }

    /// Ends a stopped animator at `finalPosition` (`.current` keeps the
    /// presented values) and runs the completions with it.
    public func finishAnimation(at finalPosition: LayerAnimatingPosition) {
        guard state == .stopped else { return reject("finishAnimation(at:)", "the animator is not stopped") }
        settle(at: finalPosition)
    }

    // MARK: The motion

    /// The running motion: from `from` to `to` (fractions) over `duration`
    /// seconds from media time `start`.
    private struct Run {
        var from: Double, to: Double, start: CFTimeInterval, duration: Double
    }
    private var run: Run?
    private var runTiming: TimingCurveProvider?
    private var pausedFraction = 0.0
    private var reversed = false
    /// Tells stale animations' ends from the current ones'.
    private var generation = 0
    private let keyPrefix = "LayerPropertyAnimator.\(UUID().uuidString)."

    private var targetFraction: Double { reversed ? 0 : 1 }

    /// The fraction at the media clock's time.
    private var currentFraction: Double {
        guard let run else { return pausedFraction }
        let elapsed = (CACurrentMediaTime() - run.start) / max(run.duration, 1e-9)
        return run.from + (run.to - run.from) * min(max(elapsed, 0), 1)
    }

    private func remainingDuration(factor: Double) -> Double {
        factor > 0 ? factor * duration : abs(targetFraction - currentFraction) * duration
    }

    private func activate() {
        state = .active
        let pending = waiting
        waiting = []
        for (animations, factor) in pending { record(animations, startFraction: factor) }
    }

    private func record(_ animations: () -> Void, startFraction: Double) {
        for change in ChangeRecorder.record(animations) {
            // A property animated again takes the newest motion.
            changes.removeAll { $0.change.layer === change.layer && $0.change.key == change.key }
            changes.append((change, startFraction))
        }
    }

    /// `velocity`: how fast the motion already goes, in whole distances
    /// (start to end) per second, positive towards the end.
    private func continueRun(timing: TimingCurveProvider?, duration: Double, delay: Double = 0, velocity: Double = 0) {
        // A spring's initial velocity counts the distance of this run, towards its target.
        let span = targetFraction - pausedFraction
        let relative = abs(span) > 1e-9 ? velocity / span : 0
        begin(from: pausedFraction, to: targetFraction, duration: duration, timing: timing ?? timingParameters, delay: delay,
              velocity: relative.isFinite ? relative : 0)
    }

    /// The motion's velocity now, in whole distances per second, measured
    /// on the first property whose values are numbers or points: what was
    /// presented a moment ago against what is presented now.
    private func motionVelocity() -> Double {
        let step = 1.0 / 240
        let now = CACurrentMediaTime()
        for (change, _) in changes {
            func along(_ value: Any?) -> Double? {
                switch (value, change.from, change.to) {
                case let (v as Double, a as Double, b as Double): return b != a ? (v - a) / (b - a) : nil
                case let (v as CGPoint, a as CGPoint, b as CGPoint):
                    let (dx, dy) = (Double(b.x - a.x), Double(b.y - a.y))
                    let length = dx * dx + dy * dy
                    return length > 0 ? (Double(v.x - a.x) * dx + Double(v.y - a.y) * dy) / length : nil
                default: return nil
                }
            }
            let earlier = ManualMediaClock(now: now - step).run { presentedValue(of: change) }
            guard let before = along(earlier), let after = along(presentedValue(of: change)) else { continue }
            let velocity = (after - before) / step
            return velocity.isFinite ? velocity : 0
        }
        return 0
    }

    /// Runs from fraction `from` to `to` over `duration`: each property from
    /// what it presents now to its value at `to`.
    private func begin(from: Double, to: Double, duration: Double, timing: TimingCurveProvider, delay: Double,
                       velocity: Double = 0) {
        generation += 1
        runTiming = timing
        let now = CACurrentMediaTime()
        run = Run(from: from, to: to, start: now + delay, duration: duration)
        guard duration > 0, !changes.isEmpty, from != to else {
            // Nothing to move: ends at the next frame, as UIKit ends later.
            let generation = generation
            CATransaction.afterNextFrame { [weak self] in self?.runEnded(generation: generation) }
            return
        }
        // Each property from what it shows now; one not yet animated (its model
        // already at the end) from its value at the run's start.
        let shown: [Any?] = changes.map { change, _ in
            change.layer.animation(forKey: key(change)) != nil ? presentedValue(of: change) : (from >= 1 ? change.to : change.from)
        }
        let end = RunEnd(animator: self, generation: generation, count: shown.count { $0 != nil })
        for ((change, startFraction), presented) in zip(changes, shown) {
            guard let presented else { continue }
            // A change that begins later in the motion (a delay factor) waits its share.
            let wait = to > from ? max(0, startFraction - from) / (to - from) * duration : 0
            let animation: CABasicAnimation
            if let spring = timing.springTimingParameters {
                // The parameters' own initial velocity, plus what the motion already had.
                let own = Double(spring.initialVelocity.dx)
                animation = spring.spring(duration: duration, velocity: CGFloat(own + velocity))
            } else {
                animation = CABasicAnimation()
                animation.timingFunction = (timing.cubicTimingParameters ?? CubicTimingParameters()).timingFunction
            }
            animation.keyPath = change.key
            (animation.fromValue, animation.toValue) = (presented, to >= 1 ? change.to : change.from)
            animation.duration = max(duration - wait, 1e-6)
            animation.beginTime = change.layer.convertTime(now + delay + wait, from: nil)
            animation.fillMode = .both
            animation.isRemovedOnCompletion = false
            animation.delegate = end
            change.layer.add(animation, forKey: key(change))
        }
    }

    /// The value a change shows now without this animator's animation.
    private func presentedValue(of change: PropertyChange) -> Any? {
        change.layer.presentation()?.value(forKey: change.key)
    }

    /// Shows fraction `fraction` paused: along the timing curve, or linearly.
    private func showFraction(_ fraction: Double, linear: Bool) {
        generation += 1
        for (change, _) in changes {
            let animation: CABasicAnimation
            if !linear, let spring = timingParameters.springTimingParameters {
                animation = spring.spring(duration: duration, velocity: 0)
            } else {
                animation = CABasicAnimation()
                animation.timingFunction = linear ? CAMediaTimingFunction(name: .linear)
                    : (timingParameters.cubicTimingParameters ?? CubicTimingParameters()).timingFunction
            }
            animation.keyPath = change.key
            (animation.fromValue, animation.toValue) = (change.from, change.to)
            hold(animation, on: change, offset: fraction)
        }
    }

    /// Holds every property at what it presents now.
    private func hold() {
        generation += 1
        for (change, _) in changes {
            guard let presented = presentedValue(of: change) else { continue }
            let animation = CABasicAnimation(keyPath: change.key)
            (animation.fromValue, animation.toValue) = (presented, presented)
            hold(animation, on: change, offset: 0)
        }
    }

    /// Adds `animation` frozen (speed 0) at `offset` of its duration.
    private func hold(_ animation: CABasicAnimation, on change: PropertyChange, offset: Double) {
        animation.duration = max(duration, 1e-6)
        animation.speed = 0
        animation.timeOffset = min(max(offset, 0), 1) * animation.duration
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        change.layer.add(animation, forKey: key(change))
    }

    private func scrub(to fraction: Double) {
        guard fraction.isFinite else { return reject("fractionComplete", "\(fraction) is not a fraction") }
        let fraction = min(max(fraction, 0), 1)
        switch state {
        case .stopped: return reject("fractionComplete", "the animator is stopped")
        case .inactive: pauseAnimation()
        case .active where run != nil:
            guard isInterruptible else { return reject("fractionComplete", "the animator is running and not interruptible") }
            pauseAnimation()
        case .active: break
        }
        pausedFraction = fraction
        showFraction(fraction, linear: scrubsLinearly)
    }

    private func setReversed(_ flag: Bool) {
        guard flag != reversed else { return }
        guard state != .stopped else { return reject("isReversed", "the animator is stopped") }
        if state == .active && run != nil {
            guard isInterruptible else { return reject("isReversed", "the animator is running and not interruptible") }
            let fraction = currentFraction
            let velocity = motionVelocity()
            run = nil
            pausedFraction = fraction
            reversed = flag
            continueRun(timing: runTiming, duration: remainingDuration(factor: 0), velocity: velocity)
        } else {
            reversed = flag
        }
    }

    /// The run's animations ended (`generation` names which run).
    fileprivate func runEnded(generation: Int) {
        guard generation == self.generation, state == .active, let run else { return }
        self.run = nil
        pausedFraction = run.to
        if pausesOnCompletion { return hold() }
        settle(at: run.to >= 1 ? .end : .start)
    }

    /// Ends at `position`: the model takes those values, the animations go,
    /// the completions run.
    private func settle(at position: LayerAnimatingPosition) {
        CALayer.performWithoutAnimation {
            for (change, _) in changes {
                switch position {
                case .end: change.layer.setValue(change.to, forKey: change.key)
                case .start: change.layer.setValue(change.from, forKey: change.key)
                case .current: break  // stopAnimation(false) already kept what was presented
                }
            }
        }
        removeAnimations()
        state = .inactive
        let finished = completions
        clear()
        for completion in finished { completion(position) }
    }

    /// Every property keeps what it presents now, as its model value.
    private func freezePresentedValues() {
        let values = changes.map { presentedValue(of: $0.change) }
        CALayer.performWithoutAnimation {
            for ((change, _), value) in zip(changes, values) {
                if let value { change.layer.setValue(value, forKey: change.key) }
            }
        }
    }

    private func removeAnimations() {
        generation += 1
        for (change, _) in changes { change.layer.removeAnimation(forKey: key(change)) }
    }

    private func clear() {
        changes = []
        completions = []
        (pausedFraction, reversed, run) = (0, false, nil)
    }

    private func key(_ change: PropertyChange) -> String { keyPrefix + change.key }

    private func reject(_ call: String, _ why: String) {
        report(call, "\(why); ignored")
    }

    private func report(_ call: String, _ message: String) {
        CADiagnostics.report(CADiagnostic(call: "LayerPropertyAnimator.\(call)", message: message))
    }
}

/// Waits for one run's animations (all of them end together) and tells the animator.
private final class RunEnd: CAAnimationDelegate {
    private weak var animator: LayerPropertyAnimator?
    private let generation: Int
    private var remaining: Int

    init(animator: LayerPropertyAnimator, generation: Int, count: Int) {
        (self.animator, self.generation, remaining) = (animator, generation, count)
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        remaining -= 1
        if remaining == 0 && flag { animator?.runEnded(generation: generation) }
    }
}
