import Foundation

/// A small, fast, seedable generator (Steele, Lea and Flood's SplitMix64):
/// the bench scenes, the Set game's shuffle and the seeded randomized
/// tests draw from it, so a seed repeats a run exactly.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SplitMix64 {
    /// The seed a randomized test runs with: `LAYER_ANIMATION_SEED` from
    /// the environment when it is a number (to try another run), else `fallback`.
    public static func testSeed(_ fallback: UInt64) -> UInt64 {
        ProcessInfo.processInfo.environment["LAYER_ANIMATION_SEED"].flatMap(UInt64.init) ?? fallback
    }
}
