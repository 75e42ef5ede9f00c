/// One added animation: its key and the private copy. (Its compiled form,
/// and what its delegate has heard, sit at the same index in the layer's
/// `compiledAnimations`, contiguous for the frame loop.)
final class AnimationEntry {
    let key: String?
    let animation: CAAnimation

    init(key: String?, animation: CAAnimation) {
        self.key = key
        self.animation = animation
    }
}

extension CALayer {
    func addCopy(of anim: CAAnimation, forKey key: String?) {
        let copy = anim.copy() as! CAAnimation
        if copy.beginTime == 0 {
            copy.beginTime = convertTime(CACurrentMediaTime(), from: nil)
        }
        guard let compiled = AnimationCompiler(animationKey: key).compile(copy) else { return }
        if let key {
            removeEntry(forKey: key)
        }
        entries.append(AnimationEntry(key: key, animation: copy))
        compiledAnimations.append(compiled)
        animationsChanged()
    }

    /// After animations were added or removed: what they can change, and a
    /// full copy of the model at the next frame (a removed one's fields go back).
    func animationsChanged() {
        animatedFields = compiledAnimations.reduce(into: []) { $0.formUnion($1.animatedFields) }
        presentationIsStale = true
    }

    func removeEntry(forKey key: String) {
        guard let index = entries.firstIndex(where: { $0.key == key }) else { return }
        let entry = entries.remove(at: index)
        let compiled = compiledAnimations.remove(at: index)
        animationsChanged()
        if !compiled.didStop { entry.animation.delegate?.animationDidStop(entry.animation, finished: false) }
    }

    func removeAllEntries() {
        let removed = zip(entries, compiledAnimations)
        entries.removeAll()
        compiledAnimations.removeAll()
        animationsChanged()
        for (entry, compiled) in removed where !compiled.didStop {
            entry.animation.delegate?.animationDidStop(entry.animation, finished: false)
        }
    }
}
