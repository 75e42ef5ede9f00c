import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A small tmpfs mounted for a test, to fill up: writes onto a disk with no
/// space left. Mounting needs root; ``isAvailable`` says whether this
/// machine allows it (tests that need it are skipped, with that reason, when not).
public final class SmallDisk {
    public let folder: URL
    private var filler: URL { folder.appendingPathComponent("filler") }

    /// Whether a tmpfs can be mounted here (root, and a kernel that lets us).
    public static let isAvailable: Bool = {
        guard getuid() == 0, let disk = try? SmallDisk(kilobytes: 64) else { return false }
        _ = disk
        return true
    }()

    public init(kilobytes: Int) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("small-disk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = try Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", folder.path])
        guard result == 0 else {
            try? FileManager.default.removeItem(at: folder)
            throw CocoaError(.fileWriteNoPermission)
        }
    }

    deinit {
        _ = try? Self.run("/bin/umount", ["-l", folder.path])
        try? FileManager.default.removeItem(at: folder)
    }

    /// Fills every byte left with a file of its own.
    public func fill() {
        let fd = open(filler.path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        guard fd >= 0 else { return }
        defer { close(fd) }
        let block = [UInt8](repeating: 0xAB, count: 4096)
        while block.withUnsafeBytes({ Glibc.write(fd, $0.baseAddress, $0.count) }) > 0 {}
        // The last bytes of a page.
        while Glibc.write(fd, block, 1) > 0 {}
    }

    /// Frees what ``fill()`` took.
    public func free() {
        unlink(filler.path)
    }

    /// The names in the folder, but the filler.
    public func names() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0 != "filler" }.sorted()
    }

    private static func run(_ path: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
