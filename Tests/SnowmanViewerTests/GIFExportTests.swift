import CGif
import Foundation
import SnowmanSettings
import Testing
@testable import SnowmanViewer
@testable import SnowmanScene

@Suite struct GIFExportTests {
    @Test func delaysStayTrueToTheFrameRate() {
        var setting = Setting(name: "g")
        setting[.duration] = 1
        setting[.autoreverse] = 0
        let export = GIFExport(setting: setting, size: CGSize(width: 64, height: 64), framesPerSecond: 30,
                               output: URL(fileURLWithPath: "/tmp/x.gif"))
        #expect(export.frameTimes.count == 31 && export.frameTimes.last == 1)
        #expect(Set(export.frameDelays.prefix(30)) == [3, 4])
        #expect(export.frameDelays.prefix(30).reduce(0, +) == 100)
    }

    @Test func fileNamesAreSafe() {
        #expect(GIFExport.fileName(for: "Classic Flip") == "snowman-Classic-Flip.gif")
        #expect(GIFExport.fileName(for: "../../etc/passwd") == "snowman-etc-passwd.gif")
        #expect(GIFExport.fileName(for: "Снеговик ☃") == "snowman-Снеговик.gif")
        #expect(GIFExport.fileName(for: "///") == "snowman-setting.gif")
    }

    @Test func picturesDirectory() throws {
        #expect(GIFExport.picturesDirectory(environment: ["HOME": "/h", "XDG_PICTURES_DIR": "/pics"]).path == "/pics")
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-xdg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data("# user dirs\nXDG_PICTURES_DIR=\"$HOME/Bilder\"\n".utf8).write(to: config.appendingPathComponent("user-dirs.dirs"))
        #expect(GIFExport.picturesDirectory(environment: ["HOME": "/h", "XDG_CONFIG_HOME": config.path]).path == "/h/Bilder")
        #expect(GIFExport.picturesDirectory(environment: ["HOME": "/h", "XDG_CONFIG_HOME": "/nowhere"]).path == "/h/Pictures")
    }

    @Test func paletteKeepsShadesApart() {
        // A smooth grey ramp plus a few colours: the palette must keep many greys.
        var samples: [UInt8] = []
        for v in 0..<256 { samples += [UInt8(v), UInt8(v), UInt8(v)] }
        for _ in 0..<64 { samples += [200, 30, 40, 240, 140, 30] }
        var palette = Palette(samples: samples)
        #expect(palette.colors.count <= 256 && palette.colors.count > 200)
        let greys = Set(palette.colors.filter { $0.r == $0.g && $0.g == $0.b }.map(\.r))
        #expect(greys.count > 150)
        let mapped = palette.map([128, 128, 128], width: 1, height: 1)
        let c = palette.colors[Int(mapped[0])]
        #expect(abs(Int(c.r) - 128) <= 8)
    }
}
