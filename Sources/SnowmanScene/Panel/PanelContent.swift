import SnowmanSettings
/// Everything the side panel shows, taken from the model. ``PanelView``
/// reads nothing else, so two equal contents (in one layout, at one scale)
/// draw the same pixels, and ``PanelCache`` may show the last drawing again.
struct PanelContent: Equatable {
    var settings: [Setting]
    var selectedIndex: Int?
    var listScroll: Int
    var focus: Focus
    var editor: Setting
    var focusedProperty: SettingProperty
    var renameText: String?
    var hasUnsavedChanges: Bool
    var isReadOnly: Bool
    var playbackState: PlaybackState
    var playbackRate: Double

    init(model: ViewerModel) {
        settings = model.settings
        selectedIndex = model.selectedIndex
        listScroll = model.listScroll
        focus = model.focus
        editor = model.editor
        focusedProperty = model.focusedProperty
        renameText = model.renameText
        hasUnsavedChanges = model.hasUnsavedChanges
        isReadOnly = model.isReadOnly
        playbackState = model.playbackState
        playbackRate = model.playback.rate
    }

    var isRenaming: Bool { renameText != nil }
}
