import Foundation
import SnowmanSettings
import LayerAnimation
import Testing
@testable import SnowmanViewer
@testable import SnowmanScene

@Suite struct ViewerModelTests {
    /// A model over a fresh settings file, with time driven by `clock`.
    private func makeModel(_ clock: ManualMediaClock) -> (ViewerModel, CALayer, URL) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-model-\(UUID().uuidString)/settings.json")
        let snowman = CALayer()
        let model = clock.run { ViewerModel(store: SettingsStore(url: url), snowman: snowman) }
        return (model, snowman, url)
    }

    private func x(_ layer: CALayer) -> Double {
        Double(layer.presentation()!.transform.m41)
    }

    @Test func playPauseResumeFinishAndPlayAgain() {
        let clock = ManualMediaClock(now: 100)
        let (model, snowman, _) = makeModel(clock)
        clock.run {
            #expect(model.playbackState == .idle && model.playbackState.buttonTitle == "Play")
            model.perform(.step(.horizontalOffset, 10))  // 100 pt
            model.perform(.step(.autoreverse, -1))
            model.perform(.step(.curve, -10))            // linear
            model.perform(.togglePlay)
            #expect(model.playbackState == .playing && model.playbackState.buttonTitle == "Pause")
            clock.advance(by: 0.5)
            snowman.evaluateFrame(atTime: CACurrentMediaTime())
            let beforePause = x(snowman)
            #expect(abs(beforePause - 25) < 1e-6)
            model.perform(.togglePlay)
            #expect(model.playbackState == .paused && model.playbackState.buttonTitle == "Resume")
            clock.advance(by: 5)
            #expect(x(snowman) == beforePause)
            #expect(!snowman.evaluateFrame(atTime: CACurrentMediaTime()).needsNextFrame)
            model.perform(.togglePlay)
            #expect(model.playbackState == .playing)
            #expect(abs(x(snowman) - beforePause) < 1e-9)
            clock.advance(by: 1.4)  // 1.9 s played of 2
            snowman.evaluateFrame(atTime: CACurrentMediaTime())
            #expect(model.playbackState == .playing)
            clock.advance(by: 0.1)
            snowman.evaluateFrame(atTime: CACurrentMediaTime())
            #expect(model.playbackState == .finished && model.playbackState.buttonTitle == "Play")
            #expect(x(snowman) == 100)  // holds its end state
            model.perform(.togglePlay)
            #expect(model.playbackState == .playing && x(snowman) == 0)
        }
    }

    @Test func resetReturnsToRestFromAnyState() {
        let clock = ManualMediaClock(now: 0)
        let (model, snowman, _) = makeModel(clock)
        clock.run {
            model.perform(.togglePlay)
            clock.advance(by: 0.7)
            model.perform(.togglePlay)  // paused
            model.perform(.reset)
            #expect(model.playbackState == .idle && snowman.animationKeys() == nil && snowman.speed == 1)
            #expect(CATransform3DIsIdentity(snowman.presentation()!.transform))
        }
    }

    @Test func playUsesTheEditorsUnsavedValues() {
        let clock = ManualMediaClock(now: 0)
        let (model, snowman, _) = makeModel(clock)
        clock.run {
            model.perform(.step(.opacity, -5))
            #expect(model.hasUnsavedChanges)
            model.perform(.togglePlay)
            let group = snowman.animation(forKey: SnowmanAnimation.key) as! CAAnimationGroup
            let opacity = group.animations!.compactMap { $0 as? CABasicAnimation }.first { $0.keyPath == "opacity" }!
            #expect(opacity.toValue as? Double == 0.5)
        }
    }

    @Test func focusSelectionAndStepping() {
        let clock = ManualMediaClock(now: 0)
        let (model, _, _) = makeModel(clock)
        clock.run {
            #expect(model.focus == .list && model.selectedIndex == 0)
            model.perform(.moveSelection(1))
            #expect(model.selectedIndex == 1 && model.editor == model.settings[1])
            model.perform(.moveSelection(-5))
            #expect(model.selectedIndex == 0)
            model.perform(.focusNext)
            #expect(model.focus == .editor)
            model.perform(.moveSelection(1))
            #expect(model.focusedProperty == .heightMultiplier)
            model.perform(.stepFocused(1))
            model.perform(.stepFocused(10))
            #expect(model.editor[.heightMultiplier] == 2.1)
            model.perform(.undo)
            #expect(model.editor[.heightMultiplier] == 1.1)
            model.perform(.undo)
            #expect(model.editor[.heightMultiplier] == 1)
            model.perform(.focusPrevious)
            #expect(model.focus == .list)
            model.perform(.selectSetting(2))
            #expect(model.editor == model.settings[2] && model.focus == .list)
        }
    }

    /// Seed 000: each save of a built-in (or of edits not saved yet) adds a
    /// setting to the list; the user's own entry is updated in place.
    @Test func saveOfABuiltInAddsANewSettingAndSaveOfYourOwnUpdatesIt() throws {
        let clock = ManualMediaClock(now: 0)
        let (model, _, url) = makeModel(clock)
        clock.run {
            #expect(model.editor.isBuiltIn && model.editor.name == "Classic Flip")
            model.perform(.step(.duration, 3))
            model.perform(.save)
            #expect(model.settings.count == Setting.builtIns.count + 1)
            #expect(model.settings[0] == Setting.builtIns[0])  // the built-in is untouched
            #expect(model.editor.name == "Setting 5" && model.selectedIndex == 4 && model.settings[4] == model.editor)
            #expect(!model.hasUnsavedChanges && model.banner?.kind == .info)
            // Your own entry: Save updates it in place.
            model.perform(.step(.duration, 1))
            #expect(model.hasUnsavedChanges)
            model.perform(.save)
            #expect(model.settings.count == Setting.builtIns.count + 1 && model.settings[4][.duration] == 2.4)
            #expect(model.editor.name == "Setting 5" && !model.hasUnsavedChanges)
        }
        let reopened = SettingsStore(url: url).load().settings
        #expect(Array(reopened.prefix(4)) == Setting.builtIns)
        #expect(reopened.count == 5 && reopened[4].name == "Setting 5" && reopened[4][.duration] == 2.4)
    }

    @Test func saveAsNewAlwaysAddsAndTakesAFreeName() throws {
        let clock = ManualMediaClock(now: 0)
        let (model, _, url) = makeModel(clock)
        clock.run {
            model.perform(.saveAsNew)  // an unchanged built-in: a copy to edit
            #expect(model.editor.name == "Setting 5" && model.settings.count == 5)
            model.perform(.step(.opacity, -1))
            model.perform(.saveAsNew)  // your own entry: still a new one
            #expect(model.editor.name == "Setting 6" && model.settings.count == 6 && model.selectedIndex == 5)
            #expect(model.settings[4][.opacity] == 1 && model.settings[5][.opacity] == 0.9)
            // A name not in the list is kept.
            model.perform(.beginRename)
            for _ in 0..<20 { model.perform(.deleteBackward) }
            model.perform(.insertText("Setting 8"))
            model.perform(.confirmRename)
            model.perform(.saveAsNew)
            #expect(model.settings.map(\.name).suffix(3) == ["Setting 5", "Setting 6", "Setting 8"])
            // The next fresh name skips one that is taken.
            model.perform(.selectSetting(0))
            model.perform(.saveAsNew)
            #expect(model.editor.name == "Setting 9")
        }
        #expect(SettingsStore(url: url).load().settings.count == 8)
    }

    /// Ctrl+S while typing a name saves under the name being typed.
    @Test func saveWhileRenamingSavesUnderTheTypedName() {
        let clock = ManualMediaClock(now: 0)
        let (model, _, _) = makeModel(clock)
        clock.run {
            model.perform(.beginRename)
            for _ in 0..<20 { model.perform(.deleteBackward) }
            model.perform(.insertText("Frosty"))
            model.perform(.save)
            #expect(!model.isRenaming && model.editor.name == "Frosty" && model.settings.last?.name == "Frosty")
            #expect(model.settings[0] == Setting.builtIns[0] && model.settings.count == 5)
            // A taken name is refused and the rename stays open; nothing is saved.
            model.perform(.beginRename)
            for _ in 0..<20 { model.perform(.deleteBackward) }
            model.perform(.insertText("dizzy spin"))
            model.perform(.save)
            #expect(model.isRenaming && model.banner?.kind == .error && model.settings.count == 5)
        }
    }

    @Test func builtInsAreNeverDeletedNorOverwritten() {
        let clock = ManualMediaClock(now: 0)
        let (model, _, url) = makeModel(clock)
        clock.run {
            for index in 0..<4 {
                model.perform(.selectSetting(index))
                model.perform(.delete)
                #expect(model.banner?.kind == .info && model.banner!.text.contains("built-in"))
                model.perform(.step(.ySpins, 1))
                model.perform(.save)
            }
            #expect(Array(model.settings.prefix(4)) == Setting.builtIns && model.settings.count == 8)
        }
        #expect(Array(SettingsStore(url: url).load().settings.prefix(4)) == Setting.builtIns)
    }

    @Test func renameThenSaveMakesANewSetting() {
        let clock = ManualMediaClock(now: 0)
        let (model, _, url) = makeModel(clock)
        clock.run {
            let original = model.settings[0]
            model.perform(.beginRename)
            #expect(model.isRenaming && model.renameText == model.editor.name)
            for _ in 0..<50 { model.perform(.deleteBackward) }
            model.perform(.insertText("Snöwy ☃"))
            model.perform(.togglePlay)  // ignored while typing
            #expect(model.playbackState == .idle)
            model.perform(.confirmRename)
            #expect(!model.isRenaming && model.editor.name == "Snöwy ☃" && model.hasUnsavedChanges)
            #expect(model.settings[0] == original)  // nothing saved yet
            model.perform(.save)
            #expect(model.settings.count == Setting.builtIns.count + 1 && model.settings.last?.name == "Snöwy ☃")
            #expect(model.selectedIndex == model.settings.count - 1)
            let onDisk = SettingsStore(url: url).load().settings
            #expect(onDisk.first == original && onDisk.last?.name == "Snöwy ☃")
            // Another saved setting's name is refused; Esc cancels.
            model.perform(.beginRename)
            for _ in 0..<50 { model.perform(.deleteBackward) }
            model.perform(.insertText(model.settings[1].name.uppercased()))
            model.perform(.confirmRename)
            #expect(model.isRenaming && model.banner?.kind == .error)
            model.perform(.escape)
            #expect(!model.isRenaming && model.editor.name == "Snöwy ☃" && !model.wantsToQuit)
            // A rename can be undone.
            model.perform(.selectSetting(0))
            model.perform(.beginRename)
            model.perform(.insertText(" 2"))
            model.perform(.confirmRename)
            #expect(model.editor.name == original.name + " 2")
            model.perform(.undo)
            #expect(model.editor.name == original.name)
        }
    }

    @Test func deleteAndUndoRestoreTheEntryInPlace() {
        let clock = ManualMediaClock(now: 0)
        let (model, _, url) = makeModel(clock)
        clock.run {
            model.perform(.saveAsNew)
            model.perform(.saveAsNew)
            model.perform(.selectSetting(4))
            let removed = model.settings[4]
            model.perform(.delete)
            #expect(!model.settings.contains(removed) && model.selectedIndex == 4)
            #expect(SettingsStore(url: url).load().settings.count == Setting.builtIns.count + 1)
            model.perform(.undo)
            #expect(model.settings[4] == removed)
            #expect(SettingsStore(url: url).load().settings.map(\.name) == Setting.builtIns.map(\.name) + ["Setting 5", "Setting 6"])
        }
    }

    @Test func helpEscapeAndQuit() {
        let clock = ManualMediaClock(now: 0)
        let (model, _, _) = makeModel(clock)
        clock.run {
            model.perform(.toggleHelp)
            #expect(model.isHelpVisible)
            model.perform(.escape)
            #expect(!model.isHelpVisible && !model.wantsToQuit)
            model.perform(.escape)
            #expect(model.wantsToQuit)
        }
    }

    @Test func bannersExpire() {
        let clock = ManualMediaClock(now: 0)
        let (model, _, _) = makeModel(clock)
        clock.run {
            model.perform(.undo)  // nothing to undo: a banner says so
            #expect(model.banner != nil)
            #expect(model.expireBanner(now: 1))
            #expect(!model.expireBanner(now: 10) && model.banner == nil)
        }
    }

    @Test func corruptFileIsReportedInTheWindow() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-model-\(UUID().uuidString)/settings.json")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{{{".utf8).write(to: url)
        let model = ViewerModel(store: SettingsStore(url: url), snowman: CALayer())
        #expect(model.banner?.kind == .error && model.banner!.text.contains("moved"))
        #expect(model.settings == Setting.builtIns)
    }
}
