/// The children of a group that all animate plain numbers with one timing
/// and one easing (the common case): their timing and easing once, then
/// their steps, in a single allocation.
final class UniformChildren: ManagedBuffer<UniformChildren.Header, ScalarStep> {
    struct Header {
        let timing: ActiveTiming
        let easing: Easing
    }

    /// The uniform form of `children`, or nil when they are not uniform.
    static func make(_ children: ContiguousArray<CompiledAnimation>) -> UniformChildren? {
        guard let first = children.first,
              children.allSatisfy({ $0.kind == .scalar && $0.timing == first.timing && $0.easing == first.easing })
        else { return nil }
        let buffer = create(minimumCapacity: children.count) { _ in Header(timing: first.timing, easing: first.easing) }
        buffer.withUnsafeMutablePointerToElements { steps in
            for (index, child) in children.enumerated() { (steps + index).initialize(to: child.step) }
        }
        return unsafeDowncast(buffer, to: UniformChildren.self)
    }

    /// How many steps follow the header (set by `make`).
    private var count: Int { capacity }

    deinit {
        _ = withUnsafeMutablePointerToElements { $0.deinitialize(count: count) }
    }

    var animatedFields: AnimatedFields {
        withUnsafeMutablePointers { _, steps in
            (0..<count).reduce(into: []) { $0.formUnion(AnimatedFields(steps[$1].keyPath)) }
        }
    }

    /// Applies every step at `time`, the group's local time.
    @inline(__always)
    func apply(atGroupTime time: Double, to state: inout EvaluationState) {
        withUnsafeMutablePointers { header, steps in
            let sample = header.pointee.timing.sample(at: time, closedEnd: true)
            guard sample.isVisible else { return }
            let eased = header.pointee.easing.progress(sample)
            for index in 0..<count {
                ScalarStep.apply(steps[index], progress: eased, iteration: sample.iteration, to: &state)
            }
        }
    }
}
