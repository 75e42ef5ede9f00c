/// Which fields of ``CALayerProperties`` a layer's animations can change.
///
/// A frame restores only these from the model before applying the
/// animations; the rest of the presentation already equals the model (it
/// is copied whole only after the model or the set of animations changes).
struct AnimatedFields: OptionSet, Sendable {
    let rawValue: UInt16

    static let position = AnimatedFields(rawValue: 1 << 0)
    static let anchorPoint = AnimatedFields(rawValue: 1 << 1)
    static let bounds = AnimatedFields(rawValue: 1 << 2)
    static let zPosition = AnimatedFields(rawValue: 1 << 3)
    static let transform = AnimatedFields(rawValue: 1 << 4)
    static let sublayerTransform = AnimatedFields(rawValue: 1 << 5)
    static let opacity = AnimatedFields(rawValue: 1 << 6)
    static let cornerRadius = AnimatedFields(rawValue: 1 << 7)
    static let borderWidth = AnimatedFields(rawValue: 1 << 8)
    static let backgroundColor = AnimatedFields(rawValue: 1 << 9)
    static let borderColor = AnimatedFields(rawValue: 1 << 10)

    init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The field a key path writes.
    init(_ keyPath: AnimatableKeyPath) {
        switch keyPath {
        case .position, .positionX, .positionY: self = .position
        case .anchorPoint, .anchorPointX, .anchorPointY: self = .anchorPoint
        case .bounds, .boundsOrigin, .boundsSize, .boundsWidth, .boundsHeight: self = .bounds
        case .zPosition: self = .zPosition
        case .transform, .rotation, .scale, .translation: self = .transform
        case .sublayerTransform: self = .sublayerTransform
        case .opacity: self = .opacity
        case .cornerRadius: self = .cornerRadius
        case .borderWidth: self = .borderWidth
        case .backgroundColor: self = .backgroundColor
        case .borderColor: self = .borderColor
        }
    }
}

extension CALayer {
    /// Sets the animated fields of the presentation back to the model's.
    /// Field by field from the stored properties: passing the model as an
    /// argument would copy all of it. An identity transform is left to the
    /// evaluation (see `EvaluationState`), which writes it only if no
    /// animation does: the result says whether it was left.
    @inline(__always)
    func restoreAnimatedFields() -> Bool {
        var fields = animatedFields
        let transformIsPending = fields.contains(.transform) && modelTransformIsIdentity
        if transformIsPending { fields.remove(.transform) }
        if fields.isEmpty { return transformIsPending }
        if fields.contains(.position) { presentedState.position = modelState.position }
        if fields.contains(.anchorPoint) { presentedState.anchorPoint = modelState.anchorPoint }
        if fields.contains(.bounds) { presentedState.bounds = modelState.bounds }
        if fields.contains(.zPosition) { presentedState.zPosition = modelState.zPosition }
        if fields.contains(.transform) { presentedState.transform = modelState.transform }
        if fields.contains(.sublayerTransform) { presentedState.sublayerTransform = modelState.sublayerTransform }
        if fields.contains(.opacity) { presentedState.opacity = modelState.opacity }
        if fields.contains(.cornerRadius) { presentedState.cornerRadius = modelState.cornerRadius }
        if fields.contains(.borderWidth) { presentedState.borderWidth = modelState.borderWidth }
        if fields.contains(.backgroundColor) { presentedState.backgroundColorComponents = modelState.backgroundColorComponents }
        if fields.contains(.borderColor) { presentedState.borderColorComponents = modelState.borderColorComponents }
        return transformIsPending
    }
}
