/// Where a value that is not a transform lives while a frame is evaluated:
/// a number's ``ScalarSlot`` or one layer field.
///
/// Resolved from the key path when an animation is added, as ``ScalarSlot``
/// is: a frame then switches once over one byte, where it switched over
/// the key path enum to find the slot and then over the slot (two indirect
/// jumps, mispredicted when layers side by side animate different keys).
enum VectorSlot: Sendable, Equatable {
    case number(ScalarSlot)
    case position, anchorPoint, bounds, boundsOrigin, boundsSize
    case backgroundColor, borderColor, fillColor, strokeColor, shadowColor, foregroundColor
    case shadowOffset
    /// `transform.translation`: the x and y components.
    case translation
    /// A key path whose value is not a vector (transforms, extras): reads
    /// zero and writes nothing (kinds are checked when animations are added).
    case none

    init(_ path: AnimatableKeyPath) {
        if let slot = ScalarSlot(path) {
            self = .number(slot)
            return
        }
        switch path {
        case .position: self = .position
        case .anchorPoint: self = .anchorPoint
        case .bounds: self = .bounds
        case .boundsOrigin: self = .boundsOrigin
        case .boundsSize: self = .boundsSize
        case .backgroundColor: self = .backgroundColor
        case .borderColor: self = .borderColor
        case .fillColor: self = .fillColor
        case .strokeColor: self = .strokeColor
        case .shadowColor: self = .shadowColor
        case .foregroundColor: self = .foregroundColor
        case .shadowOffset: self = .shadowOffset
        case .translation(nil): self = .translation
        default: self = .none
        }
    }
}
