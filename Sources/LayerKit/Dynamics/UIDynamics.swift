import Foundation

// UIKit Dynamics is LayerDynamics under UIKit's names, taking views (their
// layers are the bodies). An animator made for a reference view advances
// with the app's frames by itself.
public typealias UIDynamicAnimator = DynamicAnimator
public typealias UIDynamicBehavior = DynamicBehavior
public typealias UIGravityBehavior = GravityBehavior
public typealias UICollisionBehavior = CollisionBehavior
public typealias UISnapBehavior = SnapBehavior
public typealias UIPushBehavior = PushBehavior
public typealias UIDynamicItemBehavior = DynamicItemBehavior

/// What dynamics move: views.
@preconcurrency @MainActor
public protocol UIDynamicItem: AnyObject {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
}

extension UIView: UIDynamicItem {}

extension UIDynamicItem {
    /// The layer dynamics move (a view's); nil for an item that is not a view.
    @preconcurrency @MainActor var dynamicLayer: CALayer? { (self as? UIView)?.layer }
}

extension DynamicAnimator {
    /// An animator in `view`'s coordinates, stepped at each of the app's frames.
    @preconcurrency @MainActor public convenience init(referenceView view: UIView) {
        self.init(referenceLayer: view.layer)
        RunningDynamics.add(self)
    }

    @preconcurrency @MainActor public func updateItem(usingCurrentState item: UIDynamicItem) {
        if let layer = item.dynamicLayer { updateItem(usingCurrentState: layer) }
    }
}

extension GravityBehavior {
    @preconcurrency @MainActor public convenience init(items: [UIDynamicItem]) { self.init(items: items.compactMap(\.dynamicLayer)) }
    @preconcurrency @MainActor public func addItem(_ item: UIDynamicItem) { item.dynamicLayer.map { addItem($0) } }
    @preconcurrency @MainActor public func removeItem(_ item: UIDynamicItem) { item.dynamicLayer.map { removeItem($0) } }
}

extension CollisionBehavior {
    @preconcurrency @MainActor public convenience init(items: [UIDynamicItem]) { self.init(items: items.compactMap(\.dynamicLayer)) }
    @preconcurrency @MainActor public func addItem(_ item: UIDynamicItem) { item.dynamicLayer.map { addItem($0) } }
    @preconcurrency @MainActor public func removeItem(_ item: UIDynamicItem) { item.dynamicLayer.map { removeItem($0) } }
}

extension DynamicItemBehavior {
    @preconcurrency @MainActor public convenience init(items: [UIDynamicItem]) { self.init(items: items.compactMap(\.dynamicLayer)) }
    @preconcurrency @MainActor public func addItem(_ item: UIDynamicItem) { item.dynamicLayer.map { addItem($0) } }
    @preconcurrency @MainActor public func removeItem(_ item: UIDynamicItem) { item.dynamicLayer.map { removeItem($0) } }
    @preconcurrency @MainActor public func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        item.dynamicLayer.map { addLinearVelocity(velocity, for: $0) }
    }
    @preconcurrency @MainActor public func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        item.dynamicLayer.map { linearVelocity(for: $0) } ?? .zero
    }
}

extension PushBehavior {
    @preconcurrency @MainActor public convenience init(items: [UIDynamicItem], mode: Mode) {
        self.init(items: items.compactMap(\.dynamicLayer), mode: mode)
    }
    @preconcurrency @MainActor public func addItem(_ item: UIDynamicItem) { item.dynamicLayer.map { addItem($0) } }
}

extension SnapBehavior {
    /// A snap of `item`, which must be a view (another item snaps a detached layer, reported).
    @preconcurrency @MainActor public convenience init(item: UIDynamicItem, snapTo point: CGPoint) {
        if item.dynamicLayer == nil {
            CADiagnostics.report(CADiagnostic(call: "UISnapBehavior(item:snapTo:)", message: "the item is not a view"))
        }
        self.init(item: item.dynamicLayer ?? CALayer(), snapTo: point)
    }
}

/// The animators made for reference views, stepped by the app's frame loop.
@preconcurrency @MainActor
enum RunningDynamics {
    private static var animators: [WeakAnimator] = []

    private struct WeakAnimator { weak var animator: DynamicAnimator? }

    static func add(_ animator: DynamicAnimator) {
        animators.removeAll { $0.animator == nil }
        animators.append(WeakAnimator(animator: animator))
    }

    /// Steps each to `time`.
    static func advance(to time: CFTimeInterval) {
        for entry in animators { entry.animator?.advance(toMediaTime: time) }
    }

    /// Whether one still moves (the window keeps drawing while one does).
    static var anyRunning: Bool { animators.contains { $0.animator?.isRunning == true } }
}
