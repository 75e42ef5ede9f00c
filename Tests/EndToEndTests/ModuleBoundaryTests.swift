import Foundation
import Testing

/// The separations the architecture promises, read from the sources: only
/// LayerRendering and LayerHost call SDL; the settings, the scenes and
/// the second writer never reach a window; the executable only parses arguments.
@Suite struct ModuleBoundaryTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// The modules each Swift file of `module` imports.
    static func imports(of module: String) throws -> Set<String> {
        let folder = sources.appendingPathComponent(module)
        var found: Set<String> = []
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        #expect(!files.isEmpty, "\(module) has sources")
        for file in files {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                let words = line.split(separator: " ")
                if let index = words.firstIndex(of: "import"), index + 1 < words.count,
                   words[..<index].allSatisfy({ $0.hasPrefix("@") }) {
                    found.insert(String(words[index + 1]))
                }
            }
        }
        return found
    }

    @Test func onlyTheRendererAndTheHostCallSDL() throws {
        let modules = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path)
            .filter { !$0.hasPrefix("C") && !$0.hasPrefix(".") }
        #expect(modules.contains("SnowmanViewer") && modules.contains("LayerHost"))
        for module in modules where !["LayerRendering", "LayerHost"].contains(module) {
            #expect(!(try Self.imports(of: module)).contains("CSDL2"), "\(module) imports SDL")
        }
    }

    @Test(arguments: ["SnowmanSettings", "settings-writer", "SnowmanScene", "SceneControls", "PracticeScene", "SetScene",
                      "ConcentrationScene", "CatFactsScene"])
    func scenesAndSettingsNeverReachAWindow(module: String) throws {
        let window: Set = ["CSDL2", "CCairo", "LayerRendering", "LayerHost", "SnowmanViewer"]
        #expect(try Self.imports(of: module).isDisjoint(with: window), "\(module)")
    }

    @Test func settingsWriterNeedsTheSettingsAlone() throws {
        #expect(try Self.imports(of: "settings-writer").subtracting(["Foundation", "Glibc"]) == ["SnowmanSettings"])
        #expect(try Self.imports(of: "SnowmanSettings").subtracting(["Foundation", "Glibc"]) == ["AtomicFiles"])
    }
}
