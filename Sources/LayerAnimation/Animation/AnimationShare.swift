/// Layers playing an added animation object itself, in place of the copy
/// ``CALayer/add(_:forKey:)`` promises, until something could tell the two
/// apart.
///
/// A copy costs about as much as making the animation, and nothing tells it
/// from the original while the original is unchanged and the layer has not
/// handed its animation out. So an animation of one of the engine's leaf
/// classes (``CAAnimation/mayBeShared``) is played itself, with a share
/// beside it in each layer's entry:
///
/// - before its first change after being added, the original copies itself
///   into ``frozen`` (only if some entry still holds the share), and the
///   entries read that copy from then on;
/// - an entry makes the layer's own copy, of ``frozen`` or of the unchanged
///   original, with the begin time the layer gave it, when the layer hands the
///   animation out: `animation(forKey:)` or a delegate's call.
///
/// Groups are copied when added as before: a change to one of their
/// children would not pass through the group's setters.
final class AnimationShare {
    /// The original as it was when added, once it has changed since.
    var frozen: CAAnimation?
}

extension CAAnimation {
    /// Whether a layer may play this object itself until it changes
    /// (``AnimationShare``): an instance of exactly one of the engine's
    /// classes whose every change goes through ``willChange()``. (Worked
    /// out from ``engineClass``, not a method of its own: a new overridable
    /// member moves the class's table of methods, and an incremental build
    /// did not recompile the other modules' calls through it.)
    final var mayBeShared: Bool {
        let engine = engineClass
        return type(of: self) == engine
            && (engine == CABasicAnimation.self || engine == CASpringAnimation.self || engine == CAKeyframeAnimation.self)
    }

    /// Called by every setter before it changes the animation: layers
    /// playing this object itself keep it as it was when added.
    @inline(__always)
    final func willChange() {
        if share != nil { freezeForLayers() }
    }

    /// The share a layer adding this object joins (the one made by an
    /// earlier add, if the animation has not changed since).
    final func joinShare() -> AnimationShare {
        if let share { return share }
        let made = AnimationShare()
        share = made
        return made
    }

    @inline(never)
    private final func freezeForLayers() {
        guard var share else { return }
        self.share = nil
        // Held here alone: no entry plays the original any more.
        if !isKnownUniquelyReferenced(&share) { share.frozen = copyOfSameClass() }
    }
}
