import AtomicFiles

/// A problem the viewer reports as one line and a non-zero exit.
public struct ViewerError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }

    /// The system's words for error `code` (read errno into `code` first:
    /// building a message can change it).
    package static func text(ofSystemError code: Int32) -> String {
        AtomicFile.text(ofSystemError: code)
    }
}
