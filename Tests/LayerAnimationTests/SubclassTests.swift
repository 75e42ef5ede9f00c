import Foundation
import Testing
@testable import LayerAnimation

/// A program's own subclasses of the animation classes (porting code often
/// has them) play exactly as the classes they come from: the engine tells
/// the kinds apart through overrides only its own classes make, so a
/// subclass elsewhere inherits its superclass's treatment.
@Suite struct SubclassTests {
    final class MyBasic: CABasicAnimation {}
    final class MySpring: CASpringAnimation {}
    final class MyKeyframes: CAKeyframeAnimation {}
    final class MyGroup: CAAnimationGroup {}
    final class MyTransition: CATransition {}
    /// Of the base class only: nothing the engine can play, as with Apple.
    final class MyAnimation: CAAnimation {}

    private func configure(_ basic: CABasicAnimation) -> CABasicAnimation {
        basic.keyPath = "position.x"
        basic.fromValue = 10.0
        basic.toValue = 90.0
        basic.duration = 2
        basic.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        return basic
    }

    private func configure(_ spring: CASpringAnimation) -> CASpringAnimation {
        spring.keyPath = "transform.rotation.z"
        spring.fromValue = 0.0
        spring.toValue = 2.0
        spring.damping = 7
        spring.duration = spring.settlingDuration
        return spring
    }

    private func configure(_ keyframes: CAKeyframeAnimation, path: Bool) -> CAKeyframeAnimation {
        if path {
            keyframes.keyPath = "position"
            let track = CGMutablePath()
            track.move(to: CGPoint(x: 0, y: 0))
            track.addLine(to: CGPoint(x: 40, y: 30))
            track.addLine(to: CGPoint(x: 80, y: 0))
            keyframes.path = track
        } else {
            keyframes.keyPath = "opacity"
            keyframes.values = [0.0, 1.0, 0.25]
            keyframes.keyTimes = [0, 0.3, 1]
        }
        keyframes.duration = 1.5
        return keyframes
    }

    private func configure(_ group: CAAnimationGroup) -> CAAnimationGroup {
        group.animations = [configure(CABasicAnimation()), configure(CAKeyframeAnimation(), path: false)]
        group.duration = 1.2
        group.autoreverses = true
        group.repeatCount = 2
        return group
    }

    private func configure(_ transition: CATransition) -> CATransition {
        transition.type = .push
        transition.subtype = .fromRight
        transition.duration = 1
        return transition
    }

    /// What a layer presents while `animation` plays, at several times.
    private func presented(_ animation: CAAnimation) -> [String] {
        let clock = ManualMediaClock(now: 0)
        let layer = CALayer()
        layer.position = CGPoint(x: 5, y: 7)
        return clock.run {
            layer.add(animation, forKey: "a")
            return stride(from: 0.0, through: 3.0, by: 0.37).map { time in
                clock.now = time
                let p = layer.presentation()!
                let t = p.transform, transition = p.presentedTransition
                return "\(p.position.x.bitPattern) \(p.position.y.bitPattern) \(p.opacity.bitPattern) "
                    + "\(t.m11.bitPattern) \(t.m12.bitPattern) \(t.m21.bitPattern) "
                    + "\(transition.map { "\($0.type.rawValue) \($0.subtype?.rawValue ?? "") \($0.progress)" } ?? "-")"
            }
        }
    }

    @Test func subclassesPlayAsTheirSuperclassesBitForBit() {
        let pairs: [(CAAnimation, CAAnimation)] = [
            (configure(CABasicAnimation()), configure(MyBasic())),
            (configure(CASpringAnimation()), configure(MySpring())),
            (configure(CAKeyframeAnimation(), path: false), configure(MyKeyframes(), path: false)),
            (configure(CAKeyframeAnimation(), path: true), configure(MyKeyframes(), path: true)),
            (configure(CAAnimationGroup()), configure(MyGroup())),
            (configure(CATransition()), configure(MyTransition())),
        ]
        for (theirs, ours) in pairs {
            let expected = presented(theirs)
            #expect(presented(ours) == expected, "\(type(of: ours))")
            // And the animation plays at all: what it presents changes.
            #expect(Set(expected).count > 1, "\(type(of: theirs))")
        }
        // A group of the program's own subclasses, copied on add with them.
        let group = MyGroup()
        group.animations = [configure(MyBasic()), configure(MySpring())]
        group.duration = 2
        let plain = CAAnimationGroup()
        plain.animations = [configure(CABasicAnimation()), configure(CASpringAnimation())]
        plain.duration = 2
        #expect(presented(group) == presented(plain))
    }

    @Test func aSubclassOfTheBaseClassChangesNothing() {
        let animation = MyAnimation()
        animation.duration = 1
        let still = presented(animation)
        #expect(Set(still).count == 1)
    }

    /// `add` copies through `copy()`: a subclass's own override is called
    /// once per add (and per add of a group holding it), while the engine's
    /// classes, and subclasses that do not override it, are stored as copies
    /// of their own class, distinct from what was added.
    @Test func addCopiesThroughTheProgramsOwnCopyOverride() {
        final class Counted: CABasicAnimation {
            nonisolated(unsafe) static var copies = 0
            override func copy() -> Any {
                Self.copies += 1
                return super.copy()
            }
        }
        let layer = CALayer()
        let counted = Counted(keyPath: "position.x")
        (counted.fromValue, counted.toValue, counted.duration) = (0.0, 10.0, 1)
        layer.add(counted, forKey: "counted")
        #expect(Counted.copies == 1)
        let group = CAAnimationGroup()
        group.animations = [counted, counted]
        layer.add(group, forKey: "group")
        #expect(Counted.copies == 3)
        let stored = layer.animation(forKey: "counted")
        #expect(stored !== counted && stored.map { type(of: $0) == Counted.self } == true)

        let animations: [CAAnimation] = [
            configure(CABasicAnimation()), configure(CASpringAnimation()), configure(CAKeyframeAnimation(), path: false),
            configure(CAAnimationGroup()), configure(CATransition()), configure(MyBasic()), configure(MyGroup()),
            configure(MyTransition()),
        ]
        for (index, animation) in animations.enumerated() {
            layer.add(animation, forKey: "k\(index)")
            let copy = layer.animation(forKey: "k\(index)")
            #expect(copy !== animation && copy.map { type(of: $0) == type(of: animation) } == true,
                    "\(type(of: animation))")
        }
    }
}
