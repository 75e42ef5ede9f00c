import SplitMix
import Foundation
import LayerAnimation
import Testing
@testable import PracticeScene

/// The Practice scene's logic and geometry, with a manual clock and no window.
@Suite struct PracticeSceneTests {
    /// A scene of 900 x 600 at time 0 on `clock`.
    func scene(_ clock: ManualMediaClock) -> PracticeScene {
        let scene = PracticeScene()
        clock.run {
            scene.layout(size: CGSize(width: 900, height: 600))
            scene.root.evaluateFrame(atTime: 0)
        }
        return scene
    }

    func frame(_ scene: PracticeScene, _ clock: ManualMediaClock, at time: Double) {
        clock.now = time
        scene.root.evaluateFrame(atTime: time)
    }

    @Test func basicSquaresEndWhereTheExerciseSays() {
        let clock = ManualMediaClock(now: 0)
        let scene = scene(clock)
        let basic = scene.exercises[0] as! BasicExercise
        clock.run {
            for name in ["orange", "cyan", "blue", "green"] { scene.perform(name) }
            frame(scene, clock, at: 1)
            let green = basic.green.presentedProperties
            #expect(green.backgroundColorComponents == ColorComponents(Palette.magenta))
            #expect(abs(green.transform.m11 - 1.5) < 1e-9 && abs(green.transform.m22 - 1.5) < 1e-9)
            #expect(green.position == CGPoint(x: 450, y: (600 - 52 - 32) / 2))
            #expect(basic.orange.presentedProperties.cornerRadius == 40 && basic.cyan.presentedProperties.opacity == 0)
            frame(scene, clock, at: 2)
            let back = basic.green.presentedProperties
            #expect(back.backgroundColorComponents == ColorComponents(Palette.green) && back.transform.m11 == 1)
            frame(scene, clock, at: 4.1)
            // The end states are the model's: no animation holds them.
            #expect(basic.blue.animationKeys() == nil && basic.green.animationKeys() == nil)
            #expect(basic.blue.presentedProperties.position.x == basic.cyan.position.x)
            let turn = basic.blue.presentedProperties.transform
            #expect(abs(atan2(turn.m12, turn.m11) - (315 * .pi / 180 - 2 * .pi)) < 1e-9)
            #expect(basic.orange.cornerRadius == 40 && basic.cyan.opacity == 0)
            #expect(basic.green.presentedProperties.backgroundColorComponents == ColorComponents(Palette.green))
            scene.key("r")
            frame(scene, clock, at: 4.2)
            #expect(basic.blue.presentedProperties.position.x == 900 * 5 / 8 && basic.cyan.presentedProperties.opacity == 1)
        }
    }

    @Test func tabFocusesEveryControlVisiblyAndSpacePressesIt() {
        let clock = ManualMediaClock(now: 0)
        let scene = scene(clock)
        let basic = scene.exercises[0] as! BasicExercise
        clock.run {
            scene.key("tab")
            #expect(scene.focus == 0 && scene.segments[0].layer.borderWidth > 0)
            for _ in 0..<5 { scene.key("tab") }
            #expect(scene.focus == 5 && basic.orange.borderWidth > 0 && scene.segments[0].layer.borderWidth == 0)
            scene.key("space")
            #expect(basic.orange.animation(forKey: "round") != nil)
            scene.key("shift-tab")
            scene.key("space")  // the last segment: Animator
            #expect(scene.selected == 4 && scene.segments[4].layer.borderWidth > 0)
        }
    }

    @Test func theBlueSquareTurnsClockwise() {
        let clock = ManualMediaClock(now: 0)
        let scene = scene(clock)
        let basic = scene.exercises[0] as! BasicExercise
        clock.run {
            scene.perform("blue")
            frame(scene, clock, at: 0.3)
            let t = basic.blue.presentedProperties.transform
            #expect(atan2(t.m12, t.m11) > 0)  // y down: a positive angle turns clockwise on screen
        }
    }

    @Test func theFollowerRidesTheSineWaveAlongItsTangent() {
        let clock = ManualMediaClock(now: 0)
        let scene = scene(clock)
        scene.select(1)
        let keyframe = scene.exercises[1] as! KeyframeExercise
        clock.run {
            scene.perform("start-sine")
            #expect(keyframe.isFollowing)
            for time in [0.7, 1.5, 2.9, 4.4, 5.8, 7.3] {
                frame(scene, clock, at: time)
                let p = keyframe.follower.presentedProperties
                let g = keyframe.waveGeometry
                let fraction = (p.position.x - g.left) / g.width
                let onWave = keyframe.sinePoint(fraction)
                #expect(abs(p.position.y - onWave.y) < 0.3, "t = \(time)")
                let (a, b) = (keyframe.sinePoint(fraction - 1e-4), keyframe.sinePoint(fraction + 1e-4))
                let tangent = atan2(b.y - a.y, b.x - a.x)
                #expect(abs(atan2(p.transform.m12, p.transform.m11) - tangent) < 0.03, "t = \(time)")
            }
            scene.perform("start-sine")
            #expect(!keyframe.isFollowing)
        }
    }

    @Test func theShakeIsAnAdditiveKeyframeAnimationOfPositionX() {
        let clock = ManualMediaClock(now: 0)
        let scene = scene(clock)
        scene.select(1)
        let keyframe = scene.exercises[1] as! KeyframeExercise
        clock.run {
            let rest = keyframe.field.position.x
            scene.key("k")
            let shake = keyframe.field.animation(forKey: "shake") as? CAKeyframeAnimation
            #expect(shake?.isAdditive == true && shake?.keyPath == "position.x" && shake?.duration == 0.4)
            frame(scene, clock, at: 0.05)  // key time 0.125 of 0.4 s: +10
            #expect(abs(keyframe.field.presentedProperties.position.x - (rest + 10)) < 1e-9)
            frame(scene, clock, at: 0.5)
            #expect(keyframe.field.presentedProperties.position.x == rest)
        }
    }

    @Test func theLabelMovesInThenFadesBack() {
        let clock = ManualMediaClock(now: 0)
        let scene = scene(clock)
        scene.select(2)
        let transition = scene.exercises[2] as! TransitionExercise
        clock.run {
            scene.key("enter")
            #expect(transition.phase == 1 && transition.text.string as? String == "Sliding")
            scene.key("enter")  // during the transitions: nothing
            frame(scene, clock, at: 0.5)
            #expect(transition.text.presentedTransition?.type == .moveIn)
            frame(scene, clock, at: 1.05)
            #expect(transition.phase == 2 && transition.text.string as? String == "Initial text")
            frame(scene, clock, at: 1.5)
            #expect(transition.text.presentedTransition?.type == .fade)
            frame(scene, clock, at: 2.2)
            frame(scene, clock, at: 2.3)
            #expect(transition.phase == 0 && transition.text.animationKeys() == nil)
        }
    }

    @Test func theViewWaitsThenSlidesToTheEdgeAndFlipsAccumulate() {
        let clock = ManualMediaClock(now: 0)
        let scene = scene(clock)
        scene.select(3)
        let exercise = scene.exercises[3] as! ViewExercise
        clock.run {
            let start = exercise.view.position.x
            scene.key("v")
            frame(scene, clock, at: 0.45)
            #expect(exercise.view.presentedProperties.position.x == start)
            frame(scene, clock, at: 1.6)
            let p = exercise.view.presentedProperties
            #expect(abs(p.position.x + 40 - 900) < 1e-9 && abs(atan2(p.transform.m12, p.transform.m11) - .pi) < 1e-6)
            scene.key("f")
            frame(scene, clock, at: 2.1)
            let half = exercise.content.presentedProperties.transform
            #expect(atan2(half.m12, half.m11) > 0)  // turning clockwise
            frame(scene, clock, at: 2.7)
            scene.key("f")
            frame(scene, clock, at: 3.8)
            #expect(exercise.flips == 2 && CATransform3DIsIdentity(exercise.content.presentedProperties.transform.rounded))
        }
    }

    @Test func aDragScrubsTheAnimatorAndTheReleaseDecidesFromThePresentation() {
        for (release, end) in [(CGFloat(0.3), false), (0.7, true)] {
            let clock = ManualMediaClock(now: 0)
            let scene = scene(clock)
            scene.select(4)
            let exercise = scene.exercises[4] as! AnimatorExercise
            clock.run {
                let start = exercise.view.position.x
                let y: CGFloat = 300
                scene.dragBegan(at: CGPoint(x: 100, y: y))
                scene.dragMoved(to: CGPoint(x: 100 + exercise.travel * release, y: y))
                frame(scene, clock, at: 0.1)
                #expect(abs(exercise.view.presentedProperties.position.x - (start + exercise.travel * release)) < 1e-6)
                scene.dragEnded(at: CGPoint(x: 100 + exercise.travel * release, y: y))
                for step in 1...120 { frame(scene, clock, at: 0.1 + Double(step) / 20) }
                let x = exercise.view.presentedProperties.position.x
                #expect(abs(x - (end ? start + exercise.travel : start)) < 1e-6)
                #expect(exercise.animator == nil)
            }
        }
    }

    @Test func slowMotionAndPausingKeepTheSceneTimeContinuous() {
        let clock = ManualMediaClock(now: 0)
        let scene = scene(clock)
        let basic = scene.exercises[0] as! BasicExercise
        clock.run {
            scene.perform("cyan")  // opacity 1 → 0 over 1 s, ease in
            frame(scene, clock, at: 0.5)
            let before = basic.cyan.presentedProperties.opacity
            scene.key("s")
            frame(scene, clock, at: 0.5)
            #expect(basic.cyan.presentedProperties.opacity == before)
            frame(scene, clock, at: 1.5)  // a tenth as fast: 0.1 s of scene time later
            scene.pause()
            let paused = basic.cyan.presentedProperties.opacity
            frame(scene, clock, at: 50)
            #expect(basic.cyan.presentedProperties.opacity == paused && scene.inspectorLines().count == 1)
            scene.resume()
            frame(scene, clock, at: 50)
            #expect(basic.cyan.presentedProperties.opacity == paused)
            scene.key("s")
            frame(scene, clock, at: 51)
            #expect(basic.cyan.presentedProperties.opacity == 0)
        }
    }

    /// 10,000 random keys, taps and drags (some outside, some across exercise
    /// switches) under the manual clock; after each, every value is finite
    /// and the scene's state is one it can be in.
    @Test func tenThousandRandomEvents() {
        var g = SplitMix64(seed: SplitMix64.testSeed(7))
        let clock = ManualMediaClock(now: 0)
        let scene = scene(clock)
        let keys = ["1", "2", "3", "4", "5", "s", "t", "r", "o", "c", "b", "g", "k", "w", "l", "v", "f", "enter", "left", "right", "x", "tab", "shift-tab", "space"]
        clock.run {
            var time = 0.0
            for step in 0..<10_000 {
                let point = CGPoint(x: CGFloat.random(in: -100...1000, using: &g), y: CGFloat.random(in: -100...700, using: &g))
                switch Int.random(in: 0..<6, using: &g) {
                case 0, 1: scene.key(keys.randomElement(using: &g)!)
                case 2: scene.tap(at: point)
                case 3: scene.dragBegan(at: point)
                case 4: scene.dragMoved(to: point)
                default: scene.dragEnded(at: point)
                }
                if step % 50 == 0 { scene.layout(size: CGSize(width: CGFloat.random(in: 800...1400, using: &g), height: 600)) }
                time += [0.0, 1.0 / 60, 0.3, 2].randomElement(using: &g)!
                frame(scene, clock, at: time)
                #expect((0..<5).contains(scene.selected))
                var finite = true
                func check(_ layer: CALayer) {
                    let p = layer.presentedProperties
                    finite = finite && p.position.x.isFinite && p.position.y.isFinite && p.opacity.isFinite && p.transform.isFiniteForTest
                    for child in layer.sublayers ?? [] { check(child) }
                }
                check(scene.root)
                #expect(finite, "step \(step)")
                if !finite { break }
            }
        }
    }
}

extension CATransform3D {
    var isFiniteForTest: Bool {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].allSatisfy(\.isFinite)
    }

    /// Rounded to 1e-9 (a full turn leaves rounding errors).
    var rounded: CATransform3D {
        var t = self
        func r(_ v: CGFloat) -> CGFloat { (v * 1e9).rounded() / 1e9 }
        (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (r(m11), r(m12), r(m21), r(m22), r(m41), r(m42))
        return t
    }
}
