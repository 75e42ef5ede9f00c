import Foundation
import LayerAnimation

/// The physical properties of its items (UIKit's `UIDynamicItemBehavior`).
/// When several apply to one item, the one added last wins. Items no such
/// behaviour names have UIKit's defaults: elasticity 0, friction 0,
/// density 1, no resistance, rotation allowed, not anchored.
public final class DynamicItemBehavior: DynamicBehavior {
    public private(set) var items: [CALayer]

    /// How much of the speed a collision gives back, 0 to 1.
    public var elasticity: CGFloat = 0 { didSet { elasticity = clamped(elasticity, "elasticity", 0, 0...1) } }
    /// Friction between sliding items, 0 or more.
    public var friction: CGFloat = 0 { didSet { friction = clamped(friction, "friction", 0, 0...1_000) } }
    /// Mass per area: 1 makes a 100 x 100 item weigh 1.
    public var density: CGFloat = 1 { didSet { density = clamped(density, "density", 1, 0.0001...1_000_000) } }
    /// Linear damping: speed falls by a factor e^(−resistance) per second.
    public var resistance: CGFloat = 0 { didSet { resistance = clamped(resistance, "resistance", 0, 0...1_000) } }
    /// The same for rotation.
    public var angularResistance: CGFloat = 0 {
        didSet { angularResistance = clamped(angularResistance, "angularResistance", 0, 0...1_000) }
    }
    public var allowsRotation = true { didSet { changed() } }
    /// An anchored item does not move but others collide with it.
    public var isAnchored = false { didSet { changed() } }

    public init(items: [CALayer] = []) {
        self.items = items
    }

    public func addItem(_ item: CALayer) {
        if items.appendIfAbsent(item) { changed() }
    }

    public func removeItem(_ item: CALayer) {
        items.removeAll { $0 === item }
        changed()
    }

    /// Adds `velocity` (points/s) to the item's.
    public func addLinearVelocity(_ velocity: CGPoint, for item: CALayer) {
        guard let velocity = DynamicsDiagnostics.finite(velocity, "addLinearVelocity") else { return }
        dynamicAnimator?.addVelocity(velocity, angular: 0, to: item)
    }

    /// The item's velocity now, in points/s (zero if it is not simulated).
    public func linearVelocity(for item: CALayer) -> CGPoint {
        dynamicAnimator?.velocity(of: item).linear ?? .zero
    }

    /// Adds `velocity` (radians/s) to the item's.
    public func addAngularVelocity(_ velocity: CGFloat, for item: CALayer) {
        let velocity = DynamicsDiagnostics.limited(velocity, "addAngularVelocity", DynamicsDiagnostics.magnitudeLimit, else: 0)
        dynamicAnimator?.addVelocity(.zero, angular: velocity, to: item)
    }

    public func angularVelocity(for item: CALayer) -> CGFloat {
        dynamicAnimator?.velocity(of: item).angular ?? 0
    }

    override var ownItems: [CALayer] { items }

    private func clamped(_ value: CGFloat, _ name: String, _ fallback: CGFloat, _ range: ClosedRange<CGFloat>) -> CGFloat {
        let finite = DynamicsDiagnostics.finite(value, name, else: fallback)
        defer { changed() }
        return min(max(finite, range.lowerBound), range.upperBound)
    }
}
