import Foundation

/// Apple's affine spellings of ``CALayer/transform``.
extension CALayer {
    /// Sets ``transform`` to `m` (a 2D transform in the layer's plane).
    public func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    /// ``transform`` as a 2D transform (its affine part).
    public func affineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform)
    }
}
