import CPrefetch

/// The frame's walk over a layer's sublayers asks for each one's memory a
/// few sublayers before its turn, one level of its pointers a step: its
/// object, then its frame state (and the transform it will write), then
/// its animations, then what the first animation points to.
///
/// A layer's frame reads a few lines from each of these separate heap
/// blocks, and each read waits for the one before it: with many layers
/// (more than the caches hold, or caches shared with other work) the
/// frame is mostly that waiting. Asked for early, the lines arrive while
/// earlier sublayers are evaluated (`docs/performance.md`). The hints
/// read nothing and fault on no address; the stages read only the pointers
/// that lead to them, and no result changes.
extension CALayer {
    /// Asks for what the frames of the sublayers after `index` will read.
    /// Each stage reads only pointers that the stage before it asked for,
    /// one sublayer earlier, so no stage waits.
    @inline(__always)
    static func prefetchFrames(after index: Int, of children: [CALayer]) {
        let count = children.count
        if index + 4 < count {
            let object = UnsafeRawPointer(Unmanaged.passUnretained(children[index + 4]).toOpaque())
            prefetch_for_reading(object)
            prefetch_for_reading(object + 64)
        }
        if index + 3 < count {
            Unmanaged.passUnretained(children[index + 3])._withUnsafeGuaranteedRef { $0.frameStateBuffer.prefetchState() }
        }
        if index + 2 < count {
            Unmanaged.passUnretained(children[index + 2])._withUnsafeGuaranteedRef { $0.frameStateBuffer.prefetchEntries() }
        }
        if index + 1 < count {
            Unmanaged.passUnretained(children[index + 1])._withUnsafeGuaranteedRef {
                $0.frameStateBuffer.prefetchFirstAnimationsParts()
            }
        }
    }
}

extension LayerFrameStateBuffer {
    /// The state's first lines (clock, animations, flags) and the presented transform.
    @inline(__always)
    fileprivate func prefetchState() {
        let base = UnsafeRawPointer(state)
        prefetch_for_reading(base)
        prefetch_for_reading(base + 64)
        // Worked out in place from the types' layout, a constant once optimized:
        // kept in a `static let`, it cost a lazy-initialization check (`swift_once`)
        // each layer-frame.
        let transform = base + MemoryLayout<LayerFrameState>.offset(of: \.presented)!
            + MemoryLayout<CALayerProperties>.offset(of: \.transform)!
        prefetch_for_writing(transform)
        prefetch_for_writing(transform + 64)
    }

    /// The first lines of the animations (the first one's timing and kind).
    @inline(__always)
    fileprivate func prefetchEntries() {
        // `span` borrows the array in place: nothing copied or retained.
        state.pointee.entries.span.withUnsafeBufferPointer { entries in
            guard !entries.isEmpty, let first = entries.baseAddress else { return }
            let base = UnsafeRawPointer(first)
            prefetch_for_reading(base)
            prefetch_for_reading(base + 64)
            prefetch_for_reading(base + 128)
        }
    }

    /// The steps or children the first animation points to.
    @inline(__always)
    fileprivate func prefetchFirstAnimationsParts() {
        state.pointee.entries.span.withUnsafeBufferPointer { entries in
            // An empty array's address is past its storage: nothing to read there.
            guard !entries.isEmpty, let first = entries.baseAddress else { return }
            first.pointee.compiled.run.span.withUnsafeBufferPointer { steps in
                guard !steps.isEmpty, let step = steps.baseAddress else { return }
                prefetch_for_reading(step)
                prefetch_for_reading(UnsafeRawPointer(step) + 64)
            }
            first.pointee.compiled.children.span.withUnsafeBufferPointer { children in
                guard !children.isEmpty, let child = children.baseAddress else { return }
                prefetch_for_reading(child)
                prefetch_for_reading(UnsafeRawPointer(child) + 64)
            }
        }
    }
}
