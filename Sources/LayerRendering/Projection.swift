import Foundation
import LayerAnimation

/// A point of a layer's plane mapped through a 4x4 row-vector matrix,
/// before the divide by w.
struct ProjectedPoint {
    let x: Double, y: Double, w: Double
    /// The screen position (x/w, y/w), divided once, when projected: the
    /// drawing of a layer reads each corner's several times, and worked out
    /// at each read, these divisions were its walk's hottest spot.
    let screen: (x: Double, y: Double)

    init(x: Double, y: Double, w: Double) {
        (self.x, self.y, self.w) = (x, y, w)
        screen = (x / w, y / w)
    }
}

/// A rectangle's four corners projected: its minimum corner, then round
/// through (max x, min y), its maximum corner and (min x, max y).
typealias ProjectedQuad = (ProjectedPoint, ProjectedPoint, ProjectedPoint, ProjectedPoint)

/// Whether every corner is in front of the eye (w > 0, with a margin).
@inline(__always)
func isInFront(_ c: ProjectedQuad) -> Bool {
    c.0.w > 1e-6 && c.1.w > 1e-6 && c.2.w > 1e-6 && c.3.w > 1e-6
}

extension CATransform3D {
    /// Maps (x, y, 0, 1) of a layer's plane.
    @inline(__always)
    func project(_ x: Double, _ y: Double) -> ProjectedPoint {
        ProjectedPoint(x: x * m11 + y * m21 + m41, y: x * m12 + y * m22 + m42, w: x * m14 + y * m24 + m44)
    }

    /// The corners of `r`, a rectangle of a layer's plane, mapped.
    @inline(__always)
    func corners(of r: CGRect) -> ProjectedQuad {
        (project(r.minX, r.minY), project(r.maxX, r.minY), project(r.maxX, r.maxY), project(r.minX, r.maxY))
    }

    /// `translate(x, y, 0) * self`: cheaper than a full product.
    @inline(__always)
    func translatedBefore(_ x: Double, _ y: Double) -> CATransform3D {
        var t = self
        t.m41 += x * m11 + y * m21
        t.m42 += x * m12 + y * m22
        t.m43 += x * m13 + y * m23
        t.m44 += x * m14 + y * m24
        return t
    }

    /// `F * self`: F zeroes the z row, flattening what maps through it onto
    /// the layer's plane (the space sublayers and masks map into).
    @inline(__always)
    var flattened: CATransform3D {
        var flat = self
        (flat.m31, flat.m32, flat.m33, flat.m34) = (0, 0, 0, 0)
        return flat
    }

    /// `self * translate(x, y, z)`: cheaper than a full product.
    @inline(__always)
    func translatedAfter(_ x: Double, _ y: Double, _ z: Double) -> CATransform3D {
        var t = self
        t.m11 += m14 * x; t.m12 += m14 * y; t.m13 += m14 * z
        t.m21 += m24 * x; t.m22 += m24 * y; t.m23 += m24 * z
        t.m31 += m34 * x; t.m32 += m34 * y; t.m33 += m34 * z
        t.m41 += m44 * x; t.m42 += m44 * y; t.m43 += m44 * z
        return t
    }
}

/// How a layer maps into its superlayer's plane, Core Animation's way:
/// about its anchor point, through `transform`, to `position` (and `zPosition`).
@inline(__always)
func layerToParent(_ p: CALayerProperties) -> CATransform3D {
    let (anchorX, anchorY) = anchor(p)
    return p.transform.translatedBefore(-anchorX, -anchorY).translatedAfter(p.position.x, p.position.y, p.zPosition)
}

/// The space a layer's sublayers map into, computed once for all of them:
/// its `sublayerTransform` about its anchor point, the flattening into its
/// plane (F, which drops z), then the layer's own mapping `matrix`.
/// A sublayer's mapping is then `layerToParent(sublayer) * space`.
@inline(__always)
func sublayerSpace(_ p: CALayerProperties, matrix: CATransform3D) -> CATransform3D {
    sublayerSpace3D(p, matrix: matrix.flattened)
}

/// The same without the flattening: for a transform layer, whose
/// sublayers keep their depth.
@inline(__always)
func sublayerSpace3D(_ p: CALayerProperties, matrix: CATransform3D) -> CATransform3D {
    guard !CATransform3DIsIdentity(p.sublayerTransform) else { return matrix }
    let (px, py) = anchor(p)
    let about = p.sublayerTransform.translatedBefore(-px, -py).translatedAfter(px, py, 0)
    return CATransform3DConcat(about, matrix)
}

/// The anchor point in the layer's own coordinates (its bounds).
@inline(__always)
private func anchor(_ p: CALayerProperties) -> (x: Double, y: Double) {
    (p.bounds.origin.x + p.anchorPoint.x * p.bounds.width, p.bounds.origin.y + p.anchorPoint.y * p.bounds.height)
}
