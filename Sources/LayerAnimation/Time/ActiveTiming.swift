/// Where an animation is within its active interval (the public type the
/// timing inspector reports, so a sample's phase passes through as it is).
typealias TimingPhase = CAAnimationTimingState.Phase

/// One evaluation of an animation's timing at a local time of its parent.
struct TimingSample: Sendable {
    var phase: TimingPhase
    /// Whether the animation shows at all (active, or filling).
    var isVisible: Bool
    /// Seconds into the current iteration, after the autoreverse rule: `0...duration`.
    var iterationTime: Double
    /// `iterationTime / duration`, before any timing function.
    var progress: Double
    /// Completed cycles before this one, for cumulative animations.
    var iteration: Double

    /// A sample that shows nothing (before anything was sampled).
    static let hidden = TimingSample(phase: .before, isVisible: false, iterationTime: 0, progress: 0, iteration: 0)
}

/// The timing fields of one animation, validated and resolved once when the
/// animation is added (sections 2 and 6 of the module overview).
struct ActiveTiming: Sendable, Equatable {
    var beginTime: Double
    /// One iteration's length `d` (0 or less became the default duration:
    /// 0.25 s, or for a child of a group the group's duration).
    private(set) var duration: Double
    var speed: Double
    var timeOffset: Double
    /// `AD`: `repeatDuration` if set, else `repeatCount * C`, else `C`; may be infinite.
    var activeDuration: Double
    var autoreverses: Bool
    var fillsBackwards: Bool
    var fillsForwards: Bool
    /// Begins at 0, speed 1, no offset, one plain iteration: local time is
    /// iteration time (most group children), sampled without the general rule.
    var isPlain: Bool
    /// `d` and `C` are powers of two: dividing by them is multiplying by
    /// their reciprocals, exactly (see `Double.hasExactReciprocal`). A flag,
    /// beside the others, so that the timing is no larger; animations
    /// rarely mix both kinds side by side, so its test stays predicted.
    private var dividesByProducts = false
    /// A positive speed (nearly every animation): while active, sampled
    /// without the general rule's cases for reversed and frozen time. Not
    /// speed 1 alone: a test that animations at other speeds, side by
    /// side with those at 1, kept failing was a mispredicted branch each.
    var playsForward: Bool { speed > 0 }

    static let defaultDuration: Double = 0.25

    /// `C = d * (autoreverses ? 2 : 1)`. Stored, though it could be worked
    /// out: x86 has no conditional move for doubles, so the choice compiled
    /// to a branch, and animations with and without `autoreverses` side by
    /// side kept mispredicting it, every frame.
    private(set) var cycle: Double
    /// The iteration time and count after the end, played forward: the
    /// same at every later time whatever the begin time, so worked out once
    /// (an animation that holds its end, or a group's child that ended
    /// before its group, is sampled there every frame).
    private var endIterationTime = 0.0, endIteration = 0.0

    init(
        beginTime: Double, duration: Double, speed: Double, timeOffset: Double,
        repeatCount: Double, repeatDuration: Double, autoreverses: Bool, fills: (backwards: Bool, forwards: Bool),
        defaultDuration: Double = ActiveTiming.defaultDuration
    ) {
        self.beginTime = beginTime
        // At most a quarter of the largest number, so a cycle (twice it) and
        // the sums of the general rule stay finite.
        self.duration = min(duration > 0 ? duration : defaultDuration, .greatestFiniteMagnitude / 4)
        self.speed = speed
        self.timeOffset = timeOffset
        self.autoreverses = autoreverses
        (fillsBackwards, fillsForwards) = fills
        cycle = self.duration * (autoreverses ? 2 : 1)
        dividesByProducts = self.duration.hasExactReciprocal && cycle.hasExactReciprocal
        if repeatDuration > 0 {
            activeDuration = repeatDuration
        } else if repeatCount > 0 {
            // Apple documents greatestFiniteMagnitude as "forever" too.
            activeDuration = repeatCount >= Double(Float.greatestFiniteMagnitude) ? .infinity : repeatCount * cycle
        } else {
            activeDuration = cycle
        }
        isPlain = beginTime == 0 && speed == 1 && timeOffset == 0 && !autoreverses && activeDuration == self.duration
        // Only an end that is reached forward is kept (an endless animation's
        // would be worked out from the largest number, by a long remainder).
        if speed > 0 && activeDuration.isFinite {
            let end = endSample()
            (endIterationTime, endIteration) = (end.iterationTime, end.iteration)
        }
    }

    /// Moves the begin time to `time` (an implicit animation begins when
    /// its transaction commits).
    mutating func begin(at time: Double) {
        let wasPlainApartFromBegin = speed == 1 && timeOffset == 0 && !autoreverses && activeDuration == duration
        beginTime = time
        isPlain = time == 0 && wasPlainApartFromBegin
    }

    /// Samples the timing at `parentTime`, the local time of whatever holds the
    /// animation (its layer, or its group).
    ///
    /// Elapsed time `e = (t - beginTime) * |speed|` picks the phase; a negative
    /// speed plays the active interval from its end back to its start, and
    /// speed 0 freezes at the offset position (our reading of Apple's rule).
    /// `closedEnd` treats `e == AD` as active: children of a group use it so
    /// a child that ends with its group holds its end while the group fills.
    @inline(__always)
    func sample(at parentTime: Double, closedEnd: Bool = false) -> TimingSample {
        if isPlain && parentTime >= 0 {
            // The general rule, worked out for this case (inlined: most group children).
            if parentTime < duration || (closedEnd && parentTime == duration) {
                let time = parentTime + 0  // -0 becomes 0, as adding the (zero) offset does in the rule
                return TimingSample(phase: .active, isVisible: true, iterationTime: time,
                                    progress: divide(time, by: duration), iteration: 0)
            }
            return TimingSample(phase: .after, isVisible: fillsForwards, iterationTime: duration, progress: 1, iteration: 0)
        }
        if playsForward {
            // The general rule, worked out for active time at a positive speed
            // (`abs(speed)` is `speed`): the position is the elapsed time, and
            // no cycle ends exactly here.
            let elapsed = Self.finite((parentTime - beginTime) * speed)
            if elapsed >= 0 && elapsed < activeDuration {
                return cycleSample(shifted: Self.finite(elapsed + timeOffset), endsCycle: false, reversed: false,
                                   phase: .active, isVisible: true)
            }
            // Past the end (an endless one never is: `elapsed` is finite).
            if elapsed > activeDuration || (elapsed == activeDuration && !closedEnd) {
                return TimingSample(phase: .after, isVisible: fillsForwards, iterationTime: endIterationTime,
                                    progress: divide(endIterationTime, by: duration), iteration: endIteration)
            }
        }
        return generalSample(at: parentTime, closedEnd: closedEnd)
    }

    /// ``sample(at:closedEnd:)`` by the general rule of the module overview
    /// (section 2). Every number it returns is finite, whatever the times:
    /// an infinite or NaN time is first clamped to the largest finite one
    /// (NaN to 0), and an endless animation played backwards starts from
    /// its offset position instead of from an infinite end. (Internal so
    /// tests can hold the shortcuts of `sample` to it.)
    func generalSample(at parentTime: Double, closedEnd: Bool) -> TimingSample {
        let elapsed = speed == 0 ? 0 : Self.finite((parentTime - beginTime) * abs(speed))
        let phase: TimingPhase
        if elapsed < 0 {
            phase = .before
        } else if elapsed < activeDuration || (closedEnd && elapsed == activeDuration) {
            phase = .active
        } else {
            phase = .after
        }
        let reversed = speed < 0
        // `u` of the overview, in 0...AD; an endless reversed animation has no
        // end to start from, so it counts back from 0 (wrapping into cycles).
        let end = activeDuration.isFinite ? activeDuration : 0
        let position: Double
        var endsCycle = false
        switch phase {
        case .before:
            position = reversed ? end : 0
            endsCycle = reversed
        case .active:
            position = reversed ? end - elapsed : elapsed
            // Played backwards, a cycle boundary is reached from above: its end.
            endsCycle = reversed || (closedEnd && elapsed == activeDuration)
        case .after:
            position = reversed ? 0 : activeDuration
            endsCycle = !reversed
        }
        let isVisible: Bool
        switch phase {
        case .before: isVisible = fillsBackwards
        case .active: isVisible = true
        case .after: isVisible = fillsForwards
        }
        return cycleSample(shifted: Self.finite(position + timeOffset), endsCycle: endsCycle, reversed: reversed,
                           phase: phase, isVisible: isVisible)
    }

    /// The general rule's sample after the end, played forward: position
    /// `AD`, the end of a cycle (what `endIterationTime` and `endIteration` keep).
    private func endSample() -> TimingSample {
        cycleSample(shifted: Self.finite(activeDuration + timeOffset), endsCycle: true, reversed: false, phase: .after,
                    isVisible: fillsForwards)
    }

    /// The rule's last step, shared by `generalSample` and the forward
    /// shortcut: the cycle and iteration of `shifted` (the position plus
    /// the offset), the autoreverse rule, and the sample.
    @inline(__always)
    private func cycleSample(shifted: Double, endsCycle: Bool, reversed: Bool, phase: TimingPhase,
                             isVisible: Bool) -> TimingSample {
        let cycle = cycle
        var iteration = divide(shifted, by: cycle).rounded(.down)
        var tau: Double
        if abs(iteration) < Self.exactCycleCount {
            tau = shifted - iteration * cycle
        } else {
            // Too many cycles for the product to be exact (or infinitely
            // many): the remainder is exact however large `shifted` is.
            tau = shifted.truncatingRemainder(dividingBy: cycle)
            if tau < 0 { tau += cycle }
            iteration = Self.finite(((shifted - tau) / cycle).rounded(.down))
        }
        // At the very end, a position of (almost) exactly 0 is the end of the
        // cycle, so one iteration ends at toValue and an autoreversed one at fromValue.
        if endsCycle && (shifted > 0 || reversed) && tau <= cycle * Self.cycleEndTolerance {
            tau = cycle
            iteration -= 1
        } else if tau >= cycle {
            tau = 0
            iteration += 1
        }
        // The second half of an autoreversed cycle plays backwards. Only an
        // autoreversed cycle is longer than one duration (`tau <= cycle`
        // here), so the test needs no `autoreverses`: a branch on it is one
        // that animations of both kinds, side by side, keep mispredicting.
        if tau > duration {
            tau = cycle - tau
        }
        tau = min(max(tau, 0), duration)
        return TimingSample(
            phase: phase, isVisible: isVisible, iterationTime: tau,
            progress: divide(tau, by: duration), iteration: Self.finite(max(iteration, 0))
        )
    }

    /// `dividend / divisor`, `divisor` being `duration` or `cycle`.
    @inline(__always)
    private func divide(_ dividend: Double, by divisor: Double) -> Double {
        dividesByProducts ? dividend * divisor.exactReciprocal : dividend / divisor
    }

    /// How close to a cycle boundary, as a fraction of the cycle, a position
    /// at the very end of the active interval counts as that boundary
    /// (rounding in `u + timeOffset` must not show the next cycle's start).
    static let cycleEndTolerance = 1e-9

    /// Below this many cycles `u - n C` is computed exactly enough; above
    /// it, through the remainder (slower, but exact).
    static let exactCycleCount = 0x1p40

    /// `value`, or the nearest finite number (NaN: 0).
    @inline(__always)
    static func finite(_ value: Double) -> Double {
        if value.isFinite { return value }
        return value.isNaN ? 0 : (value > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude)
    }

    /// Whether time moving at `rate` (the product of the speeds above) can
    /// still change what this animation shows after `sample`.
    func keepsChanging(after sample: TimingSample, rate: Double) -> Bool {
        let direction = rate * speed
        guard direction != 0 else { return false }
        switch sample.phase {
        case .active: return true
        case .before: return direction > 0
        case .after: return direction < 0
        }
    }
}
