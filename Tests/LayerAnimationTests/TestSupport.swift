import Foundation
@_exported import TestSupport
@testable import LayerAnimation

/// A delegate that records what it hears, in order.
final class RecordingDelegate: CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop(\(flag))") }
}

/// A basic animation of `keyPath` from `from` to `to` over `duration` seconds.
func basic(_ keyPath: String, from: Any? = nil, to: Any? = nil, by: Any? = nil, duration: Double = 1) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: keyPath)
    animation.fromValue = from
    animation.toValue = to
    animation.byValue = by
    animation.duration = duration
    return animation
}

extension CALayer {
    /// The presented opacity at the clock's current time, as a Double.
    var presentedOpacity: Double { Double(presentation()!.opacity) }
    var presentedX: Double { Double(presentation()!.position.x) }
}

func isClose(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// For values that pass through a `Float` (opacity, speed).
func isCloseFloat(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-6
}
