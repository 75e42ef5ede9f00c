/// A property animation whose values are not plain numbers: points, sizes,
/// rectangles, colours and keyframes (``VectorValue``), transforms, or a
/// path. Plain numbers are ``ScalarStep``s. Each case is an object, so a
/// compiled animation stays small.
enum PropertyTrack: Sendable {
    case vector(ValueTrack<VectorValue>)
    case transform(ValueTrack<CATransform3D>)
    /// Any number of numbers (a gradient's colours, a replicator's offsets).
    case array(ValueTrack<ArrayValue>)
    /// Along a path (point key paths only).
    case path(PathTrack)
    /// A transform made by a value function from interpolated numbers.
    case function(ValueFunctionTrack)

    /// The same track, for frames: its object used without a retain.
    var unretained: UnretainedPropertyTrack {
        switch self {
        case .vector(let track) where track.hasKeyframes: .vectorKeyframes(Unmanaged.passUnretained(track))
        case .vector(let track): .vector(Unmanaged.passUnretained(track))
        case .transform(let track): .transform(Unmanaged.passUnretained(track))
        case .array(let track): .array(Unmanaged.passUnretained(track))
        case .path(let track): .path(Unmanaged.passUnretained(track))
        case .function(let track): .function(Unmanaged.passUnretained(track))
        }
    }

    /// The layer fields this track writes (a path that turns the layer writes the transform too).
    var animatedFields: AnimatedFields {
        switch self {
        case .vector(let track): AnimatedFields(track.keyPath)
        case .transform(let track): AnimatedFields(track.keyPath)
        case .array(let track): AnimatedFields(track.keyPath)
        case .path(let track): track.rotation == nil ? AnimatedFields(track.keyPath)
                                                     : AnimatedFields(track.keyPath).union(.transform)
        case .function(let track): AnimatedFields(track.keyPath)
        }
    }

    /// The heap bytes of the track's object (its arrays not counted): a
    /// 16-byte header, the key path and flags (8), then its other fields.
    var objectBytes: Int {
        switch self {
        // The keyframes (a reference), then from, to and by.
        case .vector: CALayer.heapChunk(16 + 8 + 8 + 3 * MemoryLayout<VectorValue?>.stride)
        case .transform: CALayer.heapChunk(16 + 8 + 8 + 3 * MemoryLayout<CATransform3D?>.stride)
        case .array: CALayer.heapChunk(16 + 8 + 8 + 3 * MemoryLayout<ArrayValue?>.stride)
        // Three arrays (segments, starts, length tables) and the rotation.
        case .path: CALayer.heapChunk(16 + 8 + 3 * 8 + 8)
        // The key path, the function, two inputs, the keyframes and flags.
        case .function: CALayer.heapChunk(16 + 8 + 8 + 2 * MemoryLayout<VectorValue>.stride + 8 + 8)
        }
    }
}

/// A ``PropertyTrack`` as a frame applies it: the same object, not retained.
/// Reading a track that holds its object costs a retain and a release (two
/// atomic operations) each animation-frame; this one is plain data. Valid
/// while the compiled animation holding the ``PropertyTrack`` lives, which
/// is for as long as the animation is on its layer.
enum UnretainedPropertyTrack {
    /// Points, sizes, rectangles and colours from, to and by.
    case vector(Unmanaged<ValueTrack<VectorValue>>)
    /// The same, through keyframes: a case of its own, so the switch that
    /// picks the case picks the kind of track too (a test inside it was a
    /// second branch, mispredicted in a scene of different tracks).
    case vectorKeyframes(Unmanaged<ValueTrack<VectorValue>>)
    case transform(Unmanaged<ValueTrack<CATransform3D>>)
    case array(Unmanaged<ValueTrack<ArrayValue>>)
    case path(Unmanaged<PathTrack>)
    case function(Unmanaged<ValueFunctionTrack>)

    @inline(__always)
    func apply(progress: Double, iteration: Double, to state: inout EvaluationState) {
        switch self {
        case .vector(let track):
            track._withUnsafeGuaranteedRef { $0.applyEnds(progress: progress, iteration: iteration, to: &state) }
        case .vectorKeyframes(let track):
            track._withUnsafeGuaranteedRef { $0.applyKeyframes(progress: progress, iteration: iteration, to: &state) }
        case .transform(let track):
            track._withUnsafeGuaranteedRef { $0.apply(progress: progress, iteration: iteration, to: &state) }
        case .array(let track):
            track._withUnsafeGuaranteedRef { $0.apply(progress: progress, iteration: iteration, to: &state) }
        case .path(let track):
            track._withUnsafeGuaranteedRef { $0.apply(progress: progress, to: &state) }
        case .function(let track):
            track._withUnsafeGuaranteedRef { $0.apply(progress: progress, iteration: iteration, to: &state) }
        }
    }
}
