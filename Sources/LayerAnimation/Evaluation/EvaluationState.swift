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
    /// Set when the transform was last composed from components that are
    /// sure to give finite entries: the frame need not check them.
    private(set) var transformIsKnownFinite = false
    /// A gradient or replicator layer's own values (unowned: the layer's
    /// state holds them for longer than the evaluation, and nothing is retained per frame).
    private unowned(unsafe) let extras: ExtraValues?

    /// Evaluates into `storage`, which must outlive the state (callers
    /// create it inside `withUnsafeMutablePointer` and drop it there).
    /// `transformIsIdentity` may be passed when the caller knows it, and
    /// `transformIsPending` (which implies it) when the caller left the
    /// transform for this state to restore.
    init(_ storage: UnsafeMutablePointer<CALayerProperties>, extras: ExtraValues? = nil,
         transformIsIdentity: Bool = false, transformIsPending: Bool = false) {
        self.storage = storage
        self.extras = extras
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
            transformIsKnownFinite = false
        } else {
            components.compose(into: &storage.pointee.transform)
            transformIsKnownFinite = components.composesFinite
        }
        hasComponents = false
        transformIsIdentity = false
        transformIsPending = false
    }

    /// Starts holding the transform as components (once per evaluation).
    /// The identity, nearly every layer's model transform, in place; any
    /// other is taken apart in a call of its own.
    @inline(__always)
    private mutating func decompose() {
        guard transformIsIdentity else { return decomposeTransform() }
        hasComponents = true
        components = TransformComponents()
        hasComponentBase = false
    }

    private mutating func decomposeTransform() {
        hasComponents = true
        if let decomposed = TransformComponents(storage.pointee.transform) {
            components = decomposed
            hasComponentBase = false
        } else {
            components = TransformComponents()
            hasComponentBase = true
        }
    }

    /// Runs `body` on the transform's components (held from here on).
    @inline(__always)
    mutating func withComponents<R>(_ body: (inout TransformComponents) -> R) -> R {
        if !hasComponents { decompose() }
        return body(&components)
    }

    /// A running transition, set by its animation (unowned: the animation
    /// holds it for longer than the evaluation, and a state holding no
    /// reference needs no clean-up, every layer-frame).
    private unowned(unsafe) var transitionSpec: CompiledAnimation.TransitionSpec?
    private var transitionProgress: Float = 0
    /// Whether a transition ran: tested first, because reading the unowned
    /// reference, even when nil, costs a retain every layer-frame.
    private(set) var showsTransition = false

    /// Shows `spec` at `progress` (the last transition applied wins).
    mutating func setTransition(_ spec: CompiledAnimation.TransitionSpec, progress: Float) {
        (transitionSpec, transitionProgress, showsTransition) = (spec, progress, true)
    }

    /// The running transition as the layer publishes it.
    var transitionState: CATransitionState? {
        guard showsTransition else { return nil }
        return transitionSpec.map { CATransitionState(type: $0.type, subtype: $0.subtype, progress: transitionProgress) }
    }

    /// The value in `slot`, as four numbers.
    mutating func vector(at slot: VectorSlot) -> VectorValue {
        switch slot {
        // Numbers are read where `setScalar` writes them.
        case .number(let slot): return VectorValue(scalar(at: slot))
        case .position: return VectorValue(storage.pointee.position)
        case .anchorPoint: return VectorValue(storage.pointee.anchorPoint)
        case .bounds: return VectorValue(storage.pointee.bounds)
        case .boundsOrigin: return VectorValue(storage.pointee.bounds.origin)
        case .boundsSize: return VectorValue(storage.pointee.bounds.size)
        case .backgroundColor: return VectorValue(storage.pointee.backgroundColorComponents)
        case .borderColor: return VectorValue(storage.pointee.borderColorComponents)
        case .fillColor: return VectorValue(storage.pointee.shape.fillColor)
        case .strokeColor: return VectorValue(storage.pointee.shape.strokeColor)
        case .shadowColor: return VectorValue(storage.pointee.shadow.color)
        case .foregroundColor: return VectorValue(storage.pointee.text.foregroundColor)
        case .shadowOffset: return VectorValue(storage.pointee.shadow.offset)
        case .translation:
            return withComponents { VectorValue(SIMD4($0.translation.x, $0.translation.y, 0, 0)) }
        case .none: return .zero
        }
    }

    /// Writes a value that is not a transform into `slot`.
    mutating func setVector(_ value: VectorValue, at slot: VectorSlot) {
        switch slot {
        case .number(let slot): setScalar(value.number, at: slot)
        case .position: storage.pointee.position = value.point
        case .anchorPoint: storage.pointee.anchorPoint = value.point
        case .bounds: storage.pointee.bounds = value.rect
        case .boundsOrigin: storage.pointee.bounds.origin = value.point
        case .boundsSize: storage.pointee.bounds.size = value.size
        case .backgroundColor: storage.pointee.backgroundColorComponents = value.color
        case .borderColor: storage.pointee.borderColorComponents = value.color
        case .fillColor: storage.pointee.shape.fillColor = value.color
        case .strokeColor: storage.pointee.shape.strokeColor = value.color
        case .shadowColor: storage.pointee.shadow.color = value.color
        case .foregroundColor: storage.pointee.text.foregroundColor = value.color
        case .shadowOffset: storage.pointee.shadow.offset = value.size
        case .translation: withComponents { $0.translation.x = value.lanes.x; $0.translation.y = value.lanes.y }
        case .none: break
        }
    }

    /// The presented value of an extra property (its default when unset or
    /// when the layer has none).
    func extra(_ key: ExtraKey) -> ArrayValue {
        guard let extras else { return key.defaultValue(in: [:]) }
        return extras.presented[key] ?? key.defaultValue(in: extras.presented)
    }

    /// The presented value of an emitter cell's property.
    func cellValue(_ index: UInt16) -> ArrayValue {
        extras?.cellPresented[index] ?? extras?.cellModel?(index) ?? ArrayValue([0])
    }

    func setCellValue(_ value: ArrayValue, for index: UInt16) {
        extras?.cellPresented[index] = value
    }

    /// Writes an extra property (nothing on a layer without them).
    func setExtra(_ value: ArrayValue, for key: ExtraKey) {
        extras?.presented[key] = value
    }

    /// The transform, sublayer transform or instance transform.
    mutating func transform(at path: AnimatableKeyPath) -> CATransform3D {
        if case .extra(let key) = path {
            let n = extra(key).numbers
            return n.count == 16 ? CATransform3D(entries: n.map { CGFloat($0) }) : CATransform3DIdentity
        }
        guard path == .transform else { return storage.pointee.sublayerTransform }
        finish()
        return storage.pointee.transform
    }

    /// Writes the transform or sublayer transform (whole: components held so far are dropped).
    mutating func setTransform(_ value: CATransform3D, at path: AnimatableKeyPath) {
        if case .extra(let key) = path {
            if value.isFinite { setExtra(ArrayValue(value.entries.map(Double.init)), for: key) }
            return
        }
        guard path == .transform else {
            storage.pointee.sublayerTransform = value
            return
        }
        hasComponents = false
        transformIsIdentity = false
        transformIsPending = false
        transformIsKnownFinite = false
        storage.pointee.transform = value
    }

    /// The number in `slot`. Each component has its own case, which takes
    /// the transform apart when it must: a test of the slot's kind before
    /// the switch was a second branch on the same byte, mispredicted as
    /// often as the switch is when a layer's animations differ.
    mutating func scalar(at slot: ScalarSlot) -> Double {
        switch slot {
        case .scaleX, .scaleAll: ensureComponents(); return components.scale.x
        case .scaleY: ensureComponents(); return components.scale.y
        case .scaleZ: ensureComponents(); return components.scale.z
        case .rotationX: ensureComponents(); return components.rotation.x
        case .rotationY: ensureComponents(); return components.rotation.y
        case .rotationZ: ensureComponents(); return components.rotation.z
        case .translationX: ensureComponents(); return components.translation.x
        case .translationY: ensureComponents(); return components.translation.y
        case .translationZ: ensureComponents(); return components.translation.z
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
    /// switch over a byte, straight into the components or the field (one
    /// case a component, for the reason `scalar(at:)` gives; passing the
    /// slot on to `TransformComponents.set` switched on it twice, and the
    /// second switch mispredicted too).
    @inline(__always)
    mutating func setScalar(_ v: Double, at slot: ScalarSlot) {
        switch slot {
        case .scaleX: ensureComponents(); components.scale.x = v
        case .scaleY: ensureComponents(); components.scale.y = v
        case .scaleZ: ensureComponents(); components.scale.z = v
        case .scaleAll: ensureComponents(); components.scale = (v, v, v)
        case .rotationX: ensureComponents(); components.rotation.x = v
        case .rotationY: ensureComponents(); components.rotation.y = v
        case .rotationZ: ensureComponents(); components.rotation.z = v
        case .translationX: ensureComponents(); components.translation.x = v
        case .translationY: ensureComponents(); components.translation.y = v
        case .translationZ: ensureComponents(); components.translation.z = v
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

    /// Takes the transform apart into components, unless it is already.
    @inline(__always)
    private mutating func ensureComponents() {
        if !hasComponents { decompose() }
    }
}
