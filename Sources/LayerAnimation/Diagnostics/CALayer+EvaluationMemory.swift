extension CALayer {
    /// The bytes this layer holds to evaluate frames: the presentation a
    /// frame computes, its animation entries with their compiled forms, and
    /// its flat frame (``FlatFrame``, held by its superlayer once one of its
    /// sublayers may use one), each allocation counted as glibc's allocator places
    /// it (beyond Apple's API; `snowman bench` reports it).
    ///
    /// Not counted: the model values and the private animation copies that
    /// Core Animation's API keeps (``animation(forKey:)`` returns them).
    public var evaluationMemory: Int {
        var bytes = MemoryLayout<CALayerProperties>.stride
        let entries = frameState.entries
        if entries.capacity > 0 {
            bytes += Self.heapChunk(32 + entries.capacity * MemoryLayout<AnimationEntry>.stride)
        }
        for entry in entries { bytes += entry.compiled.heapBytes }
        if superlayer?.frameState.flatFrames != nil { bytes += MemoryLayout<FlatFrame>.stride }
        return bytes
    }

    /// The size of a glibc chunk holding `size` bytes: an 8-byte header,
    /// rounded up to 16, at least 32.
    static func heapChunk(_ size: Int) -> Int {
        max(32, (size + 8 + 15) & ~15)
    }
}

extension CompiledAnimation {
    /// Heap bytes owned by this compiled animation beyond its own struct.
    var heapBytes: Int {
        var bytes = 0
        if children.capacity > 0 {
            bytes += CALayer.heapChunk(32 + children.capacity * MemoryLayout<CompiledAnimation>.stride)
            bytes += children.reduce(0) { $0 + $1.heapBytes }
        }
        if run.capacity > 0 {
            bytes += CALayer.heapChunk(32 + run.capacity * MemoryLayout<ScalarStep>.stride)
        }
        // Objects: a 16-byte header and their fields (keyframe arrays not counted).
        if let track { bytes += track.objectBytes }
        if transition != nil { bytes += CALayer.heapChunk(16 + 2 * MemoryLayout<CATransitionType>.stride + 16) }
        return bytes
    }
}
