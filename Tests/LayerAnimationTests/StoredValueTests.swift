import Foundation
import Testing
@testable import LayerAnimation

/// Basic animations keep their values unboxed when they are plain numbers;
/// what is read back must still be what was set, of the type it was set with.
@Suite struct StoredValueTests {
    @Test func valuesReadBackWithTheirTypes() throws {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0.25
        animation.toValue = CGFloat(0.75)
        animation.byValue = Float(0.5)
        #expect(type(of: try #require(animation.fromValue)) == Double.self && animation.fromValue as? Double == 0.25)
        #expect(type(of: try #require(animation.toValue)) == CGFloat.self && animation.toValue as? CGFloat == 0.75)
        #expect(type(of: try #require(animation.byValue)) == Float.self && animation.byValue as? Float == 0.5)
        animation.fromValue = 3
        animation.toValue = Int32(4)
        animation.byValue = nil
        #expect(type(of: try #require(animation.fromValue)) == Int.self && animation.fromValue as? Int == 3)
        #expect(type(of: try #require(animation.toValue)) == Int32.self && animation.toValue as? Int32 == 4)
        #expect(animation.byValue == nil)
    }

    @Test func otherValuesKeepTheirIdentityThroughCopies() throws {
        let color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let animation = CABasicAnimation(keyPath: "backgroundColor")
        animation.fromValue = color
        animation.toValue = CGPoint(x: 1, y: 2)
        let copy = try #require(animation.copy() as? CABasicAnimation)
        #expect(copy.fromValue as AnyObject? === color)
        #expect(copy.toValue as? CGPoint == CGPoint(x: 1, y: 2))
        // The copy is a snapshot: setting the original later leaves it alone.
        animation.fromValue = 0.5
        #expect(copy.fromValue as AnyObject? === color)
    }

    @Test func numbersOfEveryNumericTypeAnimateAlike() {
        let clock = ManualMediaClock(now: 0)
        let values: [(Any, Any)] = [(0.0, 1.0), (CGFloat(0), CGFloat(1)), (Float(0), Float(1)), (0, 1), (Int32(0), Int32(1)),
                                    (NSNumber(value: 0), NSNumber(value: 1))]
        for (from, to) in values {
            let layer = CALayer()
            let animation = CABasicAnimation(keyPath: "opacity")
            (animation.fromValue, animation.toValue, animation.duration) = (from, to, 2)
            clock.run {
                clock.now = 0
                layer.add(animation, forKey: "fade")
                clock.now = 1
                #expect(layer.presentation()?.opacity == 0.5, "\(type(of: from))")
            }
        }
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteNumbersAreNotPlainNumbers(value: Double) {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = value
        animation.toValue = CGFloat(value)
        animation.byValue = Float(value)
        let numbers = animation.values.numbers
        for form in [numbers.from, numbers.to, numbers.by] {
            guard case .other = form else { Issue.record("\(form) for \(value)"); continue }
        }
    }
}
