import CSDL2

/// An SDL call that failed, with SDL's own explanation.
public struct SDLError: Error, CustomStringConvertible {
    public var description: String

    /// The failure of `what`, with `SDL_GetError()`'s text.
    public init(_ what: String) {
        let reason = String(cString: SDL_GetError())
        description = reason.isEmpty ? what : "\(what): \(reason)"
    }

    public init(message: String) {
        description = message
    }
}
