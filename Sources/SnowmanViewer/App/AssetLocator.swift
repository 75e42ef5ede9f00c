import Foundation

/// Finds the viewer's files: `SNOWMAN_ASSETS`, then `Assets/` beside the
/// executable or one level up, then the source checkout it was built from.
public enum AssetLocator {
    public static func url(of name: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL {
        var candidates: [URL] = []
        if let directory = environment["SNOWMAN_ASSETS"] { candidates.append(URL(fileURLWithPath: directory)) }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath().deletingLastPathComponent()
        candidates.append(executable.appendingPathComponent("Assets"))
        candidates.append(executable.deletingLastPathComponent().appendingPathComponent("share/snowman"))
        // The checkout: Sources/SnowmanViewer/App/AssetLocator.swift -> Assets/
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(checkout.appendingPathComponent("Assets"))
        for directory in candidates {
            let file = directory.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: file.path) { return file }
        }
        throw AssetError(description: "asset \(name) not found (looked in \(candidates.map(\.path).joined(separator: ", "))); set SNOWMAN_ASSETS")
    }

    public struct AssetError: Error, CustomStringConvertible {
        public var description: String
    }
}
