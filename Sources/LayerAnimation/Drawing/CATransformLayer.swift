import Foundation

/// A layer that draws nothing of its own and keeps its sublayers in 3D:
/// they are not flattened into it, and its whole 3D subtree (nested
/// transform layers included) is sorted by depth and flattened only at the
/// nearest ancestor that is not a transform layer. Its background,
/// contents, border, mask, `masksToBounds` and shadow are ignored; its
/// opacity applies to each sublayer separately. Apple's `render(in:)`
/// draws its background; the compositor, which we follow, does not.
open class CATransformLayer: CALayer {
    /// Never itself: it has no surface.
    open override func contains(_ p: CGPoint) -> Bool { false }

    /// The front-most sublayer hit (by `zPosition`, then the later one);
    /// never the transform layer itself.
    open override func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, let local = convertedPoint(p, fromSuperlayerOf: self) else { return nil }
        let children = (sublayers ?? []).enumerated().sorted {
            ($0.element.zPosition, $0.offset) > ($1.element.zPosition, $1.offset)
        }
        for (_, child) in children {
            if let hit = child.hitTest(local) { return hit }
        }
        return nil
    }
}
