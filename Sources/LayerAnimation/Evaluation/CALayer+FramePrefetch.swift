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
    static func prefetchFrames(after index: Int, of children: [CALayer], flatFrames: UnsafePointer<FlatFrame>?) {
        let count = children.count
        if index + 4 < count { prefetchObject(of: children, at: index + 4) }
        if index + 3 < count {
            Unmanaged.passUnretained(children[index + 3])._withUnsafeGuaranteedRef { $0.frameStateBuffer.prefetchState() }
        }
        // A flat frame holds what the animations' stages would bring.
        if index + 2 < count && !(flatFrames?[index + 2].isFlat ?? false) {
            Unmanaged.passUnretained(children[index + 2])._withUnsafeGuaranteedRef { $0.frameStateBuffer.prefetchEntries() }
        }
        if index + 1 < count && !(flatFrames?[index + 1].isFlat ?? false) {
            Unmanaged.passUnretained(children[index + 1])._withUnsafeGuaranteedRef {
                $0.frameStateBuffer.prefetchFirstAnimationsParts()
            }
        }
    }

    /// The first two lines of the object of `children[index]` (the fields a walk reads first).
    @inline(__always)
    static func prefetchObject(of children: [CALayer], at index: Int) {
        let object = UnsafeRawPointer(Unmanaged.passUnretained(children[index]).toOpaque())
        prefetch_for_reading(object)
        prefetch_for_reading(object + 64)
    }
}

extension LayerFrameStateBuffer {
    /// The state's first lines (clock, animations, flags) and the presented transform.
    @inline(__always)
    fileprivate func prefetchState() {
        let base = UnsafeRawPointer(state)
        prefetch_for_reading(base)
        prefetch_for_reading(base + 64)
        // Offsets written in place fold to constants (a `static let` costs a check each use).
        // Its last byte too: only 16-byte aligned, it may reach into a third line.
        let transform = UnsafeRawPointer(presented) + MemoryLayout<CALayerProperties>.offset(of: \.transform)!
        prefetch_for_writing(transform)
        prefetch_for_writing(transform + 64)
        prefetch_for_writing(transform + MemoryLayout<CATransform3D>.size - 1)
    }

    /// The first lines of the animations (the first one's timing and kind).
    @inline(__always)
    fileprivate func prefetchEntries() {
        // `span` borrows the array in place: nothing copied or retained.
        state.pointee.entries.span.withUnsafeBufferPointer { Self.prefetchStart(of: $0, lines: 3) }
    }

    /// The steps or children the first animation points to.
    @inline(__always)
    fileprivate func prefetchFirstAnimationsParts() {
        state.pointee.entries.span.withUnsafeBufferPointer { entries in
            // An empty array's address is past its storage: nothing to read there.
            guard !entries.isEmpty, let first = entries.baseAddress else { return }
            first.pointee.compiled.run.span.withUnsafeBufferPointer { Self.prefetchStart(of: $0, lines: 2) }
            first.pointee.compiled.children.span.withUnsafeBufferPointer { Self.prefetchStart(of: $0, lines: 2) }
        }
    }

    /// The first `lines` cache lines of `elements`, if there are any.
    @inline(__always)
    private static func prefetchStart<Element>(of elements: UnsafeBufferPointer<Element>, lines: Int) {
        // An empty array's address is past its storage: nothing to read there.
        guard !elements.isEmpty, let first = elements.baseAddress else { return }
        let base = UnsafeRawPointer(first)
        for line in 0..<lines { prefetch_for_reading(base + 64 * line) }
    }
}
