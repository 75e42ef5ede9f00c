extension CompiledAnimation {
    /// A group compiled from `children`. When the group is linear and holds,
    /// once alike children are coalesced, one child that spans it exactly
    /// (a group whose children leave their duration unset, the common case),
    /// it is compiled as that child in the group's own timing.
    ///
    /// Inside such a group the child's time and progress are the group's,
    /// so each frame skips the child's timing sample and the group's walk,
    /// and shows the same numbers bit for bit (`GroupTimeTests`).
    static func group(timing: ActiveTiming, easing: Easing, children: ContiguousArray<CompiledAnimation>)
        -> CompiledAnimation {
        let group = CompiledAnimation(timing: timing, easing: easing, body: .group(children))
        guard group.easingIsLinear, group.children.count == 1,
              group.children[0].spansGroup(ofDuration: timing.duration) else { return group }
        // The child as compiled, in the group's timing: its steps stay where
        // they were made, beside the layer's other blocks (compiled again,
        // they were allocated anew, apart, and a frame waited on them).
        var child = group.children[0]
        child.timing = timing
        child.standsForLinearGroup = true
        return child
    }

    /// Whether this child gives the same values run in its group's timing:
    /// it begins with the group, at speed 1 and no offset, lasts the
    /// group's one iteration without repeating or reversing (so its time is
    /// the group's iteration time and its progress the group's), and it
    /// writes plain values, which do not read the iteration (a cumulative
    /// one would see the group's iterations instead of its own 0).
    private func spansGroup(ofDuration groupDuration: Double) -> Bool {
        guard timing.isPlain, timing.duration == groupDuration else { return false }
        switch kind {
        case .scalar: return step.isPlain
        case .scalarRun: return run.allSatisfy(\.isPlain)
        default: return false
        }
    }
}
