import Foundation

/// `(cos(angle), sin(angle))` from one range reduction, for composing
/// rotations (a frame needs both of every animated angle).
///
/// Method: subtract the nearest multiple of π/2 (Cody–Waite, π/2 split in
/// two parts so the product is exact for |angle| < 10⁶), then evaluate
/// fdlibm's minimax polynomials for sine and cosine on [-π/4, π/4] and
/// swap or negate by quadrant. Against Foundation's `cos` and `sin`: within
/// 1 ulp for |angle| ≤ 8, 2 ulp up to 10⁶ (10⁻²⁰ absolute where they cross
/// zero: the split π/2 is that close); larger angles, infinities and NaN
/// are left to Foundation.
@inline(__always)
func cosineAndSine(_ angle: Double) -> (cos: Double, sin: Double) {
    guard abs(angle) < 1e6 else { return (cos(angle), sin(angle)) }
    // Adding and subtracting 1.5·2^52 rounds to the nearest integer without a libm call.
    let roundingBias = 0x1.8p52
    let quadrants = (angle * (2 / Double.pi) + roundingBias) - roundingBias
    let r = (angle - quadrants * 1.57079632673412561417e+00) - quadrants * 6.07710050650619224932e-11
    let z = r * r
    let sine = r + r * z * (-1.66666666666666324348e-01 + z * (8.33333333332248946124e-03
        + z * (-1.98412698298579493134e-04 + z * (2.75573137070700676789e-06
        + z * (-2.50507602534068634195e-08 + z * 1.58969099521155010221e-10)))))
    let cosineTail = z * z * (4.16666666666666019037e-02 + z * (-1.38888888888741095749e-03
        + z * (2.48015872894767294178e-05 + z * (-2.75573143513906633035e-07
        + z * (2.08757232129817482790e-09 + z * -1.13596475577881948265e-11)))))
    // 1 - z/2 rounded, plus what that rounding lost (fdlibm's way to keep cosine within 1 ulp).
    let halfZ = 0.5 * z, w = 1 - halfZ
    let cosine = w + (((1 - w) - halfZ) + cosineTail)
    switch Int(quadrants) & 3 {
    case 0: return (cosine, sine)
    case 1: return (-sine, cosine)
    case 2: return (-cosine, -sine)
    default: return (sine, -cosine)
    }
}
