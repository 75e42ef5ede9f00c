import Foundation
import LayerAnimation

/// The Core Animation clock at one moment, as the timing inspector shows it.
public struct TimingInspection {
    public var mediaTime: CFTimeInterval
    public var layerBeginTime: CFTimeInterval
    public var layerSpeed: Float
    public var layerTimeOffset: CFTimeInterval
    public var layerTime: CFTimeInterval
    /// The playing animation's timing, when there is one.
    public var animation: CAAnimationTimingState?
    /// Progress after the setting's curve (the children's timing function or spring).
    public var easedProgress: Double?
    /// The curve, eased progress for progress 0...1.
    public var curve: (Double) -> Double
    public var curveName: String
}

extension PlaybackController {
    /// Everything the inspector shows, at `now`.
    public func inspection(at now: CFTimeInterval = CACurrentMediaTime()) -> TimingInspection {
        let state = layer.timingState(forKey: SnowmanAnimation.key, atTime: now)
        let child = (layer.animation(forKey: SnowmanAnimation.key) as? CAAnimationGroup)?.animations?.first
        var curve: (Double) -> Double = { $0 }
        var name = "Linear"
        var eased = state?.progress
        if let spring = child as? CASpringAnimation {
            let duration = max(spring.duration, 0.001)
            curve = { spring.progress(atTime: $0 * duration) }
            name = "Spring"
            if let state { eased = spring.progress(atTime: state.iterationTime) }
        } else if let function = child?.timingFunction {
            curve = { function.evaluate(at: $0) }
            name = "Bézier"
            if let state { eased = function.evaluate(at: state.progress) }
        }
        return TimingInspection(
            mediaTime: now, layerBeginTime: layer.beginTime, layerSpeed: layer.speed, layerTimeOffset: layer.timeOffset,
            layerTime: layer.convertTime(now, from: nil), animation: state, easedProgress: eased, curve: curve,
            curveName: name)
    }

    /// Where the playhead is on the timeline, 0...1, or nil with nothing loaded.
    public func timelinePosition(at now: CFTimeInterval = CACurrentMediaTime()) -> Double? {
        guard let time = animationTime(at: now), let span = timelineSpan, span > 0 else { return nil }
        let wrapped = span.isFinite && time > span && (layer.animation(forKey: SnowmanAnimation.key)?.repeatCount.isInfinite ?? false)
            ? time.truncatingRemainder(dividingBy: span) : time
        return min(max(wrapped / span, 0), 1)
    }
}
