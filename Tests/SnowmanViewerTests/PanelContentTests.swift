import Foundation
import SnowmanSettings
import LayerAnimation
import Testing
@testable import SnowmanViewer
@testable import SnowmanScene

/// The panel's drawing is reused while its content is equal, so every
/// action that changes what the panel shows must change the content.
@Suite struct PanelContentTests {
    private func makeModel(_ clock: ManualMediaClock) -> ViewerModel {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-panel-\(UUID().uuidString)/settings.json")
        return clock.run { ViewerModel(store: SettingsStore(url: url), snowman: CALayer()) }
    }

    @Test func everyActionThePanelShowsChangesTheContent() {
        let clock = ManualMediaClock(now: 10)
        let model = makeModel(clock)
        let changing: [(String, [ViewerAction])] = [
            ("select", [.moveSelection(1)]),
            ("scroll", [.scrollList(3)]),
            ("focus the editor", [.focusNext]),
            ("focus a property", [.focusProperty(.opacity)]),
            ("step a value", [.step(.opacity, -1)]),
            ("play", [.togglePlay]),
            ("pause", [.togglePlay]),
            ("speed", [.changeSpeed(1)]),
            ("save", [.save]),
            ("begin renaming", [.beginRename]),
            ("type", [.insertText("x")]),
            ("erase", [.deleteBackward]),
            ("finish renaming", [.confirmRename]),
            ("delete", [.focusPrevious, .delete]),
            ("undo", [.undo]),
        ]
        clock.run {
            for (name, actions) in changing {
                let before = PanelContent(model: model)
                for action in actions { model.perform(action) }
                #expect(PanelContent(model: model) != before, "\(name)")
            }
        }
    }

    @Test func timePassingAndOverlaysLeaveTheContentEqual() {
        let clock = ManualMediaClock(now: 10)
        let model = makeModel(clock)
        clock.run {
            model.perform(.togglePlay)
            let playing = PanelContent(model: model)
            clock.advance(by: 0.5)
            model.frameDidEvaluate(at: CACurrentMediaTime())
            model.perform(.toggleHelp)
            model.perform(.toggleInspector)
            #expect(PanelContent(model: model) == playing)
        }
    }
}
