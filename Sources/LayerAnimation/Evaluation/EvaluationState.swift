import Foundation

/// A layer's properties while its animations are applied in order, with the
/// transform held as components while sub-key paths animate it.
///
/// It works in place on the properties it points to: a frame evaluates
/// straight into a layer's presentation, with no copy in or out.
struct EvaluationState {
    /// The properties being evaluated, written in place through `pointee`.
    private let storage: UnsafeMutablePointer<CALayerProperties>
    /// The transform as components while sub-key paths animate it (when `hasComponents`).
    private var components = TransformComponents()
    private var hasComponents = false
    /// Whether the components apply on top of the transform (a
    /// transform that does not decompose). It stays untouched until `finish`:
    /// while components are held, nothing else writes the transform.
    private var hasComponentBase = false
    /// Whether the transform is known to be the identity, so it
    /// decomposes for free (the layer knows this about its model).
    private var transformIsIdentity: Bool
    /// Whether the transform still holds an old value whose true
    /// value is the identity: written only if no animation writes it, so a
    /// frame need not read the model's transform at all.
    private var transformIsPending: Bool

    /// Evaluates into `storage`, which must outlive the state (callers
    /// create it inside `withUnsafeMutablePointer` and drop it there).
    /// `transformIsIdentity` may be passed when the caller knows it, and
    /// `transformIsPending` (which implies it) when the caller left the
    /// transform for this state to restore.
    init(_ storage: UnsafeMutablePointer<CALayerProperties>, transformIsIdentity: Bool = false,
         transformIsPending: Bool = false) {
        self.storage = storage
        self.transformIsIdentity = transformIsIdentity || transformIsPending
        self.transformIsPending = transformIsPending
    }

    /// Writes pending transform components back into the transform
    /// (or, if nothing animated it, the identity it was left to restore).
    mutating func finish() {
        guard hasComponents else {
            if transformIsPending {
                storage.pointee.transform = CATransform3DIdentity
                transformIsPending = false
            }
            return
        }
        if hasComponentBase {
            storage.pointee.transform = components.transform.concatenating(storage.pointee.transform)
        } else {
            components.compose(into: &storage.pointee.transform)
        }
        hasComponents = false
        transformIsIdentity = false
        transformIsPending = false
    }

    /// Starts holding the transform as components (once per evaluation).
    private mutating func decompose() {
        hasComponents = true
        if transformIsIdentity {
            components = TransformComponents()
            hasComponentBase = false
        } else if let decomposed = TransformComponents(storage.pointee.transform) {
            components = decomposed
            hasComponentBase = false
        } else {
            components = TransformComponents()
            hasComponentBase = true
        }
    }

    private mutating func withComponents<R>(_ body: (inout TransformComponents) -> R) -> R {
        if !hasComponents { decompose() }
        return body(&components)
    }

    /// A running transition and its progress, set by its animation.
    var transition: (spec: CompiledAnimation.TransitionSpec, progress: Float)?

    /// ``transition`` as the layer publishes it.
    var transitionState: CATransitionState? {
        transition.map { CATransitionState(type: $0.spec.type, subtype: $0.spec.subtype, progress: $0.progress) }
    }

    private static func color(_ c: ColorComponents?) -> AnimatableValue {
        guard let c else { return .color(0, 0, 0, 0) }
        return .color(c.red, c.green, c.blue, c.alpha)
    }

    private static func components(_ value: AnimatableValue) -> ColorComponents? {
        guard case .color(let r, let g, let b, let a) = value else { return nil }
        return ColorComponents(red: r, green: g, blue: b, alpha: a)
    }

    subscript(path: AnimatableKeyPath) -> AnimatableValue {
        mutating get {
            // Numbers are read where `setScalar` writes them: one switch for both.
            if let slot = ScalarSlot(path) { return .scalar(scalar(at: slot)) }
            if path == .transform { finish() }
            switch path {
            case .position: return .point(storage.pointee.position)
            case .anchorPoint: return .point(storage.pointee.anchorPoint)
            case .bounds: return .rect(storage.pointee.bounds)
            case .boundsOrigin: return .point(storage.pointee.bounds.origin)
            case .boundsSize: return .size(storage.pointee.bounds.size)
            case .backgroundColor: return Self.color(storage.pointee.backgroundColorComponents)
            case .borderColor: return Self.color(storage.pointee.borderColorComponents)
            case .fillColor: return Self.color(storage.pointee.shape.fillColor)
            case .strokeColor: return Self.color(storage.pointee.shape.strokeColor)
            case .shadowColor: return Self.color(storage.pointee.shadow.color)
            case .foregroundColor: return Self.color(storage.pointee.text.foregroundColor)
            case .shadowOffset: return .size(storage.pointee.shadow.offset)
            case .transform: return .transform(storage.pointee.transform)
            case .sublayerTransform: return .transform(storage.pointee.sublayerTransform)
            case .translation(nil):
                return withComponents { .size(CGSize(width: $0.translation.x, height: $0.translation.y)) }
            case .positionX, .positionY, .anchorPointX, .anchorPointY, .boundsWidth, .boundsHeight, .zPosition,
                 .opacity, .cornerRadius, .borderWidth, .strokeStart, .strokeEnd, .lineWidth, .rotation, .scale, .translation,
                 .shadowOpacity, .shadowRadius, .fontSize, .miterLimit, .lineDashPhase, .pathMorph:
                return .scalar(0)  // unreachable: every number has a slot (above)
            }
        }
        set {
            if case .scalar(let v) = newValue, let slot = ScalarSlot(path) {
                setScalar(v, at: slot)
                return
            }
            // On the path first, then the value: a tuple of the two would copy the value.
            switch path {
            case .position: if case .point(let v) = newValue { storage.pointee.position = v }
            case .anchorPoint: if case .point(let v) = newValue { storage.pointee.anchorPoint = v }
            case .bounds: if case .rect(let v) = newValue { storage.pointee.bounds = v }
            case .boundsOrigin: if case .point(let v) = newValue { storage.pointee.bounds.origin = v }
            case .boundsSize: if case .size(let v) = newValue { storage.pointee.bounds.size = v }
            case .backgroundColor: storage.pointee.backgroundColorComponents = Self.components(newValue)
            case .borderColor: storage.pointee.borderColorComponents = Self.components(newValue)
            case .fillColor: storage.pointee.shape.fillColor = Self.components(newValue)
            case .strokeColor: storage.pointee.shape.strokeColor = Self.components(newValue)
            case .shadowColor: storage.pointee.shadow.color = Self.components(newValue)
            case .foregroundColor: storage.pointee.text.foregroundColor = Self.components(newValue)
            case .shadowOffset: if case .size(let v) = newValue { storage.pointee.shadow.offset = v }
            case .transform:
                if case .transform(let v) = newValue {
                    hasComponents = false
                    transformIsIdentity = false
                    transformIsPending = false
                    storage.pointee.transform = v
                }
            case .sublayerTransform: if case .transform(let v) = newValue { storage.pointee.sublayerTransform = v }
            case .translation(nil):
                if case .size(let v) = newValue { withComponents { $0.translation.x = v.width; $0.translation.y = v.height } }
            default: break  // kinds are checked when animations are added
            }
        }
    }

    /// The number in `slot`.
    mutating func scalar(at slot: ScalarSlot) -> Double {
        if slot.isTransformComponent && !hasComponents { decompose() }
        switch slot {
        case .scaleX, .scaleAll: return components.scale.x
        case .scaleY: return components.scale.y
        case .scaleZ: return components.scale.z
        case .rotationX: return components.rotation.x
        case .rotationY: return components.rotation.y
        case .rotationZ: return components.rotation.z
        case .translationX: return components.translation.x
        case .translationY: return components.translation.y
        case .translationZ: return components.translation.z
        case .positionX: return storage.pointee.position.x
        case .positionY: return storage.pointee.position.y
        case .anchorPointX: return storage.pointee.anchorPoint.x
        case .anchorPointY: return storage.pointee.anchorPoint.y
        case .boundsWidth: return storage.pointee.bounds.size.width
        case .boundsHeight: return storage.pointee.bounds.size.height
        case .zPosition: return storage.pointee.zPosition
        case .opacity: return Double(storage.pointee.opacity)
        case .cornerRadius: return storage.pointee.cornerRadius
        case .borderWidth: return storage.pointee.borderWidth
        case .strokeStart: return storage.pointee.shape.strokeStart
        case .strokeEnd: return storage.pointee.shape.strokeEnd
        case .lineWidth: return storage.pointee.shape.lineWidth
        case .shadowOpacity: return Double(storage.pointee.shadow.opacity)
        case .shadowRadius: return storage.pointee.shadow.radius
        case .fontSize: return storage.pointee.text.fontSize
        case .miterLimit: return storage.pointee.shape.miterLimit
        case .lineDashPhase: return storage.pointee.shape.lineDashPhase
        case .pathMorph: return storage.pointee.shape.pathMorph
        }
    }

    /// Writes `v` into `slot`: the hot path of number animations, one
    /// switch over a byte, straight into the components or the field.
    @inline(__always)
    mutating func setScalar(_ v: Double, at slot: ScalarSlot) {
        if slot.isTransformComponent && !hasComponents { decompose() }
        switch slot {
        case .scaleX: components.scale.x = v
        case .scaleY: components.scale.y = v
        case .scaleZ: components.scale.z = v
        case .scaleAll: components.scale = (v, v, v)
        case .rotationX: components.rotation.x = v
        case .rotationY: components.rotation.y = v
        case .rotationZ: components.rotation.z = v
        case .translationX: components.translation.x = v
        case .translationY: components.translation.y = v
        case .translationZ: components.translation.z = v
        case .positionX: storage.pointee.position.x = v
        case .positionY: storage.pointee.position.y = v
        case .anchorPointX: storage.pointee.anchorPoint.x = v
        case .anchorPointY: storage.pointee.anchorPoint.y = v
        case .boundsWidth: storage.pointee.bounds.size.width = v
        case .boundsHeight: storage.pointee.bounds.size.height = v
        case .zPosition: storage.pointee.zPosition = v
        // Clamped to Float's range: a larger Double would become infinite.
        case .opacity: storage.pointee.opacity = Float(min(max(v, -Double(Float.greatestFiniteMagnitude)),
                                                          Double(Float.greatestFiniteMagnitude)))
        case .cornerRadius: storage.pointee.cornerRadius = v
        case .borderWidth: storage.pointee.borderWidth = v
        case .strokeStart: storage.pointee.shape.strokeStart = v
        case .strokeEnd: storage.pointee.shape.strokeEnd = v
        case .lineWidth: storage.pointee.shape.lineWidth = v
        case .shadowOpacity: storage.pointee.shadow.opacity = Float(min(max(v, -Double(Float.greatestFiniteMagnitude)),
                                                                      Double(Float.greatestFiniteMagnitude)))
        case .shadowRadius: storage.pointee.shadow.radius = v
        case .fontSize: storage.pointee.text.fontSize = v
        case .miterLimit: storage.pointee.shape.miterLimit = v
        case .lineDashPhase: storage.pointee.shape.lineDashPhase = v
        case .pathMorph: storage.pointee.shape.pathMorph = v
        }
    }
}
