import Foundation

/// A transform as the scalars its sub-key paths animate: scale, then rotation
/// about x, then y, then z, then translation (our documented order).
///
/// Angles are kept as given, so 4π means two turns; composing turns them
/// into a matrix only at the end.
struct TransformComponents: Equatable, Sendable {
    var scale: (x: Double, y: Double, z: Double) = (1, 1, 1)
    var rotation: (x: Double, y: Double, z: Double) = (0, 0, 0)
    var translation: (x: Double, y: Double, z: Double) = (0, 0, 0)

    static func == (a: TransformComponents, b: TransformComponents) -> Bool {
        a.scale == b.scale && a.rotation == b.rotation && a.translation == b.translation
    }

    /// Whether ``compose(into:)`` is sure to give finite entries: every
    /// component finite (`x * 0` is 0 only for a finite `x`), and no scale so
    /// large that its product with a sum of two products of sines and
    /// cosines (at most 2) overflows. Cheaper than checking the 16 entries.
    @inline(__always)
    var composesFinite: Bool {
        let zero = (scale.x * 0 + scale.y * 0 + scale.z * 0) + (rotation.x * 0 + rotation.y * 0 + rotation.z * 0)
            + (translation.x * 0 + translation.y * 0 + translation.z * 0)
        let limit = 0x1p1000
        return zero == 0 && abs(scale.x) <= limit && abs(scale.y) <= limit && abs(scale.z) <= limit
    }

    /// `S * Rx * Ry * Rz * T` in the row-vector convention.
    var transform: CATransform3D {
        var t = CATransform3DIdentity
        compose(into: &t)
        return t
    }

    /// Writes ``transform`` into `t` in place (the frame loop's way: no 128-byte copy).
    @inline(__always)
    func compose(into t: inout CATransform3D) {
        (t.m14, t.m24, t.m34, t.m44) = (0, 0, 0, 1)
        (t.m41, t.m42, t.m43) = (translation.x, translation.y, translation.z)
        let (sx, sy, sz) = scale
        if rotation == (0, 0, 0) {
            (t.m11, t.m12, t.m13) = (sx, 0, 0)
            (t.m21, t.m22, t.m23) = (0, sy, 0)
            (t.m31, t.m32, t.m33) = (0, 0, sz)
            return
        }
        // A turn about one axis (the usual case) skips the other two: with
        // their cos and sin as literal 1 and 0 the products fold exactly
        // (x * 1 is x; x * 0 keeps its sign of zero, so results are unchanged).
        if rotation.y == 0 && rotation.z == 0 {
            let (ca, sa) = cosineAndSine(rotation.x)
            Self.fill(&t, scale: scale, ca: ca, sa: sa, cb: 1, sb: 0, cc: 1, sc: 0)
        } else if rotation.x == 0 && rotation.y == 0 {
            let (cc, sc) = cosineAndSine(rotation.z)
            Self.fill(&t, scale: scale, ca: 1, sa: 0, cb: 1, sb: 0, cc: cc, sc: sc)
        } else {
            // sin and cos only of the angles that are not zero, both from one reduction.
            @inline(__always) func cosSin(_ angle: Double) -> (Double, Double) {
                angle == 0 ? (1, 0) : cosineAndSine(angle)
            }
            let (ca, sa) = cosSin(rotation.x), (cb, sb) = cosSin(rotation.y), (cc, sc) = cosSin(rotation.z)
            Self.fill(&t, scale: scale, ca: ca, sa: sa, cb: cb, sb: sb, cc: cc, sc: sc)
        }
    }

    /// Rows of Rx * Ry * Rz, each scaled by its axis' scale factor.
    @inline(__always)
    private static func fill(_ t: inout CATransform3D, scale: (x: Double, y: Double, z: Double),
                             ca: Double, sa: Double, cb: Double, sb: Double, cc: Double, sc: Double) {
        let (sx, sy, sz) = scale
        (t.m11, t.m12, t.m13) = (sx * cb * cc, sx * cb * sc, -sx * sb)
        (t.m21, t.m22, t.m23) = (sy * (sa * sb * cc - ca * sc), sy * (sa * sb * sc + ca * cc), sy * sa * cb)
        (t.m31, t.m32, t.m33) = (sz * (ca * sb * cc + sa * sc), sz * (ca * sb * sc - sa * cc), sz * ca * cb)
    }

    /// Decomposes a transform without perspective; nil for one with
    /// perspective or a zero scale, which these components cannot express.
    init?(_ t: CATransform3D) {
        if t == CATransform3DIdentity { return }
        guard t.m14 == 0, t.m24 == 0, t.m34 == 0, t.m44 == 1 else { return nil }
        var rows = [[t.m11, t.m12, t.m13], [t.m21, t.m22, t.m23], [t.m31, t.m32, t.m33]]
        var scales = rows.map { ($0[0] * $0[0] + $0[1] * $0[1] + $0[2] * $0[2]).squareRoot() }
        guard scales.allSatisfy({ $0 > 1e-12 }) else { return nil }
        for i in 0..<3 { rows[i] = rows[i].map { $0 / scales[i] } }
        let determinant = rows[0][0] * (rows[1][1] * rows[2][2] - rows[1][2] * rows[2][1])
            - rows[0][1] * (rows[1][0] * rows[2][2] - rows[1][2] * rows[2][0])
            + rows[0][2] * (rows[1][0] * rows[2][1] - rows[1][1] * rows[2][0])
        if determinant < 0 {  // a mirror: give it to the x scale
            scales[0] = -scales[0]
            rows[0] = rows[0].map { -$0 }
        }
        // R = Rx(a) Ry(b) Rz(c): R13 = -sin b, R23 = sin a cos b, R33 = cos a cos b,
        // R12 = cos b sin c, R11 = cos b cos c.
        let sinB = min(max(-rows[0][2], -1), 1)
        let b = asin(sinB)
        let a: Double, c: Double
        if abs(cos(b)) > 1e-9 {
            a = atan2(rows[1][2], rows[2][2])
            c = atan2(rows[0][1], rows[0][0])
        } else {  // gimbal lock: put the whole remaining turn on x
            c = 0
            a = atan2(rows[1][0] * sinB, rows[1][1])
        }
        scale = (scales[0], scales[1], scales[2])
        rotation = (a, b, c)
        translation = (t.m41, t.m42, t.m43)
    }

    init() {}
}
