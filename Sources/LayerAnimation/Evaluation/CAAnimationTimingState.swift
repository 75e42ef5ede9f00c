/// Where one animation is in its timing at one moment (beyond Apple's API):
/// what a timing inspector shows.
public struct CAAnimationTimingState: Sendable, Equatable {
    /// Where the animation is within its active interval.
    public enum Phase: Sendable { case before, active, after }

    public var phase: Phase
    /// The layer's local time, in which the animation's `beginTime` is given.
    public var layerTime: CFTimeInterval
    /// Completed cycles before the current one (an autoreversed cycle is there and back).
    public var iteration: Int
    /// Seconds into the current iteration, after the autoreverse rule: 0...duration.
    public var iterationTime: CFTimeInterval
    /// `iterationTime / duration`: linear progress.
    public var progress: Double
    /// Progress after the animation's timing function (or its spring).
    public var easedProgress: Double
    /// Whether the animation shows at all (active, or filling).
    public var isVisible: Bool
    /// One iteration's length (0 became 0.25 s).
    public var duration: CFTimeInterval
    /// The whole active interval; infinite for endless repeats.
    public var activeDuration: CFTimeInterval
}

extension CALayer {
    /// The timing of the animation under `key` at absolute media time
    /// `mediaTime`, or nil when there is none.
    public func timingState(forKey key: String, atTime mediaTime: CFTimeInterval) -> CAAnimationTimingState? {
        learnCommitTimes()
        guard let index = frameState.index(forKey: key) else { return nil }
        let compiled = frameState.entries[index].compiled
        let local = convertTime(mediaTime, from: nil)
        let sample = compiled.timing.sample(at: local)
        // A group compiled as its child eases with the child's curve; its own is linear.
        let eased = compiled.standsForLinearGroup ? sample.progress : compiled.easing.progress(sample)
        return CAAnimationTimingState(
            phase: sample.phase, layerTime: local, iteration: Int(min(sample.iteration, Double(Int.max / 2))),
            iterationTime: sample.iterationTime, progress: sample.progress, easedProgress: eased,
            isVisible: sample.isVisible, duration: compiled.timing.duration,
            activeDuration: compiled.timing.activeDuration)
    }
}
