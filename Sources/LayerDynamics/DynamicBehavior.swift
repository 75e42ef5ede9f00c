import Foundation
import LayerAnimation

/// A behaviour a ``DynamicAnimator`` applies to its items (UIKit's
/// `UIDynamicBehavior`). On its own it moves nothing: subclass it to
/// compose behaviours with ``addChildBehavior(_:)``, or run code every
/// step with ``action``.
open class DynamicBehavior {
    /// Behaviours applied with this one, in the order they were added.
    public private(set) var childBehaviors: [DynamicBehavior] = []
    /// Runs after every physics step (1/120 s) while the animator runs.
    public var action: (() -> Void)? {
        didSet { changed() }
    }
    /// The animator this behaviour (or the one it is a child of) was added to.
    public internal(set) weak var dynamicAnimator: DynamicAnimator?
    weak var parent: DynamicBehavior?

    public init() {}

    /// Adds `behavior` as a child (a behaviour has at most one parent and
    /// is never its own ancestor: anything else is refused).
    public func addChildBehavior(_ behavior: DynamicBehavior) {
        guard behavior.parent == nil, behavior.dynamicAnimator == nil, !isSelfOrAncestor(behavior) else {
            return DynamicsDiagnostics.report("addChildBehavior: the behavior already has a parent or an animator, or is an ancestor; ignored")
        }
        childBehaviors.append(behavior)
        behavior.parent = self
        if let dynamicAnimator { behavior.attach(to: dynamicAnimator) }
        changed()
    }

    public func removeChildBehavior(_ behavior: DynamicBehavior) {
        guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        childBehaviors.remove(at: index)
        behavior.parent = nil
        if dynamicAnimator != nil { behavior.attach(to: nil) }
        changed()
    }

    /// Called before the behaviour joins or leaves an animator (nil).
    open func willMove(to dynamicAnimator: DynamicAnimator?) {}

    // MARK: For the animator and subclasses in this module

    /// The items this behaviour itself acts on (not its children's).
    var ownItems: [CALayer] { [] }

    /// Tells the animator that something it simulates changed.
    func changed() {
        dynamicAnimator?.behaviorsChanged()
    }

    /// This behaviour and its descendants, parents first.
    var tree: [DynamicBehavior] {
        [self] + childBehaviors.flatMap(\.tree)
    }

    func attach(to animator: DynamicAnimator?) {
        for behavior in tree {
            behavior.willMove(to: animator)
            behavior.dynamicAnimator = animator
        }
    }

    private func isSelfOrAncestor(_ behavior: DynamicBehavior) -> Bool {
        var current: DynamicBehavior? = self
        while let node = current {
            if node === behavior { return true }
            current = node.parent
        }
        return false
    }
}

extension Array where Element == CALayer {
    /// Appends `layer` unless it is there already; returns whether it did
    /// (a behaviour's `addItem`, which then tells its animator: after the
    /// change, as the animator reads the items).
    mutating func appendIfAbsent(_ layer: CALayer) -> Bool {
        guard !contains(where: { $0 === layer }) else { return false }
        append(layer)
        return true
    }
}
