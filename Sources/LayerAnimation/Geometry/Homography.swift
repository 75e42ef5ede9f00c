import Foundation

/// How a layer's plane maps onto its superlayer's plane: a 3x3 projective
/// map (row vector `[x y 1]` times the matrix gives `[X Y W]`, the point
/// `(X/W, Y/W)`). A 3D transform followed by the superlayer's flattening
/// (z dropped) is exactly this: the rows and columns for x, y and w.
struct Homography {
    var m: (Double, Double, Double, Double, Double, Double, Double, Double, Double)

    static let identity = Homography(m: (1, 0, 0, 0, 1, 0, 0, 0, 1))

    /// The plane-to-plane part of `t` (its x, y and w rows and columns).
    init(_ t: CATransform3D) {
        m = (t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44)
    }

    init(m: (Double, Double, Double, Double, Double, Double, Double, Double, Double)) {
        self.m = m
    }

    /// `self` then `other`.
    func concatenating(_ o: Homography) -> Homography {
        let a = m, b = o.m
        return Homography(m: (a.0 * b.0 + a.1 * b.3 + a.2 * b.6, a.0 * b.1 + a.1 * b.4 + a.2 * b.7, a.0 * b.2 + a.1 * b.5 + a.2 * b.8,
                              a.3 * b.0 + a.4 * b.3 + a.5 * b.6, a.3 * b.1 + a.4 * b.4 + a.5 * b.7, a.3 * b.2 + a.4 * b.5 + a.5 * b.8,
                              a.6 * b.0 + a.7 * b.3 + a.8 * b.6, a.6 * b.1 + a.7 * b.4 + a.8 * b.7, a.6 * b.2 + a.7 * b.5 + a.8 * b.8))
    }

    /// The inverse, or nil when the plane is seen edge-on (no inverse).
    func inverted() -> Homography? {
        let (a, b, c, d, e, f, g, h, i) = m
        let (A, B, C) = (e * i - f * h, -(d * i - f * g), d * h - e * g)
        let determinant = a * A + b * B + c * C
        guard determinant.isFinite, abs(determinant) > 1e-12 else { return nil }
        let k = 1 / determinant
        return Homography(m: (A * k, -(b * i - c * h) * k, (b * f - c * e) * k,
                              B * k, (a * i - c * g) * k, -(a * f - c * d) * k,
                              C * k, -(a * h - b * g) * k, (a * e - b * d) * k))
    }

    /// The image of `p`; nil when it lies at or behind the eye (w <= 0).
    func apply(_ p: CGPoint) -> CGPoint? {
        let (x, y) = (Double(p.x), Double(p.y))
        let w = x * m.2 + y * m.5 + m.8
        guard w > 1e-12 else { return nil }
        let point = CGPoint(x: (x * m.0 + y * m.3 + m.6) / w, y: (x * m.1 + y * m.4 + m.7) / w)
        return point.x.isFinite && point.y.isFinite ? point : nil
    }
}

extension CALayer {
    /// How this layer's model plane maps onto its superlayer's (Core
    /// Animation's geometry, as the renderer draws it): about the anchor
    /// point, through `transform`, to `position`, then the superlayer's
    /// `sublayerTransform` about its anchor point, flattened.
    var toSuperlayer: Homography {
        let p = frameState.model
        let anchorX = p.bounds.origin.x + p.anchorPoint.x * p.bounds.width
        let anchorY = p.bounds.origin.y + p.anchorPoint.y * p.bounds.height
        var t = CATransform3DTranslate(CATransform3DIdentity, -anchorX, -anchorY, 0)
        t = CATransform3DConcat(t, p.transform)
        t = CATransform3DConcat(t, CATransform3DMakeTranslation(p.position.x, p.position.y, p.zPosition))
        if let parent = superlayer, parent.frameState.model.sublayerTransform != CATransform3DIdentity {
            let q = parent.frameState.model
            let (px, py) = (q.bounds.origin.x + q.anchorPoint.x * q.bounds.width, q.bounds.origin.y + q.anchorPoint.y * q.bounds.height)
            var about = CATransform3DMakeTranslation(-px, -py, 0)
            about = CATransform3DConcat(about, q.sublayerTransform)
            about = CATransform3DConcat(about, CATransform3DMakeTranslation(px, py, 0))
            t = CATransform3DConcat(t, about)
        }
        return Homography(t)
    }

    /// How this layer's plane maps onto the plane of `ancestor` (nil: the
    /// tree's top space, above its root).
    func toAncestor(_ ancestor: CALayer?) -> Homography {
        var map = Homography.identity
        var current: CALayer? = self
        while let layer = current, layer !== ancestor {
            map = map.concatenating(layer.toSuperlayer)
            current = layer.superlayer
        }
        return map
    }

    /// `p`, in `layer`'s superlayer's coordinates, in `layer`'s own: one step down.
    func convertedPoint(_ p: CGPoint, fromSuperlayerOf layer: CALayer) -> CGPoint? {
        layer.toSuperlayer.inverted()?.apply(p)
    }

    /// `p` in this layer's coordinates mapped from `layer`'s (nil: the top
    /// space); nil when no point of this layer's plane lands there.
    func convertedPoint(_ p: CGPoint, from layer: CALayer?) -> CGPoint? {
        let common = layer.flatMap { commonAncestor(with: $0) }
        let up = layer?.toAncestor(common) ?? .identity
        guard let down = toAncestor(layer == nil ? nil : common).inverted(), let there = up.apply(p) else { return nil }
        return down.apply(there)
    }
}
