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
        frameState.add(AnimationEntry(compiled: compiled, key: key, animation: copy))
    }
}
