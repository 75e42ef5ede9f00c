import SnowmanSettings
/// Which pane of the side panel has the keyboard.
public enum Focus: Equatable, Sendable {
    case list, editor
}

/// Everything a person can ask the viewer to do, by key or by mouse.
public enum ViewerAction: Equatable, Sendable {
    case togglePlay
    case reset
    case focusNext, focusPrevious
    /// Up or Down in the focused pane.
    case moveSelection(Int)
    /// Steps the focused property by this many steps (Shift gives 10).
    case stepFocused(Int)
    case step(SettingProperty, Int)
    case focusProperty(SettingProperty)
    case selectSetting(Int)
    case scrollList(Int)
    /// Saves the user's own entry in place; a built-in, or a setting not in
    /// the list, is added as a new entry.
    case save
    /// Always adds a new entry.
    case saveAsNew
    case beginRename
    case delete
    case undo
    case toggleHelp
    case toggleInspector
    /// Halves (`-1`) or doubles (`+1`) the playback speed.
    case changeSpeed(Int)
    /// Plays the other way.
    case reverse
    /// While paused: one frame (1/60 s) back or forward.
    case stepFrame(Int)
    /// Seeks to this fraction of the timeline and pauses there.
    case seek(Double)
    case seekToStart, seekToEnd
    case exportGIF
    /// Esc: cancel rename, close help, or quit.
    case escape
    case quit
    // While renaming:
    case insertText(String)
    case deleteBackward
    case confirmRename
}
