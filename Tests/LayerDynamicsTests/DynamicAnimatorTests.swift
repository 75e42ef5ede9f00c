import Foundation
import LayerAnimation
import SplitMix
import Testing
@testable import LayerDynamics

/// The animator against UIKit's numbers and the invariants of its model:
/// pushes, gravity, snaps, boxes, pausing, and exact repetition.
@Suite(.serialized) struct DynamicAnimatorTests {
    /// A reference layer of `size` with one item of `itemSize` at `at`.
    private func scene(size: CGSize = CGSize(width: 400, height: 300), itemSize: CGSize = CGSize(width: 100, height: 100),
                       at point: CGPoint = CGPoint(x: 200, y: 150)) -> (reference: CALayer, item: CALayer) {
        let reference = CALayer()
        reference.bounds = CGRect(origin: .zero, size: size)
        let item = CALayer()
        item.bounds = CGRect(origin: .zero, size: itemSize)
        item.position = point
        reference.addSublayer(item)
        return (reference, item)
    }

    /// Advances in 60 Hz frames from `start` for `seconds`; returns the end time.
    @discardableResult
    private func run(_ animator: DynamicAnimator, from start: Double = 0, seconds: Double) -> Double {
        let frames = Int((seconds * 60).rounded())
        for frame in 0...frames { animator.advance(toMediaTime: start + Double(frame) / 60) }
        return start + Double(frames) / 60
    }

    final class Listener: DynamicAnimatorDelegate {
        var events: [String] = []
        func dynamicAnimatorDidPause(_ animator: DynamicAnimator) { events.append("pause") }
        func dynamicAnimatorWillResume(_ animator: DynamicAnimator) { events.append("resume") }
    }

    @Test func anInstantaneousPushOfOneGivesAHundredPointsASecond() {
        let (reference, item) = scene()
        let animator = DynamicAnimator(referenceLayer: reference)
        let push = PushBehavior(items: [item], mode: .instantaneous)
        push.setAngle(0, magnitude: 1)
        animator.addBehavior(push)
        let properties = DynamicItemBehavior(items: [item])
        animator.addBehavior(properties)
        run(animator, seconds: 0.5)
        #expect(abs(properties.linearVelocity(for: item).x - 100) < 0.01)
        #expect(abs(properties.linearVelocity(for: item).y) < 0.01)
        #expect(!push.active)  // it acted once
        // Half a second at 100 points/s (the push acts at the first step).
        #expect(abs(item.position.x - 250) < 1.5)
    }

    @Test func aContinuousPushOfOneAcceleratesAHundredPointsPerSecondSquared() {
        let (reference, item) = scene(itemSize: CGSize(width: 50, height: 200))  // same area, same mass
        let animator = DynamicAnimator(referenceLayer: reference)
        let push = PushBehavior(items: [item], mode: .continuous)
        push.pushDirection = CGVector(dx: 0, dy: 1)
        animator.addBehavior(push)
        let properties = DynamicItemBehavior(items: [item])
        animator.addBehavior(properties)
        run(animator, seconds: 1)
        #expect(abs(properties.linearVelocity(for: item).y - 100) < 0.5)
        #expect(abs(animator.elapsedTime - 1) < 1e-9)
    }

    @Test func gravityOfOneIsAThousandPointsPerSecondSquaredWhateverTheMass() {
        for density in [0.5, 1, 8] as [CGFloat] {
            let (reference, item) = scene(itemSize: CGSize(width: 40, height: 60))
            let animator = DynamicAnimator(referenceLayer: reference)
            animator.addBehavior(GravityBehavior(items: [item]))
            let properties = DynamicItemBehavior(items: [item])
            properties.density = density
            animator.addBehavior(properties)
            run(animator, seconds: 0.25)
            #expect(abs(properties.linearVelocity(for: item).y - 250) < 0.5)
        }
    }

    @Test func anItemInABoxNeverLeavesItUnderRandomPushes() {
        var random = SplitMix64(seed: SplitMix64.testSeed(20261123))
        let (reference, item) = scene(itemSize: CGSize(width: 50, height: 30), at: CGPoint(x: 100, y: 100))
        let animator = DynamicAnimator(referenceLayer: reference)
        let collision = CollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        let properties = DynamicItemBehavior(items: [item])
        properties.elasticity = 1
        animator.addBehavior(properties)
        let push = PushBehavior(items: [item], mode: .instantaneous)
        animator.addBehavior(push)
        var time = 0.0
        animator.advance(toMediaTime: time)
        for step in 0..<10_000 {
            if step % 60 == 0 {
                push.setAngle(.random(in: 0..<(2 * .pi), using: &random), magnitude: .random(in: 0.05...0.5, using: &random))
                push.active = true
            }
            time += DynamicAnimator.stepInterval
            animator.advance(toMediaTime: time)
            // The box stays inside: its centre at least its smaller half
            // side from each edge, less the overlap one step of travel can
            // make before Chipmunk pushes it back (bounded by the speed limit).
            let p = item.position
            let v = properties.linearVelocity(for: item)
            let overlap = hypot(v.x, v.y) * DynamicAnimator.stepInterval + 1
            let inside = p.x >= 15 - overlap && p.x <= 385 + overlap && p.y >= 15 - overlap && p.y <= 285 + overlap
            #expect(inside && overlap <= 16, "step \(step): \(p), speed \(hypot(v.x, v.y))")
            if !inside { break }
        }
    }

    @Test func aSnapSettlesAtItsPointUprightAndTheAnimatorPauses() {
        let (reference, item) = scene(at: CGPoint(x: 20, y: 30))
        item.transform = CATransform3DMakeRotation(0.7, 0, 0, 1)
        let animator = DynamicAnimator(referenceLayer: reference)
        let listener = Listener()
        animator.delegate = listener
        let snap = SnapBehavior(item: item, snapTo: CGPoint(x: 300, y: 200))
        animator.addBehavior(snap)
        #expect(animator.isRunning && listener.events == ["resume"])
        let end = run(animator, seconds: 4)
        #expect(abs(item.position.x - 300) < 0.5 && abs(item.position.y - 200) < 0.5)
        #expect(abs(atan2(item.transform.m12, item.transform.m11)) < 0.01)
        #expect(!animator.isRunning && listener.events == ["resume", "pause"])
        // Paused, it costs nothing and changes nothing.
        let (elapsed, position) = (animator.elapsedTime, item.position)
        run(animator, from: end, seconds: 1)
        #expect(animator.elapsedTime == elapsed && item.position == position)
        // A new snap point wakes it.
        snap.snapPoint = CGPoint(x: 100, y: 100)
        #expect(animator.isRunning && listener.events == ["resume", "pause", "resume"])
        run(animator, from: end + 2, seconds: 4)
        #expect(abs(item.position.x - 100) < 0.5 && abs(item.position.y - 100) < 0.5)
    }

    @Test func equalSeedsGiveEqualRuns() {
        func positions(seed: UInt64) -> [CGPoint] {
            var random = SplitMix64(seed: seed)
            let reference = CALayer()
            reference.bounds = CGRect(x: 0, y: 0, width: 600, height: 400)
            let items = (0..<6).map { index -> CALayer in
                let item = CALayer()
                item.bounds = CGRect(x: 0, y: 0, width: 50, height: 80)
                item.position = CGPoint(x: 60 + CGFloat(index) * 90, y: 200)
                reference.addSublayer(item)
                return item
            }
            let animator = DynamicAnimator(referenceLayer: reference)
            let collision = CollisionBehavior(items: items)
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(collision)
            let properties = DynamicItemBehavior(items: items)
            properties.elasticity = 0.9
            properties.resistance = 0.2
            animator.addBehavior(properties)
            for item in items {
                let push = PushBehavior(items: [item], mode: .instantaneous)
                push.setAngle(.random(in: 0..<(2 * .pi), using: &random), magnitude: .random(in: 0.5...2, using: &random))
                animator.addBehavior(push)
            }
            run(animator, seconds: 3)
            return items.map(\.position)
        }
        #expect(positions(seed: 7) == positions(seed: 7))
        #expect(positions(seed: 7) != positions(seed: 8))
    }

    @Test func itemsCollideWithEachOtherOnlyInItemsMode() {
        func gap(mode: CollisionBehavior.Mode) -> CGFloat {
            let reference = CALayer()
            reference.bounds = CGRect(x: 0, y: 0, width: 800, height: 200)
            let (a, b) = (CALayer(), CALayer())
            for (layer, x) in [(a, 200.0), (b, 600.0)] {
                layer.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
                layer.position = CGPoint(x: x, y: 100)
                reference.addSublayer(layer)
            }
            let animator = DynamicAnimator(referenceLayer: reference)
            let collision = CollisionBehavior(items: [a, b])
            collision.collisionMode = mode
            animator.addBehavior(collision)
            let toRight = PushBehavior(items: [a], mode: .instantaneous), toLeft = PushBehavior(items: [b], mode: .instantaneous)
            toRight.setAngle(0, magnitude: 0.36 * 3)  // 300 points/s for a 60 x 60 item
            toLeft.setAngle(.pi, magnitude: 0.36 * 3)
            animator.addBehavior(toRight)
            animator.addBehavior(toLeft)
            run(animator, seconds: 1)
            return b.position.x - a.position.x
        }
        #expect(gap(mode: .items) >= 59)  // they met and stayed apart
        #expect(gap(mode: .boundaries) < 0)  // they passed through each other
    }

    @Test func anAnchoredItemStaysWhileAnotherBouncesOffIt() {
        let reference = CALayer()
        reference.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        let (wall, ball) = (CALayer(), CALayer())
        wall.bounds = CGRect(x: 0, y: 0, width: 40, height: 300)
        wall.position = CGPoint(x: 300, y: 200)
        ball.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        ball.position = CGPoint(x: 100, y: 200)
        reference.addSublayer(wall)
        reference.addSublayer(ball)
        let animator = DynamicAnimator(referenceLayer: reference)
        animator.addBehavior(CollisionBehavior(items: [wall, ball]))
        let anchored = DynamicItemBehavior(items: [wall])
        anchored.isAnchored = true
        anchored.elasticity = 1  // Chipmunk multiplies the two elasticities
        animator.addBehavior(anchored)
        let bouncy = DynamicItemBehavior(items: [ball])
        bouncy.elasticity = 1
        animator.addBehavior(bouncy)
        bouncy.addLinearVelocity(CGPoint(x: 400, y: 0), for: ball)
        run(animator, seconds: 1)
        #expect(wall.position == CGPoint(x: 300, y: 200))
        #expect(bouncy.linearVelocity(for: ball).x < -300)  // came back
        #expect(ball.position.x < 280 - 20)
    }

    @Test func itemsMoveWithoutImplicitAnimations() {
        let (reference, item) = scene()
        let root = CALayer()
        root.addSublayer(reference)
        let animator = DynamicAnimator(referenceLayer: reference)
        animator.addBehavior(GravityBehavior(items: [item]))
        run(animator, seconds: 0.2)
        CATransaction.flush()
        #expect(item.position.y > 150 && item.animationKeys() == nil)
    }

    @Test func boundariesFollowTheReferenceLayersSize() {
        let (reference, item) = scene(itemSize: CGSize(width: 20, height: 20), at: CGPoint(x: 100, y: 100))
        let animator = DynamicAnimator(referenceLayer: reference)
        let collision = CollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        animator.addBehavior(GravityBehavior(items: [item]))
        var end = run(animator, seconds: 2)
        #expect(abs(item.position.y - 290) < 1)  // resting on the floor at 300
        reference.bounds = CGRect(x: 0, y: 0, width: 400, height: 500)
        animator.updateItem(usingCurrentState: item)
        end = run(animator, from: end, seconds: 2)
        #expect(abs(item.position.y - 490) < 1)
        #expect(!animator.isRunning)
    }
}
