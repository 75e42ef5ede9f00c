import Foundation
import SnowmanSettings
import LayerAnimation

/// Where the snowman's animation is.
public enum PlaybackState: Equatable, Sendable {
    case idle, playing, paused, finished

    /// What the Play button offers in this state.
    public var buttonTitle: String {
        switch self {
        case .idle, .finished: "Play"
        case .playing: "Pause"
        case .paused: "Resume"
        }
    }
}

/// Plays, pauses, resumes and resets the snowman layer's animation with
/// Apple's QA1673 technique, and notices when a finite animation ends.
public final class PlaybackController {
    public let layer: CALayer
    public private(set) var state: PlaybackState = .idle

    /// Receives the group's stop without the layer keeping the controller alive.
    private final class FinishObserver: CAAnimationDelegate {
        weak var controller: PlaybackController?
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            if flag { controller?.animationFinished(anim) }
        }
    }
    private let observer = FinishObserver()
    private var current: CAAnimation?

    /// Playback speed: its size is 1/8 to 8, its sign the direction.
    public private(set) var rate: Double = 1
    public static let rateRange: ClosedRange<Double> = 0.125...8
    /// One frame, for stepping while paused.
    public static let frameStep: CFTimeInterval = 1.0 / 60

    public init(layer: CALayer) {
        self.layer = layer
        observer.controller = self
    }

    /// Space, the Play button, or a click on the stage.
    public func toggle(playing setting: Setting) {
        switch state {
        case .idle, .finished: play(setting)
        case .playing: pause()
        case .paused: resume()
        }
    }

    /// Starts `setting` from rest, whatever was playing: at its start, or at
    /// its end when the direction is backwards.
    public func play(_ setting: Setting) {
        resetLayerTime()
        let group = SnowmanAnimation.group(for: setting)
        group.delegate = observer
        if rate < 0 {
            // Backwards: begin at the end, one active interval (or one cycle) ago
            // (a microsecond short of it, so it starts active, not finished).
            let span = SnowmanAnimation.activeSpan(of: setting)
            group.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - span + 1e-6
        }
        layer.add(group, forKey: SnowmanAnimation.key)
        current = layer.animation(forKey: SnowmanAnimation.key)
        state = .playing
        if rate != 1 { layer.setSpeedKeepingLocalTime(Float(rate)) }
    }

    public func pause() {
        guard state == .playing else { return }
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
        state = .paused
    }

    public func resume() {
        guard state == .paused else { return }
        if rate == 1 {
            // Apple's QA1673, verbatim.
            let pausedTime = layer.timeOffset
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
            let timeSincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
            layer.beginTime = timeSincePause
        } else {
            layer.setSpeedKeepingLocalTime(Float(rate))
        }
        state = .playing
    }

    /// Sets the playback speed (its sign is the direction), clamped to 1/8...8
    /// in size; takes effect at once while playing, and on resume or the next
    /// Play otherwise.
    public func setRate(_ newRate: Double) {
        let sign: Double = newRate < 0 ? -1 : 1
        let magnitude = min(max(abs(newRate), Self.rateRange.lowerBound), Self.rateRange.upperBound)
        rate = sign * magnitude
        if state == .playing { layer.setSpeedKeepingLocalTime(Float(rate)) }
    }

    /// The animation's own time, in seconds from its start, where the snowman is now.
    public func animationTime(at now: CFTimeInterval = CACurrentMediaTime()) -> CFTimeInterval? {
        guard let current else { return nil }
        return layer.convertTime(now, from: nil) - current.beginTime
    }

    /// The span the timeline shows: the whole active interval, or one cycle
    /// of an animation that repeats forever.
    public var timelineSpan: CFTimeInterval? {
        guard let state = layer.timingState(forKey: SnowmanAnimation.key, atTime: CACurrentMediaTime()) else { return nil }
        if state.activeDuration.isFinite { return state.activeDuration }
        return state.duration * ((current?.autoreverses ?? false) ? 2 : 1)
    }

    /// Pauses at `time` seconds into the animation (clamped to the timeline);
    /// plays `setting` first when nothing is loaded.
    public func seek(to time: CFTimeInterval, playing setting: Setting) {
        if current == nil || state == .idle || state == .finished {
            let direction = rate
            rate = 1  // seeking starts the animation forwards; the direction comes back below
            play(setting)
            rate = direction
        }
        guard let current, let span = timelineSpan else { return }
        let clamped = min(max(time, 0), span)
        layer.speed = 0
        layer.timeOffset = current.beginTime + clamped
        state = .paused
    }

    /// Moves a paused animation by `frames` frames of 1/60 s.
    public func step(frames: Int) {
        guard state == .paused, let current, let span = timelineSpan else { return }
        let position = layer.timeOffset - current.beginTime + Double(frames) * Self.frameStep
        layer.timeOffset = current.beginTime + min(max(position, 0), span)
    }

    /// Called after each frame's evaluation: an animation played backwards
    /// finishes when it reaches its start.
    public func frameDidEvaluate(at now: CFTimeInterval) {
        guard state == .playing, rate < 0, let time = animationTime(at: now), time <= 0 else { return }
        pause()
        if let current { layer.timeOffset = current.beginTime }
        state = .finished
    }

    /// Stops and returns the snowman to rest.
    public func reset() {
        current = nil
        layer.removeAnimation(forKey: SnowmanAnimation.key)
        resetLayerTime()
        state = .idle
    }

    private func resetLayerTime() {
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
    }

    private func animationFinished(_ animation: CAAnimation) {
        guard animation === current, state == .playing else { return }
        state = .finished
    }
}
