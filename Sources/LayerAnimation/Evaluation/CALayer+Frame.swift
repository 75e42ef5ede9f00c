/// What one frame evaluation found.
public struct CAFrameStatus: Sendable, Equatable {
    /// How many animations in the tree can still change what is shown: while
    /// this is 0 (nothing added, all paused, finished or filling) a renderer
    /// may stop drawing until something changes.
    public var runningAnimationCount: Int
    /// Whether another frame would look different (`runningAnimationCount > 0`).
    public var needsNextFrame: Bool { runningAnimationCount > 0 }
}

extension CALayer {
    /// Evaluates this layer and every layer below it at absolute media time
    /// `mediaTime`, in one pass: each layer's local time comes from its
    /// parent's (no clock reads), each animation is applied in the order
    /// it was added, and the result lands in ``presentedProperties``.
    ///
    /// This is the per-frame entry for a renderer. It also performs what
    /// Core Animation's render server does: removes finished animations
    /// (`isRemovedOnCompletion`), then tells delegates that animations were
    /// removed before their end (since the last frame), started and stopped,
    /// and transactions that their animations ended. It first commits the
    /// thread's implicit transaction (see ``CATransaction``).
    /// It allocates nothing in steady state.
    @discardableResult
    public func evaluateFrame(atTime mediaTime: CFTimeInterval) -> CAFrameStatus {
        // The implicit transaction ends here: the end of our run loop turn.
        TransactionStack.currentIfOpen?.flush(atMediaTime: mediaTime)
        var parentTime = mediaTime
        var rate = 1.0
        let parent = superlayer
        if let parent {
            parentTime = parent.convertTime(mediaTime, from: nil)
            var ancestor: CALayer? = parent
            while let layer = ancestor {
                rate *= Double(layer.frameState.clock.speed)
                ancestor = layer.superlayer
            }
        }
        var context = FrameContext()
        evaluateSubtree(parentTime: parentTime, rate: rate, parent: parent, context: &context)
        for diagnostic in context.diagnostics { CADiagnostics.report(diagnostic) }
        for animation in context.removed { animation.delegate?.animationDidStop(animation, finished: false) }
        for animation in context.started { animation.delegate?.animationDidStart(animation) }
        for animation in context.stopped { animation.delegate?.animationDidStop(animation, finished: true) }
        for completion in context.endedForTransactions { completion.animationEnded() }
        TransactionStack.existing?.frameEvaluated()
        return CAFrameStatus(runningAnimationCount: context.running)
    }

    /// `parent` is the superlayer (nil for a mask, which is timed in the
    /// layer it masks but has no superlayer).
    private func evaluateSubtree(parentTime: CFTimeInterval, rate: Double, parent: CALayer?,
                                 context: inout FrameContext) {
        if needsDisplayFlag {  // a drawing asked for since the last frame
            isInFrame = true
            display()
            isInFrame = false
        }
        let (local, localRate) = frameState.evaluate(parentTime: parentTime, rate: rate, parent: parent,
                                                     context: &context)
        // One read for the rare extra work (each read of a stored property costs an exclusivity check).
        let hooks = frameHooks
        if !hooks.isEmpty {
            if hooks.contains(.redrawsFromPresentation) { presentationDidEvaluate() }
            if hooks.contains(.holdsTransitionSnapshot) { releaseTransitionSnapshotIfDone() }
            if hooks.contains(.emits), let emitter = self as? CAEmitterLayer,
               emitter.emitterFrameDidEvaluate(localTime: local) {
                context.running += 1
            }
            // A mask is timed like a sublayer (it is in the layer's coordinates and time).
            if hooks.contains(.hasMask) {
                storedMask?.evaluateSubtree(parentTime: local, rate: localRate, parent: nil, context: &context)
            }
        }
        guard let children = storedSublayers else { return }
        // `children` holds every child for the whole loop (a drawing may
        // change the sublayers, never this copy), so the calls need not
        // retain and release each: two atomic operations a layer, which
        // also keep the processor from overlapping one layer's work with the next.
        for index in children.indices {
            Self.prefetchFrames(after: index, of: children)
            Unmanaged.passUnretained(children[index])._withUnsafeGuaranteedRef {
                $0.evaluateSubtree(parentTime: local, rate: localRate, parent: self, context: &context)
            }
        }
    }
}
