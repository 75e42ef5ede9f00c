import Foundation
import LayerAnimation

/// A point of a layer's plane mapped through a 4x4 row-vector matrix,
/// before the divide by w.
struct ProjectedPoint {
    var x: Double, y: Double, w: Double

    /// The screen position (x/w, y/w).
    var screen: (x: Double, y: Double) { (x / w, y / w) }
}

extension CATransform3D {
    /// Maps (x, y, 0, 1) of a layer's plane.
    @inline(__always)
    func project(_ x: Double, _ y: Double) -> ProjectedPoint {
        ProjectedPoint(x: x * m11 + y * m21 + m41, y: x * m12 + y * m22 + m42, w: x * m14 + y * m24 + m44)
    }

    /// Drops the z output: a layer is flattened into its superlayer's plane.
    var flattened: CATransform3D {
        var t = self
        (t.m13, t.m23, t.m33, t.m43) = (0, 0, 0, 0)
        return t
    }
}

/// How a layer maps into its superlayer's plane, Core Animation's way:
/// about its anchor point, through `transform`, to `position` (and
/// `zPosition`), then through the superlayer's `sublayerTransform` about
/// the superlayer's anchor point.
func layerToParent(_ p: CALayerProperties, parent: CALayerProperties?) -> CATransform3D {
    let anchorX = p.bounds.origin.x + p.anchorPoint.x * p.bounds.width
    let anchorY = p.bounds.origin.y + p.anchorPoint.y * p.bounds.height
    var m = CATransform3DMakeTranslation(-anchorX, -anchorY, 0)
    if !CATransform3DIsIdentity(p.transform) { m = CATransform3DConcat(m, p.transform) }
    m = CATransform3DConcat(m, CATransform3DMakeTranslation(p.position.x, p.position.y, p.zPosition))
    if let parent, !CATransform3DIsIdentity(parent.sublayerTransform) {
        let px = parent.bounds.origin.x + parent.anchorPoint.x * parent.bounds.width
        let py = parent.bounds.origin.y + parent.anchorPoint.y * parent.bounds.height
        m = CATransform3DConcat(m, CATransform3DMakeTranslation(-px, -py, 0))
        m = CATransform3DConcat(m, parent.sublayerTransform)
        m = CATransform3DConcat(m, CATransform3DMakeTranslation(px, py, 0))
    }
    return m.flattened
}
