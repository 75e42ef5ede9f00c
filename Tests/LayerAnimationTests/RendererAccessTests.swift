import Foundation
import Testing
@testable import LayerAnimation

/// What a renderer reads beyond Apple's API: `contentsObject` and the
/// presentation in place.
@Suite struct RendererAccessTests {
    private final class Image {}

    @Test func contentsObjectIsTheContentsWhenItIsAnObject() {
        let layer = CALayer(), image = Image()
        #expect(layer.contentsObject == nil)
        layer.contents = image
        #expect(layer.contentsObject === image)
        #expect(layer.presentation()?.contentsObject === image)
        layer.contents = "not an object"
        #expect(layer.contentsObject == nil && layer.contents as? String == "not an object")
        layer.contents = nil
        #expect(layer.contentsObject == nil)
    }

    @Test func presentedPropertiesInPlaceAreTheLastFramesValues() {
        let layer = CALayer()
        layer.add(basic("position.x", from: 0, to: 100, duration: 2), forKey: "slide")
        layer.evaluateFrame(atTime: layer.animation(forKey: "slide")!.beginTime + 1)
        let x = layer.withUnsafePresentedProperties { $0.pointee.position.x }
        #expect(x == 50 && x == layer.presentedProperties.position.x)
    }
}
