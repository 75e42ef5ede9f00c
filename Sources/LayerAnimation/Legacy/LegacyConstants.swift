import Foundation

// Apple's Objective-C era names for the typed constants. Old and ported
// code still spells them (`CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)`,
// `fillMode = kCAFillModeForwards`), so each is here with the typed value it
// became, deprecated in favour of that spelling. Each holds Apple's raw string.

// MARK: CAMediaTimingFunctionName

@available(*, deprecated, renamed: "CAMediaTimingFunctionName.linear")
public let kCAMediaTimingFunctionLinear: CAMediaTimingFunctionName = .linear

@available(*, deprecated, renamed: "CAMediaTimingFunctionName.easeIn")
public let kCAMediaTimingFunctionEaseIn: CAMediaTimingFunctionName = .easeIn

@available(*, deprecated, renamed: "CAMediaTimingFunctionName.easeOut")
public let kCAMediaTimingFunctionEaseOut: CAMediaTimingFunctionName = .easeOut

@available(*, deprecated, renamed: "CAMediaTimingFunctionName.easeInEaseOut")
public let kCAMediaTimingFunctionEaseInEaseOut: CAMediaTimingFunctionName = .easeInEaseOut

@available(*, deprecated, renamed: "CAMediaTimingFunctionName.default")
public let kCAMediaTimingFunctionDefault: CAMediaTimingFunctionName = .`default`


// MARK: CAMediaTimingFillMode

@available(*, deprecated, renamed: "CAMediaTimingFillMode.forwards")
public let kCAFillModeForwards: CAMediaTimingFillMode = .forwards

@available(*, deprecated, renamed: "CAMediaTimingFillMode.backwards")
public let kCAFillModeBackwards: CAMediaTimingFillMode = .backwards

@available(*, deprecated, renamed: "CAMediaTimingFillMode.both")
public let kCAFillModeBoth: CAMediaTimingFillMode = .both

@available(*, deprecated, renamed: "CAMediaTimingFillMode.removed")
public let kCAFillModeRemoved: CAMediaTimingFillMode = .removed


// MARK: CATransitionType

@available(*, deprecated, renamed: "CATransitionType.fade")
public let kCATransitionFade: CATransitionType = .fade

@available(*, deprecated, renamed: "CATransitionType.moveIn")
public let kCATransitionMoveIn: CATransitionType = .moveIn

@available(*, deprecated, renamed: "CATransitionType.push")
public let kCATransitionPush: CATransitionType = .push

@available(*, deprecated, renamed: "CATransitionType.reveal")
public let kCATransitionReveal: CATransitionType = .reveal


// MARK: CATransitionSubtype

@available(*, deprecated, renamed: "CATransitionSubtype.fromRight")
public let kCATransitionFromRight: CATransitionSubtype = .fromRight

@available(*, deprecated, renamed: "CATransitionSubtype.fromLeft")
public let kCATransitionFromLeft: CATransitionSubtype = .fromLeft

@available(*, deprecated, renamed: "CATransitionSubtype.fromTop")
public let kCATransitionFromTop: CATransitionSubtype = .fromTop

@available(*, deprecated, renamed: "CATransitionSubtype.fromBottom")
public let kCATransitionFromBottom: CATransitionSubtype = .fromBottom


// MARK: CAAnimationCalculationMode

@available(*, deprecated, renamed: "CAAnimationCalculationMode.linear")
public let kCAAnimationLinear: CAAnimationCalculationMode = .linear

@available(*, deprecated, renamed: "CAAnimationCalculationMode.discrete")
public let kCAAnimationDiscrete: CAAnimationCalculationMode = .discrete

@available(*, deprecated, renamed: "CAAnimationCalculationMode.paced")
public let kCAAnimationPaced: CAAnimationCalculationMode = .paced

@available(*, deprecated, renamed: "CAAnimationCalculationMode.cubic")
public let kCAAnimationCubic: CAAnimationCalculationMode = .cubic

@available(*, deprecated, renamed: "CAAnimationCalculationMode.cubicPaced")
public let kCAAnimationCubicPaced: CAAnimationCalculationMode = .cubicPaced


// MARK: CAAnimationRotationMode

@available(*, deprecated, renamed: "CAAnimationRotationMode.rotateAuto")
public let kCAAnimationRotateAuto: CAAnimationRotationMode = .rotateAuto

@available(*, deprecated, renamed: "CAAnimationRotationMode.rotateAutoReverse")
public let kCAAnimationRotateAutoReverse: CAAnimationRotationMode = .rotateAutoReverse


// MARK: CAShapeLayerLineCap

@available(*, deprecated, renamed: "CAShapeLayerLineCap.butt")
public let kCALineCapButt: CAShapeLayerLineCap = .butt

@available(*, deprecated, renamed: "CAShapeLayerLineCap.round")
public let kCALineCapRound: CAShapeLayerLineCap = .round

@available(*, deprecated, renamed: "CAShapeLayerLineCap.square")
public let kCALineCapSquare: CAShapeLayerLineCap = .square


// MARK: CAShapeLayerLineJoin

@available(*, deprecated, renamed: "CAShapeLayerLineJoin.miter")
public let kCALineJoinMiter: CAShapeLayerLineJoin = .miter

@available(*, deprecated, renamed: "CAShapeLayerLineJoin.round")
public let kCALineJoinRound: CAShapeLayerLineJoin = .round

@available(*, deprecated, renamed: "CAShapeLayerLineJoin.bevel")
public let kCALineJoinBevel: CAShapeLayerLineJoin = .bevel


// MARK: CAShapeLayerFillRule

@available(*, deprecated, renamed: "CAShapeLayerFillRule.nonZero")
public let kCAFillRuleNonZero: CAShapeLayerFillRule = .nonZero

@available(*, deprecated, renamed: "CAShapeLayerFillRule.evenOdd")
public let kCAFillRuleEvenOdd: CAShapeLayerFillRule = .evenOdd


// MARK: CALayerContentsGravity

@available(*, deprecated, renamed: "CALayerContentsGravity.center")
public let kCAGravityCenter: CALayerContentsGravity = .center

@available(*, deprecated, renamed: "CALayerContentsGravity.top")
public let kCAGravityTop: CALayerContentsGravity = .top

@available(*, deprecated, renamed: "CALayerContentsGravity.bottom")
public let kCAGravityBottom: CALayerContentsGravity = .bottom

@available(*, deprecated, renamed: "CALayerContentsGravity.left")
public let kCAGravityLeft: CALayerContentsGravity = .left

@available(*, deprecated, renamed: "CALayerContentsGravity.right")
public let kCAGravityRight: CALayerContentsGravity = .right

@available(*, deprecated, renamed: "CALayerContentsGravity.topLeft")
public let kCAGravityTopLeft: CALayerContentsGravity = .topLeft

@available(*, deprecated, renamed: "CALayerContentsGravity.topRight")
public let kCAGravityTopRight: CALayerContentsGravity = .topRight

@available(*, deprecated, renamed: "CALayerContentsGravity.bottomLeft")
public let kCAGravityBottomLeft: CALayerContentsGravity = .bottomLeft

@available(*, deprecated, renamed: "CALayerContentsGravity.bottomRight")
public let kCAGravityBottomRight: CALayerContentsGravity = .bottomRight

@available(*, deprecated, renamed: "CALayerContentsGravity.resize")
public let kCAGravityResize: CALayerContentsGravity = .resize

@available(*, deprecated, renamed: "CALayerContentsGravity.resizeAspect")
public let kCAGravityResizeAspect: CALayerContentsGravity = .resizeAspect

@available(*, deprecated, renamed: "CALayerContentsGravity.resizeAspectFill")
public let kCAGravityResizeAspectFill: CALayerContentsGravity = .resizeAspectFill


// MARK: CATextLayerAlignmentMode

@available(*, deprecated, renamed: "CATextLayerAlignmentMode.natural")
public let kCAAlignmentNatural: CATextLayerAlignmentMode = .natural

@available(*, deprecated, renamed: "CATextLayerAlignmentMode.left")
public let kCAAlignmentLeft: CATextLayerAlignmentMode = .left

@available(*, deprecated, renamed: "CATextLayerAlignmentMode.right")
public let kCAAlignmentRight: CATextLayerAlignmentMode = .right

@available(*, deprecated, renamed: "CATextLayerAlignmentMode.center")
public let kCAAlignmentCenter: CATextLayerAlignmentMode = .center

@available(*, deprecated, renamed: "CATextLayerAlignmentMode.justified")
public let kCAAlignmentJustified: CATextLayerAlignmentMode = .justified


// MARK: CATextLayerTruncationMode

@available(*, deprecated, renamed: "CATextLayerTruncationMode.none")
public let kCATruncationNone: CATextLayerTruncationMode = .none

@available(*, deprecated, renamed: "CATextLayerTruncationMode.start")
public let kCATruncationStart: CATextLayerTruncationMode = .start

@available(*, deprecated, renamed: "CATextLayerTruncationMode.end")
public let kCATruncationEnd: CATextLayerTruncationMode = .end

@available(*, deprecated, renamed: "CATextLayerTruncationMode.middle")
public let kCATruncationMiddle: CATextLayerTruncationMode = .middle
