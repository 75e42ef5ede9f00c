import Foundation

/// The fixture server (Fixtures/server.py) on loopback, for one test:
/// started here, ended when this is released. Needs `python3`.
public final class LocalServer {
    private let process = Process()
    /// Closed when the test is done: the server exits then.
    private let input = Pipe()
    public let port: Int
    /// The folder of fixture files (the server, pictures).
    public static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    public init() throws {
        let script = LocalServer.fixtures.appendingPathComponent("server.py")
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
        process.standardOutput = output
        process.standardInput = input
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let byte = output.fileHandleForReading.readData(ofLength: 1)
            guard !byte.isEmpty else { throw CocoaError(.fileReadUnknown) }
            line += byte
        }
        guard let port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        self.port = port
    }

    deinit {
        // Polls: `waitUntilExit()` can wait forever off the main thread.
        try? input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(3)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning { process.terminate() }
        let killAt = Date().addingTimeInterval(3)
        while process.isRunning && Date() < killAt { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        // Foundation's Process holds itself until its end is waited for.
        process.waitUntilExit()
    }

    /// The base URL of `mode` (see server.py).
    public func url(_ mode: String) -> URL { URL(string: "http://127.0.0.1:\(port)/\(mode)")! }
}
