/// The children of a group that all animate plain numbers with one timing
/// and one easing (the common case): their timing and easing once, then
/// their steps, in a single allocation.
///
/// Never changed once made, so groups with identical children share one
/// (see `make(timing:easing:steps:)`): many layers playing the same group,
/// staggered by the group's own timing, then read their children from one
/// warm place in memory instead of one cold copy each.
final class UniformChildren: ManagedBuffer<UniformChildren.Header, ScalarStep> {
    struct Header {
        let timing: ActiveTiming
        let easing: Easing
        let count: Int
    }

    /// The last uniform children made on this thread, to share with the next
    /// identical ones (consecutive layers given the same group). Per thread,
    /// so no lock; kept only when small (`maximumSharedCount`), since it
    /// stays alive until replaced.
    private static let recent = ThreadLocalReference<UniformChildren>()
    /// Larger groups are rare and not worth keeping alive for sharing.
    private static let maximumSharedCount = 16

    /// Uniform children with `steps`: the ones made just before on this
    /// thread when they are identical, else a new buffer (shared next).
    static func make(timing: ActiveTiming, easing: Easing, steps: UnsafeBufferPointer<ScalarStep>) -> UniformChildren {
        guard steps.count <= maximumSharedCount else { return create(timing, easing, steps) }
        if let candidate = recent.value, candidate.isIdentical(timing, easing, steps) { return candidate }
        let made = create(timing, easing, steps)
        recent.value = made
        return made
    }

    /// The uniform form of compiled `children`, or nil when they are not uniform.
    static func make(_ children: ContiguousArray<CompiledAnimation>) -> UniformChildren? {
        guard let first = children.first,
              children.allSatisfy({ $0.kind == .scalar && $0.timing == first.timing && $0.easing == first.easing })
        else { return nil }
        return withUnsafeTemporaryAllocation(of: ScalarStep.self, capacity: children.count) { steps in
            _ = steps.initialize(from: children.lazy.map(\.step))
            return make(timing: first.timing, easing: first.easing, steps: UnsafeBufferPointer(steps))
        }
    }

    private static func create(_ timing: ActiveTiming, _ easing: Easing,
                               _ steps: UnsafeBufferPointer<ScalarStep>) -> UniformChildren {
        let buffer = create(minimumCapacity: steps.count) { _ in
            Header(timing: timing, easing: easing, count: steps.count)
        }
        buffer.withUnsafeMutablePointerToElements { $0.initialize(from: steps.baseAddress!, count: steps.count) }
        return unsafeDowncast(buffer, to: UniformChildren.self)
    }

    /// Timed and eased equally, with the same steps bit for bit.
    private func isIdentical(_ timing: ActiveTiming, _ easing: Easing, _ other: UnsafeBufferPointer<ScalarStep>) -> Bool {
        withUnsafeMutablePointers { header, steps in
            header.pointee.count == other.count && header.pointee.timing == timing && header.pointee.easing == easing
                && other.indices.allSatisfy { steps[$0].isIdentical(to: other[$0]) }
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
