import Foundation
import SnowmanSettings
import LayerAnimation

/// The whole state of the viewer and every transition of it, with no
/// window: the saved list, the editor, focus, rename, help, banners, undo,
/// and the playback of the snowman layer.
public final class ViewerModel {
    public private(set) var settings: [Setting]
    /// The list entry loaded into the editor, if any.
    public private(set) var selectedIndex: Int?
    public private(set) var focus: Focus = .list
    /// The setting being edited (saved or not).
    public private(set) var editor: Setting
    public private(set) var focusedProperty: SettingProperty = .widthMultiplier
    /// The name being typed while renaming; nil otherwise.
    public private(set) var renameText: String?
    public private(set) var isHelpVisible = false
    public private(set) var isInspectorVisible = false
    /// The GIF export under way: its progress from 0 to 1.
    public private(set) var exportProgress: Double?
    /// Starts a GIF export of a setting (the window provides it: it needs SDL).
    public var exportHandler: ((Setting) -> Void)?
    public private(set) var banner: Banner?
    public private(set) var isReadOnly: Bool
    /// First visible list row.
    public private(set) var listScroll = 0
    public private(set) var wantsToQuit = false
    public let playback: PlaybackController
    private let store: SettingsStore?

    private enum UndoStep {
        case edit(Setting)
        case delete(Setting, index: Int)
    }
    private var undoSteps: [UndoStep] = []
    private static let undoLimit = 200

    /// Loads the settings from `store` (the built-ins without one) and
    /// shows what loading had to say.
    public convenience init(store: SettingsStore?, snowman: CALayer) {
        let loaded = store?.load() ?? SettingsStore.Loaded(settings: Setting.builtIns, messages: [], isReadOnly: false)
        self.init(loaded: loaded, store: store, snowman: snowman)
    }

    /// A model over settings already read; `store` nil keeps every change in memory.
    public init(loaded: SettingsStore.Loaded, store: SettingsStore?, snowman: CALayer) {
        self.store = store
        playback = PlaybackController(layer: snowman)
        settings = loaded.settings
        isReadOnly = loaded.isReadOnly
        selectedIndex = settings.isEmpty ? nil : 0
        editor = settings.first ?? Setting(name: "Untitled")
        if !loaded.messages.isEmpty {
            show(loaded.messages.joined(separator: " "), .error)
        }
    }

    public var playbackState: PlaybackState { playback.state }

    /// "1×", "½×", "-2×", as the panel shows the speed.
    public static func speedLabel(_ rate: Double) -> String {
        let sign = rate < 0 ? "−" : ""
        let size = abs(rate)
        let text: String
        switch size {
        case 0.125: text = "⅛"
        case 0.25: text = "¼"
        case 0.5: text = "½"
        default: text = String(format: "%g", size)
        }
        return sign + text + "×"
    }

    /// Called after each frame's evaluation.
    public func frameDidEvaluate(at now: CFTimeInterval = CACurrentMediaTime()) {
        playback.frameDidEvaluate(at: now)
    }

    /// The export reports progress (0...1).
    public func exportProgressed(_ fraction: Double) {
        if exportProgress != nil { exportProgress = fraction }
    }

    /// The export ended: a file, or a problem.
    public func exportFinished(_ result: Result<URL, Error>) {
        exportProgress = nil
        switch result {
        case .success(let url): show("Exported \(url.path)")
        case .failure(let error): show("Export failed: \(error)", .error)
        }
    }
    public var isRenaming: Bool { renameText != nil }

    /// Whether the editor differs from the saved setting of the same name.
    public var hasUnsavedChanges: Bool {
        settings.first { $0.hasName(editor.name) } != editor
    }

    /// Forgets a banner whose time is up; returns whether one is still shown.
    @discardableResult
    public func expireBanner(now: CFTimeInterval = CACurrentMediaTime()) -> Bool {
        if let banner, now >= banner.expires { self.banner = nil }
        return banner != nil
    }

    public func show(_ text: String, _ kind: Banner.Kind = .info) {
        banner = Banner(text: text, kind: kind, expires: CACurrentMediaTime() + Banner.lifetime(kind))
    }

    // MARK: Actions

    public func perform(_ action: ViewerAction) {
        if isRenaming {
            performWhileRenaming(action)
            return
        }
        switch action {
        case .togglePlay:
            playback.toggle(playing: editor)
        case .reset:
            playback.reset()
        case .focusNext, .focusPrevious:
            focus = focus == .list ? .editor : .list
        case .moveSelection(let delta):
            moveSelection(by: delta)
        case .stepFocused(let count):
            step(focusedProperty, by: count)
        case .step(let property, let count):
            focusedProperty = property
            focus = .editor
            step(property, by: count)
        case .focusProperty(let property):
            focusedProperty = property
            focus = .editor
        case .selectSetting(let index):
            focus = .list
            select(index)
        case .scrollList(let delta):
            listScroll = max(0, min(listScroll + delta, max(settings.count - 1, 0)))
        case .save:
            save(asNew: false)
        case .saveAsNew:
            save(asNew: true)
        case .beginRename:
            renameText = editor.name
        case .delete:
            deleteSelected()
        case .undo:
            undo()
        case .toggleHelp:
            isHelpVisible.toggle()
        case .toggleInspector:
            isInspectorVisible.toggle()
        case .changeSpeed(let direction):
            let rate = playback.rate
            playback.setRate(direction > 0 ? rate * 2 : rate / 2)
            if playback.rate == rate { show("Speed is already \(Self.speedLabel(rate)).") }
        case .reverse:
            playback.setRate(-playback.rate)
        case .stepFrame(let frames):
            if playback.state == .playing { playback.pause() }
            if playback.state == .paused { playback.step(frames: frames) } else { show("Play, then pause, to step frames.") }
        case .seek(let fraction):
            let loaded = playback.state == .playing || playback.state == .paused
            let span = (loaded ? playback.timelineSpan : nil) ?? SnowmanAnimation.activeSpan(of: editor)
            playback.seek(to: min(max(fraction, 0), 1) * span, playing: editor)
        case .seekToStart:
            playback.seek(to: 0, playing: editor)
        case .seekToEnd:
            playback.seek(to: .infinity, playing: editor)
        case .exportGIF:
            if exportProgress != nil { return show("An export is already running.") }
            guard let exportHandler else { return show("Exporting needs the window.", .error) }
            exportProgress = 0
            exportHandler(editor)
        case .escape:
            if isHelpVisible { isHelpVisible = false } else { wantsToQuit = true }
        case .quit:
            wantsToQuit = true
        case .insertText, .deleteBackward, .confirmRename:
            break
        }
    }

    private func performWhileRenaming(_ action: ViewerAction) {
        switch action {
        case .insertText(let text):
            let clean = text.filter { !$0.unicodeScalars.contains { CharacterSet.controlCharacters.contains($0) } }
            renameText = String((renameText! + clean).prefix(60))
        case .deleteBackward:
            if !renameText!.isEmpty { renameText!.removeLast() }
        case .confirmRename:
            confirmRename()
        case .save, .saveAsNew:
            // Saving while typing a name saves under the name being typed.
            confirmRename()
            if !isRenaming { save(asNew: true) }
        case .escape:
            renameText = nil
        case .quit:
            wantsToQuit = true
        default:
            break  // other keys do nothing until the name is confirmed or cancelled
        }
    }

    // MARK: List

    private func moveSelection(by delta: Int) {
        switch focus {
        case .list:
            guard !settings.isEmpty else { return }
            let current = selectedIndex ?? (delta > 0 ? -1 : settings.count)
            select(min(max(current + delta, 0), settings.count - 1))
        case .editor:
            let all = SettingProperty.allCases
            let index = all.firstIndex(of: focusedProperty)!
            focusedProperty = all[min(max(index + delta, 0), all.count - 1)]
        }
    }

    /// Loads list entry `index` into the editor; a playing snowman plays it at once.
    private func select(_ index: Int) {
        guard settings.indices.contains(index) else { return }
        selectedIndex = index
        editor = settings[index]
        undoSteps.removeAll { if case .edit = $0 { true } else { false } }
        if playback.state == .playing { playback.play(editor) } else { playback.reset() }
        keepSelectionVisible()
    }

    /// Rows the list can show, set by the layout so keyboard moves scroll it.
    public var visibleListRows = 6 {
        didSet { keepSelectionVisible() }
    }

    private func keepSelectionVisible() {
        guard let selectedIndex else { return }
        if selectedIndex < listScroll { listScroll = selectedIndex }
        if selectedIndex >= listScroll + visibleListRows { listScroll = selectedIndex - visibleListRows + 1 }
    }

    // MARK: Editing

    private func step(_ property: SettingProperty, by count: Int) {
        let before = editor
        editor[property] = property.stepped(editor[property], by: count)
        if editor != before { pushUndo(.edit(before)) }
    }

    private func pushUndo(_ step: UndoStep) {
        undoSteps.append(step)
        if undoSteps.count > Self.undoLimit { undoSteps.removeFirst() }
    }

    private func undo() {
        guard let last = undoSteps.popLast() else {
            show("Nothing to undo.")
            return
        }
        switch last {
        case .edit(let previous):
            editor = previous
        case .delete(let setting, let index):
            guard let store else {
                settings.insert(setting, at: min(index, settings.count))
                return
            }
            do {
                settings = try store.save(setting, at: index)
                selectedIndex = settings.firstIndex { $0.hasName(setting.name) }
                show("Restored “\(setting.name)”.")
            } catch {
                pushUndo(last)
                show("\(error)", .error)
            }
        }
    }

    // MARK: Saving, renaming, deleting

    /// Saves the editor. The user's own entry of that name is updated in
    /// place; anything else (a built-in, a name not in the list, or
    /// `asNew`) becomes a new entry, under its own name when that is free,
    /// else "Setting N", and is selected: a save never replaces a setting
    /// the user did not mean to replace.
    private func save(asNew: Bool) {
        guard let store else { return show("Nothing to save to.", .error) }
        guard !isReadOnly else { return show(SettingsStore.StoreError.readOnly.description, .error) }
        let isOwnEntry = !editor.isBuiltIn && settings.contains { $0.hasName(editor.name) }
        do {
            if isOwnEntry && !asNew {
                settings = try store.save(editor)
                show("Saved “\(editor.name)”.")
            } else {
                let (added, onDisk) = try store.add(editor)
                settings = onDisk
                editor = added
                show("Saved as a new setting, “\(added.name)”.")
            }
            selectedIndex = settings.firstIndex { $0.hasName(editor.name) }
            keepSelectionVisible()
        } catch {
            show("\(error)", .error)
        }
    }

    /// Renames the editor's setting; Save then stores it under the new name
    /// (a new entry: this is how a new setting is made). A name another saved
    /// setting has is refused, so a save never overwrites it by surprise.
    private func confirmRename() {
        guard let text = renameText else { return }
        let others = settings.map(\.name)
        switch Setting.validatedName(text, existing: others, replacing: editor.name) {
        case .failure(let problem):
            show(problem.description, .error)
        case .success(let name):
            renameText = nil
            guard name != editor.name else { return }
            let before = editor
            editor.name = name
            pushUndo(.edit(before))
            show("Renamed to “\(name)”. Save adds it as a new setting.")
        }
    }

    private func deleteSelected() {
        guard let index = selectedIndex, settings.indices.contains(index) else { return show("Select a saved setting to delete.") }
        guard let store else { return }
        guard !isReadOnly else { return show(SettingsStore.StoreError.readOnly.description, .error) }
        let removed = settings[index]
        guard !removed.isBuiltIn else {
            return show("“\(removed.name)” is a built-in example: it cannot be deleted. Save makes an editable copy.")
        }
        do {
            settings = try store.delete(named: removed.name)
            pushUndo(.delete(removed, index: index))
            selectedIndex = settings.isEmpty ? nil : min(index, settings.count - 1)
            if let selectedIndex { editor = settings[selectedIndex] }
            show("Deleted “\(removed.name)”. Ctrl+Z brings it back.")
        } catch {
            show("\(error)", .error)
        }
    }
}
