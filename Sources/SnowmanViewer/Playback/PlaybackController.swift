import Foundation
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

    /// Starts `setting` from rest, whatever was playing.
    public func play(_ setting: Setting) {
        resetLayerTime()
        let group = SnowmanAnimation.group(for: setting)
        group.delegate = observer
        layer.add(group, forKey: SnowmanAnimation.key)
        current = layer.animation(forKey: SnowmanAnimation.key)
        state = .playing
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
        let pausedTime = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        let timeSincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        layer.beginTime = timeSincePause
        state = .playing
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
