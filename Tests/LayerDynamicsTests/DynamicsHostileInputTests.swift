import Foundation
import LayerAnimation
import SplitMix
import Testing
@testable import LayerDynamics

/// Seeded random sequences of every public call, with hostile values
/// (NaN, infinities, zero sizes, clocks going backwards), checking after
/// each step that every item shows finite values, and that the animator
/// pauses once its behaviours are gone.
@Suite(.serialized) struct DynamicsHostileInputTests {
    private let hostile: [CGFloat] = [.nan, .infinity, -.infinity, 0, -1, 1e300, -1e-300, 3]

    @Test(arguments: [SplitMix64.testSeed(20261123), 5, 99])
    func randomCallsNeverBreakTheWorld(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let reference = CALayer()
        reference.bounds = CGRect(x: 0, y: 0, width: 500, height: 400)
        var items: [CALayer] = []
        var behaviors: [DynamicBehavior] = []
        let animator = DynamicAnimator(referenceLayer: reference)
        var time = 0.0
        func value() -> CGFloat {
            Bool.random(using: &random) ? hostile.randomElement(using: &random)! : .random(in: -3...3, using: &random)
        }
        func someItems() -> [CALayer] {
            items.isEmpty ? [] : (0..<Int.random(in: 1...3, using: &random)).map { _ in items.randomElement(using: &random)! }
        }
        CADiagnostics.$taskHandler.withValue({ _ in }) {
            for _ in 0..<3_000 {
                switch Int.random(in: 0..<14, using: &random) {
                case 0:
                    let item = CALayer()
                    let side: CGFloat = [0, 1, 20, 60, 400].randomElement(using: &random)!
                    item.bounds = CGRect(x: 0, y: 0, width: side, height: side * 1.6)
                    item.position = CGPoint(x: .random(in: 0...500, using: &random), y: .random(in: 0...400, using: &random))
                    reference.addSublayer(item)
                    items.append(item)
                case 1:
                    let collision = CollisionBehavior(items: someItems())
                    collision.translatesReferenceBoundsIntoBoundary = Bool.random(using: &random)
                    collision.collisionMode = [.items, .boundaries, .everything].randomElement(using: &random)!
                    collision.addBoundary(withIdentifier: "line", from: CGPoint(x: value(), y: value()), to: CGPoint(x: 100, y: 100))
                    behaviors.append(collision)
                case 2:
                    let push = PushBehavior(items: someItems(), mode: Bool.random(using: &random) ? .instantaneous : .continuous)
                    push.setAngle(value(), magnitude: value())
                    behaviors.append(push)
                case 3:
                    let gravity = GravityBehavior(items: someItems())
                    gravity.magnitude = value()
                    behaviors.append(gravity)
                case 4:
                    if let item = items.randomElement(using: &random) {
                        let snap = SnapBehavior(item: item, snapTo: CGPoint(x: value() * 100, y: value()))
                        snap.damping = value()
                        behaviors.append(snap)
                    }
                case 5:
                    let properties = DynamicItemBehavior(items: someItems())
                    properties.elasticity = value()
                    properties.density = value()
                    properties.friction = value()
                    properties.resistance = value()
                    properties.isAnchored = Bool.random(using: &random)
                    properties.allowsRotation = Bool.random(using: &random)
                    if let item = items.randomElement(using: &random) {
                        properties.addLinearVelocity(CGPoint(x: value() * 100, y: value()), for: item)
                    }
                    behaviors.append(properties)
                case 6:
                    if let behavior = behaviors.randomElement(using: &random) { animator.addBehavior(behavior) }
                case 7:
                    if let behavior = behaviors.randomElement(using: &random) { animator.removeBehavior(behavior) }
                case 8:
                    if let parent = behaviors.randomElement(using: &random), let child = behaviors.randomElement(using: &random) {
                        parent.addChildBehavior(child)  // may be itself, an ancestor, or already placed: refused
                    }
                case 9:
                    if let item = items.randomElement(using: &random) {
                        item.removeFromSuperlayer()
                        item.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
                        animator.updateItem(usingCurrentState: item)
                    }
                case 10:
                    reference.bounds = CGRect(x: 0, y: 0, width: .random(in: 0...800, using: &random),
                                              height: .random(in: 0...800, using: &random))
                case 11:
                    time = [time - 1, .nan, time + 100, time + 1e-6].randomElement(using: &random)!
                    if !time.isFinite { animator.advance(toMediaTime: time); time = 0 }
                default:
                    time += 1.0 / 60
                }
                animator.advance(toMediaTime: time)
                for item in items {
                    #expect(item.position.x.isFinite && item.position.y.isFinite && item.transform.m11.isFinite)
                }
            }
            // Without behaviours everything rests, and the animator pauses.
            animator.removeAllBehaviors()
            for _ in 0..<60 {
                time += 1.0 / 60
                animator.advance(toMediaTime: time)
            }
            #expect(!animator.isRunning)
        }
    }
}
