/// The values of a keyframe animation with resolved key times, sampled at a progress.
final class KeyframeTrack<Value: AnimatableValue>: Sendable {
    let values: [Value]
    /// One per value (one more for `.discrete`), from 0 to 1.
    let keyTimes: [Double]
    /// One per segment, or empty.
    let segmentCurves: [UnitBezier]
    let interpolation: KeyframeInterpolation
    /// The key times that begin a segment (or, for `.discrete`, a value)
    /// after the first, padded with NaN to a multiple of four: how many are
    /// at or before a progress is the index wanted, counted in a loop of the
    /// same length for nearly every track (NaN is at or before nothing). A
    /// search stopped where the progress fell, a branch mispredicted every
    /// frame in a scene of different tracks.
    private let searchTimes: [Double]

    init(values: [Value], keyTimes: [Double], segmentCurves: [UnitBezier], interpolation: KeyframeInterpolation) {
        (self.values, self.keyTimes, self.segmentCurves, self.interpolation) = (values, keyTimes, segmentCurves, interpolation)
        let inner = min(max(values.count - (interpolation == .discrete ? 1 : 2), 0), max(keyTimes.count - 1, 0))
        let padded = (inner + 3) & ~3
        var times: [Double] = []
        times.reserveCapacity(padded)
        for index in 0..<padded { times.append(index < inner ? keyTimes[index + 1] : .nan) }
        searchTimes = times
    }

    /// How many of `searchTimes` are at or before `progress` (see there).
    @inline(__always)
    private func timesReached(by progress: Double) -> Int {
        var count = 0
        for time in searchTimes { count += time <= progress ? 1 : 0 }
        return count
    }

    /// Key times at constant speed: proportional to the distance travelled.
    static func pacedKeyTimes(_ values: [Value]) -> [Double] {
        // One array, made to size, divided in place: the distances travelled, then their fractions.
        var keyTimes: [Double] = []
        keyTimes.reserveCapacity(max(values.count, 1))
        keyTimes.append(0)
        for i in 1..<max(values.count, 1) {
            keyTimes.append(keyTimes[i - 1] + Value.distance(values[i - 1], values[i]))
        }
        guard let total = keyTimes.last, total > 0 else { return KeyTimes.even(values.count) }
        for i in keyTimes.indices { keyTimes[i] /= total }
        return keyTimes
    }

    func value(at progress: Double) -> Value {
        let count = values.count
        if count == 1 { return values[0] }
        if interpolation == .discrete {
            return values[timesReached(by: progress)]
        }
        // Key times that start after 0 or end before 1 hold the first and last
        // values outside them (Core Animation's pause between repeats).
        if progress < keyTimes[0] && progress >= 0 { return values[0] }
        if progress > keyTimes[count - 1] && progress <= 1 { return values[count - 1] }
        // The segment holding `progress`; the outer segments extend past 0 and 1.
        let segment = timesReached(by: progress)
        let start = keyTimes[segment], span = keyTimes[segment + 1] - start
        var t = span > 0 ? (progress - start) / span : 1
        if !segmentCurves.isEmpty { t = segmentCurves[segment].solve(t) }
        if interpolation == .linear {
            return Value.interpolate(values[segment], values[segment + 1], t)
        }
        // Catmull-Rom through p1 and p2, with the end values repeated at the ends.
        let t2 = t * t, t3 = t2 * t
        let weights = (0.5 * (-t + 2 * t2 - t3), 0.5 * (2 - 5 * t2 + 3 * t3),
                       0.5 * (t + 4 * t2 - 3 * t3), 0.5 * (-t2 + t3))
        return Value.weightedSum(values[max(segment - 1, 0)], values[segment], values[segment + 1],
                                 values[min(segment + 2, count - 1)], weights)
    }
}

/// How a keyframe track goes from one value to the next.
enum KeyframeInterpolation: Sendable { case linear, discrete, cubic }

/// Key time lists: made evenly, or checked as given.
enum KeyTimes {
    /// Spaced evenly: `count` entries from 0 to 1.
    static func even(_ count: Int) -> [Double] {
        count < 2 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
    }

    /// Whether `times` is a valid key time list for `valueCount` values:
    /// non-decreasing within 0...1. Apple's documentation asks for 0 first
    /// and 1 last; real code (a pause at the end of each repeat) gives less,
    /// and Core Animation holds the end values there, as the track does.
    static func isValid(_ times: [Double], valueCount: Int, discrete: Bool) -> Bool {
        guard times.count == valueCount + (discrete ? 1 : 0), let first = times.first, let last = times.last,
              times.allSatisfy(\.isFinite), first >= -1e-9, last <= 1 + 1e-9 else { return false }
        return zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }
    }
}
