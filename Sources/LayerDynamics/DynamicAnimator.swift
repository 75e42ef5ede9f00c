import Foundation
import LayerAnimation

/// Hears when a ``DynamicAnimator`` stops because everything rests, and
/// when it starts again.
public protocol DynamicAnimatorDelegate: AnyObject {
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator)
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator)
}

public extension DynamicAnimatorDelegate {
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {}
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {}
}

/// Runs physics on layers (UIKit's `UIDynamicAnimator`, on Chipmunk2D).
///
/// Items are layers in the reference layer's coordinates (its sublayers):
/// each step the animator sets their model `position` (the centre, with the
/// default anchor point) and `transform` (a rotation about z), with actions
/// disabled, as UIKit sets `center` and `transform`.
///
/// Time is the media clock's, in fixed steps of 1/120 s: the host calls
/// ``advance(toMediaTime:)`` once a frame (UIKit steps on its display
/// link). The animator pauses itself once every item has rested for a
/// quarter of a second, tells its delegate, and costs nothing until a
/// behaviour, push, velocity or snap point changes.
public final class DynamicAnimator {
    /// The fixed physics step.
    public static let stepInterval: CFTimeInterval = 1.0 / 120
    /// At most this many steps per call (0.1 s): after a stalled frame the
    /// world slows down instead of jumping.
    static let maximumStepsPerAdvance = 12
    /// An item rests below these speeds (points/s, radians/s)...
    static let restingSpeed: CGFloat = 1, restingAngularSpeed: CGFloat = 0.01
    /// ...and the animator pauses when all have, for this many steps (0.25 s).
    static let restingStepsToPause = 30

    public private(set) weak var referenceLayer: CALayer?
    public weak var delegate: DynamicAnimatorDelegate?
    public private(set) var behaviors: [DynamicBehavior] = []
    /// Whether the animator is stepping (false once everything rests).
    public private(set) var isRunning = false
    /// The simulated time while running, in seconds.
    public private(set) var elapsedTime: CFTimeInterval = 0

    private let world = PhysicsWorld()
    private var plan = StepPlan()
    private var needsSync = true
    private var lastTime: CFTimeInterval?
    private var backlog: CFTimeInterval = 0
    private var restingSteps = 0
    /// The reference bounds the boundaries were made from.
    private var syncedBounds: CGRect?

    public init(referenceLayer: CALayer) {
        self.referenceLayer = referenceLayer
    }

    // MARK: Behaviours

    public func addBehavior(_ behavior: DynamicBehavior) {
        guard behavior.parent == nil, behavior.dynamicAnimator == nil else {
            return DynamicsDiagnostics.report("addBehavior: the behavior is already in an animator or a parent; ignored")
        }
        behaviors.append(behavior)
        behavior.attach(to: self)
        behaviorsChanged()
    }

    public func removeBehavior(_ behavior: DynamicBehavior) {
        guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behaviors.remove(at: index)
        behavior.attach(to: nil)
        behaviorsChanged()
    }

    public func removeAllBehaviors() {
        let removed = behaviors
        behaviors = []
        for behavior in removed { behavior.attach(to: nil) }
        behaviorsChanged()
    }

    /// Reads the item's position and rotation again after it was moved
    /// from outside the animator.
    public func updateItem(usingCurrentState item: CALayer) {
        guard let body = world.existingBody(for: item) else { return }
        world.read(body)
        wake()
    }

    /// The simulated items whose frames meet `rect`.
    public func items(in rect: CGRect) -> [CALayer] {
        world.bodies.map(\.layer).filter { $0.frame.intersects(rect) }
    }

    // MARK: Time

    /// Steps the world up to media time `time` (call once a frame; the
    /// first call after the animator starts only sets its clock). Returns
    /// whether it still runs.
    @discardableResult
    public func advance(toMediaTime time: CFTimeInterval) -> Bool {
        guard isRunning, time.isFinite else { return isRunning }
        guard let last = lastTime else {
            lastTime = time
            return true
        }
        lastTime = time
        // The reference layer was resized: its bounds boundaries follow.
        if referenceLayer?.bounds != syncedBounds { needsSync = true }
        backlog += max(0, time - last)
        var steps = Int((backlog + 1e-9) / Self.stepInterval)
        backlog -= Double(steps) * Self.stepInterval
        if steps > Self.maximumStepsPerAdvance { (steps, backlog) = (Self.maximumStepsPerAdvance, 0) }
        for _ in 0..<steps where isRunning { step() }
        showBodies()
        return isRunning
    }

    /// One physics step of 1/120 s.
    private func step() {
        if needsSync { sync() }
        limitSpeeds()
        for (body, force) in plan.forces { world.setForce(force, on: body) }
        for push in plan.instantaneousPushes where push.active {
            for item in push.items {
                guard let body = world.existingBody(for: item), !body.anchored else { continue }
                world.applyImpulse(push.vector, at: push.offset(for: item), to: body)
            }
            push.didPush()
        }
        world.step(Self.stepInterval)
        limitSpeeds()
        for (body, factor) in plan.snapDamping {
            body.velocity = CGPoint(x: body.velocity.x * factor, y: body.velocity.y * factor)
        }
        for (body, linear, angular) in plan.resistances {
            body.velocity = CGPoint(x: body.velocity.x * linear, y: body.velocity.y * linear)
            body.angularVelocity *= angular
        }
        elapsedTime += Self.stepInterval
        for behavior in plan.behaviors { behavior.action?() }
        pauseIfResting()
    }

    /// Chipmunk detects collisions at each step only, so an item moving
    /// more than half its smaller side in one step could pass through a
    /// thin boundary: its speed is limited to that (1,800 points/s for a
    /// 30-point item), before and after each step. Angular speed is
    /// limited to 10,000 radians/s.
    private func limitSpeeds() {
        for body in world.bodies where !body.anchored {
            let limit = min(body.size.width, body.size.height) / 2 / Self.stepInterval
            let v = body.velocity
            let speed = hypot(v.x, v.y)
            if speed > limit { body.velocity = CGPoint(x: v.x * limit / speed, y: v.y * limit / speed) }
            let spin = body.angularVelocity, spinLimit = DynamicsDiagnostics.magnitudeLimit
            if abs(spin) > spinLimit { body.angularVelocity = spin < 0 ? -spinLimit : spinLimit }
        }
    }

    private func pauseIfResting() {
        let resting = world.bodies.allSatisfy { body in
            body.anchored || (hypot(body.velocity.x, body.velocity.y) < Self.restingSpeed
                              && abs(body.angularVelocity) < Self.restingAngularSpeed)
        }
        restingSteps = resting ? restingSteps + 1 : 0
        guard restingSteps >= Self.restingStepsToPause else { return }
        isRunning = false
        showBodies()
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// Starts stepping again (something changed), telling the delegate;
    /// not when no behaviour has an item left to move.
    private func wake() {
        restingSteps = 0
        guard !isRunning, behaviors.contains(where: { $0.tree.contains { !$0.ownItems.isEmpty } }) else { return }
        isRunning = true
        (lastTime, backlog) = (nil, 0)
        delegate?.dynamicAnimatorWillResume(self)
    }

    /// Sets every moving item's layer to its body's position and angle.
    private func showBodies() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for body in world.bodies where !body.anchored {
            let position = body.position
            guard position.x.isFinite, position.y.isFinite, body.angle.isFinite else { continue }
            if body.layer.position != position { body.layer.position = position }
            let rotation = CATransform3DMakeRotation(body.angle, 0, 0, 1)
            if body.layer.transform != rotation { body.layer.transform = rotation }
        }
        CATransaction.commit()
    }

    // MARK: For the behaviours

    func behaviorsChanged() {
        needsSync = true
        wake()
    }

    func addVelocity(_ linear: CGPoint, angular: CGFloat, to item: CALayer) {
        if needsSync { sync() }
        guard let body = world.existingBody(for: item), !body.anchored else { return }
        body.velocity = CGPoint(x: body.velocity.x + linear.x, y: body.velocity.y + linear.y)
        body.angularVelocity += angular
        wake()
    }

    func velocity(of item: CALayer) -> (linear: CGPoint, angular: CGFloat) {
        guard let body = world.existingBody(for: item) else { return (.zero, 0) }
        return (body.velocity, body.angularVelocity)
    }

    // MARK: Building the world from the behaviours

    /// Makes bodies, boundaries and springs match the behaviours, and works
    /// out what each step applies.
    private func sync() {
        needsSync = false
        let all = behaviors.flatMap(\.tree)
        var items: [CALayer] = []
        var seen = Set<ObjectIdentifier>()
        for behavior in all {
            for item in behavior.ownItems where seen.insert(ObjectIdentifier(item)).inserted { items.append(item) }
        }
        world.keepBodies(for: seen)
        let bodies = items.map(world.body(for:))
        plan = StepPlan(behaviors: all)
        // Properties: the item behaviour added last wins.
        let itemBehaviors = all.compactMap { $0 as? DynamicItemBehavior }
        for body in bodies {
            let settings = itemBehaviors.last { $0.items.contains { $0 === body.layer } }
            world.configure(body, density: settings?.density ?? 1, allowsRotation: settings?.allowsRotation ?? true,
                            anchored: settings?.isAnchored ?? false, elasticity: settings?.elasticity ?? 0,
                            friction: settings?.friction ?? 0)
            let (linear, angular) = (settings?.resistance ?? 0, settings?.angularResistance ?? 0)
            if linear > 0 || angular > 0 {
                plan.resistances.append((body, exp(-linear * Self.stepInterval), exp(-angular * Self.stepInterval)))
            }
        }
        syncCollisions(all.compactMap { $0 as? CollisionBehavior }, bodies: bodies)
        // Forces: gravity (mass times acceleration) and continuous pushes.
        var forces = [ObjectIdentifier: CGPoint]()
        for behavior in all {
            if let gravity = behavior as? GravityBehavior {
                for item in gravity.items {
                    guard let body = world.existingBody(for: item) else { continue }
                    let a = gravity.acceleration
                    forces[ObjectIdentifier(item), default: .zero].add(CGPoint(x: a.x * body.mass, y: a.y * body.mass))
                }
            } else if let push = behavior as? PushBehavior {
                if push.mode == .instantaneous { plan.instantaneousPushes.append(push); continue }
                guard push.active else { continue }
                for item in push.items { forces[ObjectIdentifier(item), default: .zero].add(push.vector) }
            }
        }
        plan.forces = bodies.map { ($0, $0.anchored ? .zero : forces[ObjectIdentifier($0.layer)] ?? .zero) }
        // Snaps: the one added last wins.
        let snaps = all.compactMap { $0 as? SnapBehavior }
        for body in bodies {
            let snap = snaps.last { $0.item === body.layer }
            world.setSnap(of: body, to: snap?.snapPoint, omega: SnapBehavior.omega, zeta: snap?.dampingRatio ?? 1)
            if let snap, !body.anchored {
                // Viscous damping 2ζω in every direction: with the spring, a
                // damped oscillator on each axis.
                plan.snapDamping.append((body, exp(-2 * snap.dampingRatio * SnapBehavior.omega * Self.stepInterval)))
            }
        }
    }

    /// Each collision behaviour gets three bits: one its items share (in
    /// `.items` mode), one its items show boundaries and one its boundaries
    /// show items (in `.boundaries` mode). Chipmunk collides two shapes when
    /// each one's categories meet the other's mask, so items meet their own
    /// behaviour's boundaries but not, through them, each other.
    private func syncCollisions(_ collisions: [CollisionBehavior], bodies: [PhysicsWorld.Body]) {
        var filters = [ObjectIdentifier: (categories: UInt32, mask: UInt32)]()
        var segments: [(CGPoint, CGPoint, UInt32, UInt32)] = []
        let bounds = referenceLayer?.bounds
        syncedBounds = bounds
        for (index, collision) in collisions.enumerated() {
            guard index < Self.maximumCollisionBehaviors else {
                DynamicsDiagnostics.report("more than \(Self.maximumCollisionBehaviors) collision behaviors; the others are ignored")
                break
            }
            let shift = UInt32(3 * index)
            let items = UInt32(1) << shift, itemToBoundary = UInt32(2) << shift, boundary = UInt32(4) << shift
            var mine: (categories: UInt32, mask: UInt32) = (0, 0)
            if collision.collisionMode.contains(.items) { mine = (mine.categories | items, mine.mask | items) }
            if collision.collisionMode.contains(.boundaries) {
                mine = (mine.categories | itemToBoundary, mine.mask | boundary)
                segments += collision.boundarySegments(referenceBounds: bounds).map { ($0.0, $0.1, boundary, itemToBoundary) }
            }
            for item in collision.items {
                let old = filters[ObjectIdentifier(item)] ?? (0, 0)
                filters[ObjectIdentifier(item)] = (old.categories | mine.categories, old.mask | mine.mask)
            }
        }
        for body in bodies {
            let filter = filters[ObjectIdentifier(body.layer)] ?? (0, 0)
            world.setCollisionFilter(of: body, categories: filter.categories, mask: filter.mask)
        }
        world.setBoundaries(segments)
    }

    /// Three filter bits each, in Chipmunk's 32.
    static let maximumCollisionBehaviors = 10
}

/// What every step applies, worked out when the behaviours change.
struct StepPlan {
    var behaviors: [DynamicBehavior] = []
    var forces: [(PhysicsWorld.Body, CGPoint)] = []
    var instantaneousPushes: [PushBehavior] = []
    var resistances: [(PhysicsWorld.Body, CGFloat, CGFloat)] = []
    /// Snapping items' velocity factor per step.
    var snapDamping: [(PhysicsWorld.Body, CGFloat)] = []
}

extension CGPoint {
    fileprivate mutating func add(_ other: CGPoint) {
        x += other.x
        y += other.y
    }
}
