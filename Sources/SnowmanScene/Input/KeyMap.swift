import SceneControls

/// The viewer's keyboard map (the spec's key table).
public enum KeyMap {
    /// The action for `press`, or nil when the key does nothing.
    /// While renaming, only editing keys act; typed characters arrive as text.
    public static func action(for press: KeyPress, isRenaming: Bool) -> ViewerAction? {
        if isRenaming {
            switch press.key {
            case .returnKey: return .confirmRename
            case .escape: return .escape
            case .backspace: return .deleteBackward
            case .letter("q") where press.control: return .quit
            case .letter("s") where press.control: return press.shift ? .saveAsNew : .save
            default: return nil
            }
        }
        let steps = press.shift ? 10 : 1
        if press.control {
            switch press.key {
            case .letter("s"): return press.shift ? .saveAsNew : .save
            case .letter("z"): return .undo
            case .letter("q"): return .quit
            case .letter("e"): return .exportGIF
            default: return nil
            }
        }
        switch press.key {
        case .space: return .togglePlay
        case .letter("r"): return .reset
        case .tab: return press.shift ? .focusPrevious : .focusNext
        case .up: return .moveSelection(-1)
        case .down: return .moveSelection(1)
        case .left, .minus: return .stepFocused(-steps)
        case .right, .equals: return .stepFocused(steps)
        case .plus: return .stepFocused(10)  // Shift+= on most layouts
        case .f2: return .beginRename
        case .delete: return .delete
        case .f1, .questionMark: return .toggleHelp
        case .slash where press.shift: return .toggleHelp
        case .escape: return .escape
        case .letter("t"): return .toggleInspector
        case .leftBracket: return .changeSpeed(-1)
        case .rightBracket: return .changeSpeed(1)
        case .backslash: return .reverse
        case .comma: return .stepFrame(-1)
        case .period: return .stepFrame(1)
        case .home: return .seekToStart
        case .end: return .seekToEnd
        default: return nil
        }
    }

    /// The Snowman tab's own keys for F1's help, then what each does (the keys every tab shares follow them).
    public static let help: [(String, String)] = [
        ("Space", "Play / pause / resume"),
        ("R", "Reset to rest"),
        ("Tab, Shift+Tab", "Switch between saved list and editor"),
        ("Up, Down", "Select in the focused pane"),
        ("Left/Right, - / =", "Step the focused property (Shift: 10 steps)"),
        ("Ctrl+S", "Save your setting; a built-in is saved as a new one"),
        ("Ctrl+Shift+S", "Save as a new setting"),
        ("F2", "Rename (Enter confirms); Ctrl+S saves it as new"),
        ("Delete", "Delete the selected setting (not a built-in)"),
        ("Ctrl+Z", "Undo the last delete or change"),
        ("T", "Timing inspector: the Core Animation clock, live"),
        ("[ and ]", "Halve or double the speed (1/8× to 8×)"),
        ("\\", "Reverse the direction"),
        (", and .", "While paused: one frame back or forward"),
        ("Home, End", "Jump to the start or the end (the timeline seeks too)"),
        ("Ctrl+E", "Export the setting as an animated GIF"),
        ("Esc", "Cancel a rename"),
        ("Mouse", "Click rows, steppers, buttons; the stage plays/pauses"),
    ]
}
