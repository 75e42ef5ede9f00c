import Foundation
import SplitMix
import Testing
@testable import LayerAnimation

/// A keyframe track finds the segment (or, for `.discrete`, the value)
/// holding a progress by counting the key times it has reached. Held here
/// to the search it replaced, bit for bit, over seeded tracks with repeated
/// key times and progress values on, between and outside them.
@Suite struct KeyframeSearchTests {
    /// The value at `progress` as the track computed it with a search that
    /// stops at the first key time after the progress.
    static func searched(_ track: KeyframeTrack<VectorValue>, at progress: Double) -> VectorValue {
        let values = track.values, keyTimes = track.keyTimes, count = values.count
        if count == 1 { return values[0] }
        if track.interpolation == .discrete {
            var index = 0
            while index + 1 < count && keyTimes[index + 1] <= progress { index += 1 }
            return values[index]
        }
        if progress < keyTimes[0] && progress >= 0 { return values[0] }
        if progress > keyTimes[count - 1] && progress <= 1 { return values[count - 1] }
        var segment = 0
        while segment + 2 < count && keyTimes[segment + 1] <= progress { segment += 1 }
        let start = keyTimes[segment], span = keyTimes[segment + 1] - start
        let t = span > 0 ? (progress - start) / span : 1
        return VectorValue.interpolate(values[segment], values[segment + 1], t)
    }

    @Test func countingKeyTimesFindsWhatSearchingFound() {
        var g = SplitMix64(seed: SplitMix64.testSeed(20_261_127))
        for _ in 0..<3_000 {
            let count = Int.random(in: 1...9, using: &g)
            let discrete = Bool.random(using: &g)
            let values = (0..<count).map { _ in VectorValue(Double.random(in: -100...100, using: &g)) }
            // Sorted, from 0 to 1, often repeated (quarters) so that several share a time.
            var keyTimes = (0..<(count + (discrete ? 1 : 0))).map { _ in
                Bool.random(using: &g) ? Double(Int.random(in: 0...4, using: &g)) / 4 : Double.random(in: 0...1, using: &g)
            }.sorted()
            if Bool.random(using: &g), !keyTimes.isEmpty { (keyTimes[0], keyTimes[keyTimes.count - 1]) = (0, 1) }
            let track = KeyframeTrack(values: values, keyTimes: keyTimes, segmentCurves: [],
                                      interpolation: discrete ? .discrete : .linear)
            var progresses = keyTimes + [0, -0.0, 1, .nan, -0.25, 1.25, .infinity, -.infinity]
            for _ in 0..<8 { progresses.append(Double.random(in: -0.2...1.2, using: &g)) }
            for progress in progresses {
                let counted = track.value(at: progress).lanes, searched = Self.searched(track, at: progress).lanes
                #expect((0..<4).allSatisfy { counted[$0].bitPattern == searched[$0].bitPattern },
                        "\(keyTimes) \(discrete ? "discrete" : "linear") at \(progress)")
            }
        }
    }
}
