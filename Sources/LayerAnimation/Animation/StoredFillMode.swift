/// An animation's `fillMode` as stored: Core Animation's four modes as
/// values of their own, any other in a box. Eight bytes (the box pointer's
/// spare values hold the four) instead of a 16-byte string, and nothing to
/// compare when the animation is compiled.
enum StoredFillMode {
    case removed, forwards, backwards, both
    case other(Boxed)

    /// A mode Core Animation does not define, kept to be read back as set.
    final class Boxed: Sendable {
        let mode: CAMediaTimingFillMode
        init(_ mode: CAMediaTimingFillMode) { self.mode = mode }
    }

    init(_ mode: CAMediaTimingFillMode) {
        switch mode {
        case .removed: self = .removed
        case .forwards: self = .forwards
        case .backwards: self = .backwards
        case .both: self = .both
        default: self = .other(Boxed(mode))
        }
    }

    /// The mode as it was set.
    var mode: CAMediaTimingFillMode {
        switch self {
        case .removed: .removed
        case .forwards: .forwards
        case .backwards: .backwards
        case .both: .both
        case .other(let box): box.mode
        }
    }

    /// Which sides of the active interval it fills (an unknown mode: neither).
    var fills: (backwards: Bool, forwards: Bool) {
        switch self {
        case .removed, .other: (false, false)
        case .forwards: (false, true)
        case .backwards: (true, false)
        case .both: (true, true)
        }
    }
}
