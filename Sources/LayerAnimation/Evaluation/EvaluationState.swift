import Foundation

/// A layer's properties while its animations are applied in order, with the
/// transform held as components while sub-key paths animate it.
///
/// It works in place on the properties it points to: a frame evaluates
/// straight into a layer's presentation, with no copy in or out.
struct EvaluationState {
    private let storage: UnsafeMutablePointer<CALayerProperties>
    var properties: CALayerProperties {
        unsafeAddress { UnsafePointer(storage) }
        nonmutating unsafeMutableAddress { storage }
    }
    /// The transform as components while sub-key paths animate it (when `hasComponents`).
    private var components = TransformComponents()
    private var hasComponents = false
    /// Whether the components apply on top of `properties.transform` (a
    /// transform that does not decompose). It stays untouched until `finish`:
    /// while components are held, nothing else writes the transform.
    private var hasComponentBase = false
    /// Whether `properties.transform` is known to be the identity, so it
    /// decomposes for free (the layer knows this about its model).
    private var transformIsIdentity: Bool
    /// Whether `properties.transform` still holds an old value whose true
    /// value is the identity: written only if no animation writes it, so a
    /// frame need not read the model's transform at all.
    private var transformIsPending: Bool

    /// Evaluates into `storage`, which must outlive the state.
    /// `transformIsIdentity` may be passed when the caller knows it, and
    /// `transformIsPending` (which implies it) when the caller left the
    /// transform for this state to restore.
    init(_ storage: UnsafeMutablePointer<CALayerProperties>, transformIsIdentity: Bool = false,
         transformIsPending: Bool = false) {
        self.storage = storage
        self.transformIsIdentity = transformIsIdentity || transformIsPending
        self.transformIsPending = transformIsPending
    }

    /// Writes pending transform components back into `properties.transform`
    /// (or, if nothing animated it, the identity it was left to restore).
    mutating func finish() {
        guard hasComponents else {
            if transformIsPending {
                properties.transform = CATransform3DIdentity
                transformIsPending = false
            }
            return
        }
        if hasComponentBase {
            properties.transform = components.transform.concatenating(properties.transform)
        } else {
            components.compose(into: &properties.transform)
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
        } else if let decomposed = TransformComponents(properties.transform) {
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

    /// A running transition and its progress, set by its animation. Held
    /// unretained (the animation keeps the spec alive), so the state stays
    /// plain data that costs nothing to create and drop for every layer.
    var transition: (spec: Unmanaged<CompiledAnimation.TransitionSpec>, progress: Float)?

    /// ``transition`` as the layer publishes it.
    var transitionState: CATransitionState? {
        transition.map { transition in
            transition.spec._withUnsafeGuaranteedRef {
                CATransitionState(type: $0.type, subtype: $0.subtype, progress: transition.progress)
            }
        }
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
            let p = properties
            switch path {
            case .position: return .point(p.position)
            case .anchorPoint: return .point(p.anchorPoint)
            case .bounds: return .rect(p.bounds)
            case .boundsOrigin: return .point(p.bounds.origin)
            case .boundsSize: return .size(p.bounds.size)
            case .backgroundColor: return Self.color(p.backgroundColorComponents)
            case .borderColor: return Self.color(p.borderColorComponents)
            case .transform: return .transform(p.transform)
            case .sublayerTransform: return .transform(p.sublayerTransform)
            case .translation(nil):
                return withComponents { .size(CGSize(width: $0.translation.x, height: $0.translation.y)) }
            case .positionX, .positionY, .anchorPointX, .anchorPointY, .boundsWidth, .boundsHeight, .zPosition,
                 .opacity, .cornerRadius, .borderWidth, .rotation, .scale, .translation:
                return .scalar(0)  // unreachable: every number has a slot (above)
            }
        }
        set {
            if case .scalar(let v) = newValue, let slot = ScalarSlot(path) {
                setScalar(v, at: slot)
                return
            }
            switch (path, newValue) {
            case (.position, .point(let v)): properties.position = v
            case (.anchorPoint, .point(let v)): properties.anchorPoint = v
            case (.bounds, .rect(let v)): properties.bounds = v
            case (.boundsOrigin, .point(let v)): properties.bounds.origin = v
            case (.boundsSize, .size(let v)): properties.bounds.size = v
            case (.backgroundColor, _): properties.backgroundColorComponents = Self.components(newValue)
            case (.borderColor, _): properties.borderColorComponents = Self.components(newValue)
            case (.transform, .transform(let v)):
                hasComponents = false
                transformIsIdentity = false
                transformIsPending = false
                properties.transform = v
            case (.sublayerTransform, .transform(let v)): properties.sublayerTransform = v
            case (.translation(nil), .size(let v)):
                withComponents { $0.translation.x = v.width; $0.translation.y = v.height }
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
        case .positionX: return properties.position.x
        case .positionY: return properties.position.y
        case .anchorPointX: return properties.anchorPoint.x
        case .anchorPointY: return properties.anchorPoint.y
        case .boundsWidth: return properties.bounds.size.width
        case .boundsHeight: return properties.bounds.size.height
        case .zPosition: return properties.zPosition
        case .opacity: return Double(properties.opacity)
        case .cornerRadius: return properties.cornerRadius
        case .borderWidth: return properties.borderWidth
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
        case .positionX: properties.position.x = v
        case .positionY: properties.position.y = v
        case .anchorPointX: properties.anchorPoint.x = v
        case .anchorPointY: properties.anchorPoint.y = v
        case .boundsWidth: properties.bounds.size.width = v
        case .boundsHeight: properties.bounds.size.height = v
        case .zPosition: properties.zPosition = v
        case .opacity: properties.opacity = Float(v)
        case .cornerRadius: properties.cornerRadius = v
        case .borderWidth: properties.borderWidth = v
        }
    }
}
