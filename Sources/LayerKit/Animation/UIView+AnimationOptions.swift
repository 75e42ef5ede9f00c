import Foundation

extension UIView {
    /// UIKit's animation options: LayerAnimators' (Apple's raw values) and the ones only views have.
    public typealias AnimationOptions = LayerAnimationOptions
    public typealias AnimationCurve = LayerAnimationCurve
}

extension LayerAnimationOptions {
    /// Lays the views out inside the block, so that layout changes animate too.
    public static let layoutSubviews = LayerAnimationOptions(rawValue: 1 << 0)
    /// A nested block uses its own duration (and delay) instead of the enclosing block's.
    public static let overrideInheritedDuration = LayerAnimationOptions(rawValue: 1 << 5)
    /// A nested block uses its own curve instead of the enclosing block's.
    public static let overrideInheritedCurve = LayerAnimationOptions(rawValue: 1 << 6)
    /// Accepted: contents change at once here.
    public static let allowAnimatedContent = LayerAnimationOptions(rawValue: 1 << 7)
    /// A nested block uses its own repeat and autoreverse instead of the enclosing block's.
    public static let overrideInheritedOptions = LayerAnimationOptions(rawValue: 1 << 9)
    /// Accepted and ignored: frames come at the display's rate.
    public static let preferredFramesPerSecondDefault = LayerAnimationOptions(rawValue: 0 << 24)
    public static let preferredFramesPerSecond60 = LayerAnimationOptions(rawValue: 3 << 24)
    public static let preferredFramesPerSecond30 = LayerAnimationOptions(rawValue: 7 << 24)
}
