import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes a file so that a crash, a full disk or a signal leaves either the
/// old file or the new one, never part of one: the data goes to a temporary
/// file in the same folder, is fsynced and renamed over the file, then the
/// folder is fsynced. On any failure the temporary file is removed and the
/// old file is untouched.
public enum AtomicFile {
    /// Why a write failed, in one line: the file and the system's words.
    public struct WriteError: Error, CustomStringConvertible, Equatable {
        /// The file or folder and the reason.
        public let description: String
        /// The reason alone, for a short line ("No space left on device").
        public let reason: String
        public init(description: String, reason: String) { (self.description, self.reason) = (description, reason) }
    }

    public static func write(_ data: Data, to url: URL, permissions: mode_t = 0o644) throws {
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
        guard fd >= 0 else {
            let code = errno
            throw WriteError(description: "Could not write in \(directory.path): \(text(ofSystemError: code))",
                             reason: text(ofSystemError: code))
        }
        // Each failure keeps its errno at once, before any other call can change it.
        var failure: Int32?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    let code = errno
                    if code == EINTR { continue }
                    failure = code
                    return
                }
                offset += written
            }
        }
        if failure == nil && fsync(fd) != 0 { failure = errno }
        if close(fd) != 0 && failure == nil { failure = errno }  // some file systems report a full disk only here
        if failure == nil && rename(temporary.path, url.path) != 0 { failure = errno }
        if let failure {
            unlink(temporary.path)
            throw WriteError(description: "Could not save \(url.path): \(text(ofSystemError: failure))",
                             reason: text(ofSystemError: failure))
        }
        let directoryFD = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryFD >= 0 {
            fsync(directoryFD)
            close(directoryFD)
        }
    }

    /// The system's words for error `code`.
    public static func text(ofSystemError code: Int32) -> String {
        String(cString: strerror(code))
    }
}
