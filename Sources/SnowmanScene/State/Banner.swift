import LayerAnimation

/// A short message shown over the stage: errors and confirmations.
public struct Banner: Equatable, Sendable {
    public enum Kind: Sendable { case info, error }

    public var text: String
    public var kind: Kind
    /// Media time after which the banner disappears.
    public var expires: CFTimeInterval

    /// Seconds a banner stays; errors stay longer.
    static func lifetime(_ kind: Kind) -> CFTimeInterval { kind == .error ? 6 : 3 }
}
