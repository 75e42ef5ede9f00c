import Foundation

/// An axis of a transform sub-key path.
enum TransformAxis: Sendable { case x, y, z }

/// A key path the engine animates, parsed once when an animation is added.
enum AnimatableKeyPath: Equatable, Sendable {
    case position, positionX, positionY
    case anchorPoint, anchorPointX, anchorPointY
    case bounds, boundsOrigin, boundsSize, boundsWidth, boundsHeight
    case zPosition, opacity, cornerRadius, borderWidth
    case backgroundColor, borderColor
    case transform, sublayerTransform
    case rotation(TransformAxis)
    case scale(TransformAxis?)        // nil: `transform.scale`, all three axes
    case translation(TransformAxis?)  // nil: `transform.translation`, x and y from a CGSize

    init?(_ path: String) {
        switch path {
        case "position": self = .position
        case "position.x": self = .positionX
        case "position.y": self = .positionY
        case "anchorPoint": self = .anchorPoint
        case "anchorPoint.x": self = .anchorPointX
        case "anchorPoint.y": self = .anchorPointY
        case "bounds": self = .bounds
        case "bounds.origin": self = .boundsOrigin
        case "bounds.size": self = .boundsSize
        case "bounds.size.width": self = .boundsWidth
        case "bounds.size.height": self = .boundsHeight
        case "zPosition": self = .zPosition
        case "opacity": self = .opacity
        case "cornerRadius": self = .cornerRadius
        case "borderWidth": self = .borderWidth
        case "backgroundColor": self = .backgroundColor
        case "borderColor": self = .borderColor
        case "transform": self = .transform
        case "sublayerTransform": self = .sublayerTransform
        case "transform.rotation", "transform.rotation.z": self = .rotation(.z)
        case "transform.rotation.x": self = .rotation(.x)
        case "transform.rotation.y": self = .rotation(.y)
        case "transform.scale": self = .scale(nil)
        case "transform.scale.x": self = .scale(.x)
        case "transform.scale.y": self = .scale(.y)
        case "transform.scale.z": self = .scale(.z)
        case "transform.translation": self = .translation(nil)
        case "transform.translation.x": self = .translation(.x)
        case "transform.translation.y": self = .translation(.y)
        case "transform.translation.z": self = .translation(.z)
        default: return nil
        }
    }

    var kind: ValueKind {
        switch self {
        case .position, .anchorPoint, .boundsOrigin: .point
        case .bounds: .rect
        case .boundsSize, .translation(nil): .size
        case .backgroundColor, .borderColor: .color
        case .transform, .sublayerTransform: .transform
        default: .scalar
        }
    }

    var isTransformComponent: Bool {
        switch self {
        case .rotation, .scale, .translation: true
        default: false
        }
    }
}

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
    private var components: TransformComponents?
    /// What the components apply on top of (a model transform that does not decompose).
    private var componentBase = CATransform3DIdentity

    /// Evaluates into `storage`, which must outlive the state.
    init(_ storage: UnsafeMutablePointer<CALayerProperties>) {
        self.storage = storage
    }

    /// Writes pending transform components back into `properties.transform`.
    mutating func finish() {
        guard let components else { return }
        let composed = components.transform
        properties.transform = componentBase == CATransform3DIdentity ? composed : composed.concatenating(componentBase)
        self.components = nil
    }

    private mutating func withComponents<R>(_ body: (inout TransformComponents) -> R) -> R {
        if components == nil {
            if let decomposed = TransformComponents(properties.transform) {
                components = decomposed
                componentBase = CATransform3DIdentity
            } else {
                components = .identity
                componentBase = properties.transform
            }
        }
        return body(&components!)
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
                components = nil
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
            if components == nil { _ = self[path] }  // decomposes once
            switch path {
            case .rotation(.x): return components!.rotation.x
            case .rotation(.y): return components!.rotation.y
            case .rotation(.z): return components!.rotation.z
            case .scale(.y): return components!.scale.y
            case .scale(.z): return components!.scale.z
            case .scale: return components!.scale.x
            case .translation(.x): return components!.translation.x
            case .translation(.y): return components!.translation.y
            default: return components!.translation.z
            }
        default:
            if case .scalar(let v) = self[path] { return v }
            return 0
        }
    }

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
        case .rotation(let axis):
            withComponents { c in
                switch axis { case .x: c.rotation.x = v; case .y: c.rotation.y = v; case .z: c.rotation.z = v }
            }
        case .scale(let axis):
            withComponents { c in
                switch axis {
                case .x: c.scale.x = v
                case .y: c.scale.y = v
                case .z: c.scale.z = v
                case nil: c.scale = (v, v, v)
                }
            }
        case .translation(let axis):
            withComponents { c in
                switch axis {
                case .x: c.translation.x = v
                case .y: c.translation.y = v
                case .z, nil: c.translation.z = v
                }
            }
        default: break
        }
    }
}
