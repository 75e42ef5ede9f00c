import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where the built `snowman` is: `SNOWMAN_BINARY`, else the debug build.
let snowmanBinary: String = {
    if let path = ProcessInfo.processInfo.environment["SNOWMAN_BINARY"] { return path }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return root.appendingPathComponent(".build/debug/snowman").path
}()

/// The test-only second writer of a settings file, built beside `snowman`.
let settingsWriterBinary = URL(fileURLWithPath: snowmanBinary).deletingLastPathComponent()
    .appendingPathComponent("settings-writer").path

/// End-to-end tests run when the test script asks for them (it builds the
/// binary and installs Xvfb first); there they must not be skipped.
let endToEndEnabled = ProcessInfo.processInfo.environment["SNOWMAN_E2E"] != nil
    || (FileManager.default.isExecutableFile(atPath: snowmanBinary) && FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb"))

func trace(_ message: String) {
    if ProcessInfo.processInfo.environment["SNOWMAN_E2E_TRACE"] != nil {
        FileHandle.standardError.write(Data("e2e: \(message)\n".utf8))
    }
}

/// Waits for a child to end (polling; see `stop`); false on timeout.
@discardableResult
func waitForExit(_ process: Process, timeout: Double = 60) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    return !process.isRunning
}

/// Ends a child: SIGTERM, then SIGKILL after 3 s. (Polls rather than
/// `waitUntilExit()`, which can wait forever off the main thread.)
func stop(_ process: Process) {
    guard process.isRunning else { return }
    kill(process.processIdentifier, SIGTERM)
    let deadline = Date().addingTimeInterval(3)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
}

struct HarnessError: Error, CustomStringConvertible {
    var description: String
}

/// Runs a command to the end; returns its exit status, standard output and error.
@discardableResult
func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:], unsetting: [String] = [],
         timeout: Double = 30)
    throws -> (status: Int32, output: String, error: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    var inherited = ProcessInfo.processInfo.environment
    for name in unsetting { inherited.removeValue(forKey: name) }
    process.environment = inherited.merging(environment) { $1 }
    // Files rather than pipes: nothing to drain while waiting.
    let outURL = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-run-\(UUID().uuidString).out")
    let errURL = outURL.appendingPathExtension("err")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    defer {
        try? FileManager.default.removeItem(at: outURL)
        try? FileManager.default.removeItem(at: errURL)
    }
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    trace("run \(executable) \(arguments)")
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    if process.isRunning {
        process.terminate()
        throw HarnessError(description: "\(executable) \(arguments) timed out")
    }
    let output = (try? Data(contentsOf: outURL)) ?? Data(), error = (try? Data(contentsOf: errURL)) ?? Data()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self))
}

/// A private X server for one test.
final class VirtualDisplay {
    let name: String
    private let process = Process()

    /// Xvfb picks a free display number itself (`-displayfd`) and writes it
    /// once it accepts connections. Picking a number here raced: two suites
    /// could choose the same one, the second server exit, and its test talk
    /// to the first's server.
    init() throws {
        let announcement = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        process.arguments = ["-displayfd", "1", "-screen", "0", "1280x800x24", "-nolisten", "tcp"]
        process.standardOutput = announcement
        process.standardError = FileHandle.nullDevice
        try process.run()
        try? announcement.fileHandleForWriting.close()
        guard let number = Self.readDisplayNumber(from: announcement.fileHandleForReading.fileDescriptor, seconds: 15) else {
            stop(process)
            throw HarnessError(description: "Xvfb did not announce a display")
        }
        name = ":\(number)"
        // A client connecting is the proof that matters to the tests.
        let deadline = Date().addingTimeInterval(15)
        while (try? run("/usr/bin/xdotool", ["getdisplaygeometry"], environment: ["DISPLAY": name], timeout: 5))?.status != 0 {
            guard Date() < deadline, process.isRunning else {
                stop(process)
                throw HarnessError(description: "Xvfb \(name) did not accept a client")
            }
            usleep(50_000)
        }
    }

    deinit {
        stop(process)
    }

    /// The number Xvfb writes on `descriptor` followed by a newline; nil when
    /// it exits first or `seconds` pass.
    private static func readDisplayNumber(from descriptor: Int32, seconds: Double) -> Int? {
        let deadline = Date().addingTimeInterval(seconds)
        var text = ""
        while Date() < deadline {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, 100)
            if ready == 0 || (ready < 0 && errno == EINTR) { continue }  // nothing yet, or a signal
            guard ready > 0 else { return nil }
            var byte: UInt8 = 0
            guard read(descriptor, &byte, 1) == 1 else { return nil }
            if byte == UInt8(ascii: "\n") { return Int(text) }
            text.append(Character(Unicode.Scalar(byte)))
        }
        return nil
    }

    /// A PNG of the whole screen.
    func screenshot() throws -> Data {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-shot-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try run("/usr/bin/import", ["-display", name, "-window", "root", file.path])
        guard result.status == 0 else { throw HarnessError(description: "import failed: \(result.error)") }
        return try Data(contentsOf: file)
    }

    /// Raw RGB pixels of the screen (for comparing and looking at regions).
    func pixels() throws -> [UInt8] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-shot-\(UUID().uuidString).rgb")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try run("/usr/bin/import", ["-display", name, "-window", "root", "-depth", "8", "rgb:\(file.path)"])
        guard result.status == 0 else { throw HarnessError(description: "import failed: \(result.error)") }
        return [UInt8](try Data(contentsOf: file))
    }

    func xdotool(_ arguments: [String]) throws -> String {
        let result = try run("/usr/bin/xdotool", arguments, environment: ["DISPLAY": name])
        guard result.status == 0 else { throw HarnessError(description: "xdotool \(arguments) failed: \(result.error)") }
        return result.output
    }
}

/// A windowed program running on a virtual display, its window found by name.
class RunningProgram {
    let display: VirtualDisplay
    private(set) var process = Process()
    private(set) var window = ""
    /// Standard error goes to a file: a pipe's write end can leak into other
    /// children and keep EOF from ever coming.
    private let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-stderr-\(UUID().uuidString)")

    init(display: VirtualDisplay, binary: String, arguments: [String], windowName: String,
         environment extra: [String: String] = [:]) throws {
        self.display = display
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display.name
        environment["SDL_VIDEODRIVER"] = "x11"  // other tests in this process draw offscreen
        environment.merge(extra) { $1 }
        // A second try only if the X server refused the first connection.
        for attempt in 1...2 {
            process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = arguments
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: errorFile)
            trace("launch \(binary) on \(display.name), attempt \(attempt)")
            try process.run()
            let deadline = Date().addingTimeInterval(20)
            while window.isEmpty && Date() < deadline && process.isRunning {
                window = (try? display.xdotool(["search", "--name", "^\(windowName)$"]))?
                    .split(separator: "\n").first.map(String.init) ?? ""
                if window.isEmpty { usleep(50_000) }
            }
            if !window.isEmpty { break }
            EndToEndTests.waitForExit(process, timeout: 2)
            guard attempt == 1, stderr.contains("cannot open a display") else {
                let status = process.isRunning ? "still running" : "exited with \(process.terminationStatus)"
                throw HarnessError(description: "\(binary) did not open a window (\(status)): \(stderr)")
            }
            usleep(500_000)
        }
        usleep(700_000)  // the first frames
    }

    deinit {
        stop(process)
    }

    var stderr: String {
        String(decoding: (try? Data(contentsOf: errorFile)) ?? Data(), as: UTF8.self)
    }

    /// Presses keys as a person would, e.g. "space", "ctrl+s", "Right".
    func press(_ keys: String...) throws {
        for key in keys {
            do {
                _ = try display.xdotool(["key", "--window", window, key])
            } catch {
                // A key that closes the program leaves xdotool without a window for the release.
                usleep(300_000)
                if process.isRunning { throw error }
            }
            usleep(120_000)
        }
    }

    func type(_ text: String) throws {
        _ = try display.xdotool(["type", "--window", window, "--delay", "60", text])
        usleep(200_000)
    }

    /// Seconds of CPU the program has used.
    var cpuSeconds: Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8) else { return 0 }
        let fields = stat.split(separator: ")").last!.split(separator: " ")
        let ticks = (Double(fields[11]) ?? 0) + (Double(fields[12]) ?? 0)
        return ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Waits for the program to exit; returns its status.
    func waitForExit(timeout: Double = 5) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        return process.isRunning ? nil : process.terminationStatus
    }
}

/// The viewer running on a virtual display with its own settings file.
final class RunningViewer: RunningProgram {
    let settings: URL

    init(display: VirtualDisplay, settings: URL, arguments: [String] = [], environment extra: [String: String] = [:]) throws {
        self.settings = settings
        try super.init(display: display, binary: snowmanBinary,
                       arguments: ["--settings", settings.path, "--window", "1100x720"] + arguments,
                       windowName: "Snowman", environment: extra)
    }
}

func temporarySettings() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("snowman-e2e-\(UUID().uuidString)/settings.json")
}

/// The settings entries in `url`.
func savedEntries(_ url: URL) throws -> [[String: Any]] {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    return object?["settings"] as? [[String: Any]] ?? []
}
