import Foundation
import LayerAnimation
import SceneControls
import SnowmanSettings
import Testing
@testable import SnowmanViewer
@testable import SnowmanScene

/// The Snowman tab as a hosted scene, without a window: typed input reaches
/// the model as a person's keys and clicks would, scripted actions parse or
/// say what is allowed, and what shows follows the model.
@Suite @MainActor struct SnowmanSceneTests {
    /// Glyphs 7 pixels wide per 12 pixels of type, lines 1.2 em: enough to lay text out without fonts.
    struct FixedMeasure: TextLineMeasuring {
        func pixelSize(of text: String, pixelSize: Int, bold: Bool) -> (width: Int, height: Int) {
            (text.count * pixelSize * 7 / 12, pixelSize * 6 / 5)
        }
    }

    static let size = CGSize(width: 1100, height: 684)

    func makeScene(_ clock: ManualMediaClock) -> SnowmanScene {
        clock.run {
            let stage = SnowmanStage(contents: nil, aspectRatio: 0.6)
            let loaded = SettingsStore.Loaded(settings: Setting.builtIns, messages: [], isReadOnly: false)
            let model = ViewerModel(loaded: loaded, store: nil, snowman: stage.snowman)
            return SnowmanScene(stage: stage, model: model, measurer: FixedMeasure(), size: Self.size)
        }
    }

    func click(_ point: CGPoint, shift: Bool = false) -> InputEvent {
        .pointerDown(PointerEvent(location: point, button: .primary, shift: shift))
    }

    @Test func keysAndClicksBecomeTheModelsActions() {
        let clock = ManualMediaClock(now: 0)
        let scene = makeScene(clock)
        let model = scene.model
        clock.run {
            #expect(scene.handle(.keyDown(KeyPress(.down))))
            #expect(model.selectedIndex == 1)
            // The stepper: a click steps once, a Shift-click ten times.
            let row = scene.layout.rows.first { $0.property == .opacity }!
            let before = model.editor[.opacity]
            #expect(scene.handle(click(CGPoint(x: row.minus.midX, y: row.minus.midY))))
            let once = model.editor[.opacity]
            #expect(once < before && model.focus == .editor)
            #expect(scene.handle(click(CGPoint(x: row.plus.midX, y: row.plus.midY), shift: true)))
            #expect(model.editor[.opacity] > once)
            // Space plays; the stage's click pauses.
            #expect(scene.handle(.keyDown(KeyPress(.space))))
            #expect(model.playbackState == .playing)
            #expect(scene.handle(click(CGPoint(x: scene.layout.stage.midX, y: scene.layout.stage.midY))))
            #expect(model.playbackState == .paused)
            // A drag on the timeline seeks as it goes, and stops at the release.
            let bar = scene.layout.timeline
            #expect(scene.handle(click(CGPoint(x: bar.minX + bar.width * 0.25, y: bar.midY))))
            let quarter = model.playback.timelinePosition() ?? -1
            #expect(scene.handle(.pointerMoved(PointerEvent(location: CGPoint(x: bar.minX + bar.width * 0.75, y: bar.midY), button: .primary))))
            let threeQuarters = model.playback.timelinePosition() ?? -1
            #expect(abs(quarter - 0.25) < 0.02 && abs(threeQuarters - 0.75) < 0.02, "\(quarter) \(threeQuarters)")
            #expect(scene.handle(.pointerUp(PointerEvent(location: .zero, button: .primary))))
            #expect(!scene.handle(.pointerMoved(PointerEvent(location: CGPoint(x: bar.minX, y: bar.midY), button: nil))))
        }
    }

    @Test func renameTakesTextAndEscCancelsItButOtherwiseIsTheWindows() {
        let clock = ManualMediaClock(now: 0)
        let scene = makeScene(clock)
        clock.run {
            #expect(!scene.handle(.text("x")), "text goes nowhere outside a rename")
            #expect(!scene.handle(.keyDown(KeyPress(.escape))), "Esc with nothing to cancel: the window quits")
            #expect(scene.handle(.keyDown(KeyPress(.f2))))
            #expect(scene.handle(.text("é")))
            #expect(scene.model.renameText?.hasSuffix("é") == true)
            #expect(scene.handle(.keyDown(KeyPress(.escape))))
            #expect(!scene.model.isRenaming)
        }
    }

    @Test func theWheelScrollsTheListOnly() {
        let clock = ManualMediaClock(now: 0)
        let scene = makeScene(clock)
        clock.run {
            for _ in 0..<6 { scene.model.perform(.saveAsNew) }
            let list = scene.layout.list
            #expect(scene.handle(.wheel(dx: 0, dy: -1, at: CGPoint(x: list.midX, y: list.midY))))
            #expect(scene.model.listScroll == 1)
            #expect(!scene.handle(.wheel(dx: 0, dy: -1, at: CGPoint(x: scene.layout.stage.midX, y: 10))))
            #expect(scene.model.listScroll == 1)
        }
    }

    /// An animation that ends during a frame's evaluation changes the
    /// strip's state: the scene asks for one more frame to show it.
    @Test func aFinishedAnimationIsShownBeforeTheWindowSleeps() {
        let clock = ManualMediaClock(now: 0)
        let scene = makeScene(clock)
        clock.run {
            scene.perform(.play)
            var time = 0.0
            var moving = true
            while moving {
                time += 1.0 / 60
                clock.now = time
                scene.advance(toMediaTime: time)
                moving = scene.rootLayer.evaluateFrame(atTime: time).needsNextFrame || scene.needsFrames
                #expect(time < 30, "the frames never stop")
                if time >= 30 { break }
            }
            #expect(scene.model.playbackState == .finished)
            let chrome = scene.rootLayer.sublayers!.first { $0.name == "chrome" }!
            let strings = chrome.sublayers!.compactMap { ($0 as? CATextLayer)?.string as? String }
            #expect(strings.contains("Finished"), "\(strings)")
        }
    }

    @Test func scriptedActionsParseOrNameWhatIsAllowed() throws {
        #expect(try SnowmanAction(parsing: "select 2") == .select(2))
        #expect(try SnowmanAction(parsing: "step opacity -3") == .step(.opacity, -3))
        #expect(try SnowmanAction(parsing: "seek 0.5") == .seek(0.5))
        #expect(try SnowmanAction(parsing: "play") == .play)
        for bad in ["", "fly", "select", "select -1", "seek 2", "seek nan", "step opacity", "step opacity lots", "play 3",
                    String(repeating: "z", count: 500)] {
            #expect(throws: SceneActionError.self, "\(bad)") { try SnowmanAction(parsing: bad) }
        }
        let error = try #require(throws: SceneActionError.self) { try SnowmanAction(parsing: "step wobble 1") }
        #expect(error.description.contains("widthMultiplier"))
        let clock = ManualMediaClock(now: 0)
        let scene = makeScene(clock)
        try clock.run {
            try scene.perform(parsing: "select 3")
            try scene.perform(parsing: "edit")
            #expect(scene.model.selectedIndex == 3 && scene.model.focus == .editor)
            try scene.perform(parsing: "select 99")  // no such row: nothing happens
            #expect(scene.model.selectedIndex == 3)
        }
    }

    @Test func itsHelpIsItsOwnKeys() {
        let clock = ManualMediaClock(now: 0)
        let scene = makeScene(clock)
        #expect(scene.help.first == KeyHelp("Space", "Play / pause / resume"))
        #expect(!scene.help.contains { $0.key.hasPrefix("F1") || $0.key == "Ctrl+Q" }, "the window lists the keys every tab shares")
    }
}
