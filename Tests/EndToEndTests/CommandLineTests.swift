import CatFactsFixtures
import CGif
import Foundation
import Testing

/// The command line: renders, and bad input as one clear line.
@Suite(.enabled(if: endToEndEnabled, "needs the built snowman"))
struct CommandLineTests {
    private func folder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-cli-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func renderWritesOneFrameOrADirectory() throws {
        let out = folder()
        let settings = out.appendingPathComponent("settings.json").path
        let one = try run(snowmanBinary, ["render", "--settings", settings, "--setting", "dizzy spin", "--at", "1",
                                          "--out", out.appendingPathComponent("one.png").path, "--size", "640x480"])
        #expect(one.status == 0, "\(one.error)")
        let png = try Data(contentsOf: out.appendingPathComponent("one.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let many = try run(snowmanBinary, ["render", "--settings", settings, "--fps", "10", "--duration", "0.5",
                                           "--out", out.appendingPathComponent("frames").path, "--size", "320x240"])
        #expect(many.status == 0, "\(many.error)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("frames").path)
        #expect(frames.count == 6)
    }

    @Test func renderDrawsAPracticeExerciseAfterItsActions() throws {
        let out = folder()
        let file = out.appendingPathComponent("sine.png")
        // At 1.5 s of a 6 s cycle the square is on the wave's crest.
        let drawn = try run(snowmanBinary, ["render", "--scene", "practice/keyframe", "--action", "start-sine", "--at", "1.5",
                                            "--out", file.path, "--size", "900x600"])
        #expect(drawn.status == 0, "\(drawn.error)")
        let png = try Data(contentsOf: file)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        for (arguments, message) in [(["--scene", "practice/nope"], "no exercise named “nope”"),
                                     (["--scene", "practice/basic", "--action", "fly"], "has no action “fly”"),
                                     (["--scene", "garden"], "--scene must be snowman, practice[/EXERCISE], set, concentration, cat-facts[/SCREEN] or gallery"),
                                     (["--scene", "gallery", "--action", "fly"], "the gallery scene takes no actions (“fly”)"),
                                     (["--scene", "set", "--action", "fly"], "the set scene has no action “fly”")] {
            let bad = try run(snowmanBinary, ["render"] + arguments + ["--at", "1", "--out", out.appendingPathComponent("x.png").path])
            #expect(bad.status != 0 && bad.error.contains(message) && bad.error.split(separator: "\n").count == 1, "\(bad.error)")
        }
    }

    /// The gallery of the newer layer classes renders, and a seeded time gives the same bytes twice.
    @Test func renderDrawsTheGalleryReproducibly() throws {
        let out = folder()
        var pictures: [Data] = []
        for name in ["a.png", "b.png"] {
            let file = out.appendingPathComponent(name)
            let drawn = try run(snowmanBinary, ["render", "--scene", "gallery", "--at", "2.2", "--out", file.path, "--size", "800x500"])
            #expect(drawn.status == 0, "\(drawn.error)")
            pictures.append(try Data(contentsOf: file))
        }
        #expect(pictures[0].starts(with: [0x89, 0x50, 0x4E, 0x47]) && pictures[0] == pictures[1])
    }

    @Test func renderDrawsTheCardGamesReproducibly() throws {
        let out = folder()
        // The spec's example: a seeded Set game, three cards selected at 0, the frame at 1.2 s; twice, byte for byte.
        var frames: [Data] = []
        for name in ["a.png", "b.png"] {
            let file = out.appendingPathComponent(name)
            let drawn = try run(snowmanBinary, ["render", "--scene", "set", "--seed", "7", "--actions", "select 0 1 2", "--at", "1.2",
                                                "--out", file.path, "--size", "800x500"])
            #expect(drawn.status == 0, "\(drawn.error)")
            frames.append(try Data(contentsOf: file))
        }
        #expect(frames[0] == frames[1] && frames[0].starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let other = out.appendingPathComponent("c.png")
        let seeded = try run(snowmanBinary, ["render", "--scene", "set", "--seed", "8", "--actions", "select 0 1 2", "--at", "1.2",
                                             "--out", other.path, "--size", "800x500"])
        let otherFrame = try Data(contentsOf: other)
        #expect(seeded.status == 0 && otherFrame != frames[0], "another seed, another deal")
        let concentration = out.appendingPathComponent("d.png")
        let drawn = try run(snowmanBinary, ["render", "--scene", "concentration", "--actions", "theme Faces; choose 0 1", "--at", "0.6",
                                            "--out", concentration.path, "--size", "800x500"])
        #expect(drawn.status == 0 && FileManager.default.fileExists(atPath: concentration.path), "\(drawn.error)")
        let practice = try run(snowmanBinary, ["render", "--scene", "practice", "--seed", "3", "--at", "1", "--out", other.path])
        #expect(practice.status != 0 && practice.error.contains("--seed goes with --scene set, concentration or cat-facts"))
    }

    /// The red, green and blue of a PNG's pixel at `x`, `y` (through ImageMagick).
    private func pixel(_ file: URL, _ x: Int, _ y: Int) throws -> (r: Int, g: Int, b: Int) {
        let result = try run("/usr/bin/convert", [file.path, "-crop", "1x1+\(x)+\(y)", "-depth", "8", "txt:-"])
        let match = result.output.range(of: "#[0-9A-F]{6}", options: .regularExpression).map { String(result.output[$0].dropFirst()) } ?? "000000"
        let value = Int(match, radix: 16) ?? 0
        return (value >> 16, (value >> 8) & 0xFF, value & 0xFF)
    }

    /// `render --scene cat-facts[/SCREEN]` against the loopback services:
    /// each screen as a person reaches it, the same picture for the same
    /// seed, and one clear line for a screen or an answer it cannot show.
    @Test func renderDrawsEachCatFactsScreen() throws {
        let server = try LocalServer()
        let out = folder()
        let environment = ["XDG_DATA_HOME": out.appendingPathComponent("data").path]
        func render(_ screen: String, facts: String = "cats", _ name: String) throws -> (status: Int32, error: String, file: URL) {
            let file = out.appendingPathComponent(name)
            let result = try run(snowmanBinary, ["render", "--scene", screen, "--cat-facts-url", server.url(facts).absoluteString,
                                                 "--cat-photos-url", server.url("picture").absoluteString, "--seed", "5",
                                                 "--at", "1", "--out", file.path, "--size", "900x600"], environment: environment)
            return (result.status, result.error, file)
        }
        let unlock = try render("cat-facts", "unlock.png")
        #expect(unlock.status == 0, "\(unlock.error)")
        let red = try pixel(unlock.file, 10, 100)
        #expect(red.r > 180 && red.g < 80, "the colours: \(red)")
        let facts = try render("cat-facts/facts", "facts.png")
        #expect(facts.status == 0, "\(facts.error)")
        let plus = try pixel(facts.file, 900 - 12 - 10 - 18 - 12, 52 + 12 + 26 - 12)
        #expect(plus.b > 180 && plus.r < 120, "the first row's +: \(plus)")
        let again = try render("cat-facts/facts", "facts-again.png")
        #expect(try Data(contentsOf: again.file) == Data(contentsOf: facts.file), "the same seed, the same facts")
        let saved = try render("cat-facts/saved", "saved.png")
        #expect(saved.status == 0, "\(saved.error)")
        #expect(try Data(contentsOf: saved.file) != Data(contentsOf: facts.file))
        let detail = try render("cat-facts/detail", "detail.png")
        #expect(detail.status == 0, "\(detail.error)")
        // The photo fills the screen behind the text: no two corners alike, none the tab's dark background.
        let corners = try [(5, 300), (895, 590), (450, 590)].map { try pixel(detail.file, $0.0, $0.1) }
        #expect(corners.allSatisfy { $0.r + $0.g + $0.b > 120 }, "\(corners)")
        let nope = try render("cat-facts/settings", "nope.png")
        #expect(nope.status != 0 && nope.error.contains("Cat Facts has no screen “settings”; it has unlock, facts, saved, detail"))
        let html = try render("cat-facts/detail", facts: "html", "html.png")
        #expect(html.status != 0 && html.error.contains("no fact to open") && html.error.contains("web page"), "\(html.error)")
        #expect(html.error.split(separator: "\n").count == 1)
    }

    /// Pictures built to hurt, as a cat photo: the detail renders with one
    /// line saying why there is no photo (or shows it), and the process's
    /// peak memory stays within 100 MB of showing a real photo.
    @Test func hostilePhotosAreOneLineAndCostLittleMemory() throws {
        let server = try LocalServer()
        let out = folder()
        func render(_ photos: String) throws -> (status: Int32, peakMB: Double, error: String) {
            try runMeasuringPeak(["render", "--scene", "cat-facts/detail",
                                  "--cat-facts-url", server.url("cats").absoluteString,
                                  "--cat-photos-url", server.url(photos).absoluteString,
                                  "--at", "1", "--out", out.appendingPathComponent("\(photos).png").path],
                                 environment: ["XDG_DATA_HOME": out.path], timeout: 60)
        }
        let real = try render("picture")
        #expect(real.status == 0 && !real.error.contains("No photo"), "\(real.error)")
        for (kind, expected) in [("hugepng", "30000 x 30000"), ("hugejpeg", "30000 x 30000"), ("htmljpeg", "not a picture"),
                                 ("empty", "empty"), ("truncated", ""), ("gif5000", "")] {
            let hostile = try render(kind)
            #expect(hostile.status == 0, "\(kind): \(hostile.error)")
            let lines = hostile.error.split(separator: "\n").filter { $0.hasPrefix("snowman:") }
            #expect(lines.count <= 1 && lines.allSatisfy { $0.contains("No photo: ") && $0.contains(expected) }, "\(kind): \(lines)")
            if !expected.isEmpty { #expect(lines.count == 1, "\(kind): one line says why") }
            #expect(hostile.peakMB < real.peakMB + 100, "\(kind): peak \(hostile.peakMB) MB against \(real.peakMB) MB for a real photo")
        }
    }

    /// The longest animation a setting can make (10 s, autoreversing, ten
    /// times: 200 s, 4,001 frames at 20 a second) exports in bounded memory:
    /// one frame is held at a time (all of them were held before).
    @Test func theLongestExportHoldsOneFrameAtATime() throws {
        let out = folder()
        let settings = out.appendingPathComponent("long.json")
        let long: [String: Any] = ["name": "Long", "duration": 10, "autoreverse": true, "repeatCount": 10]
        try JSONSerialization.data(withJSONObject: ["version": 1, "settings": [long]]).write(to: settings)
        let gif = out.appendingPathComponent("long.gif")
        let result = try runMeasuringPeak(["render", "--settings", settings.path, "--setting", "Long", "--gif", gif.path,
                                           "--fps", "20", "--size", "240x180"], timeout: 600)
        #expect(result.status == 0, "\(result.error)")
        // 4,001 frames of 240 x 180 RGB are 518 MB held together.
        #expect(result.peakMB < 200, "peak \(result.peakMB) MB")
        #expect(try Data(contentsOf: gif).starts(with: Array("GIF89a".utf8)))
    }

    /// SIGTERM at any moment of a GIF export (rendering the frames, or
    /// writing them): the previous GIF is intact byte for byte, nothing
    /// partial is left beside it, and the process ends at once.
    @Test func sigtermDuringAGIFExportKeepsThePreviousFile() throws {
        let out = folder()
        let gif = out.appendingPathComponent("springy.gif")
        func arguments(_ setting: String) -> [String] {
            ["render", "--settings", out.appendingPathComponent("none.json").path, "--setting", setting,
             "--gif", gif.path, "--fps", "20", "--size", "240x180"]
        }
        let first = try run(snowmanBinary, arguments("Classic Flip"), timeout: 120)
        #expect(first.status == 0, "\(first.error)")
        let before = try Data(contentsOf: gif)
        let part = out.appendingPathComponent(".springy.gif.part")
        // While rendering frames (after 0.3 s, 1 s), then the moment the file is being written.
        for moment in ["0.3", "1", "writing"] {
            let process = Process()
            // SIGTERM as a shell would leave it (the test runner may ignore it, and children inherit that).
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["--default-signal=TERM", snowmanBinary] + arguments("Springy Hop")  // another picture, were it to finish
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            if let delay = Double(moment) {
                usleep(useconds_t(delay * 1_000_000))
            } else {
                let deadline = Date().addingTimeInterval(60)
                while !FileManager.default.fileExists(atPath: part.path) && process.isRunning && Date() < deadline { usleep(2_000) }
                #expect(FileManager.default.fileExists(atPath: part.path), "the GIF was being written")
            }
            #expect(process.isRunning, "\(moment): still exporting")
            process.terminate()  // SIGTERM
            let deadline = Date().addingTimeInterval(10)
            while process.isRunning && Date() < deadline { usleep(20_000) }
            if !process.isRunning { process.waitUntilExit() }  // its status is set once waited for
            // Killed by the signal, or (while writing) exiting with its status after removing the part.
            let ended = process.terminationReason == .uncaughtSignal ? process.terminationStatus == SIGTERM
                : process.terminationStatus == 128 + SIGTERM
            #expect(!process.isRunning && ended, "\(moment): ended on SIGTERM (\(process.terminationStatus))")
            let names = try FileManager.default.contentsOfDirectory(atPath: out.path)
            #expect(!names.contains { $0.hasSuffix(".part") }, "\(moment): nothing partial: \(names)")
            #expect(try Data(contentsOf: gif) == before, "\(moment): the previous GIF, byte for byte")
        }
    }

    @Test func gifDecodesToTheExpectedFramesSizeAndDelays() throws {
        let out = folder()
        let gif = out.appendingPathComponent("stretch.gif")
        // Stretch and Fade: 1 s, autoreversed, 3 times = 6 s; at 20 fps, 121 frames of 5/100 s.
        let result = try run(snowmanBinary, ["render", "--settings", out.appendingPathComponent("none.json").path,
                                             "--setting", "Stretch and Fade", "--gif", gif.path, "--fps", "20", "--size", "160x120"],
                             timeout: 120)
        #expect(result.status == 0, "\(result.error)")
        var error: Int32 = 0
        let file = try #require(DGifOpenFileName(gif.path, &error))
        defer { DGifCloseFile(file, &error) }
        #expect(DGifSlurp(file) == GIF_OK)
        #expect(file.pointee.SWidth == 160 && file.pointee.SHeight == 120)
        #expect(file.pointee.ImageCount == 121)
        var delays = Set<Int32>()
        for index in 0..<Int(file.pointee.ImageCount) {
            var control = GraphicsControlBlock()
            #expect(DGifSavedExtensionToGCB(file, Int32(index), &control) == GIF_OK)
            delays.insert(control.DelayTime)
        }
        #expect(delays == [5])
        #expect(file.pointee.SColorMap.pointee.ColorCount == 256)
    }

    /// `snowman bench --json`: its last line is one JSON object with the
    /// documented keys, for the layers and frames asked for.
    /// Only the shape and plain facts are checked here; the numbers are the
    /// benchmark's to report, not a test's to time.
    @Test func benchJSONHasTheNamedKeys() throws {
        let result = try run(snowmanBinary, ["bench", "--layers", "25", "--frames", "4", "--size", "320x200", "--json"],
                             timeout: 120)
        #expect(result.status == 0, "\(result.error)")
        let last = try #require(result.output.split(separator: "\n").last)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        for key in ["layers", "frames", "renderer", "eval_ns_per_layer", "eval_ms_per_frame", "render_ms_per_frame",
                    "frame_ms_p99", "peak_rss_mb", "eval_engine_only_ns_per_layer", "setup_ms",
                    "setup_cpu_ms", "setup_page_faults", "eval_bytes_per_layer", "scene_bytes_per_layer"] {
            #expect(object[key] != nil, "missing \(key)")
        }
        #expect(object["layers"] as? Int == 25 && object["frames"] as? Int == 4 && object["quads"] as? Int == 25)
        for key in ["eval_ns_per_layer", "render_ms_per_frame", "eval_bytes_per_layer"] {
            #expect((object[key] as? Double ?? 0) > 0, "\(key) is not positive")
        }
        // Drawing's two parts: the walk and SDL's work after it, which add up to the whole.
        let walk = try #require(object["render_walk_ms_per_frame"] as? Double)
        let submit = try #require(object["render_submit_ms_per_frame"] as? Double)
        #expect(walk > 0 && submit >= 0)
        #expect(walk <= (object["render_ms_per_frame"] as? Double ?? 0) + 0.001)
        #expect(object["scene"] as? String == "uniform")
    }

    /// Both scenes on both renderers, named in the JSON.
    @Test(arguments: ["uniform", "mixed"], ["software", "accelerated"])
    func benchScenesAndRenderers(scene: String, renderer: String) throws {
        let result = try run(snowmanBinary, ["bench", "--scene", scene, "--renderer", renderer, "--layers", "30",
                                             "--frames", "3", "--size", "320x200", "--json"], timeout: 120)
        #expect(result.status == 0, "\(result.error)")
        let last = try #require(result.output.split(separator: "\n").last)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        #expect(object["scene"] as? String == scene)
        #expect((object["renderer"] as? String).map { renderer == "software" ? $0 == "software" : $0 != "software" } == true,
                "\(object["renderer"] ?? "none")")
    }

    @Test(arguments: [
        ["render", "--at", "-1", "--out", "x.png"],
        ["render", "--at", "1", "--out", "x.png", "--size", "10x10"],
        ["render", "--at", "1", "--out", "x.png", "--size", "big"],
        ["render", "--fps", "30", "--out", "dir"],
        ["render", "--at", "1", "--out", "x.gif"],
        ["render", "--gif", "x.png"],
        ["render", "--gif", "x.gif", "--at", "2"],
        ["render", "--gif", "x.gif", "--fps", "500"],
        ["render", "--at", "1", "--setting", "No Such Setting", "--out", "/tmp/snowman-none.png"],
        ["--window", "axb"],
        ["--renderer", "fancy"],
        ["--scene", "cat-facts", "--cat-facts-url", "not a url"],
        ["--cat-photos-url", "ftp://example.com"],
        ["--scene", "cats"],
        ["bench", "--layers", "0"],
        ["--bogus"],
    ])
    func badArgumentsGiveOneClearLine(arguments: [String]) throws {
        let result = try run(snowmanBinary, arguments, environment: ["DISPLAY": ""])
        #expect(result.status != 0)
        let lines = result.error.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(lines.first?.contains("rror") == true || lines.first?.hasPrefix("snowman:") == true, "\(result.error)")
        #expect(!result.error.contains("Backtrace") && !result.error.contains("Fatal error") && !result.error.contains("crashed"))
    }

    /// As on SSH or a text console: no display variables and no video driver
    /// chosen. The viewer must say so at once, not fall back to an invisible
    /// driver and sit there.
    @Test func noDisplayIsOneLine() throws {
        let start = Date()
        let result = try run(snowmanBinary, ["--settings", "/tmp/snowman-nodisplay.json"],
                             unsetting: ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"], timeout: 10)
        #expect(Date().timeIntervalSince(start) < 2)
        #expect(result.status != 0)
        #expect(result.error.hasPrefix("snowman: ") && result.error.split(separator: "\n").count == 1, "\(result.error)")
        #expect(result.error.contains("no display") && result.error.contains("DISPLAY") && result.error.contains("snowman render"))
    }

    /// A valid file of 10,000 settings opens at once (it once took minutes).
    @Test func tenThousandSettingsRenderPromptly() throws {
        let url = folder().appendingPathComponent("settings.json")
        let entries = (0..<10_000).map { ["name": "Entry \($0)", "duration": 1.5] as [String: Any] }
        try JSONSerialization.data(withJSONObject: ["version": 1, "settings": entries]).write(to: url)
        let out = folder().appendingPathComponent("frame.png").path
        let start = Date()
        let result = try run(snowmanBinary, ["render", "--settings", url.path, "--setting", "entry 9999", "--at", "0.5",
                                             "--out", out, "--size", "320x200"], timeout: 60)
        #expect(result.status == 0, "\(result.error)")
        #expect(Date().timeIntervalSince(start) < 20)  // a debug build; the release build takes well under a second
        #expect(FileManager.default.fileExists(atPath: out))
    }

    /// A display variable that points at nothing fails the same way.
    @Test func unreachableDisplayIsOneLine() throws {
        let result = try run(snowmanBinary, ["--settings", "/tmp/snowman-nodisplay.json"],
                             environment: ["DISPLAY": ":97"], unsetting: ["WAYLAND_DISPLAY", "SDL_VIDEODRIVER"], timeout: 10)
        #expect(result.status != 0)
        #expect(result.error.hasPrefix("snowman: ") && result.error.split(separator: "\n").count == 1, "\(result.error)")
    }

    @Test func twoProcessesSavingAtOnceKeepEachOthersEntries() throws {
        let settings = folder().appendingPathComponent("settings.json").path
        let processes = (0..<2).map { index -> Process in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: settingsWriterBinary)
            process.arguments = [settings, "P\(index)", "60"]
            return process
        }
        for process in processes { try process.run() }
        for process in processes { #expect(waitForExit(process)) }
        #expect(processes.allSatisfy { $0.terminationStatus == 0 })
        let names = Set(try savedEntries(URL(fileURLWithPath: settings)).compactMap { $0["name"] as? String })
        for index in 0..<2 {
            for count in 1...60 { #expect(names.contains("P\(index)-\(count)")) }
        }
    }

    @Test func aWriterKilledMidSaveLeavesAReadableFile() throws {
        let settings = folder().appendingPathComponent("settings.json")
        for round in 0..<6 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: settingsWriterBinary)
            process.arguments = [settings.path, "K\(round)", "100000"]
            try process.run()
            // Killed while saving, not before its first save: on a loaded
            // machine the writer may take longer than the delay to start.
            let started = Date()
            while !FileManager.default.fileExists(atPath: settings.path) && Date().timeIntervalSince(started) < 20 {
                usleep(10_000)
            }
            usleep(UInt32(150_000 + round * 70_000))
            kill(process.processIdentifier, SIGKILL)
            waitForExit(process)
            let entries = try savedEntries(settings)  // throws if the file were torn
            #expect(entries.count >= 4, "round \(round)")
        }
    }
}

/// Runs `snowman` with `arguments` and gives its status, its standard error
/// and its peak resident memory in MB, as the kernel counted it for the child.
func runMeasuringPeak(_ arguments: [String], environment: [String: String] = [:],
                      timeout: Double) throws -> (status: Int32, peakMB: Double, error: String) {
    let measure = "import resource, subprocess, sys\n"
        + "r = subprocess.run(sys.argv[1:], capture_output=True, text=True)\n"
        + "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n"
        + "sys.stderr.write(r.stderr)\nsys.exit(r.returncode)\n"
    let result = try run("/usr/bin/env", ["python3", "-c", measure, snowmanBinary] + arguments,
                         environment: environment, timeout: timeout)
    let kilobytes = Double(result.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? .infinity
    return (result.status, kilobytes / 1024, result.error)
}
