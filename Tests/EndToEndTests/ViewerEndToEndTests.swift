import Foundation
import Testing

/// The real window under Xvfb, driven with xdotool as a person would.
@Suite(.serialized, .enabled(if: endToEndEnabled, "needs the built snowman and Xvfb (scripts/test.sh)"))
struct ViewerEndToEndTests {
    typealias Set = SetEndToEndTests

    @Test func playPauseResumeAndQuit() throws {
        let display = try VirtualDisplay()
        let viewer = try RunningViewer(display: display, settings: temporarySettings())
        let atRest = try display.pixels()
        try viewer.press("space")
        usleep(300_000)
        let playing1 = try display.pixels()
        usleep(250_000)
        let playing2 = try display.pixels()
        #expect(playing1 != atRest && playing1 != playing2, "Space plays: successive screenshots differ")

        try viewer.press("space")
        usleep(300_000)
        let cpuBefore = viewer.cpuSeconds
        let paused1 = try display.pixels()
        sleep(3)
        let paused2 = try display.pixels()
        let cpuUsed = viewer.cpuSeconds - cpuBefore
        #expect(paused1 == paused2, "paused: identical for 3 s")
        #expect(cpuUsed < 0.05, "paused: \(cpuUsed) s of CPU in 3 s")

        try viewer.press("space")
        usleep(250_000)
        let resumed = try display.pixels()
        #expect(resumed != paused2, "Space resumes")

        try viewer.press("Escape")
        #expect(viewer.waitForExit() == 0, "Esc quits")
        #expect(!viewer.stderr.contains("Fatal") && !viewer.stderr.contains("crashed"))
    }

    /// Seed 000: a save of a built-in adds a setting; your own is updated in
    /// place; Save as new (Ctrl+Shift+S, or its button) always adds; Ctrl+S
    /// while typing a name saves under it; built-ins are never deleted.
    @Test func stepSaveRestartAndRename() throws {
        let display = try VirtualDisplay()
        let settings = temporarySettings()
        func names() throws -> [String] { try savedEntries(settings).compactMap { $0["name"] as? String } }
        let builtIns = ["Classic Flip", "Dizzy Spin", "Stretch and Fade", "Springy Hop"]
        do {
            let viewer = try RunningViewer(display: display, settings: settings)
            // Focus the editor, go to Opacity (the 8th row), step it down twice, save.
            try viewer.press("Tab")
            for _ in 0..<7 { try viewer.press("Down") }
            try viewer.press("Left", "minus", "ctrl+s")
            usleep(300_000)
            #expect(try names() == builtIns + ["Setting 5"], "the built-in is kept; a new entry is added")
            #expect(try savedEntries(settings)[0]["opacity"] as? Double == 1)
            #expect(try savedEntries(settings)[4]["opacity"] as? Double == 0.8)
            // Now it is your own: Ctrl+S updates it in place.
            try viewer.press("Left", "ctrl+s")
            usleep(300_000)
            #expect(try names() == builtIns + ["Setting 5"])
            #expect(try savedEntries(settings)[4]["opacity"] as? Double == 0.7)
            // Ctrl+Shift+S always adds.
            try viewer.press("ctrl+shift+s")
            usleep(300_000)
            #expect(try names() == builtIns + ["Setting 5", "Setting 6"])
            // Ctrl+S while typing a name saves under the name being typed.
            try viewer.press("F2")
            for _ in 0..<20 { try viewer.press("BackSpace") }
            try viewer.type("Frosty")
            try viewer.press("ctrl+s")
            usleep(300_000)
            #expect(try names() == builtIns + ["Setting 5", "Setting 6", "Frosty"])
            #expect(try savedEntries(settings).last?["opacity"] as? Double == 0.7)
            // A built-in's row says so at its right end; your own rows do not.
            // (List rows are 28 high from y 40; the tag ends 12 inside the list's right edge.)
            func tagInk(row: Int) throws -> Int {
                let pixels = try display.pixels()
                var ink = 0
                for y in (40 + row * 28 + 8)...(40 + row * 28 + 20) {
                    for x in 1024...1076 where Set.color(pixels, (x, y)).r < 200 { ink += 1 }
                }
                return ink
            }
            // Four rows show; Frosty, selected, is the last: Springy Hop, then Setting 5, are the first two.
            #expect(try tagInk(row: 0) > 20, "Springy Hop is marked built-in")
            #expect(try tagInk(row: 1) == 0, "Setting 5 is yours: no mark")
            // The Save as new button (under the editor, left of Play) adds too.
            _ = try display.xdotool(["mousemove", "--window", viewer.window, "881", "691", "click", "1"])
            usleep(300_000)
            #expect(try names() == builtIns + ["Setting 5", "Setting 6", "Frosty", "Setting 8"])
            try viewer.press("ctrl+q")
            #expect(viewer.waitForExit() == 0, "\(viewer.stderr)")
        }
        // A restart lists them. Delete on a built-in (the first row) changes nothing;
        // on Frosty (the seventh row) the file loses exactly that entry, and Ctrl+Z brings it back.
        let viewer = try RunningViewer(display: display, settings: settings)
        let before = try Data(contentsOf: settings)
        try viewer.press("Delete")
        usleep(300_000)
        #expect(try Data(contentsOf: settings) == before, "a built-in cannot be deleted")
        for _ in 0..<6 { try viewer.press("Down") }
        try viewer.press("Delete")
        usleep(300_000)
        #expect(try names() == builtIns + ["Setting 5", "Setting 6", "Setting 8"])
        try viewer.press("ctrl+z")
        usleep(300_000)
        #expect(try names() == builtIns + ["Setting 5", "Setting 6", "Frosty", "Setting 8"])
        try viewer.press("Escape")
        #expect(viewer.waitForExit() == 0, "\(viewer.stderr)")
    }

    @Test func corruptSettingsAreMovedAsideAndTheViewerStarts() throws {
        let display = try VirtualDisplay()
        let settings = temporarySettings()
        try FileManager.default.createDirectory(at: settings.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"version\": 1, \"settings\": [ garbage".utf8).write(to: settings)
        let viewer = try RunningViewer(display: display, settings: settings)
        let files = try FileManager.default.contentsOfDirectory(atPath: settings.deletingLastPathComponent().path)
        #expect(files.contains { $0.hasPrefix("settings.json.corrupt-") })
        // The banner (red) is on screen.
        let pixels = try display.pixels()
        var red = 0
        for offset in stride(from: 0, to: pixels.count - 2, by: 3)
        where pixels[offset] > 170 && pixels[offset + 1] < 70 && pixels[offset + 2] < 80 {
            red += 1
        }
        #expect(red > 2000, "a red banner says what happened (\(red) red pixels)")
        try viewer.press("Escape")
        #expect(viewer.waitForExit() == 0, "\(viewer.stderr)")
    }

    @Test func helpOverlayOpensAndEscClosesItFirst() throws {
        let display = try VirtualDisplay()
        let viewer = try RunningViewer(display: display, settings: temporarySettings())
        let before = try display.pixels()
        try viewer.press("F1")
        usleep(200_000)
        #expect(try display.pixels() != before)
        try viewer.press("Escape")
        usleep(200_000)
        #expect(viewer.process.isRunning)
        #expect(try display.pixels() == before)
        try viewer.press("Escape")
        #expect(viewer.waitForExit() == 0, "\(viewer.stderr)")
    }

    @Test func timingControlsInspectorAndExport() throws {
        let display = try VirtualDisplay()
        let pictures = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-pictures-\(UUID().uuidString)")
        let viewer = try RunningViewer(display: display, settings: temporarySettings(), environment: ["XDG_PICTURES_DIR": pictures.path])
        let atRest = try display.pixels()
        // End jumps to the end (paused there), Home back to the start.
        try viewer.press("End")
        usleep(200_000)
        let atEnd = try display.pixels()
        #expect(atEnd != atRest)
        try viewer.press("Home")
        usleep(200_000)
        let atStart = try display.pixels()
        #expect(atStart != atEnd)
        // Frame stepping while paused moves the snowman, and stays put otherwise.
        for _ in 0..<20 { try viewer.press("period") }
        usleep(200_000)
        let stepped = try display.pixels()
        #expect(stepped != atStart)
        usleep(500_000)
        #expect(try display.pixels() == stepped)
        try viewer.press("comma")
        usleep(200_000)
        #expect(try display.pixels() != stepped)
        // Speed keys and reverse while playing; the inspector opens with T.
        try viewer.press("bracketright", "backslash", "space")
        usleep(300_000)
        #expect(viewer.process.isRunning)
        try viewer.press("t")
        usleep(200_000)
        let inspector1 = try display.pixels()
        usleep(300_000)
        #expect(try display.pixels() != inspector1, "the inspector is live")
        try viewer.press("t")
        // Ctrl+E exports the current setting as a GIF.
        try viewer.press("ctrl+e")
        let gif = pictures.appendingPathComponent("snowman-Classic-Flip.gif")
        let deadline = Date().addingTimeInterval(60)
        while !FileManager.default.fileExists(atPath: gif.path) && Date() < deadline { usleep(200_000) }
        let data = try Data(contentsOf: gif)
        #expect(data.starts(with: Array("GIF89a".utf8)))
        try viewer.press("Escape")
        #expect(viewer.waitForExit() == 0, "\(viewer.stderr)")
    }

    @Test func clickingTheTimelineSeeksAndPauses() throws {
        let display = try VirtualDisplay()
        let viewer = try RunningViewer(display: display, settings: temporarySettings())
        let atRest = try display.pixels()
        // The timeline of a 1100x720 window: x 130...515, y 688...708 (see ViewerLayout).
        _ = try display.xdotool(["mousemove", "--window", viewer.window, "322", "698", "click", "1"])
        usleep(300_000)
        let seeked = try display.pixels()
        #expect(seeked != atRest, "the snowman moved to the middle of its animation")
        usleep(500_000)
        #expect(try display.pixels() == seeked, "and is paused there")
        _ = try display.xdotool(["mousemove", "--window", viewer.window, "140", "698", "click", "1"])
        usleep(300_000)
        #expect(try display.pixels() != seeked)
        try viewer.press("Escape")
        #expect(viewer.waitForExit() == 0, "\(viewer.stderr)")
    }
}
