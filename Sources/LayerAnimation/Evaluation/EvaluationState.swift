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

    /// A running transition's state, set by its animation.
    var transition: CATransitionState?

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
            if path == .transform { finish() }
            let p = properties
            switch path {
            case .position: return .point(p.position)
            case .positionX: return .scalar(p.position.x)
            case .positionY: return .scalar(p.position.y)
            case .anchorPoint: return .point(p.anchorPoint)
            case .anchorPointX: return .scalar(p.anchorPoint.x)
            case .anchorPointY: return .scalar(p.anchorPoint.y)
            case .bounds: return .rect(p.bounds)
            case .boundsOrigin: return .point(p.bounds.origin)
            case .boundsSize: return .size(p.bounds.size)
            case .boundsWidth: return .scalar(p.bounds.size.width)
            case .boundsHeight: return .scalar(p.bounds.size.height)
            case .zPosition: return .scalar(p.zPosition)
            case .opacity: return .scalar(Double(p.opacity))
            case .cornerRadius: return .scalar(p.cornerRadius)
            case .borderWidth: return .scalar(p.borderWidth)
            case .backgroundColor: return Self.color(p.backgroundColorComponents)
            case .borderColor: return Self.color(p.borderColorComponents)
            case .transform: return .transform(p.transform)
            case .sublayerTransform: return .transform(p.sublayerTransform)
            case .rotation(let axis):
                return .scalar(withComponents { c in
                    switch axis { case .x: c.rotation.x; case .y: c.rotation.y; case .z: c.rotation.z }
                })
            case .scale(let axis):
                return .scalar(withComponents { c in
                    switch axis { case .x, nil: c.scale.x; case .y: c.scale.y; case .z: c.scale.z }
                })
            case .translation(let axis):
                return withComponents { c in
                    switch axis {
                    case .x: .scalar(c.translation.x)
                    case .y: .scalar(c.translation.y)
                    case .z: .scalar(c.translation.z)
                    case nil: .size(CGSize(width: c.translation.x, height: c.translation.y))
                    }
                }
            }
        }
        set {
            if case .scalar(let v) = newValue {
                setScalar(v, at: path)
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

    /// The number at a scalar key path (fast path of the subscript).
    mutating func scalar(at path: AnimatableKeyPath) -> Double {
        switch path {
        case .positionX: return properties.position.x
        case .positionY: return properties.position.y
        case .opacity: return Double(properties.opacity)
        case .rotation, .scale, .translation:
            if !hasComponents { decompose() }
            switch path {
            case .rotation(.x): return components.rotation.x
            case .rotation(.y): return components.rotation.y
            case .rotation(.z): return components.rotation.z
            case .scale(.y): return components.scale.y
            case .scale(.z): return components.scale.z
            case .scale: return components.scale.x
            case .translation(.x): return components.translation.x
            case .translation(.y): return components.translation.y
            default: return components.translation.z
            }
        default:
            if case .scalar(let v) = self[path] { return v }
            return 0
        }
    }

    @inline(__always)
    mutating func setScalar(_ v: Double, at path: AnimatableKeyPath) {
        switch path {
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
        case .rotation, .scale, .translation:
            // Straight to the components, no closure: this is the hot path of transform animations.
            if !hasComponents { decompose() }
            switch path {
            case .rotation(.x): components.rotation.x = v
            case .rotation(.y): components.rotation.y = v
            case .rotation(.z): components.rotation.z = v
            case .scale(.x): components.scale.x = v
            case .scale(.y): components.scale.y = v
            case .scale(.z): components.scale.z = v
            case .scale(nil): components.scale = (v, v, v)
            case .translation(.x): components.translation.x = v
            case .translation(.y): components.translation.y = v
            default: components.translation.z = v
            }
        default: break
        }
    }
}
