import Foundation
import LayerAnimation

/// UIKit's `UIView.AnimationOptions`, with its names and values.
public struct LayerAnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Accepted (there is no event handling to allow or not).
    public static let allowUserInteraction = LayerAnimationOptions(rawValue: 1 << 1)
    /// Always on: every change starts from what is presented (UIKit's behaviour since iOS 8).
    public static let beginFromCurrentState = LayerAnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = LayerAnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = LayerAnimationOptions(rawValue: 1 << 4)
    public static let showHideTransitionViews = LayerAnimationOptions(rawValue: 1 << 8)

    public static let curveEaseInOut = LayerAnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = LayerAnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = LayerAnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = LayerAnimationOptions(rawValue: 3 << 16)

    public static let transitionFlipFromLeft = LayerAnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = LayerAnimationOptions(rawValue: 2 << 20)
    /// Drawn as a flip about the top edge.
    public static let transitionCurlUp = LayerAnimationOptions(rawValue: 3 << 20)
    /// Drawn as a flip about the top edge, the other way.
    public static let transitionCurlDown = LayerAnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = LayerAnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = LayerAnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = LayerAnimationOptions(rawValue: 7 << 20)

    /// The curve the options name (two bits at 16).
    package var curve: LayerAnimationCurve {
        switch (rawValue >> 16) & 3 {
        case 1: .easeIn
        case 2: .easeOut
        case 3: .linear
        default: .easeInOut
        }
    }

    /// The transition the options name (three bits at 20), if any.
    package var transition: (type: CATransitionType, subtype: CATransitionSubtype?)? {
        switch (rawValue >> 20) & 7 {
        case 1: (.flip, .fromLeft)
        case 2: (.flip, .fromRight)
        case 3: (.pageCurl, nil)
        case 4: (.pageUnCurl, nil)
        case 5: (.fade, nil)
        case 6: (.flip, .fromTop)
        case 7: (.flip, .fromBottom)
        default: nil
        }
    }
}

/// UIKit's `UIView.AnimationCurve`.
public enum LayerAnimationCurve: Int, Sendable {
    case easeInOut, easeIn, easeOut, linear

    /// The Core Animation curve of the same name.
    public var timingFunction: CAMediaTimingFunction {
        switch self {
        case .easeInOut: CAMediaTimingFunction(name: .easeInEaseOut)
        case .easeIn: CAMediaTimingFunction(name: .easeIn)
        case .easeOut: CAMediaTimingFunction(name: .easeOut)
        case .linear: CAMediaTimingFunction(name: .linear)
        }
    }

    /// The curve's control points.
    var controlPoints: (CGPoint, CGPoint) {
        switch self {
        case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
    }
}

/// UIKit's `UIViewAnimatingState`.
public enum LayerAnimatingState: Int, Sendable {
    case inactive, active, stopped
}

/// UIKit's `UIViewAnimatingPosition`: where animations ended.
public enum LayerAnimatingPosition: Int, Sendable {
    case end, start, current
}
