/// A group's run of plain steps on transform components (a scale, turn and
/// move timed alike, the common group), folded when the animation is added:
/// for each component, the last step that writes it, in the components'
/// order, and a bit per component written.
///
/// Such steps only overwrite and never read, so writing each component's
/// last value once gives what the run gave, and a frame does it without a
/// switch over slots.
struct ComponentRun {
    /// Bit `n` set: component `n` is written, in the order scale x, y, z,
    /// rotation x, y, z, translation x, y, z.
    let lanes: UInt16
    /// The steps of the written components, in that order (a step on
    /// `transform.scale` split into its three).
    let steps: ContiguousArray<ScalarStep>

    /// The fold of `run`; nil unless every step is plain and writes a component.
    init?(_ run: some Collection<ScalarStep>) {
        guard !run.isEmpty, run.allSatisfy({ $0.isPlain && $0.slot.isTransformComponent }) else { return nil }
        var last = [ScalarStep?](repeating: nil, count: 9)
        for step in run {
            if step.slot == .scaleAll {
                for slot in [ScalarSlot.scaleX, .scaleY, .scaleZ] { last[Self.lane(of: slot)] = step.writing(slot) }
            } else {
                last[Self.lane(of: step.slot)] = step
            }
        }
        lanes = last.indices.reduce(0) { last[$1] == nil ? $0 : $0 | 1 << $1 }
        steps = ContiguousArray(last.compactMap { $0 })
    }

    /// A component slot's place in the order above (`scaleAll` has none).
    private static func lane(of slot: ScalarSlot) -> Int {
        Int(slot.rawValue) - (slot.rawValue > ScalarSlot.scaleAll.rawValue ? 1 : 0)
    }

    /// Writes the folded `steps` of `lanes` at `progress` into `components`:
    /// one test a component, in order, each written step's value taken in turn.
    @inline(__always)
    static func apply(_ steps: borrowing Span<ScalarStep>, lanes: UInt16, progress: Double,
                      to components: inout TransformComponents) {
        var next = 0
        @inline(__always) func value() -> Double {
            defer { next += 1 }
            return steps[next].value + steps[next].delta * progress
        }
        if lanes & 1 << 0 != 0 { components.scale.x = value() }
        if lanes & 1 << 1 != 0 { components.scale.y = value() }
        if lanes & 1 << 2 != 0 { components.scale.z = value() }
        if lanes & 1 << 3 != 0 { components.rotation.x = value() }
        if lanes & 1 << 4 != 0 { components.rotation.y = value() }
        if lanes & 1 << 5 != 0 { components.rotation.z = value() }
        if lanes & 1 << 6 != 0 { components.translation.x = value() }
        if lanes & 1 << 7 != 0 { components.translation.y = value() }
        if lanes & 1 << 8 != 0 { components.translation.z = value() }
    }
}
