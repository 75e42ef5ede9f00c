/// What one frame evaluation found.
public struct CAFrameStatus: Sendable, Equatable {
    /// How many animations in the tree can still change what is shown: while
    /// this is 0 (nothing added, all paused, finished or filling) a renderer
    /// may stop drawing until something changes.
    public var runningAnimationCount: Int
    /// Whether another frame would look different (`runningAnimationCount > 0`).
    public var needsNextFrame: Bool { runningAnimationCount > 0 }
}

/// The side effects a frame collects, delivered after the whole tree is evaluated.
struct FrameContext {
    var running = 0
    var started: [CAAnimation] = []
    var stopped: [CAAnimation] = []
}

extension CALayer {
    /// Evaluates this layer and every layer below it at absolute media time
    /// `mediaTime`, in one pass: each layer's local time comes from its
    /// parent's (no clock reads), each animation is applied in the order
    /// it was added, and the result lands in ``presentedProperties``.
    ///
    /// This is the per-frame entry for a renderer. It also performs what
    /// Core Animation's render server does: removes finished animations
    /// (`isRemovedOnCompletion`) and then tells delegates that animations
    /// started and stopped. It allocates nothing in steady state.
    @discardableResult
    public func evaluateFrame(atTime mediaTime: CFTimeInterval) -> CAFrameStatus {
        var parentTime = mediaTime
        var rate = 1.0
        if let parent = superlayer {
            parentTime = parent.convertTime(mediaTime, from: nil)
            var ancestor: CALayer? = parent
            while let layer = ancestor {
                rate *= Double(layer.clock.speed)
                ancestor = layer.superlayer
            }
        }
        var context = FrameContext()
        evaluateSubtree(parentTime: parentTime, rate: rate, context: &context)
        for animation in context.started { animation.delegate?.animationDidStart(animation) }
        for animation in context.stopped { animation.delegate?.animationDidStop(animation, finished: true) }
        return CAFrameStatus(runningAnimationCount: context.running)
    }

    private func evaluateSubtree(parentTime: CFTimeInterval, rate: Double, context: inout FrameContext) {
        let local = localTime(fromParentTime: parentTime)
        let localRate = rate * Double(clock.speed)
        var transformIsPending = false
        if presentationIsStale {
            presentedState = modelState
            modelTransformIsIdentity = modelState.transform == CATransform3DIdentity
            presentationIsStale = false
        } else if !animatedFields.isEmpty {
            transformIsPending = restoreAnimatedFields()
        }
        if entries.isEmpty {
            if presentedTransitionState != nil { presentedTransitionState = nil }
        } else {
            var removesFinished = false
            withUnsafeMutablePointer(to: &presentedState) { presented in
                var state = EvaluationState(presented, transformIsIdentity: modelTransformIsIdentity,
                                            transformIsPending: transformIsPending)
                entries.withUnsafeMutableBufferPointer { entries in
                    for index in 0..<entries.count {
                        withUnsafeMutablePointer(to: &entries[index].compiled) { animation in
                            let sample = animation.pointee.timing.sample(at: local)
                            if sample.phase != .before && !animation.pointee.didStart {
                                animation.pointee.didStart = true
                                context.started.append(entries[index].animation)
                            }
                            if sample.phase == .after {
                                if !animation.pointee.didStop {
                                    // Finished: the delegate hears it once, held or not, as with Apple.
                                    animation.pointee.didStop = true
                                    context.stopped.append(entries[index].animation)
                                }
                                if entries[index].animation.isRemovedOnCompletion {
                                    removesFinished = true
                                    return
                                }
                            }
                            if animation.pointee.timing.keepsChanging(after: sample, rate: localRate) { context.running += 1 }
                            if sample.isVisible { CompiledAnimation.apply(animation, sample, to: &state) }
                        }
                    }
                }
                state.finish()
                if state.transition != nil || presentedTransitionState != nil {
                    presentedTransitionState = state.transitionState
                }
            }
            if removesFinished { removeFinishedAnimations() }
        }
        storedSublayers?.withUnsafeBufferPointer { children in
            // Read as unmanaged references: the array keeps them alive, so
            // the walk needs no retain and release per layer.
            let unmanaged = UnsafeRawPointer(children.baseAddress!).assumingMemoryBound(to: Unmanaged<CALayer>.self)
            for index in 0..<children.count {
                let near = index + Self.prefetchDistance, far = near + Self.prefetchDistance
                if far < children.count { Self.prefetchFields(of: unmanaged[far]) }
                if near < children.count { Self.prefetchFrameData(of: unmanaged[near]) }
                unmanaged[index]._withUnsafeGuaranteedRef {
                    $0.evaluateSubtree(parentTime: local, rate: localRate, context: &context)
                }
            }
        }
    }

    /// How many siblings ahead a frame asks for a layer's animations and
    /// presentation (and, twice as far, for the layer itself, whose fields
    /// lead to its animations). Measured at 100,000 layers: 2 and 4 come
    /// too late (a quarter slower than 4 and 8); 6 and 12 or 12 and 24 made
    /// no difference beyond the noise.
    private static let prefetchDistance = 4

    /// Starts loading the layer's own fields that a frame reads first (they
    /// take the object's first 112 bytes, before the presentation).
    @inline(__always)
    private static func prefetchFields(of layer: Unmanaged<CALayer>) {
        prefetchForReading(UnsafeRawPointer(layer.toOpaque()), lines: 2)
    }

    /// Starts loading what evaluating `layer` reads and writes beyond its
    /// fields: the presentation's first lines (the transform) and the
    /// entries' storage, whose count and first entry's frame fields take
    /// 152 bytes.
    @inline(__always)
    private static func prefetchFrameData(of layer: Unmanaged<CALayer>) {
        layer._withUnsafeGuaranteedRef { layer in
            withUnsafeMutablePointer(to: &layer.presentedState) { prefetchForWriting($0, lines: 3) }
            // The array is one reference to its storage; reading that
            // reference as an address retains nothing (the array's own
            // accessors would retain it for every layer).
            let storage = withUnsafeMutablePointer(to: &layer.entries) {
                UnsafeRawPointer($0).load(as: UnsafeRawPointer.self)
            }
            prefetchForReading(storage, lines: 3)
        }
    }

    /// Takes off the finished animations that are removed on completion.
    private func removeFinishedAnimations() {
        entries.removeAll { $0.compiled.didStop && $0.animation.isRemovedOnCompletion }
        animationsChanged()
    }

    /// The layer's values at its local time `local`, with every animation
    /// applied, changing nothing (finished animations that are due for
    /// removal already count as removed).
    func evaluatedProperties(atLocalTime local: CFTimeInterval) -> (CALayerProperties, CATransitionState?) {
        var properties = modelState
        var transition: CATransitionState?
        withUnsafeMutablePointer(to: &properties) { pointer in
            var state = EvaluationState(pointer)
            for entry in entries {
                let sample = entry.compiled.timing.sample(at: local)
                if sample.phase == .after && entry.animation.isRemovedOnCompletion { continue }
                if sample.isVisible { entry.compiled.apply(sample, to: &state) }
            }
            state.finish()
            transition = state.transitionState
        }
        return (properties, transition)
    }
}
