/// A problem a window or an offscreen picture cannot get past, as one line
/// a person can act on (no display, no renderer, a file that cannot be written).
public struct LayerHostError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
