import Foundation
import SnowmanSettings
import LayerAnimation
import TestSupport
import Testing
@testable import SnowmanViewer
@testable import SnowmanScene

/// Saving onto a disk with no space left (a small tmpfs, mounted as root):
/// the previous file stays byte for byte, nothing partial sits under the
/// final name or beside it, one line says what happened, and the next save
/// after space is freed succeeds.
@Suite(.serialized, .enabled(if: SmallDisk.isAvailable, "needs root to mount a small tmpfs (scripts/test.sh runs as root in CI)"))
struct FullDiskTests {
    @Test func settingsSavedOntoAFullDiskKeepThePreviousFile() throws {
        let disk = try SmallDisk(kilobytes: 256)
        let url = disk.folder.appendingPathComponent("settings.json")
        let clock = ManualMediaClock(now: 0)
        let model = clock.run { ViewerModel(store: SettingsStore(url: url), snowman: CALayer()) }
        clock.run { model.perform(.saveAsNew) }
        let before = try Data(contentsOf: url)
        disk.fill()
        clock.run {
            model.perform(.step(.opacity, -2))
            model.perform(.save)
        }
        let banner = try #require(model.banner)
        #expect(banner.kind == .error && banner.text.contains("No space left on device") && !banner.text.contains("\n"), "\(banner.text)")
        #expect(try Data(contentsOf: url) == before, "the previous file, byte for byte")
        #expect(disk.names() == [".settings.json.lock", "settings.json"], "nothing partial: \(disk.names())")
        #expect(model.hasUnsavedChanges, "the edit is kept, to save again")
        disk.free()
        clock.run { model.perform(.save) }
        #expect(model.banner?.kind == .info && !model.hasUnsavedChanges)
        #expect(SettingsStore(url: url).load().settings.last?[.opacity] == 0.8)
    }

    @Test func aGIFExportOntoAFullDiskKeepsThePreviousFile() throws {
        let disk = try SmallDisk(kilobytes: 512)
        try OffscreenRender.prepareSDL()
        let output = disk.folder.appendingPathComponent("snowman.gif")
        var setting = Setting(name: "g")
        setting[.duration] = 0.5
        let small = GIFExport(setting: setting, size: CGSize(width: 32, height: 32), framesPerSecond: 10, output: output)
        try small.run()
        let before = try Data(contentsOf: output)
        disk.fill()
        let large = GIFExport(setting: setting, size: CGSize(width: 64, height: 64), framesPerSecond: 10, output: output)
        #expect {
            try large.run()
        } throws: { error in
            // giflib's words when its buffered write failed, else the system's.
            ("\(error)".contains("No space left on device") || "\(error)".contains("disk full")) && !"\(error)".contains("\n")
        }
        #expect(try Data(contentsOf: output) == before, "the previous GIF, byte for byte")
        #expect(disk.names() == ["snowman.gif"], "no part left: \(disk.names())")
        disk.free()
        try large.run()
        #expect(try Data(contentsOf: output) != before && disk.names() == ["snowman.gif"])
    }
}
