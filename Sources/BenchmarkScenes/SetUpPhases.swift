/// Where a scene's set-up spends its time, when asked for
/// (`snowman bench --set-up-phases`): making the layers, the scene making
/// their animations through the public API, and `add` copying and
/// compiling them. Measured inside the same loop, so each phase meets the
/// heap and the caches as the whole set-up does. Off by default: the clock
/// reads would be counted in set-up's instruction ceiling.
public final class SetUpPhases {
    /// Seconds in each phase, summed over the layers.
    public private(set) var makingLayers = 0.0, makingAnimations = 0.0, addingAnimations = 0.0
    let now: () -> Double

    /// `now`: a monotonic clock in seconds (not the media clock, which a
    /// manual clock may hold still during set-up).
    public init(clock now: @escaping () -> Double) {
        self.now = now
    }

    /// One layer's phases, from the clock's readings at their boundaries.
    func record(start: Double, layerMade: Double, animationsMade: Double, end: Double) {
        makingLayers += layerMade - start
        makingAnimations += animationsMade - layerMade
        addingAnimations += end - animationsMade
    }
}
