import Foundation

extension CALayer {
    /// The properties whose changes animate by default (`frame` animates
    /// through `position` and `bounds`).
    static let implicitlyAnimatedKeys: Set<String> = [
        "bounds", "position", "anchorPoint", "zPosition", "transform", "sublayerTransform", "opacity",
        "cornerRadius", "borderWidth", "backgroundColor", "borderColor",
        "shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor",
    ]

    /// Applies a change of the model property `key`, running its action
    /// (an implicit animation) when the layer has a superlayer and actions
    /// are not disabled. An animation action without values animates from
    /// the value presented just before the change to the new model value.
    func changeModel(_ key: String, _ change: (inout CALayerProperties) -> Void) {
        let stack = superlayer != nil ? TransactionStack.current : TransactionStack.currentIfOpen
        guard let stack, !stack.disablesActions else { return change(&frameState.model) }
        // An animation block's handler first (for any layer), then the layer's own lookup (in a tree).
        let handled = stack.actionHandler?(self, key)
        guard let action = handled ?? (superlayer != nil ? action(forKey: key) : nil) else {
            return change(&frameState.model)
        }
        let now = frameState.entries.isEmpty ? nil : convertTime(CACurrentMediaTime(), from: nil)
        let keyPath = AnimatableKeyPath(key)
        let before = keyPath.flatMap { CALayer.value(for: $0, in: presentedNow(atLocalTime: now, for: $0)) }
        change(&frameState.model)
        let previous = animation(forKey: key)
        if let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil {
            let after = keyPath.flatMap { CALayer.value(for: $0, in: frameState.model) }
            // Nothing to move between (a colour from or to none): the change shows at once.
            guard let before, let after, let filled = basic.copy() as? CABasicAnimation else { return }
            filled.keyPath = filled.keyPath ?? key
            (filled.fromValue, filled.toValue) = (before, after)
            if type(of: filled) == CABasicAnimation.self {
                // Our own copy of a plain basic animation (whose `run` is the
                // default): added as it is, without `add`'s second copy.
                if filled.beginTime == 0, let now { filled.beginTime = now }
                addCopy(of: filled, forKey: key, copying: false)
            } else {
                filled.run(forKey: key, object: self, arguments: nil)
            }
        } else {
            action.run(forKey: key, object: self, arguments: nil)
        }
        if let added = frameState.entries.last(where: { $0.key == key })?.animation, added !== previous {
            stack.implicitAnimationAdded(added, forKey: key, to: self)
        }
    }

    /// The presentation at local time `now` for the property `keyPath`: the
    /// model when no animation touches it (or none runs: `now` is nil).
    private func presentedNow(atLocalTime now: CFTimeInterval?, for keyPath: AnimatableKeyPath?) -> CALayerProperties {
        guard let now else { return frameState.model }
        if let keyPath, frameState.animatedFields.isDisjoint(with: AnimatedFields(keyPath)) {
            return frameState.model
        }
        return frameState.evaluated(atLocalTime: now).0
    }
}
