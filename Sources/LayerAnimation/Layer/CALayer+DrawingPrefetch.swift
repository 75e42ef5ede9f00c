import CPrefetch
import Foundation

/// A renderer's walk over a layer's sublayers asks for what drawing each
/// one reads a few sublayers before its turn: its object (the sublayers,
/// the frame state's address), then the frame state's drawing traits and
/// the lines of the presentation a layer's drawing reads (its transform,
/// geometry and opacity, background colour, shadow).
///
/// With many layers these are spread over more memory than the caches
/// hold, and each layer's drawing waits for them in turn, as its frame
/// evaluation did before `CALayer+FramePrefetch.swift`. The hints read
/// nothing and fault on no address; the second stage reads only the
/// object's pointer to its state, asked for two sublayers earlier. The
/// check that decides whether the sublayers are drawn in order (all at
/// one z) walks ahead the same way.
extension CALayer {
    /// Asks for what drawing the sublayers after `index` will read.
    @inline(__always)
    package static func prefetchForDrawing(after index: Int, of children: [CALayer]) {
        let count = children.count
        if index + 4 < count { prefetchObject(of: children, at: index + 4) }
        if index + 2 < count {
            Unmanaged.passUnretained(children[index + 2])._withUnsafeGuaranteedRef {
                $0.frameStateBuffer.prefetchForDrawing()
            }
        }
    }

    /// Whether every one of `children` is presented at the first one's
    /// `zPosition` (then they are drawn in order, unsorted). Each read is
    /// asked for a few sublayers ahead: the object, then the presentation's
    /// line, which the walk would otherwise wait for one sublayer at a time.
    package static func sublayersShareZPosition(_ children: [CALayer]) -> Bool {
        let count = children.count
        guard count > 1 else { return true }
        // Unretained: `children` holds every child for the whole loop.
        func z(_ index: Int) -> CGFloat {
            Unmanaged.passUnretained(children[index])._withUnsafeGuaranteedRef { $0.unsafePresentedProperties.pointee.zPosition }
        }
        let first = z(0)
        for index in 1..<count {
            if index + 8 < count { prefetchObject(of: children, at: index + 8) }
            if index + 4 < count {
                Unmanaged.passUnretained(children[index + 4])._withUnsafeGuaranteedRef {
                    prefetch_for_reading(UnsafeRawPointer($0.frameStateBuffer.presented)
                        + MemoryLayout<CALayerProperties>.offset(of: \.zPosition)!)
                }
            }
            if z(index) != first { return false }
        }
        return true
    }
}

extension LayerFrameStateBuffer {
    /// The drawing traits and the presentation's lines that every layer's drawing reads.
    @inline(__always)
    fileprivate func prefetchForDrawing() {
        // By address, first and last byte: the state is only 16-byte aligned,
        // so where a field's lines begin moves with the heap's layout, and a
        // hint for a field's first byte misses its other line (the walk then
        // waited on the background colour's tag under some heap layouts).
        // Offsets written in place fold to constants (a `static let` costs a check each use).
        let traits = UnsafeRawPointer(state) + MemoryLayout<LayerFrameState>.offset(of: \.drawingTraits)!
        prefetch_for_reading(traits)
        prefetch_for_reading(traits + MemoryLayout<LayerDrawingTraits>.size - 1)
        // The properties from the transform to the shadow's opacity: every line.
        let presented = UnsafeRawPointer(presented)
        let end = MemoryLayout<CALayerProperties>.offset(of: \.shadow)! + MemoryLayout<Float>.size
        for offset in stride(from: 0, to: end, by: 64) { prefetch_for_reading(presented + offset) }
        prefetch_for_reading(presented + end - 1)
    }
}
