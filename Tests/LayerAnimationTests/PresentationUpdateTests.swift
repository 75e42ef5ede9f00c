import Foundation
import Testing
@testable import LayerAnimation

/// A frame copies the whole model into the presentation only after the model
/// or the set of animations changed, and otherwise restores just the
/// animated fields: every way the two could drift apart shows here.
@Suite struct PresentationUpdateTests {
    /// A layer whose transform is animated by sub-key paths, evaluated once.
    private func spinningLayer() -> CALayer {
        let layer = CALayer()
        layer.add(basic("transform.rotation.z", from: 0, to: Double.pi, duration: 2), forKey: "spin")
        layer.evaluateFrame(atTime: layer.animation(forKey: "spin")!.beginTime + 1)
        return layer
    }

    @Test func modelChangesBetweenFramesShowInTheNextFrame() {
        let layer = spinningLayer()
        let begin = layer.animation(forKey: "spin")!.beginTime
        layer.position = CGPoint(x: 30, y: 40)
        layer.opacity = 0.5
        layer.evaluateFrame(atTime: begin + 1.5)
        #expect(layer.presentedProperties.position == CGPoint(x: 30, y: 40))
        #expect(layer.presentedProperties.opacity == 0.5)
    }

    @Test func aChangedModelTransformIsWhatSubKeyPathsApplyTo() {
        let layer = spinningLayer()
        let begin = layer.animation(forKey: "spin")!.beginTime
        layer.transform = CATransform3DMakeTranslation(10, 0, 0)
        layer.evaluateFrame(atTime: begin + 1)
        // Half a turn's half: rotation π/2 about z, on top of the model's translation.
        #expect(isClose(layer.presentedProperties.transform.m41, 10))
        #expect(isClose(layer.presentedProperties.transform.m12, 1))
        layer.transform = CATransform3DIdentity
        layer.evaluateFrame(atTime: begin + 1)
        #expect(isClose(layer.presentedProperties.transform.m41, 0))
    }

    @Test func aRemovedAnimationsFieldGoesBackToTheModel() {
        let layer = CALayer()
        layer.add(basic("position.x", from: 0, to: 100, duration: 2), forKey: "slide")
        let begin = layer.animation(forKey: "slide")!.beginTime
        layer.evaluateFrame(atTime: begin + 1)
        #expect(layer.presentedProperties.position.x == 50)
        layer.removeAnimation(forKey: "slide")
        layer.evaluateFrame(atTime: begin + 1.5)
        #expect(layer.presentedProperties.position.x == 0)
    }

    @Test func aFinishedAnimationsFieldGoesBackToTheModel() {
        let layer = CALayer()
        layer.position.x = 7
        layer.add(basic("position.x", from: 0, to: 100, duration: 2), forKey: "slide")
        let begin = layer.animation(forKey: "slide")!.beginTime
        layer.evaluateFrame(atTime: begin + 1)
        layer.evaluateFrame(atTime: begin + 3)  // finished and removed
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentedProperties.position.x == 7)
        layer.evaluateFrame(atTime: begin + 4)
        #expect(layer.presentedProperties.position.x == 7)
    }

    @Test func anAnimationThatIsNotShowingLeavesTheModelValue() {
        let layer = CALayer()
        layer.opacity = 0.8
        let fade = basic("opacity", from: 0, to: 1, duration: 1)
        fade.beginTime = 10  // before it begins, no backwards fill: the model shows
        layer.add(fade, forKey: "fade")
        layer.evaluateFrame(atTime: 10.5)
        #expect(layer.presentedProperties.opacity == 0.5)
        layer.evaluateFrame(atTime: 9)
        #expect(layer.presentedProperties.opacity == 0.8)
    }

    @Test func aTransformNoAnimationWritesIsTheModels() {
        let layer = spinningLayer()  // its last frame left a quarter turn in the presentation
        let begin = layer.animation(forKey: "spin")!.beginTime
        #expect(!CATransform3DIsIdentity(layer.presentedProperties.transform))
        layer.evaluateFrame(atTime: begin - 1)  // before it begins, no fill: nothing writes the transform
        #expect(CATransform3DIsIdentity(layer.presentedProperties.transform))
        layer.evaluateFrame(atTime: begin + 1)
        #expect(isClose(layer.presentedProperties.transform.m12, 1))
    }

    @Test func aSecondAnimationOfAnotherFieldIsRestoredToo() {
        let layer = spinningLayer()
        let begin = layer.animation(forKey: "spin")!.beginTime
        let fade = basic("opacity", from: 0, to: 1, duration: 1)
        fade.beginTime = begin + 1
        layer.add(fade, forKey: "fade")
        layer.evaluateFrame(atTime: begin + 1.5)
        #expect(layer.presentedProperties.opacity == 0.5)
        layer.evaluateFrame(atTime: begin + 0.5)  // the fade has not begun: model opacity
        #expect(layer.presentedProperties.opacity == 1)
    }
}
