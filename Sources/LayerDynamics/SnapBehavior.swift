import Foundation
import LayerAnimation

/// Pulls one item to a point and turns it upright, with a little
/// oscillation (UIKit's `UISnapBehavior`): a damped spring on the
/// position and one on the rotation, in Chipmunk2D.
///
/// ``damping`` is the damping ratio of those springs, from 0 (clamped to
/// 0.05: it still settles) to 1 (critical: no overshoot); default 0.5.
/// Their natural frequency is 2 Hz, whatever the item's mass, so an item
/// arrives in about half a second.
public final class SnapBehavior: DynamicBehavior {
    public let item: CALayer
    public var snapPoint: CGPoint {
        didSet {
            let checked = DynamicsDiagnostics.finite(snapPoint, "snapPoint") ?? oldValue
            if checked != snapPoint { snapPoint = checked }
            changed()
        }
    }
    public var damping: CGFloat = 0.5 {
        didSet {
            damping = min(max(DynamicsDiagnostics.finite(damping, "SnapBehavior damping", else: 0.5), 0), 1)
            changed()
        }
    }

    public init(item: CALayer, snapTo point: CGPoint) {
        self.item = item
        snapPoint = DynamicsDiagnostics.finite(point, "snapPoint") ?? .zero
    }

    override var ownItems: [CALayer] { [item] }

    /// The springs' natural angular frequency (2 Hz).
    static let omega: CGFloat = 2 * .pi * 2
    var dampingRatio: CGFloat { max(damping, 0.05) }
}
