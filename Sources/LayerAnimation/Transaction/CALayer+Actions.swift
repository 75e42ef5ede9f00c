import Foundation

extension CALayer {
    /// The properties whose changes animate by default (`frame` animates
    /// through `position` and `bounds`).
    static let implicitlyAnimatedKeys = PropertyNameSet([
        "bounds", "position", "anchorPoint", "zPosition", "transform", "sublayerTransform", "opacity",
        "cornerRadius", "borderWidth", "backgroundColor", "borderColor",
        "shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor",
    ])

    /// Applies a change of the model property `key` (whose parse is
    /// `keyPath`), running its action (an implicit animation) when the
    /// layer has a superlayer and actions are not disabled. An animation
    /// action without values animates from the value presented just before
    /// the change to the new model value.
    func changeModel(_ key: String, _ keyPath: AnimatableKeyPath, _ change: (inout CALayerProperties) -> Void) {
        let parent = superlayer
        let isInTree = parent != nil
        let stack = isInTree ? TransactionStack.current : TransactionStack.currentIfOpen
        guard let stack, !stack.disablesActions else { return change(&frameState.model) }
        // An animation block's handler first (for any layer), then the layer's own lookup (in a tree).
        // Matched, not compared with nil: a comparison copies the existential.
        var action = stack.actionHandler?(self, key)
        if case .none = action, isInTree { action = self.action(forKey: key) }
        guard case .some = action else { return change(&frameState.model) }
        let now = frameState.entries.isEmpty ? nil : convertTime(CACurrentMediaTime(), from: nil)
        let (before, after, previous) = frameState.changeModel(keyPath, forKey: key, presentedAt: now,
                                                               parent: parent, change)
        if var basic = action as? CABasicAnimation, basic.values.areAllAbsent {
            action = nil
            // Nothing to move between (a colour from or to none): the change shows at once.
            guard !before.isAbsent, !after.isAbsent else { return }
            // An action nobody else holds (the built-in one, made for this
            // change) is filled in and added itself; any other is copied first.
            if !isKnownUniquelyReferenced(&basic) {
                guard let copy = basic.copy() as? CABasicAnimation else { return }
                basic = copy
            }
            if basic.propertyFields.keyPath == nil || basic.propertyFields.keyPath == key {
                basic.propertyFields.setKeyPath(key, parsed: keyPath)
            }
            basic.values.setFromTo(before, after)
            if type(of: basic) == CABasicAnimation.self {
                // A plain basic animation (whose `run` is the default),
                // ours alone: added as it is, without `add`'s second copy.
                if basic.beginTime == 0, let now { basic.beginTime = now }
                if addCopy(of: basic, forKey: key, copying: false, awaitedCommit: stack.nextCommit) {
                    stack.implicitAnimationAdded(to: self)
                }
                return
            }
            basic.run(forKey: key, object: self, arguments: nil)
        } else {
            action?.run(forKey: key, object: self, arguments: nil)
        }
        // Whatever the action added under the key begins at the commit too,
        // unless the action gave it a later start (a delay it keeps).
        if let added = frameState.animation(forKey: key), added !== previous,
           added.beginTime <= convertTime(CACurrentMediaTime(), from: nil),
           frameState.awaitCommit(stack.nextCommit, of: added, forKey: key) {
            stack.implicitAnimationAdded(to: self)
        }
    }
}
