import Foundation
import SnowmanSettings
import Testing
@testable import SnowmanViewer
@testable import SnowmanScene
import LayerAnimation

/// Settings files that once froze or hid the user's work: many entries, a
/// folder that cannot be written, names in any script.
@Suite(.serialized) struct SettingsHardeningTests {
    private func directory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-hardening-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A valid file of `count` entries (and every 10th name repeated in another case).
    static func manyEntries(_ count: Int) -> Data {
        var entries: [[String: Any]] = []
        for index in 0..<count {
            entries.append(["name": "Entry \(index)", "duration": Double(index % 40) / 10 + 0.5])
            if index % 10 == 0 { entries.append(["name": "ENTRY \(index)"]) }
        }
        return try! JSONSerialization.data(withJSONObject: ["version": 1, "settings": entries])
    }

    @Test func tenThousandEntriesLoadInLinearTime() throws {
        let data = Self.manyEntries(10_000)
        let start = ContinuousClock.now
        let document = try SettingsDocument(data: data)
        let settings = document.settings
        // Debug build, shared machine: the quadratic scan took minutes here.
        #expect(ContinuousClock.now - start < .seconds(20))
        #expect(settings.count == 10_000)
        #expect(document.warnings.filter { $0.contains("appears twice") }.count == 1_000)
        #expect(settings.last?.name == "Entry 9999")
    }

    /// Makes `folder` unwritable for the duration of `body`: a read-only bind
    /// mount as root (who ignores permission bits), else permissions.
    private func readOnly<R>(_ folder: URL, _ body: () throws -> R) throws -> R {
        if getuid() == 0 {
            func mount(_ arguments: [String]) throws -> Int32 {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/bin/mount")
                process.arguments = arguments
                try process.run()
                process.waitUntilExit()
                return process.terminationStatus
            }
            #expect(try mount(["--bind", folder.path, folder.path]) == 0)
            defer {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/bin/umount")
                process.arguments = [folder.path]
                try? process.run()
                process.waitUntilExit()
            }
            #expect(try mount(["-o", "remount,bind,ro", folder.path]) == 0)
            return try body()
        }
        chmod(folder.path, 0o555)
        defer { chmod(folder.path, 0o755) }
        return try body()
    }

    @Test func readOnlyFolderStillShowsTheSettingsAndSavingSaysWhy() throws {
        let folder = directory()
        let url = folder.appendingPathComponent("settings.json")
        let store = SettingsStore(url: url)
        var mine = Setting(name: "Mine")
        mine[.duration] = 3
        try store.save(mine)
        try FileManager.default.removeItem(at: folder.appendingPathComponent(".settings.json.lock"))
        try readOnly(folder) {
            let loaded = store.load()
            #expect(loaded.settings.map(\.name).contains("Mine"))
            #expect(loaded.messages.contains { $0.contains("cannot be written") })
            var other = Setting(name: "Other")
            other[.duration] = 2
            do {
                try store.save(other)
                Issue.record("saving in a read-only folder succeeded")
            } catch {
                let text = "\(error)"
                #expect(text.contains("Read-only file system") || text.contains("Permission denied"), "\(text)")
                #expect(!text.contains("No such file"))
            }
            let model = ViewerModel(store: store, snowman: CALayer())
            #expect(model.settings.map(\.name).contains("Mine"))
        }
    }

    @Test func namesInEveryScriptWithJoinersAndMarks() {
        for name in ["Family 👨‍👩‍👧", "שלום עולם", "مرحبا\u{200F}", "a\u{200D}b", "e\u{301}té"] {
            guard case .success = Setting.validatedName(name) else {
                Issue.record("“\(name)” was refused")
                continue
            }
        }
        for bad in ["a\u{0007}b", "line\u{2028}break", "tab\there"] {
            guard case .failure(.controlCharacters) = Setting.validatedName(bad) else {
                Issue.record("“\(bad)” was accepted")
                continue
            }
        }
        guard case .failure(.duplicate) = Setting.validatedName("FAMILY 👨‍👩‍👧", existing: ["Family 👨‍👩‍👧"]) else {
            Issue.record("a name differing only in case was accepted")
            return
        }
    }

    @Test func unknownSettingNameIsShortenedInTheMessage() {
        let loaded = SettingsStore.Loaded(settings: (0..<50).map { Setting(name: "S\($0)") }, messages: [], isReadOnly: false)
        let typed = String(repeating: "x", count: 10_000)
        do {
            _ = try OffscreenRender.setting(named: typed, in: loaded)
            Issue.record("found a setting that does not exist")
        } catch {
            let text = "\(error)"
            #expect(text.count < 200, "\(text.count) characters")
            #expect(text.contains("and 45 more"))
        }
    }
}
