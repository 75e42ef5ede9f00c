import Testing
@testable import LayerAnimation

/// `evaluationMemory` counts the presentation and what animations add.
@Suite struct EvaluationMemoryTests {
    @Test func countsThePresentationAndEachAnimation() {
        let layer = CALayer()
        let bare = layer.evaluationMemory
        #expect(bare == MemoryLayout<CALayerProperties>.stride)
        layer.add(basic("opacity", from: 0, to: 1), forKey: "fade")
        let one = layer.evaluationMemory
        #expect(one > bare)
        let group = CAAnimationGroup()
        group.animations = [basic("position.x", from: 0, to: 1), basic("position.y", from: 0, to: 1)]
        layer.add(group, forKey: "move")
        #expect(layer.evaluationMemory > one)
        layer.removeAllAnimations()
        #expect(layer.evaluationMemory <= one)
    }
}
