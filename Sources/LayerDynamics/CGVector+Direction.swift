import Foundation
import LayerAnimation

/// Gravity's and a push's direction: a vector read and set as an angle and
/// a magnitude, with every value checked once here.
extension CGVector {
    /// The angle in radians (0 points along +x).
    var angle: CGFloat { atan2(dy, dx) }
    /// The length.
    var magnitude: CGFloat { hypot(dx, dy) }

    /// The vector of `magnitude` at `angle`: a non-finite angle is
    /// `fallbackAngle`, the magnitude finite and within the limit (each reported as `name`'s).
    static func direction(angle: CGFloat, magnitude: CGFloat, of name: String, fallbackAngle: CGFloat) -> CGVector {
        let angle = DynamicsDiagnostics.finite(angle, "\(name) angle", else: fallbackAngle)
        let magnitude = DynamicsDiagnostics.limited(magnitude, "\(name) magnitude", DynamicsDiagnostics.magnitudeLimit, else: 0)
        return CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    /// Each component finite and within the magnitude limit (reported as `name`'s).
    func limited(_ name: String) -> CGVector {
        let limit = DynamicsDiagnostics.magnitudeLimit
        return CGVector(dx: DynamicsDiagnostics.limited(dx, "\(name).dx", limit, else: 0),
                        dy: DynamicsDiagnostics.limited(dy, "\(name).dy", limit, else: 0))
    }
}
