/// Told when an animation starts and stops.
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began its active interval.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation finished (`flag` true) or was removed early (`flag` false).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
