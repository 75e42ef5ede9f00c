import Foundation

/// Turns a photo's bytes into something a layer can show as `contents`
/// (the window decodes with SDL2_image); throws a one-line reason when
/// the bytes are not a picture. Runs off the main thread.
public typealias PhotoDecoder = @Sendable (Data) throws -> AnyObject & Sendable
