import Foundation
import Testing
@testable import LayerAnimation

@Suite struct ContentsGravityTests {
    @Test func everyGravityPlacesContentsLikeApple() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 50), natural = CGSize(width: 20, height: 10)
        let expected: [(CALayerContentsGravity, CGRect)] = [
            (.resize, bounds),
            (.center, CGRect(x: 40, y: 20, width: 20, height: 10)),
            (.top, CGRect(x: 40, y: 0, width: 20, height: 10)),
            (.bottom, CGRect(x: 40, y: 40, width: 20, height: 10)),
            (.left, CGRect(x: 0, y: 20, width: 20, height: 10)),
            (.right, CGRect(x: 80, y: 20, width: 20, height: 10)),
            (.topLeft, CGRect(x: 0, y: 0, width: 20, height: 10)),
            (.topRight, CGRect(x: 80, y: 0, width: 20, height: 10)),
            (.bottomLeft, CGRect(x: 0, y: 40, width: 20, height: 10)),
            (.bottomRight, CGRect(x: 80, y: 40, width: 20, height: 10)),
            (.resizeAspect, CGRect(x: 0, y: 0, width: 100, height: 50)),
            (.resizeAspectFill, CGRect(x: 0, y: 0, width: 100, height: 50)),
        ]
        for (gravity, rect) in expected { #expect(gravity.rect(for: natural, in: bounds) == rect, "\(gravity.rawValue)") }
        let square = CGSize(width: 10, height: 10)
        #expect(CALayerContentsGravity.resizeAspect.rect(for: square, in: bounds) == CGRect(x: 25, y: 0, width: 50, height: 50))
        #expect(CALayerContentsGravity.resizeAspectFill.rect(for: square, in: bounds) == CGRect(x: 0, y: -25, width: 100, height: 100))
        #expect(CALayerContentsGravity.center.rect(for: nil, in: bounds) == bounds)
        #expect(CALayerContentsGravity(rawValue: "sideways").rect(for: square, in: bounds) == bounds)
        #expect(CALayer().contentsGravity == .resize)
    }
}
