/// The children of a group that all animate plain numbers with one timing
/// and one easing (the common case): their timing and easing once, then
/// their steps, in a single allocation.
final class UniformChildren: ManagedBuffer<UniformChildren.Header, ScalarStep> {
    struct Header {
        let timing: ActiveTiming
        let easing: Easing
        /// Steps stored so far (the buffer's capacity may be larger).
        var count = 0
    }

    /// An empty buffer for `capacity` steps; fill it with `append`.
    static func make(timing: ActiveTiming, easing: Easing, capacity: Int) -> UniformChildren {
        let buffer = create(minimumCapacity: capacity) { _ in Header(timing: timing, easing: easing) }
        return unsafeDowncast(buffer, to: UniformChildren.self)
    }

    /// The uniform form of compiled `children`, or nil when they are not uniform.
    static func make(_ children: ContiguousArray<CompiledAnimation>) -> UniformChildren? {
        guard let first = children.first,
              children.allSatisfy({ $0.kind == .scalar && $0.timing == first.timing && $0.easing == first.easing })
        else { return nil }
        let buffer = make(timing: first.timing, easing: first.easing, capacity: children.count)
        for child in children { buffer.append(child.step) }
        return buffer
    }

    /// Adds a step (at most the capacity asked for in `make`).
    func append(_ step: ScalarStep) {
        withUnsafeMutablePointers { header, steps in
            (steps + header.pointee.count).initialize(to: step)
            header.pointee.count += 1
        }
    }

    deinit {
        _ = withUnsafeMutablePointers { header, steps in steps.deinitialize(count: header.pointee.count) }
    }

    var animatedFields: AnimatedFields {
        withUnsafeMutablePointers { header, steps in
            (0..<header.pointee.count).reduce(into: []) { $0.formUnion(steps[$1].slot.field) }
        }
    }

    /// Applies every step at `time`, the group's local time.
    @inline(__always)
    func apply(atGroupTime time: Double, to state: inout EvaluationState) {
        withUnsafeMutablePointers { header, steps in
            let sample = header.pointee.timing.sample(at: time, closedEnd: true)
            guard sample.isVisible else { return }
            let eased = header.pointee.easing.progress(sample)
            for index in 0..<header.pointee.count {
                ScalarStep.apply(steps[index], progress: eased, iteration: sample.iteration, to: &state)
            }
        }
    }
}
