import Foundation

extension CALayer {
    /// When a ``CATransition`` is added, what the layer and its sublayers
    /// looked like: copies showing the values presented at the last frame,
    /// with the contents and sublayers they have when the transition is
    /// added (so add the transition, then change the layer, as Apple's
    /// guide does). A renderer draws it as the transition's old picture
    /// (beyond Apple's API). Dropped once the layer has no transition left.
    public var transitionSnapshot: CALayer? { storedTransitionSnapshot }

    /// Takes the snapshot for a transition being added.
    func captureForTransition(key: String?) {
        if contentsObject == nil && storedSublayers == nil && frameState.model.backgroundColorComponents == nil
            && frameState.model.borderWidth == 0 {
            CADiagnostics.report(CADiagnostic(animationKey: key, keyPath: nil,
                                              message: "the layer draws nothing yet: the transition starts from nothing"))
        }
        storedTransitionSnapshot = snapshotTree(depth: 0)
    }

    /// Drops the snapshot once no transition remains on the layer.
    func releaseTransitionSnapshotIfDone() {
        if !frameState.entries.contains(where: { $0.animation is CATransition }) { storedTransitionSnapshot = nil }
    }

    /// A copy of this layer and everything below it (sublayers and mask)
    /// showing the presented values, timeless: nothing in it animates.
    private func snapshotTree(depth: Int) -> CALayer {
        let copy = type(of: self).init(layer: self)
        copy.frameState.model = frameState.presented
        copy.frameState.show(frameState.presented, transition: nil)
        // Trees deeper than this are not real scenes; their depths are not copied.
        guard depth < 256 else { return copy }
        copy.storedMask = storedMask?.snapshotTree(depth: depth + 1)
        for child in storedSublayers ?? [] { copy.addSublayer(child.snapshotTree(depth: depth + 1)) }
        return copy
    }
}
