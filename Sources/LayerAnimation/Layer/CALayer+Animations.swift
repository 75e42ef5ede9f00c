extension CALayer {
    /// Adds a copy of `anim` (or, when not `copying`, `anim` itself: one
    /// the engine just made and nobody else holds), beginning when
    /// `awaitedCommit` happens if given. Returns whether it was added.
    @discardableResult
    func addCopy(of anim: CAAnimation, forKey key: String?, copying: Bool = true,
                 awaitedCommit: CommitTime? = nil) -> Bool {
        if let problem = anim.structureProblem() {
            CADiagnostics.report(CADiagnostic(animationKey: key, keyPath: nil, message: "\(problem); the animation is not added"))
            return false
        }
        // Played itself until it changes or is handed out (a shape layer's
        // path morphs live only as long as the object they compiled).
        if copying && awaitedCommit == nil && anim.mayBeShared && !(self is CAShapeLayer) {
            return addShared(anim, forKey: key)
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
        guard let compiled = compiler.compile(copy) else { return false }
        if copy.asTransition != nil { captureForTransition(key: key) }
        let completions = completionsAwaitingAnimation()
        // Moved in (`consume`): a copy would retain and release what it holds on every add.
        frameState.add(consume compiled, forKey: key, animation: copy, share: nil, completions: completions,
                       awaitedCommit: awaitedCommit)
        return true
    }

    /// Adds `anim` itself, to be copied when anything could tell
    /// (``AnimationShare``): it keeps its own begin time, and the entry's
    /// copy gets the one the layer gives it.
    private func addShared(_ anim: CAAnimation, forKey key: String?) -> Bool {
        let beginTime = anim.beginTime == 0 ? convertTime(CACurrentMediaTime(), from: nil) : nil
        guard let compiled = AnimationCompiler(animationKey: key).compile(anim, beginTime: beginTime) else { return false }
        let completions = completionsAwaitingAnimation()
        frameState.add(consume compiled, forKey: key, animation: anim, share: anim.joinShare(), completions: completions,
                       awaitedCommit: nil)
        return true
    }

    /// Every open transaction waits for an animation being added (its
    /// completion block runs when all have ended).
    private func completionsAwaitingAnimation() -> [TransactionCompletion] {
        let completions = TransactionStack.currentIfOpen?.openCompletions ?? []
        for completion in completions { completion.animationAdded() }
        return completions
    }

    /// Whether some of the layer's implicit animations have not learnt
    /// their transaction's commit time yet.
    var awaitsCommitTimes: Bool { frameState.entriesAwaitingCommit > 0 }

    /// Gives the layer's implicit animations whose transactions committed
    /// their begin times, before anything reads them (see ``CommitTime``).
    func learnCommitTimes() {
        if awaitsCommitTimes { frameState.learnCommitTimes(parent: superlayer) }
    }

    /// The same for this layer and every layer below it, `parentTime`
    /// being the superlayer's time at `commit` (worked out top down, as
    /// the conversion does, for a superlayer being deinitialized).
    func learnCommitTimes(of commit: CommitTime, parentTime: CFTimeInterval) {
        if awaitsCommitTimes { frameState.learnCommitTimes { $0 === commit ? parentTime : nil } }
        let local = localTime(fromParentTime: parentTime)
        for child in storedSublayers ?? [] { child.learnCommitTimes(of: commit, parentTime: local) }
    }
}
