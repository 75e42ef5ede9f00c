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
            let checked = gravityDirection.limited("gravityDirection")
            if checked != gravityDirection { gravityDirection = checked }
            changed()
        }
    }

    public init(items: [CALayer] = []) {
        self.items = items
    }

    /// The direction's angle in radians (0 points along +x).
    public var angle: CGFloat {
        get { gravityDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The direction's length.
    public var magnitude: CGFloat {
        get { gravityDirection.magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    public func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = .direction(angle: angle, magnitude: magnitude, of: "GravityBehavior", fallbackAngle: .pi / 2)
    }

    public func addItem(_ item: CALayer) {
        if items.appendIfAbsent(item) { changed() }
    }

    public func removeItem(_ item: CALayer) {
        items.removeAll { $0 === item }
        changed()
    }

    override var ownItems: [CALayer] { items }

    /// The acceleration in points/s².
    var acceleration: CGPoint { CGPoint(x: gravityDirection.dx * 1000, y: gravityDirection.dy * 1000) }
}
