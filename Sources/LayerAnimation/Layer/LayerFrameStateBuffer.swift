/// A layer's ``LayerFrameState`` in a buffer of its own, reached through its
/// address.
///
/// A stored `var` of a class pays Swift's run-time exclusivity check at
/// every access the compiler cannot prove alone: a call into the runtime
/// and a thread-local lookup, more than half of a frame's work for a layer
/// without animations. Through this buffer the access is a load. What the
/// check guarded (no access to a layer's state while it is being changed)
/// still holds by construction: the state's own methods never call out of
/// the engine (delegates hear of a frame after it), and debug builds check
/// it at every access (``CALayer/frameState``).
final class LayerFrameStateBuffer: ManagedBuffer<LayerFrameState, Void> {
    /// A buffer holding a fresh state.
    static func make() -> LayerFrameStateBuffer {
        // `create` makes an instance of the class it is called on; the cast is checked once, per layer.
        create(minimumCapacity: 0) { _ in LayerFrameState() } as! LayerFrameStateBuffer
    }

    /// The state's address, valid while the buffer lives (its layer holds it for life).
    @inline(__always)
    var state: UnsafeMutablePointer<LayerFrameState> {
        withUnsafeMutablePointerToHeader { $0 }
    }

    /// The presentation's address, valid while the buffer lives: what a
    /// renderer reads of every layer, without a call or a copy. (The offset
    /// is a constant once optimized; kept in a `static let`, it cost a
    /// lazy-initialization check at each use.)
    @inline(__always)
    var presented: UnsafePointer<CALayerProperties> {
        (UnsafeRawPointer(state) + MemoryLayout<LayerFrameState>.offset(of: \.presented)!)
            .assumingMemoryBound(to: CALayerProperties.self)
    }
}

extension CALayer {
    /// The animations and what frames need to know about them; only its own
    /// methods change it, which keeps it consistent.
    var frameState: LayerFrameState {
        // An address, not a `_read` coroutine: unoptimized builds yielded a
        // copy of the whole state from the coroutine's frame, freed before
        // the reader had finished with it (AddressSanitizer).
        @inline(__always) unsafeAddress {
            let state = frameStateBuffer.state
            #if DEBUG
            precondition(!state.pointee.isBeingChanged, "a layer's frame state read while it changes")
            #endif
            return UnsafePointer(state)
        }
        @inline(__always) _modify {
            let state = frameStateBuffer.state
            #if DEBUG
            precondition(!state.pointee.isBeingChanged, "a layer's frame state changed while it changes")
            state.pointee.isBeingChanged = true
            defer { state.pointee.isBeingChanged = false }
            #endif
            yield &state.pointee
        }
    }
}
