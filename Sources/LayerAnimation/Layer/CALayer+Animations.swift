extension CALayer {
    func addCopy(of anim: CAAnimation, forKey key: String?) {
        if let problem = anim.structureProblem() {
            CADiagnostics.report(CADiagnostic(animationKey: key, keyPath: nil, message: "\(problem); the animation is not added"))
            return
        }
        let copy: CAAnimation
        if let copied = anim.animationCopy() {
            copy = copied
        } else {
            CADiagnostics.report(CADiagnostic(animationKey: key, keyPath: (anim as? CAPropertyAnimation)?.keyPath,
                                              message: "copy() did not return an animation; the animation itself is added"))
            copy = anim
        }
        if copy.beginTime == 0 {
            copy.beginTime = convertTime(CACurrentMediaTime(), from: nil)
        }
        guard let compiled = AnimationCompiler(animationKey: key).compile(copy) else { return }
        let replaced = frameState.add(AnimationEntry(compiled: compiled, key: key, animation: copy))
        if let replaced { stopLater(replaced) }
    }

    func removeEntry(forKey key: String) {
        if let removed = frameState.remove(forKey: key) { stopLater(removed) }
    }

    func removeAllEntries() {
        for removed in frameState.removeAll() { stopLater(removed) }
    }

    /// A removed animation's delegate hears `finished: false` at the next
    /// frame, as Apple defers it: a delegate that adds or removes animations
    /// then finds the layer consistent, and cannot recurse into this call.
    private func stopLater(_ entry: AnimationEntry) {
        guard !entry.compiled.didStop, entry.animation.delegate != nil else { return }
        DeferredDelegateCalls.append(entry.animation)
    }
}
