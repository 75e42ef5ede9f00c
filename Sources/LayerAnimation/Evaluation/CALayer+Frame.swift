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
        evaluateFrame(atTime: mediaTime, usesFlatFrames: true)
    }

    /// ``evaluateFrame(atTime:)``, with the sublayers' flat frames
    /// (``FlatFrame``) or without (the tests compare the two).
    func evaluateFrame(atTime mediaTime: CFTimeInterval, usesFlatFrames: Bool) -> CAFrameStatus {
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
        var context = FrameContext(usesFlatFrames: usesFlatFrames)
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
        guard context.usesFlatFrames, let flatFrames = existingFlatFrames(count: children.count) else {
            return evaluateSublayers(children, parentTime: local, rate: localRate, context: &context)
        }
        // The frames made for this copy, held likewise for the whole loop.
        flatFrames.withUnsafeMutablePointerToElements { frames in
            var index = children.startIndex
            while index < children.endIndex {
                Self.prefetchFrames(after: index, of: children, flatFrames: frames)
                if frames[index].isFlat {
                    let done = evaluateFlatFrames(from: index, of: children, frames: frames, parentTime: local,
                                                  rate: localRate, context: &context)
                    if done > 0 {
                        index += done
                        continue
                    }
                }
                evaluateSublayer(at: index, of: children, frame: frames + index, parentTime: local, rate: localRate,
                                 context: &context)
                index += 1
            }
        }
    }

    /// Evaluates `children` the usual way, where the layer has no flat
    /// frames; makes them, for the next frame, once one of the sublayers
    /// may use one (most trees never need them: a layer with no
    /// animations, or with several, does not).
    @inline(__always)
    private func evaluateSublayers(_ children: [CALayer], parentTime: Double, rate: Double,
                                   context: inout FrameContext) {
        let looksForFlatFrames = context.usesFlatFrames
        var wantsFlatFrames = false
        for index in children.indices {
            Self.prefetchFrames(after: index, of: children, flatFrames: nil)
            Unmanaged.passUnretained(children[index])._withUnsafeGuaranteedRef { child in
                child.evaluateSubtree(parentTime: parentTime, rate: rate, parent: self, context: &context)
                if looksForFlatFrames && !wantsFlatFrames {
                    wantsFlatFrames = child.frameStateBuffer.state.pointee.mayUseFlatFrame
                }
            }
        }
        if wantsFlatFrames { makeFlatFrames(count: children.count) }
    }

    /// Evaluates the sublayers from `children[start]` on from their flat
    /// frames, two side by side where both can be, while they can be;
    /// returns how many it evaluated (0 when `children[start]` must be
    /// evaluated the usual way). A pair whose transforms are not finite is
    /// evaluated again the usual way. Called, not inlined: the walk's loop
    /// stays small for the layers that have no flat frame, and a run of
    /// siblings that have one pays for one call.
    @inline(never)
    private func evaluateFlatFrames(from start: Int, of children: [CALayer], frames: UnsafeMutablePointer<FlatFrame>,
                                    parentTime: Double, rate: Double, context: inout FrameContext) -> Int {
        var index = start
        while index < children.endIndex && frames[index].isFlat {
            // The walk asked for the first one's memory; this asks for the next ones'.
            if index > start { Self.prefetchFrames(after: index, of: children, flatFrames: frames) }
            let frame = frames + index
            if index + 1 < children.endIndex && (frame + 1).pointee.isFlat,
               let (first, second) = Unmanaged.passUnretained(children[index])._withUnsafeGuaranteedRef({ a in
                   Unmanaged.passUnretained(children[index + 1])._withUnsafeGuaranteedRef { b in
                       FlatFrame.evaluatePair(frame, of: (a, b), parentTime: parentTime, rate: rate, context: &context)
                   }
               }) {
                Self.prefetchFrames(after: index + 1, of: children, flatFrames: frames)
                if !first {
                    evaluateSublayer(at: index, of: children, frame: frame, parentTime: parentTime, rate: rate,
                                     context: &context)
                }
                if !second {
                    evaluateSublayer(at: index + 1, of: children, frame: frame + 1, parentTime: parentTime, rate: rate,
                                     context: &context)
                }
                index += 2
                continue
            }
            let done = Unmanaged.passUnretained(children[index])._withUnsafeGuaranteedRef {
                frame.pointee.evaluate($0, parentTime: parentTime, rate: rate, context: &context)
            }
            guard done else { break }
            index += 1
        }
        return index - start
    }

    /// Evaluates `children[index]` the usual way, and brings its flat frame up to date.
    @inline(__always)
    private func evaluateSublayer(at index: Int, of children: [CALayer], frame: UnsafeMutablePointer<FlatFrame>,
                                  parentTime: Double, rate: Double, context: inout FrameContext) {
        Unmanaged.passUnretained(children[index])._withUnsafeGuaranteedRef { child in
            child.evaluateSubtree(parentTime: parentTime, rate: rate, parent: self, context: &context)
            frame.pointee.update(from: child)
        }
    }

    /// The sublayers' flat frames, if made for them.
    @inline(__always)
    private func existingFlatFrames(count: Int) -> FlatFrames? {
        guard let frames = frameStateBuffer.state.pointee.flatFrames, frames.count == count else { return nil }
        return frames
    }

    @inline(never)
    private func makeFlatFrames(count: Int) {
        frameState.flatFrames = FlatFrames.make(count: count)
    }
}
