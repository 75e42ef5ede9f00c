/// A layer's sublayers' ``FlatFrame``s, in the sublayers' order, in one
/// block: the frame walk reads them one after the other.
///
/// Made for the sublayers as they are when a frame finds that one of them
/// may use a flat frame (most layers' sublayers never get any), and
/// dropped by the layer whenever its sublayers change (``CALayer``'s
/// `takeSublayers` and `putBackSublayers`), so index `i` is always
/// sublayer `i` of the array the walk holds.
final class FlatFrames: ManagedBuffer<Int, FlatFrame> {
    /// Frames for `count` sublayers, none made yet.
    static func make(count: Int) -> FlatFrames {
        // `create` makes an instance of the class it is called on; the cast is checked once, per change of sublayers.
        let frames = create(minimumCapacity: count) { _ in count } as! FlatFrames
        frames.withUnsafeMutablePointerToElements { $0.initialize(repeating: FlatFrame(), count: count) }
        return frames
    }

    /// How many sublayers the frames are for.
    var count: Int { header }

    deinit {
        withUnsafeMutablePointers { count, frames in _ = frames.deinitialize(count: count.pointee) }
    }
}
