import Foundation
import LayerAnimation

/// An animation's delegate that holds its real delegate weakly. An animation
/// holds its delegate (as Core Animation's does), and the layer holds the
/// animation: an object that owns the layer and is the delegate of one of
/// its animations would otherwise keep itself alive as long as the
/// animation, for ever if its tree is dropped before the animation ends.
public final class WeakAnimationDelegate: CAAnimationDelegate {
    private weak var target: CAAnimationDelegate?

    public init(_ target: CAAnimationDelegate) {
        self.target = target
    }

    public func animationDidStart(_ anim: CAAnimation) {
        target?.animationDidStart(anim)
    }

    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        target?.animationDidStop(anim, finished: flag)
    }
}
