extension CALayer {
    /// Adds a copy of `anim` (or, when not `copying`, `anim` itself: one
    /// the engine just made and nobody else holds).
    func addCopy(of anim: CAAnimation, forKey key: String?, copying: Bool = true) {
        if let problem = anim.structureProblem() {
            CADiagnostics.report(CADiagnostic(animationKey: key, keyPath: nil, message: "\(problem); the animation is not added"))
            return
        }
        let copy: CAAnimation
        if !copying {
            copy = anim
        } else if let copied = anim.animationCopy() {
            copy = copied
        } else {
            CADiagnostics.report(CADiagnostic(animationKey: key, keyPath: (anim as? CAPropertyAnimation)?.keyPath,
                                              message: "copy() did not return an animation; the animation itself is added"))
            copy = anim
        }
        if copy.beginTime == 0 {
            copy.beginTime = convertTime(CACurrentMediaTime(), from: nil)
        }
        var compiler = AnimationCompiler(animationKey: key)
        if let shape = self as? CAShapeLayer { compiler.pathStandIn = { shape.pathStandIn(for: $0, key: key) } }
        guard let compiled = compiler.compile(copy) else { return }
        if copy is CATransition { captureForTransition(key: key) }
        // Every open transaction waits for it (its completion block runs when all have ended).
        let completions = TransactionStack.currentIfOpen?.openCompletions ?? []
        for completion in completions { completion.animationAdded() }
        frameState.add(AnimationEntry(compiled: compiled, key: key, animation: copy, completions: completions))
    }

    /// An implicit animation begins when its transaction commits: at the
    /// layer's local time `time`.
    func restartAnimation(_ animation: CAAnimation, forKey key: String, atLocalTime time: CFTimeInterval) {
        frameState.restart(animation, forKey: key, beginTime: time)
    }
}
