import Foundation
import LayerAnimation

/// Accelerates its items in one direction (UIKit's `UIGravityBehavior`):
/// magnitude 1 is 1,000 points/s², whatever the item's mass; downwards
/// (+y) by default.
public final class GravityBehavior: DynamicBehavior {
    public private(set) var items: [CALayer]
    /// The acceleration in units of 1,000 points/s² (default (0, 1)).
    public var gravityDirection = CGVector(dx: 0, dy: 1) {
        didSet {
            let limit = DynamicsDiagnostics.magnitudeLimit
            let checked = CGVector(dx: DynamicsDiagnostics.limited(gravityDirection.dx, "gravityDirection.dx", limit, else: 0),
                                   dy: DynamicsDiagnostics.limited(gravityDirection.dy, "gravityDirection.dy", limit, else: 0))
            if checked != gravityDirection { gravityDirection = checked }
            changed()
        }
    }

    public init(items: [CALayer] = []) {
        self.items = items
    }

    /// The direction's angle in radians (0 points along +x).
    public var angle: CGFloat {
        get { atan2(gravityDirection.dy, gravityDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The direction's length.
    public var magnitude: CGFloat {
        get { hypot(gravityDirection.dx, gravityDirection.dy) }
        set { setAngle(angle, magnitude: newValue) }
    }

    public func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        let angle = DynamicsDiagnostics.finite(angle, "GravityBehavior angle", else: .pi / 2)
        let magnitude = DynamicsDiagnostics.limited(magnitude, "GravityBehavior magnitude", DynamicsDiagnostics.magnitudeLimit, else: 0)
        gravityDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    public func addItem(_ item: CALayer) {
        guard !items.contains(where: { $0 === item }) else { return }
        items.append(item)
        changed()
    }

    public func removeItem(_ item: CALayer) {
        items.removeAll { $0 === item }
        changed()
    }

    override var ownItems: [CALayer] { items }

    /// The acceleration in points/s².
    var acceleration: CGPoint { CGPoint(x: gravityDirection.dx * 1000, y: gravityDirection.dy * 1000) }
}
