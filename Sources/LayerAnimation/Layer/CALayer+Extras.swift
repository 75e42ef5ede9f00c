import Foundation

extension CALayer {
    /// The model value of an extra property (nil: unset, its default applies).
    func extraModel(_ key: ExtraKey) -> ArrayValue? {
        frameState.extras?.model[key]
    }

    /// The presented value of an extra property after the last frame evaluation.
    func extraPresented(_ key: ExtraKey) -> ArrayValue {
        guard let extras = frameState.extras else { return key.defaultValue(in: [:]) }
        return extras.presented[key] ?? key.defaultValue(in: extras.presented)
    }

    /// Sets an extra property's model value (nil: back to its default),
    /// running its action as ``changeModel(_:_:_:)`` does for the others:
    /// an animation without values goes from the value presented just
    /// before the change to the new one, and begins when the transaction commits.
    func changeExtra(_ key: ExtraKey, to value: ArrayValue?) {
        if frameState.extras == nil {
            frameState.extras = ExtraValues([:])
            frameState.layerChanged()
        }
        let name = key.name
        let parent = superlayer
        let stack = parent != nil ? TransactionStack.current : TransactionStack.currentIfOpen
        var action: CAAction?
        if let stack, !stack.disablesActions {
            action = stack.actionHandler?(self, name)
            if action == nil, parent != nil { action = self.action(forKey: name) }
        }
        guard let stack, let action else {
            frameState.extras?.model[key] = value
            return
        }
        learnCommitTimes()
        let now = frameState.entries.isEmpty ? nil : convertTime(CACurrentMediaTime(), from: nil)
        let presented = frameState.evaluatedExtras(atLocalTime: now)
        let before = presented?.presented[key] ?? key.defaultValue(in: presented?.presented ?? [:])
        frameState.extras?.model[key] = value
        let after = value ?? key.defaultValue(in: frameState.extras?.model ?? [:])
        let previous = frameState.animation(forKey: name)
        if let basic = action as? CABasicAnimation, basic.values.areAllAbsent {
            guard before != after, let filled = basic.copy() as? CABasicAnimation else { return }
            if filled.keyPath == nil { filled.keyPath = name }
            filled.fromValue = key.publicValue(before)
            filled.toValue = key.publicValue(after)
            filled.run(forKey: name, object: self, arguments: nil)
        } else {
            action.run(forKey: name, object: self, arguments: nil)
        }
        if let added = frameState.animation(forKey: name), added !== previous,
           frameState.awaitCommit(stack.nextCommit, of: added, forKey: name) {
            stack.implicitAnimationAdded(to: self)
        }
    }

    /// Takes a value for an extra property from a public setter: nil
    /// clears it; a value that cannot be used (not of the key's kind, or
    /// not finite) is reported and the old value kept.
    func setExtra(_ key: ExtraKey, _ value: Any?) {
        guard let value else { return changeExtra(key, to: nil) }
        guard let numbers = key.value(value), numbers.isFinite else {
            return CADiagnostics.report(CADiagnostic(layerProperty: key.name,
                                                     message: "value \(value) is not \(key.kindName) of finite numbers; the old value is kept"))
        }
        changeExtra(key, to: numbers)
    }
}
