import Foundation
import LayerAnimation
import SceneControls
import SnowmanSettings
import SplitMix
import Testing
@testable import SnowmanScene

/// Hostile input at every entry of the Snowman scene: keys, text, pointers
/// and wheels anywhere (non-finite too), scripted actions, sizes and
/// times of any kind. After each step nothing has crashed and no layer
/// the scene draws has a non-finite geometry.
@Suite @MainActor struct RandomizedSnowmanSceneTests {
    nonisolated static let seeds: [UInt64] = {
        if let text = ProcessInfo.processInfo.environment["LAYER_ANIMATION_SEED"], let seed = UInt64(text) { return [seed] }
        return [1, 2, 3]
    }()

    @Test(arguments: seeds) func hostileInputLeavesEveryLayerFinite(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let clock = ManualMediaClock(now: 0)
        let scene = SnowmanSceneTests().makeScene(clock)
        let numbers: [Double] = [0, -1, 1, 0.5, 37, 1e9, -1e9, .nan, .infinity, -.infinity, 1e-300, 400, 700]
        let keys: [Key] = [.space, .tab, .up, .down, .left, .right, .home, .end, .minus, .equals, .plus, .returnKey, .escape,
                           .backspace, .delete, .f2, .leftBracket, .rightBracket, .backslash, .comma, .period,
                           .letter("t"), .letter("r"), .letter("z"), .letter("s"), .digit(3), .other]
        let texts = ["a", "é", "🙂", "\u{202E}evil", String(repeating: "x", count: 300), "\0", "\n"]
        let actions = ["play", "reset", "inspector", "faster", "slower", "reverse", "edit", "select 0", "select 99",
                       "step opacity -3", "step curve 9", "seek 0.5", "seek 1", "fly", ""]
        func number() -> Double { numbers[Int(random.next() % UInt64(numbers.count))] }
        func point() -> CGPoint {
            random.next() % 3 == 0 ? CGPoint(x: number(), y: number())
                : CGPoint(x: Double(random.next() % 1100), y: Double(random.next() % 700))
        }
        var time = 0.0
        clock.run {
            for step in 0..<1500 {
                switch random.next() % 9 {
                case 0:
                    let press = KeyPress(keys[Int(random.next() % UInt64(keys.count))], shift: random.next() % 2 == 0,
                                         control: random.next() % 5 == 0)
                    _ = scene.handle(.keyDown(press))
                case 1: _ = scene.handle(.text(texts[Int(random.next() % UInt64(texts.count))]))
                case 2: _ = scene.handle(.pointerDown(PointerEvent(location: point(), button: .primary, shift: random.next() % 2 == 0)))
                case 3: _ = scene.handle(.pointerMoved(PointerEvent(location: point(), button: .primary)))
                case 4: _ = scene.handle(.pointerUp(PointerEvent(location: point(), button: .primary)))
                case 5: _ = scene.handle(.wheel(dx: number(), dy: number(), at: point()))
                case 6: try? scene.perform(parsing: actions[Int(random.next() % UInt64(actions.count))])
                case 7:
                    scene.displayScaleChanged(to: [1, 2, 1.5, 0, .nan][Int(random.next() % 5)])
                    scene.layout(in: random.next() % 2 == 0 ? CGSize(width: number(), height: number())
                                 : CGSize(width: 800 + Double(random.next() % 900), height: 484 + Double(random.next() % 500)))
                default:
                    time += [1.0 / 60, 0.5, 3, 0][Int(random.next() % 4)]
                    clock.now = time
                    scene.advance(toMediaTime: time)
                    scene.rootLayer.evaluateFrame(atTime: time)
                }
                #expect(Self.allFinite(scene.rootLayer), "seed \(seed), step \(step)")
                if !Self.allFinite(scene.rootLayer) { return }
            }
        }
    }

    static func allFinite(_ layer: CALayer) -> Bool {
        let values = [layer.position.x, layer.position.y, layer.bounds.width, layer.bounds.height, layer.bounds.minX, layer.bounds.minY]
        guard values.allSatisfy(\.isFinite) else { return false }
        return (layer.sublayers ?? []).allSatisfy(allFinite)
    }
}
