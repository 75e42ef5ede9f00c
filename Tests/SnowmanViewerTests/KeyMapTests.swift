import Foundation
import LayerHost
import Testing
@testable import SnowmanViewer
@testable import SnowmanScene

@Suite struct KeyMapTests {
    @Test func theSpecsKeyTable() {
        func action(_ key: Key, shift: Bool = false, control: Bool = false) -> ViewerAction? {
            KeyMap.action(for: KeyPress(key, shift: shift, control: control), isRenaming: false)
        }
        #expect(action(.space) == .togglePlay)
        #expect(action(.letter("r")) == .reset)
        #expect(action(.tab) == .focusNext && action(.tab, shift: true) == .focusPrevious)
        #expect(action(.up) == .moveSelection(-1) && action(.down) == .moveSelection(1))
        #expect(action(.left) == .stepFocused(-1) && action(.right) == .stepFocused(1))
        #expect(action(.minus) == .stepFocused(-1) && action(.equals) == .stepFocused(1))
        #expect(action(.left, shift: true) == .stepFocused(-10) && action(.equals, shift: true) == .stepFocused(10))
        #expect(action(.letter("s"), control: true) == .save)
        #expect(action(.letter("s"), shift: true, control: true) == .saveAsNew)
        #expect(action(.f2) == .beginRename && action(.delete) == .delete)
        #expect(action(.letter("z"), control: true) == .undo)
        #expect(action(.f1) == .toggleHelp && action(.questionMark) == .toggleHelp && action(.slash, shift: true) == .toggleHelp)
        #expect(action(.escape) == .escape && action(.letter("q"), control: true) == .quit)
        #expect(action(.letter("s")) == nil && action(.other) == nil)
    }

    @Test func timingControlKeys() {
        func action(_ key: Key, control: Bool = false) -> ViewerAction? {
            KeyMap.action(for: KeyPress(key, control: control), isRenaming: false)
        }
        #expect(action(.letter("t")) == .toggleInspector)
        #expect(action(.leftBracket) == .changeSpeed(-1) && action(.rightBracket) == .changeSpeed(1))
        #expect(action(.backslash) == .reverse)
        #expect(action(.comma) == .stepFrame(-1) && action(.period) == .stepFrame(1))
        #expect(action(.home) == .seekToStart && action(.end) == .seekToEnd)
        #expect(action(.letter("e"), control: true) == .exportGIF)
        #expect(MouseMap.action(forClickOn: .timeline(0.3)) == .seek(0.3))
        #expect(MouseMap.action(forClickOn: .inspectorButton) == .toggleInspector)
    }

    @Test func renamingTakesOnlyEditingKeys() {
        func action(_ key: Key, control: Bool = false) -> ViewerAction? {
            KeyMap.action(for: KeyPress(key, control: control), isRenaming: true)
        }
        #expect(action(.returnKey) == .confirmRename && action(.escape) == .escape && action(.backspace) == .deleteBackward)
        #expect(action(.space) == nil && action(.letter("r")) == nil && action(.delete) == nil)
        #expect(action(.letter("q"), control: true) == .quit)
        #expect(action(.letter("s"), control: true) == .save)  // saves under the name being typed
        #expect(KeyMap.action(for: KeyPress(.letter("s"), shift: true, control: true), isRenaming: true) == .saveAsNew)
    }

    @Test func mouse() {
        #expect(MouseMap.action(forClickOn: .plus(.opacity)) == .step(.opacity, 1))
        #expect(MouseMap.action(forClickOn: .minus(.opacity), shift: true) == .step(.opacity, -10))
        #expect(MouseMap.action(forClickOn: .stage) == .togglePlay && MouseMap.action(forClickOn: .play) == .togglePlay)
        #expect(MouseMap.action(forClickOn: .save) == .save && MouseMap.action(forClickOn: .listRow(2)) == .selectSetting(2))
        #expect(MouseMap.action(forClickOn: .saveAsNew) == .saveAsNew)
        let layout = ViewerLayout(windowSize: CGSize(width: 1100, height: 676))
        let button = layout.saveAsNewButton
        #expect(layout.target(at: CGPoint(x: button.midX, y: button.midY), listCount: 4, scroll: 0) == .saveAsNew)
        #expect(MouseMap.action(forWheel: -1, over: .listRow(0)) == .scrollList(1))
        #expect(MouseMap.action(forWheel: 1, over: .stage) == nil)
    }
}
