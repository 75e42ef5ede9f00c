/// One added animation: its key, the layer's private copy, and its compiled
/// form (with what its delegate has heard). Entries sit in one contiguous
/// buffer that the frame loop walks in place.
struct AnimationEntry {
    var compiled: CompiledAnimation
    let key: String?
    let animation: CAAnimation
}

extension CALayer {
    func addCopy(of anim: CAAnimation, forKey key: String?) {
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
        if let key {
            removeEntry(forKey: key)
        }
        entries.append(AnimationEntry(compiled: compiled, key: key, animation: copy))
        animationsChanged()
    }

    /// After animations were added or removed: what they can change, and a
    /// full copy of the model at the next frame (a removed one's fields go back).
    func animationsChanged() {
        animatedFields = entries.reduce(into: []) { $0.formUnion($1.compiled.animatedFields) }
        presentationIsStale = true
    }

    func removeEntry(forKey key: String) {
        guard let index = entries.firstIndex(where: { $0.key == key }) else { return }
        let entry = entries.remove(at: index)
        animationsChanged()
        if !entry.compiled.didStop { entry.animation.delegate?.animationDidStop(entry.animation, finished: false) }
    }

    func removeAllEntries() {
        let removed = entries
        entries.removeAll()
        animationsChanged()
        for entry in removed where !entry.compiled.didStop {
            entry.animation.delegate?.animationDidStop(entry.animation, finished: false)
        }
    }
}
