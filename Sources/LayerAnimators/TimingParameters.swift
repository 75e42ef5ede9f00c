import Foundation
import LayerAnimation

/// UIKit's `UITimingCurveType`.
public enum LayerTimingCurveType: Int, Sendable {
    case builtin, cubic, spring, composed
}

/// UIKit's `UITimingCurveProvider`: what a property animator's motion follows.
public protocol TimingCurveProvider: AnyObject {
    var timingCurveType: LayerTimingCurveType { get }
    var cubicTimingParameters: CubicTimingParameters? { get }
    var springTimingParameters: SpringTimingParameters? { get }
}

/// UIKit's `UICubicTimingParameters`: a cubic Bézier curve from (0, 0) to (1, 1).
public final class CubicTimingParameters: TimingCurveProvider, Sendable {
    public let animationCurve: LayerAnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint

    /// Ease in and out, as UIKit's.
    public convenience init() { self.init(animationCurve: .easeInOut) }

    public init(animationCurve: LayerAnimationCurve) {
        self.animationCurve = animationCurve
        (controlPoint1, controlPoint2) = animationCurve.controlPoints
    }

    /// Control points that are not finite are reported, and ease in and out is used.
    public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
        let points = [controlPoint1.x, controlPoint1.y, controlPoint2.x, controlPoint2.y]
        if points.allSatisfy(\.isFinite) {
            (self.controlPoint1, self.controlPoint2) = (controlPoint1, controlPoint2)
        } else {
            CADiagnostics.report(CADiagnostic(call: "CubicTimingParameters",
                                              message: "control points \(points) are not finite; using ease in and out"))
            (self.controlPoint1, self.controlPoint2) = LayerAnimationCurve.easeInOut.controlPoints
        }
        animationCurve = .easeInOut
    }

    public var timingCurveType: LayerTimingCurveType { .cubic }
    public var cubicTimingParameters: CubicTimingParameters? { self }
    public var springTimingParameters: SpringTimingParameters? { nil }

    /// The Core Animation curve through the control points.
    public var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
                              Float(controlPoint2.x), Float(controlPoint2.y))
    }
}

/// UIKit's `UISpringTimingParameters`: a damped spring, given by its damping
/// ratio (its stiffness then follows from the animator's duration) or by
/// mass, stiffness and damping (its settling time then is the duration).
/// Initial velocity is in units of the whole distance per second.
public final class SpringTimingParameters: TimingCurveProvider, Sendable {
    /// How the spring is given.
    enum Definition: Equatable, Sendable {
        case dampingRatio(CGFloat)
        case physical(mass: CGFloat, stiffness: CGFloat, damping: CGFloat)
    }

    let definition: Definition
    public let initialVelocity: CGVector

    /// Critically damped, UIKit's default (mass 1, stiffness 100, damping 20).
    public convenience init() {
        self.init(mass: 1, stiffness: 100, damping: 20, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A ratio that is not finite or is negative is reported; 1 is used.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        var ratio = ratio
        if !(ratio.isFinite && ratio >= 0) {
            Self.report("damping ratio \(ratio) is not a ratio; using 1")
            ratio = 1
        }
        definition = .dampingRatio(ratio)
        initialVelocity = Self.finite(velocity)
    }

    /// Zero or negative mass or stiffness, negative damping and numbers
    /// that are not finite are reported; UIKit's default spring is used.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        if mass > 0, stiffness > 0, damping >= 0, mass.isFinite, stiffness.isFinite, damping.isFinite {
            definition = .physical(mass: mass, stiffness: stiffness, damping: damping)
        } else {
            Self.report("mass \(mass), stiffness \(stiffness), damping \(damping) make no spring; using mass 1, stiffness 100, damping 20")
            definition = .physical(mass: 1, stiffness: 100, damping: 20)
        }
        initialVelocity = Self.finite(velocity)
    }

    public var timingCurveType: LayerTimingCurveType { .spring }
    public var cubicTimingParameters: CubicTimingParameters? { nil }
    public var springTimingParameters: SpringTimingParameters? { self }

    /// The spring's mass, stiffness and damping for an animation of
    /// `duration`: a damping ratio ζ gives mass 1 and a natural period
    /// equal to the duration (ω = 2π / duration, stiffness ω², damping 2ζω).
    func physics(duration: TimeInterval) -> (mass: CGFloat, stiffness: CGFloat, damping: CGFloat) {
        switch definition {
        case .physical(let mass, let stiffness, let damping): return (mass, stiffness, damping)
        case .dampingRatio(let ratio):
            let omega = 2 * Double.pi / max(duration, 1e-3)
            return (1, omega * omega, 2 * ratio * omega)
        }
    }

    /// The duration a property animator plays: the spring's settling time
    /// when given by mass, stiffness and damping (UIKit ignores the
    /// duration then), else `requested`.
    func duration(requested: TimeInterval) -> TimeInterval {
        guard case .physical = definition else { return requested }
        return spring(duration: requested, velocity: 0).settlingDuration
    }

    /// A Core Animation spring with these physics (the key path and values are the caller's).
    func spring(duration: TimeInterval, velocity: CGFloat) -> CASpringAnimation {
        let (mass, stiffness, damping) = physics(duration: duration)
        let spring = CASpringAnimation()
        (spring.mass, spring.stiffness, spring.damping) = (mass, stiffness, damping)
        spring.initialVelocity = velocity
        return spring
    }

    private static func finite(_ v: CGVector) -> CGVector {
        guard v.dx.isFinite, v.dy.isFinite else {
            report("initial velocity (\(v.dx), \(v.dy)) is not finite; using 0")
            return CGVector(dx: 0, dy: 0)
        }
        return v
    }

    private static func report(_ message: String) {
        CADiagnostics.report(CADiagnostic(call: "SpringTimingParameters", message: message))
    }
}
