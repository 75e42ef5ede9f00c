import Foundation
import Testing
@testable import LayerAnimation

/// Code written for Apple's QuartzCore, spelled the old way: `kCA…`
/// constants, `HUGE`, `NSValue`-boxed geometry and numbers of any type.
@Suite struct LegacySpellingTests {
    @Test(arguments: [
        (kCAMediaTimingFunctionEaseInEaseOut.rawValue, "easeInEaseOut"), (kCAMediaTimingFunctionDefault.rawValue, "default"),
        (kCAFillModeForwards.rawValue, "forwards"), (kCAFillModeBoth.rawValue, "both"),
        (kCATransitionFade.rawValue, "fade"), (kCATransitionFromRight.rawValue, "fromRight"),
        (kCAAnimationCubicPaced.rawValue, "cubicPaced"), (kCAAnimationRotateAuto.rawValue, "auto"),
        (kCALineCapRound.rawValue, "round"), (kCALineJoinBevel.rawValue, "bevel"),
        (kCAFillRuleNonZero.rawValue, "non-zero"), (kCAFillRuleEvenOdd.rawValue, "even-odd"),
        (kCAGravityResizeAspectFill.rawValue, "resizeAspectFill"), (kCAAlignmentCenter.rawValue, "center"),
        (kCATruncationMiddle.rawValue, "middle"), (kCATransition, "transition"),
    ])
    func constantsHoldApplesStrings(_ pair: (String, String)) {
        #expect(pair.0 == pair.1)
    }

    @Test func oldSpellingsCompileWhereTheTypedOnesDo() {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)
        animation.fillMode = kCAFillModeForwards
        #expect(animation.fillMode == .forwards)
        #expect(animation.timingFunction?.curve == CAMediaTimingFunction(name: .easeInEaseOut).curve)
    }

    @Test(arguments: [HUGE, MAXFLOAT, Float.infinity])
    func hugeRepeatsForever(_ count: Float) {
        let clock = ManualMediaClock(now: 0)
        clock.run {
            let layer = CALayer()
            let spin = basic("opacity", from: 0, to: 1, duration: 1)
            spin.repeatCount = count
            layer.add(spin, forKey: "spin")
            clock.now = 1e9 + 0.25
            #expect(isCloseFloat(layer.presentedOpacity, 0.25))
            #expect(layer.animation(forKey: "spin") != nil)
        }
    }

    @Test func boxedGeometryAnimatesLikeTheStructs() {
        let clock = ManualMediaClock(now: 0)
        clock.run {
            let layer = CALayer()
            layer.add(basic("position", from: NSValue(cgPoint: CGPoint(x: 0, y: 0)),
                            to: NSValue(cgPoint: CGPoint(x: 100, y: 40))), forKey: "move")
            layer.add(basic("bounds", from: NSValue(cgRect: CGRect(x: 0, y: 0, width: 10, height: 10)),
                            to: NSValue(cgRect: CGRect(x: 0, y: 0, width: 30, height: 50))), forKey: "grow")
            layer.add(basic("shadowOffset", from: NSValue(cgSize: .zero), to: NSValue(cgSize: CGSize(width: 8, height: 4))),
                      forKey: "shadow")
            let turn = CAKeyframeAnimation(keyPath: "transform")
            turn.values = [NSValue(caTransform3D: CATransform3DIdentity),
                           NSValue(caTransform3D: CATransform3DMakeTranslation(20, 0, 0))]
            turn.duration = 1
            layer.add(turn, forKey: "turn")
            let sublayers = basic("sublayerTransform", from: NSValue(cgAffineTransform: CGAffineTransform()),
                                  to: NSValue(cgAffineTransform: CGAffineTransform(scaleX: 3, y: 3)))
            layer.add(sublayers, forKey: "zoom")
            clock.now = 0.5
            let shown = layer.presentation()!
            #expect(shown.position == CGPoint(x: 50, y: 20))
            #expect(shown.bounds.size == CGSize(width: 20, height: 30))
            #expect(shown.shadowOffset == CGSize(width: 4, height: 2))
            #expect(isClose(Double(shown.transform.m41), 10))
            #expect(isClose(Double(shown.sublayerTransform.m11), 2))
        }
    }

    @Test func boxedValuesReadBack() {
        let t = CATransform3DMakeRotation(1, 0, 0, 1)
        #expect(NSValue(caTransform3D: t).caTransform3DValue == t)
        let a = CGAffineTransform(translationX: 3, y: 4)
        #expect(NSValue(cgAffineTransform: a).cgAffineTransformValue == a)
        #expect(NSValue(cgAffineTransform: a).caTransform3DValue == CATransform3DMakeAffineTransform(a))
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgSize: CGSize(width: 1, height: 2)).cgSizeValue == CGSize(width: 1, height: 2))
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSValue(caTransform3D: t) == NSValue(caTransform3D: t))
        #expect(String(cString: NSValue(caTransform3D: t).objCType).hasPrefix("{CATransform3D="))
    }

    /// A boxed value of the wrong kind (a size where a point goes) makes the
    /// animation change nothing, with one diagnostic.
    @Test func aMismatchedBoxIsANoOp() {
        let clock = ManualMediaClock(now: 0)
        let recorder = DiagnosticsRecorder()
        clock.run {
            recorder.run {
                let layer = CALayer()
                layer.position = CGPoint(x: 5, y: 5)
                layer.add(basic("position", from: NSValue(cgSize: .zero), to: NSValue(cgSize: CGSize(width: 9, height: 9))),
                          forKey: "move")
                clock.now = 0.5
                #expect(layer.presentation()!.position == CGPoint(x: 5, y: 5))
                layer.add(basic("transform", to: NSValue(cgPoint: .zero)), forKey: "turn")
                #expect(layer.presentation()!.transform == CATransform3DIdentity)
            }
        }
        #expect(recorder.diagnostics.count == 2)
    }

    @Test func numbersOfEveryWidthAnimate() {
        let values: [Any] = [Int8(1), Int16(1), Int32(1), Int64(1), Int(1), UInt8(1), UInt16(1), UInt32(1), UInt64(1),
                             UInt(1), Float(1), Double(1), CGFloat(1), NSNumber(value: 1), NSNumber(value: true)]
        let clock = ManualMediaClock(now: 0)
        clock.run {
            for value in values {
                let layer = CALayer()
                layer.add(basic("opacity", from: 0, to: value), forKey: "fade")
                let keyframes = CAKeyframeAnimation(keyPath: "cornerRadius")
                keyframes.values = [0, value]
                keyframes.duration = 1
                layer.add(keyframes, forKey: "round")
                clock.now = 0.5
                #expect(isCloseFloat(layer.presentedOpacity, 0.5), "\(type(of: value))")
                #expect(isClose(Double(layer.presentation()!.cornerRadius), 0.5), "\(type(of: value))")
                clock.now = 0
            }
        }
    }

    @Test func keyValueCodingTakesBoxes() {
        let layer = CALayer()
        layer.setValue(NSValue(cgPoint: CGPoint(x: 3, y: 4)), forKey: "position")
        layer.setValue(NSValue(cgRect: CGRect(x: 0, y: 0, width: 7, height: 8)), forKey: "bounds")
        layer.setValue(NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1)), forKey: "transform")
        layer.setValue(UInt8(3), forKey: "cornerRadius")
        #expect(layer.position == CGPoint(x: 3, y: 4))
        #expect(layer.bounds.size == CGSize(width: 7, height: 8))
        #expect(layer.transform == CATransform3DMakeScale(2, 2, 1))
        #expect(layer.cornerRadius == 3)
    }
}
