import Foundation

// UIKit's property animator and its timing types are LayerAnimators' under
// UIKit's names: same API, same behaviour. Changes made in an animator's
// closures are animated on every layer they touch, a view's or not.
public typealias UIViewPropertyAnimator = LayerPropertyAnimator
public typealias UITimingCurveProvider = TimingCurveProvider
public typealias UICubicTimingParameters = CubicTimingParameters
public typealias UISpringTimingParameters = SpringTimingParameters
public typealias UITimingCurveType = LayerTimingCurveType
public typealias UIViewAnimatingState = LayerAnimatingState
public typealias UIViewAnimatingPosition = LayerAnimatingPosition
