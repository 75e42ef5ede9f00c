import Foundation
import SnowmanSettings
import Testing
@testable import SnowmanViewer
@testable import SnowmanScene

@Suite struct SettingsStoreTests {
    /// A fresh directory for one test.
    private func directory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-store-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func json(_ url: URL) -> [String: Any] {
        try! JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
    }

    private func write(_ text: String, to url: URL) {
        try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! Data(text.utf8).write(to: url)
    }

    private func corruptFiles(in directory: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.filter { $0.contains(".corrupt-") } ?? []
    }

    @Test func defaultPathFollowsXDG() {
        #expect(SettingsStore.defaultURL(environment: ["HOME": "/home/u"]).path == "/home/u/.local/share/snowman/settings.json")
        #expect(SettingsStore.defaultURL(environment: ["HOME": "/home/u", "XDG_DATA_HOME": "/data"]).path
                == "/data/snowman/settings.json")
        #expect(SettingsStore.defaultURL(environment: ["HOME": "/home/u", "XDG_DATA_HOME": "relative"]).path
                == "/home/u/.local/share/snowman/settings.json")
    }

    @Test func firstLaunchShowsBuiltInsAndCreatesNothing() {
        let url = directory().appendingPathComponent("deep/snowman/settings.json")
        let loaded = SettingsStore(url: url).load()
        #expect(loaded.settings == Setting.builtIns && loaded.messages.isEmpty && !loaded.isReadOnly)
        #expect(!FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path))
    }

    @Test func firstSaveCreatesTheFileWithItsDirectory() throws {
        let url = directory().appendingPathComponent("deep/snowman/settings.json")
        var mine = Setting(name: "Mine")
        mine[.opacity] = 0.3
        let saved = try SettingsStore(url: url).save(mine)
        #expect(saved.map(\.name) == Setting.builtIns.map(\.name) + ["Mine"])
        let file = json(url)
        #expect(file["version"] as? Int == 1)
        let entries = file["settings"] as! [[String: Any]]
        let entry = entries.last!
        #expect(entry["name"] as? String == "Mine" && entry["opacity"] as? Double == 0.3)
        #expect(entry["curve"] as? String == "easeInEaseOut" && entry["autoreverse"] as? Bool == true)
        #expect(entry["repeatCount"] as? Int == 1)
        #expect(SettingsStore(url: url).load().settings.last == mine)
    }

    @Test func existingNameReplacesThatEntryInPlace() throws {
        let url = directory().appendingPathComponent("settings.json")
        let store = SettingsStore(url: url)
        var flip = Setting.builtIns[1]
        flip.name = flip.name.uppercased()
        flip[.repeatCount] = SettingProperty.repeatForever
        let saved = try store.save(flip)
        #expect(saved.count == Setting.builtIns.count && saved[1] == flip)
        #expect((json(url)["settings"] as! [[String: Any]])[1]["repeatCount"] as? String == "forever")
    }

    @Test func saveLeavesNoTemporaryFiles() throws {
        let folder = directory()
        let store = SettingsStore(url: folder.appendingPathComponent("settings.json"))
        for i in 0..<20 { try store.save(Setting(name: "S\(i)")) }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.filter { $0.contains("tmp") }.isEmpty)
        #expect(store.load().settings.count == Setting.builtIns.count + 20)
    }

    @Test func unknownFieldsSurviveARewrite() throws {
        let url = directory().appendingPathComponent("settings.json")
        write("""
        {"version": 1, "theme": {"dark": true}, "settings": [
          {"name": "Kept", "opacity": 0.5, "colour": "red", "tags": [1, 2]},
          {"name": "Other", "futureField": null}
        ]}
        """, to: url)
        var changed = SettingsStore(url: url).load().settings[0]
        changed[.opacity] = 0.8
        try SettingsStore(url: url).save(changed)
        let file = json(url)
        #expect((file["theme"] as? [String: Any])?["dark"] as? Bool == true)
        let entries = file["settings"] as! [[String: Any]]
        #expect(entries[0]["colour"] as? String == "red" && entries[0]["tags"] as? [Int] == [1, 2])
        #expect(entries[0]["opacity"] as? Double == 0.8)
        #expect(entries[1].keys.contains("futureField"))
    }

    @Test func newerVersionOpensReadOnly() throws {
        let url = directory().appendingPathComponent("settings.json")
        let text = #"{"version": 2, "settings": [{"name": "From the future", "opacity": 0.5}]}"#
        write(text, to: url)
        let loaded = SettingsStore(url: url).load()
        #expect(loaded.isReadOnly && loaded.settings.map(\.name) == ["From the future"])
        #expect(loaded.messages.contains { $0.contains("read-only") })
        #expect(throws: SettingsStore.StoreError.self) { try SettingsStore(url: url).save(Setting(name: "x")) }
        #expect(throws: SettingsStore.StoreError.self) { try SettingsStore(url: url).delete(named: "From the future") }
        #expect(String(decoding: try Data(contentsOf: url), as: UTF8.self) == text)
    }

    @Test(arguments: [
        "this is not json",
        #"{"version": 1, "settings": [{"name": "cut off", "opac"#,
        "[1, 2, 3]",
        #"{"version": "one", "settings": []}"#,
        #"{"version": 1, "settings": {"name": "not a list"}}"#,
        "",
    ])
    func unreadableFilesAreMovedAsideNeverOverwritten(content: String) throws {
        let folder = directory()
        let url = folder.appendingPathComponent("settings.json")
        write(content, to: url)
        let loaded = SettingsStore(url: url).load()
        #expect(loaded.settings == Setting.builtIns)
        #expect(loaded.messages.count == 1 && loaded.messages[0].contains("moved"))
        let aside = corruptFiles(in: folder)
        #expect(aside.count == 1)
        #expect(String(decoding: try Data(contentsOf: folder.appendingPathComponent(aside[0])), as: UTF8.self) == content)
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func tenMegabyteFileIsMovedAside() throws {
        let folder = directory()
        let url = folder.appendingPathComponent("settings.json")
        let filler = String(repeating: "x", count: 10_000_000)
        write(#"{"version": 1, "settings": [], "padding": "\#(filler)"}"#, to: url)
        let loaded = SettingsStore(url: url).load()
        #expect(loaded.settings == Setting.builtIns && corruptFiles(in: folder).count == 1)
    }

    @Test func wrongTypesOutOfRangeAndDuplicatesAreMendedAndReported() throws {
        let url = directory().appendingPathComponent("settings.json")
        write("""
        {"version": 1, "settings": [
          {"name": "Wild", "widthMultiplier": 99, "opacity": "half", "curve": "bouncy", "repeatCount": 500,
           "duration": -1, "autoreverse": false, "zTurns": -3.25},
          {"name": "wild", "opacity": 0.2},
          {"opacity": 0.4},
          {"name": "", "opacity": 0.4},
          42
        ]}
        """, to: url)
        let loaded = SettingsStore(url: url).load()
        #expect(loaded.settings.count == 1)
        let wild = loaded.settings[0]
        #expect(wild[.widthMultiplier] == 3 && wild[.opacity] == 1 && wild.curve == .easeInEaseOut)
        #expect(wild[.repeatCount] == 10 && wild[.duration] == 0.1 && !wild.autoreverses && wild[.zTurns] == -3.25)
        let text = loaded.messages.joined(separator: "\n")
        for fragment in ["Width Multiplier", "Opacity", "Curve", "Repeat Count", "Duration", "twice", "no name", "not usable",
                         "not an object"] {
            #expect(text.contains(fragment), "\(fragment) in \(text)")
        }
        // Nothing was moved aside or rewritten.
        #expect(corruptFiles(in: url.deletingLastPathComponent()).isEmpty)
        // Saving another setting keeps every entry as it was on disk.
        try SettingsStore(url: url).save(Setting(name: "New"))
        let entries = json(url)["settings"] as! [Any]
        #expect(entries.count == 6 && (entries[4] as? Int) == 42)
        #expect(((entries[0] as! [String: Any])["opacity"] as? String) == "half")
    }

    @Test func deleteChangesOnlyItsEntryAndSaveCanPutItBack() throws {
        let url = directory().appendingPathComponent("settings.json")
        let store = SettingsStore(url: url)
        try store.save(Setting(name: "A"))
        var after = try store.delete(named: Setting.builtIns[0].name.lowercased())
        #expect(after.map(\.name) == Setting.builtIns.dropFirst().map(\.name) + ["A"])
        after = try store.save(Setting.builtIns[0], at: 0)
        #expect(after[0] == Setting.builtIns[0])
    }

    @Test func concurrentWritersInOneProcessKeepEverything() async throws {
        let url = directory().appendingPathComponent("settings.json")
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<4 {
                group.addTask {
                    let store = SettingsStore(url: url)  // each its own descriptor and lock
                    for i in 0..<25 { _ = try? store.save(Setting(name: "W\(writer)-\(i)")) }
                }
            }
        }
        let names = Set(SettingsStore(url: url).load().settings.map(\.name))
        for writer in 0..<4 {
            for i in 0..<25 { #expect(names.contains("W\(writer)-\(i)")) }
        }
    }
}
