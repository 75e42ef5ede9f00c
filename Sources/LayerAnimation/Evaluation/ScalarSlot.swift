/// Where a number animated on a scalar key path lives while a frame is
/// evaluated: one of the transform's components or one layer field.
///
/// Resolved from the key path when an animation is added, so a frame
/// switches over one byte (a jump table) instead of over the key path enum.
enum ScalarSlot: UInt8, Sendable {
    case scaleX, scaleY, scaleZ, scaleAll
    case rotationX, rotationY, rotationZ
    case translationX, translationY, translationZ
    case positionX, positionY, anchorPointX, anchorPointY, boundsWidth, boundsHeight
    case zPosition, opacity, cornerRadius, borderWidth
    case strokeStart, strokeEnd, lineWidth
    case shadowOpacity, shadowRadius, fontSize, miterLimit, lineDashPhase, pathMorph

    /// The slot of a key path whose value is one number; nil for the others.
    init?(_ keyPath: AnimatableKeyPath) {
        switch keyPath {
        case .scale(.x): self = .scaleX
        case .scale(.y): self = .scaleY
        case .scale(.z): self = .scaleZ
        case .scale(nil): self = .scaleAll
        case .rotation(.x): self = .rotationX
        case .rotation(.y): self = .rotationY
        case .rotation(.z): self = .rotationZ
        case .translation(.x): self = .translationX
        case .translation(.y): self = .translationY
        case .translation(.z): self = .translationZ
        case .positionX: self = .positionX
        case .positionY: self = .positionY
        case .anchorPointX: self = .anchorPointX
        case .anchorPointY: self = .anchorPointY
        case .boundsWidth: self = .boundsWidth
        case .boundsHeight: self = .boundsHeight
        case .zPosition: self = .zPosition
        case .opacity: self = .opacity
        case .cornerRadius: self = .cornerRadius
        case .borderWidth: self = .borderWidth
        case .strokeStart: self = .strokeStart
        case .strokeEnd: self = .strokeEnd
        case .lineWidth: self = .lineWidth
        case .shadowOpacity: self = .shadowOpacity
        case .shadowRadius: self = .shadowRadius
        case .fontSize: self = .fontSize
        case .miterLimit: self = .miterLimit
        case .lineDashPhase: self = .lineDashPhase
        case .pathMorph: self = .pathMorph
        case .translation(nil), .position, .anchorPoint, .bounds, .boundsOrigin, .boundsSize,
             .backgroundColor, .borderColor, .transform, .sublayerTransform, .fillColor, .strokeColor,
             .shadowOffset, .shadowColor, .foregroundColor, .extra, .cell:
            return nil
        }
    }

    /// Whether the slot is a transform component (the transform is then
    /// held as components until the evaluation finishes).
    var isTransformComponent: Bool { rawValue <= ScalarSlot.translationZ.rawValue }

    /// The layer field the slot writes.
    var field: AnimatedFields {
        switch self {
        case .scaleX, .scaleY, .scaleZ, .scaleAll, .rotationX, .rotationY, .rotationZ,
             .translationX, .translationY, .translationZ: .transform
        case .positionX, .positionY: .position
        case .anchorPointX, .anchorPointY: .anchorPoint
        case .boundsWidth, .boundsHeight: .bounds
        case .zPosition: .zPosition
        case .opacity: .opacity
        case .cornerRadius: .cornerRadius
        case .borderWidth: .borderWidth
        case .strokeStart, .strokeEnd, .lineWidth, .miterLimit, .lineDashPhase, .pathMorph: .shape
        case .shadowOpacity, .shadowRadius: .shadow
        case .fontSize: .text
        }
    }
}
