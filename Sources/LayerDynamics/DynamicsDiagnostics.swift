import Foundation
import LayerAnimation

/// Bad input to the dynamics (a NaN magnitude, a behaviour in two places):
/// one `CADiagnostics` report, and the call is ignored or the value clamped.
enum DynamicsDiagnostics {
    static func report(_ message: String) {
        CADiagnostics.report(CADiagnostic(call: "LayerDynamics", message: message))
    }

    /// `value` if finite, else `fallback`, reported.
    static func finite(_ value: CGFloat, _ name: String, else fallback: CGFloat) -> CGFloat {
        guard value.isFinite else {
            report("\(name) \(value) is not finite; \(fallback) is used")
            return fallback
        }
        return value
    }

    /// How far anything may be from the origin, in points, and how large a
    /// magnitude may be: beyond these Chipmunk's arithmetic overflows.
    static let coordinateLimit: CGFloat = 1_000_000
    static let magnitudeLimit: CGFloat = 10_000

    /// `value` within `-limit...limit`, reported when clamped (NaN: `fallback`).
    static func limited(_ value: CGFloat, _ name: String, _ limit: CGFloat, else fallback: CGFloat) -> CGFloat {
        let finite = finite(value, name, else: fallback)
        guard abs(finite) > limit else { return finite }
        report("\(name) \(value) is out of range; \(finite < 0 ? -limit : limit) is used")
        return finite < 0 ? -limit : limit
    }

    /// `point` if both coordinates are finite, else nil, reported.
    static func finite(_ point: CGPoint, _ name: String) -> CGPoint? {
        guard point.x.isFinite && point.y.isFinite else {
            report("\(name) \(point) is not finite; ignored")
            return nil
        }
        return CGPoint(x: limited(point.x, name, coordinateLimit, else: 0), y: limited(point.y, name, coordinateLimit, else: 0))
    }
}
