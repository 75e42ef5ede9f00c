import Testing
@testable import LayerAnimation

@Suite struct ConvertTimeTests {
    @Test func applesExampleHoldsBothWays() {
        let parent = CALayer(), layer = CALayer(), slow = CALayer()
        parent.addSublayer(layer)
        parent.addSublayer(slow)
        slow.timeOffset = 1
        slow.speed = 0.5
        #expect(slow.convertTime(0.5, from: layer) == 1.25)
        #expect(layer.convertTime(0.5, to: slow) == 1.25)
        #expect(layer.convertTime(1.25, from: slow) == 0.5)
    }

    @Test func localTimeFollowsTheFormula() {
        let layer = CALayer()
        layer.beginTime = 10
        layer.speed = 3
        layer.timeOffset = 2
        // t = (tp - beginTime) * speed + timeOffset
        #expect(layer.convertTime(12, from: nil) == (12 - 10) * 3 + 2)
        #expect(layer.convertTime(8, to: nil) == (8 - 2) / 3 + 10)
    }

    @Test func speedsMultiplyDownTheTree() {
        let root = CALayer(), middle = CALayer(), leaf = CALayer()
        root.addSublayer(middle)
        middle.addSublayer(leaf)
        middle.speed = 2
        leaf.speed = 2
        let start = leaf.convertTime(100, from: nil)
        let later = leaf.convertTime(101, from: nil)
        #expect(later - start == 4)
        #expect(leaf.convertTime(later, to: nil) == 101)
        #expect(root.convertTime(3, from: leaf) == leaf.convertTime(3, to: root))
    }

    @Test func convertingOutOfAFrozenLayerGivesItsBeginTime() {
        let root = CALayer(), frozen = CALayer()
        root.addSublayer(frozen)
        frozen.speed = 0
        frozen.beginTime = 7
        frozen.timeOffset = 3
        #expect(frozen.convertTime(123, to: root) == 7)
        #expect(frozen.convertTime(55, from: nil) == 3)
    }

    @Test func layersInDifferentTreesMeetInAbsoluteTime() {
        let a = CALayer(), b = CALayer()
        a.speed = 2
        b.timeOffset = 5
        // a's 4 is absolute 2, which is b's 7.
        #expect(b.convertTime(4, from: a) == 7)
        #expect(a.convertTime(7, from: b) == 4)
    }

    @Test func changesToTimingTakeEffectAtOnceBelow() {
        let root = CALayer(), child = CALayer()
        root.addSublayer(child)
        #expect(child.convertTime(10, from: nil) == 10)
        root.speed = 0.5
        #expect(child.convertTime(10, from: nil) == 5)
        root.timeOffset = 1
        #expect(child.convertTime(10, from: nil) == 6)
    }
}
