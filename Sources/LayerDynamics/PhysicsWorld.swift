import CChipmunk
import Foundation
import LayerAnimation

/// The Chipmunk2D space behind a ``DynamicAnimator``: one body and one box
/// shape per item, static segments for boundaries, and springs for snaps.
/// The only file that talks to Chipmunk; it owns every Chipmunk object it
/// makes and frees them (shapes and constraints before bodies, bodies
/// before the space).
final class PhysicsWorld {
    /// One item's body, its box, and the snap springs pulling it, if any.
    final class Body {
        let layer: CALayer
        let body: OpaquePointer
        /// Replaced in place when the layer's size changes.
        fileprivate(set) var shape: OpaquePointer
        fileprivate(set) var size: CGSize
        var snap: (position: OpaquePointer, rotation: OpaquePointer?)?
        var anchored = false

        init(layer: CALayer, body: OpaquePointer, shape: OpaquePointer, size: CGSize) {
            (self.layer, self.body, self.shape, self.size) = (layer, body, shape, size)
        }

        var position: CGPoint {
            get { let p = cpBodyGetPosition(body); return CGPoint(x: p.x, y: p.y) }
        }
        var angle: CGFloat { cpBodyGetAngle(body) }
        var velocity: CGPoint {
            get { let v = cpBodyGetVelocity(body); return CGPoint(x: v.x, y: v.y) }
            set { cpBodySetVelocity(body, cpVect(x: newValue.x, y: newValue.y)) }
        }
        var angularVelocity: CGFloat {
            get { cpBodyGetAngularVelocity(body) }
            set { cpBodySetAngularVelocity(body, newValue) }
        }
        var mass: CGFloat { cpBodyGetMass(body) }
    }

    private let space: OpaquePointer
    /// The bodies in the order they were made (Chipmunk's results depend
    /// on it, so runs repeat exactly), and an index by layer.
    private(set) var bodies: [Body] = []
    private var index: [ObjectIdentifier: Int] = [:]
    /// Boundary segments by the collision behaviour bit they belong to.
    private var segments: [OpaquePointer] = []

    init() {
        space = cpSpaceNew()
        cpSpaceSetIterations(space, 20)
        // Shapes may overlap this much before being pushed apart: a
        // fraction of a point, so resting cards look flush.
        cpSpaceSetCollisionSlop(space, 0.1)
    }

    deinit {
        removeSegments()
        for body in bodies { free(body) }
        cpSpaceFree(space)
    }

    // MARK: Items

    /// The body of `layer`, if it has one.
    func existingBody(for layer: CALayer) -> Body? {
        index[ObjectIdentifier(layer)].map { bodies[$0] }
    }

    /// The body of `layer`, made at the layer's position, rotation and size.
    func body(for layer: CALayer) -> Body {
        if let existing = existingBody(for: layer) { return existing }
        let size = Self.boxSize(of: layer)
        let body = cpBodyNew(1, cpMomentForBox(1, size.width, size.height))!
        cpSpaceAddBody(space, body)
        let shape = cpBoxShapeNew(body, size.width, size.height, 0)!
        cpSpaceAddShape(space, shape)
        cpShapeSetFilter(shape, Self.noCollisions)
        let made = Body(layer: layer, body: body, shape: shape, size: size)
        index[ObjectIdentifier(layer)] = bodies.count
        bodies.append(made)
        read(made)
        return made
    }

    /// Forgets every body whose layer is not in `layers`.
    func keepBodies(for layers: Set<ObjectIdentifier>) {
        let (kept, gone) = (bodies.filter { layers.contains(ObjectIdentifier($0.layer)) },
                            bodies.filter { !layers.contains(ObjectIdentifier($0.layer)) })
        guard !gone.isEmpty else { return }
        for body in gone { free(body) }
        bodies = kept
        index = Dictionary(uniqueKeysWithValues: kept.enumerated().map { (ObjectIdentifier($1.layer), $0) })
    }

    /// Moves `body` to where its layer is now (position and rotation about z).
    func read(_ body: Body) {
        let limit = DynamicsDiagnostics.coordinateLimit
        let position = body.layer.position
        cpBodySetPosition(body.body, cpVect(x: min(max(position.x, -limit), limit), y: min(max(position.y, -limit), limit)))
        let t = body.layer.transform
        let angle = atan2(t.m12, t.m11)
        cpBodySetAngle(body.body, angle.isFinite ? angle : 0)
        let size = Self.boxSize(of: body.layer)
        if size != body.size { resize(body, to: size) }
        cpSpaceReindexShapesForBody(space, body.body)
    }

    /// Sets the mass from `density` (UIKit's: a 100 x 100 item of density 1
    /// weighs 1), whether it turns, and whether it is anchored.
    func configure(_ body: Body, density: CGFloat, allowsRotation: Bool, anchored: Bool,
                   elasticity: CGFloat, friction: CGFloat) {
        let area = max(body.size.width * body.size.height, 1)
        let mass = max(density, 0.0001) * area / 10_000
        if anchored != body.anchored {
            cpBodySetType(body.body, anchored ? CP_BODY_TYPE_KINEMATIC : CP_BODY_TYPE_DYNAMIC)
            body.anchored = anchored
        }
        if !anchored {
            cpBodySetMass(body.body, mass)
            cpBodySetMoment(body.body, allowsRotation ? cpMomentForBox(mass, body.size.width, body.size.height) : .infinity)
        } else {
            body.velocity = .zero
            body.angularVelocity = 0
        }
        if !allowsRotation { body.angularVelocity = 0 }
        cpShapeSetElasticity(body.shape, min(max(elasticity, 0), 1))
        cpShapeSetFriction(body.shape, max(friction, 0))
    }

    /// The item's box collides with shapes whose categories meet `mask`
    /// and whose mask meets `categories` (Chipmunk's filter).
    func setCollisionFilter(of body: Body, categories: UInt32, mask: UInt32) {
        let filter = categories == 0 || mask == 0 ? Self.noCollisions
            : cpShapeFilter(group: 0, categories: categories, mask: mask)
        cpShapeSetFilter(body.shape, filter)
    }

    func setForce(_ force: CGPoint, on body: Body) {
        cpBodySetForce(body.body, cpVect(x: force.x, y: force.y))
        cpBodySetTorque(body.body, 0)
    }

    /// An impulse at `offset` from the centre, in the item's own axes.
    func applyImpulse(_ impulse: CGPoint, at offset: CGPoint, to body: Body) {
        cpBodyApplyImpulseAtLocalPoint(body.body, cpVect(x: impulse.x, y: impulse.y), cpVect(x: offset.x, y: offset.y))
    }

    /// Pulls `body` to `point` and its rotation to 0 with springs of
    /// angular frequency `omega` and damping ratio `zeta` (nil: no snap).
    func setSnap(of body: Body, to point: CGPoint?, omega: CGFloat, zeta: CGFloat) {
        if let snap = body.snap {
            for constraint in [snap.position, snap.rotation].compactMap({ $0 }) {
                cpSpaceRemoveConstraint(space, constraint)
                cpConstraintFree(constraint)
            }
            body.snap = nil
        }
        guard let point, !body.anchored else { return }
        let mass = body.mass, moment = cpBodyGetMoment(body.body)
        let anchor = cpSpaceGetStaticBody(space)
        // No damping of its own: a spring damps along its length only, which
        // leaves an item circling the point; the animator damps the
        // velocity in every direction instead (see `StepPlan.snapDamping`).
        let position = cpDampedSpringNew(anchor, body.body, cpVect(x: point.x, y: point.y), cpVect(x: 0, y: 0), 0,
                                         mass * omega * omega, 0)!
        cpSpaceAddConstraint(space, position)
        // A body that does not turn (infinite moment) gets no rotary spring:
        // Chipmunk cannot solve one between two bodies that cannot turn.
        var rotation: OpaquePointer?
        if moment.isFinite {
            rotation = cpDampedRotarySpringNew(anchor, body.body, 0, moment * omega * omega, 2 * zeta * moment * omega)
            cpSpaceAddConstraint(space, rotation)
        }
        body.snap = (position, rotation)
    }

    // MARK: Boundaries

    /// Replaces every boundary segment; each is `(from, to, categories, mask)`.
    func setBoundaries(_ list: [(CGPoint, CGPoint, UInt32, UInt32)]) {
        removeSegments()
        let anchor = cpSpaceGetStaticBody(space)
        for (a, b, categories, mask) in list where a != b {
            let segment = cpSegmentShapeNew(anchor, cpVect(x: a.x, y: a.y), cpVect(x: b.x, y: b.y), 0)!
            cpShapeSetElasticity(segment, 1)
            cpShapeSetFriction(segment, 1)
            cpShapeSetFilter(segment, cpShapeFilter(group: 0, categories: categories, mask: mask))
            cpSpaceAddShape(space, segment)
            segments.append(segment)
        }
    }

    // MARK: Time

    /// Advances the simulation by `dt` seconds.
    func step(_ dt: CGFloat) {
        cpSpaceStep(space, dt)
    }

    // MARK: Private

    private static let noCollisions = cpShapeFilter(group: 0, categories: 0, mask: 0)

    /// The item's collision box: its bounds' size, at least a point a side.
    private static func boxSize(of layer: CALayer) -> CGSize {
        let size = layer.bounds.size, limit = DynamicsDiagnostics.coordinateLimit
        return CGSize(width: min(max(size.width, 1), limit), height: min(max(size.height, 1), limit))
    }

    private func resize(_ body: Body, to size: CGSize) {
        let filter = cpShapeGetFilter(body.shape)
        let (elasticity, friction) = (cpShapeGetElasticity(body.shape), cpShapeGetFriction(body.shape))
        cpSpaceRemoveShape(space, body.shape)
        cpShapeFree(body.shape)
        let shape = cpBoxShapeNew(body.body, size.width, size.height, 0)!
        cpShapeSetFilter(shape, filter)
        cpShapeSetElasticity(shape, elasticity)
        cpShapeSetFriction(shape, friction)
        cpSpaceAddShape(space, shape)
        (body.shape, body.size) = (shape, size)
    }

    private func free(_ body: Body) {
        setSnap(of: body, to: nil, omega: 0, zeta: 0)
        cpSpaceRemoveShape(space, body.shape)
        cpShapeFree(body.shape)
        cpSpaceRemoveBody(space, body.body)
        cpBodyFree(body.body)
    }

    private func removeSegments() {
        for segment in segments {
            cpSpaceRemoveShape(space, segment)
            cpShapeFree(segment)
        }
        segments = []
    }
}
