import Foundation

/// The animatable and drawable state of one layer: what ``CALayer`` stores
/// as its modelState, and what a frame evaluation produces as its presentation.
///
/// A renderer reads ``CALayer/presentedProperties`` after
/// ``CALayer/evaluateFrame(atTime:)``, with no allocation per frame.
public struct CALayerProperties {
    public var bounds: CGRect = .zero
    public var position: CGPoint = .zero
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    public var zPosition: CGFloat = 0
    public var transform: CATransform3D = CATransform3DIdentity
    public var sublayerTransform: CATransform3D = CATransform3DIdentity
    public var opacity: Float = 1
    public var isHidden = false
    public var backgroundColor: CGColor?
    public var cornerRadius: CGFloat = 0
    public var borderWidth: CGFloat = 0
    public var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    public var contents: Any?
    public var isDoubleSided = true
    public var masksToBounds = false
    /// The transition running on the layer, with its current progress.
    public var transition: CATransitionState?

    public init() {}
}

/// A ``CATransition`` at one moment: which kind, and how far along (0...1).
public struct CATransitionState: Sendable, Equatable {
    public var type: CATransitionType
    public var subtype: CATransitionSubtype?
    public var progress: Float
}
