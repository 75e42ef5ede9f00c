import AtomicFiles
import CatFacts
import Foundation
import LayerAnimation
import LayerAnimators
import SceneControls

/// The Cat Facts tab: unlock with the right colour, browse facts from the
/// web (more load at the end of the list), save the ones you like, read
/// one over a random cat photo. A layer tree with no window: the viewer
/// passes it taps, scrolls and keys and draws ``root``. Network work runs
/// off the main thread; its results come back on the main actor, and
/// ``onChange`` asks the window for a frame.
@MainActor
public final class CatFactsScene {
    public enum Screen: String, Sendable { case unlock, facts, saved, detail }

    /// Draw it; its `speed` is the tab's clock (0 while hidden).
    public let root = CALayer()
    public private(set) var screen: Screen = .unlock
    public let unlockModel: UnlockModel
    public let feed: FactsFeed
    public let saved: SavedFacts
    let unlock = UnlockScreen()
    let factsList: FactListScreen
    let savedList: FactListScreen
    let detail: DetailScreen
    let banner = Banner()
    /// Holds the screens; navigating slides the new one in.
    let screens = CALayer()
    private let client: CatFactsClient
    private let decodePhoto: PhotoDecoder
    private var photoTask: Task<Void, Never>?
    /// The list the detail goes back to.
    private var detailReturn: Screen = .facts
    public private(set) var size = CGSize.zero
    /// Photo downloads abandoned by going back before they arrived.
    private(set) var cancelledPhotoLoads = 0
    /// Called when work off the main thread changed what shows.
    public var onChange: (() -> Void)?

    /// `feed` defaults to pages from `client`'s facts API.
    public init(client: CatFactsClient, saved: SavedFacts, measure: TextMeasuring = EstimatedTextMeasure(),
                decodePhoto: @escaping PhotoDecoder, unlock model: UnlockModel = UnlockModel(), feed: FactsFeed? = nil) {
        self.client = client
        self.saved = saved
        self.decodePhoto = decodePhoto
        unlockModel = model
        self.feed = feed ?? FactsFeed(client: client, order: .random(seed: FactsFeed.launchSeed()))
        factsList = FactListScreen(.facts, measure: measure)
        savedList = FactListScreen(.saved, measure: measure)
        detail = DetailScreen(measure: measure)
        root.anchorPoint = .zero
        root.name = "cat-facts"
        root.backgroundColor = Style.background
        screens.anchorPoint = .zero
        for layer in [unlock.root, factsList.root, savedList.root, detail.root] {
            layer.isHidden = layer !== unlock.root
            screens.addSublayer(layer)
        }
        root.addSublayer(screens)
        root.addSublayer(banner.layer)
        model.delegate = self
        refreshLists()
    }

    /// Whether work is under way off the main thread (a page or a photo).
    public var isBusy: Bool { feed.state == .loading || photoTask != nil }

    /// Waits for the work under way off the main thread (for tests and shutdown).
    public func settle() async {
        await feed.settle()
        await photoTask?.value
    }

    /// The detail's line under the fact: loading progress, or why there is no photo.
    public var detailStatus: String { detail.status.string as? String ?? "" }

    /// The banner's last message (what a save or a delete said).
    public var lastMessage: String { banner.message }

    // MARK: Layout

    public func layout(size proposed: CGSize) {
        // Whatever it is given, it lays out in at least a point (a NaN size is a point).
        let size = CGSize(width: proposed.width.isFinite ? max(proposed.width, 1) : 1,
                          height: proposed.height.isFinite ? max(proposed.height, 1) : 1)
        self.size = size
        CALayer.performWithoutAnimation {
            root.bounds = CGRect(origin: .zero, size: size)
            root.position = .zero
            screens.frame = root.bounds
            for layer in [unlock.root, factsList.root, savedList.root, detail.root] { layer.frame = root.bounds }
            unlock.layout(size: size)
            factsList.layout(size: size)
            savedList.layout(size: size)
            detail.layout(size: size)
            banner.layout(size: size)
        }
        loadMoreIfNeeded()
    }

    // MARK: Navigation

    /// The layer of `screen`.
    func layer(for screen: Screen) -> CALayer {
        switch screen {
        case .unlock: unlock.root
        case .facts: factsList.root
        case .saved: savedList.root
        case .detail: detail.root
        }
    }

    /// Shows `next`, pushing the current screen out: the new one slides in
    /// from the right (deeper) or the left (back). Both are drawn as they
    /// are, moved (no offscreen pictures: a frame costs what a still one does).
    func go(to next: Screen, forward: Bool) {
        guard next != screen else { return }
        let (outgoing, incoming, width) = (layer(for: screen), layer(for: next), size.width)
        screen = next
        CALayer.performWithoutAnimation {
            incoming.isHidden = false
            incoming.position.x = forward ? width : -width
        }
        CALayer.animate(withDuration: 0.3, options: .curveEaseInOut, animations: {
            incoming.position.x = 0
            outgoing.position.x = forward ? -width : width
        }, completion: { [weak self, weak outgoing] _ in
            // The screen's layer holds the animation, which holds this block:
            // captured strongly, a scene dropped mid-slide would never be freed.
            // Unless it came back meanwhile, the screen pushed out is hidden.
            guard let self, let outgoing, self.layer(for: self.screen) !== outgoing else { return }
            CALayer.performWithoutAnimation {
                outgoing.isHidden = true
                outgoing.position.x = 0
            }
        })
        if next == .facts && feed.facts.isEmpty { retryOrLoad() }
    }

    /// Opens the facts (only once the right colour was picked).
    public func openFacts() {
        guard unlockModel.isUnlocked else { return }
        go(to: .facts, forward: true)
    }

    public func openSaved() {
        refreshLists()
        go(to: .saved, forward: true)
    }

    /// Opens `fact` full-size and starts loading a photo for it.
    public func openDetail(_ fact: CatFact) {
        detailReturn = screen == .saved ? .saved : .facts
        CALayer.performWithoutAnimation { detail.show(fact) }
        go(to: .detail, forward: true)
        loadPhoto()
    }

    /// One screen back; false on the first screen (nothing to go back to).
    @discardableResult
    public func goBack() -> Bool {
        switch screen {
        case .unlock: return false
        case .facts: go(to: .unlock, forward: false)
        case .saved: go(to: .facts, forward: false)
        case .detail:
            if let photoTask {
                photoTask.cancel()
                cancelledPhotoLoads += 1
                self.photoTask = nil
            }
            detail.clear()
            go(to: detailReturn, forward: false)
        }
        return true
    }

    // MARK: Facts

    private func retryOrLoad() {
        let done = { [weak self] in
            guard let self else { return }
            self.refreshLists()
            self.onChange?()
            self.loadMoreIfNeeded()
        }
        if case .failed = feed.state { feed.retry(done: done) } else { feed.loadMore(done: done) }
        refreshLists()
    }

    /// Loads the next page when the facts list shows its end.
    func loadMoreIfNeeded() {
        guard screen == .facts, feed.state == .idle, !feed.reachedEnd, factsList.isNearEnd else { return }
        retryOrLoad()
    }

    /// Saves the fact at `index` of the facts list (a banner says so).
    public func saveFact(at index: Int) {
        guard feed.facts.indices.contains(index) else { return }
        let fact = feed.facts[index]
        do {
            banner.flash(try saved.save(fact) ? "Saved" : "Already saved")
        } catch {
            banner.flash("Not saved: \(Self.reason(error))", seconds: 4)
        }
        refreshLists()
    }

    /// Why a change of the saved facts failed, short enough for the banner.
    static func reason(_ error: Error) -> String {
        (error as? AtomicFile.WriteError)?.reason ?? "\(error)"
    }

    /// Deletes the saved fact at `index` (undo puts it back).
    public func deleteSaved(at index: Int) {
        guard saved.facts.indices.contains(index) else { return }
        do {
            try saved.delete(at: index)
            banner.flash("Deleted: U undoes")
        } catch {
            banner.flash("Not deleted: \(Self.reason(error))", seconds: 4)
        }
        refreshLists()
    }

    public func undoDelete() {
        do {
            if try saved.undo() { banner.flash("Restored") }
        } catch {
            banner.flash("Not restored: \(Self.reason(error))", seconds: 4)
        }
        refreshLists()
    }

    /// Puts the feed and the saved facts on their lists.
    func refreshLists() {
        CALayer.performWithoutAnimation {
            let line: String
            var canRetry = false
            switch feed.state {
            case .loading: line = "Loading facts…"
            case .failed(let why): (line, canRetry) = (why, true)
            case .idle: line = feed.reachedEnd ? "That is every fact the service has." : ""
            }
            factsList.show(feed.facts, accessory: { self.saved.contains($0) ? .saved : .save }, line: line, canRetry: canRetry)
            factsList.setHeaderButton("Saved (\(saved.facts.count)) ›", enabled: true)
            let savedLine = saved.loadProblem.map { "Note: \($0)." }
                ?? (saved.facts.isEmpty ? "No saved facts yet: press + beside a fact to keep it." : "")
            savedList.show(saved.facts, accessory: { _ in .delete }, line: savedLine, canRetry: false)
            savedList.setHeaderButton("Undo", enabled: saved.canUndo)
        }
    }

    // MARK: The photo

    private func loadPhoto() {
        photoTask?.cancel()
        let (client, decode, weakSelf) = (self.client, self.decodePhoto, WeakScene(scene: self))
        photoTask = Task { [weak self] in
            do {
                let url = try await client.randomPhotoURL()
                let data = try await client.photo(at: url) { fraction in
                    Task { @MainActor in weakSelf.scene?.photoProgressed(fraction) }
                }
                // Decoding a large photo takes a while: never on the main thread.
                let image = try await Task.detached { try decode(data) }.value
                try Task.checkCancellation()
                self?.photoArrived(image)
            } catch is CancellationError {
            } catch CatFactsError.cancelled {
            } catch {
                self?.photoFailed((error as? CatFactsError)?.description ?? "\(error)")
            }
        }
    }

    private func photoProgressed(_ fraction: Double?) {
        guard photoTask != nil, detail.isLoading else { return }
        CALayer.performWithoutAnimation { detail.setProgress(fraction) }
        onChange?()
    }

    private func photoArrived(_ image: AnyObject) {
        photoTask = nil
        detail.showPhoto(image)
        onChange?()
    }

    private func photoFailed(_ line: String) {
        photoTask = nil
        CALayer.performWithoutAnimation { detail.showProblem(line) }
        onChange?()
    }

    // MARK: Input

    /// A click at `point` (in the tab's coordinates).
    public func tap(at point: CGPoint) {
        switch screen {
        case .unlock:
            if let color = unlock.color(at: point) { unlockModel.pick(color) } else if unlock.isOnNext(point) { openFacts() }
        case .facts, .saved:
            let list = screen == .facts ? factsList : savedList
            switch list.target(at: point) {
            case .back?: goBack()
            case .headerButton?: screen == .facts ? openSaved() : undoDelete()
            case .retry?: retryOrLoad()
            case .row(let index)?: openDetail(list.rows[index].fact)
            case .accessory(let index)?: screen == .facts ? saveFact(at: index) : deleteSaved(at: index)
            case nil: break
            }
        case .detail:
            if detail.back.contains(point) { goBack() }
        }
    }

    /// The wheel or the keys moved the list by `delta` points.
    public func scroll(by delta: CGFloat) {
        switch screen {
        case .facts: CALayer.performWithoutAnimation { factsList.scroll(by: delta) }
        case .saved: CALayer.performWithoutAnimation { savedList.scroll(by: delta) }
        default: return
        }
        loadMoreIfNeeded()
    }

    /// The keys the tab answers, with what they do (for F1).
    nonisolated public static let keyHelp: [(key: String, action: String)] = [
        ("R, G, B", "Colours: pick red, green or blue"),
        ("Enter", "Open the facts, or the selected fact (the first if none)"),
        ("Up, Down, Page Up/Down", "Move through a list (more load at its end)"),
        ("Home, End, wheel", "Go to a list's top or end; scroll"),
        ("+ or Space", "Facts: save the selected fact"),
        ("S", "Facts: open the saved list"),
        ("R", "Facts: retry after a failure"),
        ("Delete", "Saved: delete the selected fact"),
        ("U, Ctrl+Z", "Saved: undo the delete"),
        ("Esc, Backspace", "Back one screen (on the colours, Esc quits)"),
    ]

    /// A key by name: a lower-case letter, "enter", "escape", "backspace",
    /// "delete", "space", "plus", "up", "down", "pageup", "pagedown",
    /// "home", "end" or "ctrl-z". Returns whether it did anything.
    @discardableResult
    public func key(_ name: String) -> Bool {
        if name == "escape" || name == "backspace" { return goBack() }
        switch screen {
        case .unlock:
            if let color = UnlockColor.allCases.first(where: { $0.rawValue.prefix(1) == name }) {
                unlockModel.pick(color)
            } else if name == "enter" && unlockModel.isUnlocked {
                openFacts()
            } else {
                return false
            }
        case .facts, .saved:
            return listKey(name, list: screen == .facts ? factsList : savedList)
        case .detail:
            return false
        }
        return true
    }

    private func listKey(_ name: String, list: FactListScreen) -> Bool {
        let page = max(list.viewport.bounds.height - 60, 40)
        CALayer.performWithoutAnimation {
            switch name {
            case "up": list.moveSelection(by: -1)
            case "down": list.moveSelection(by: 1)
            case "pageup": list.scroll(by: -page)
            case "pagedown": list.scroll(by: page)
            case "home": list.scroll(by: -list.scrollOffset)
            case "end": list.scroll(by: list.maximumOffset)
            default: break
            }
        }
        let selected = list.selection.flatMap { list.rows.indices.contains($0) ? $0 : nil }
        switch (name, screen) {
        case ("up", _), ("down", _), ("pageup", _), ("pagedown", _), ("home", _), ("end", _): loadMoreIfNeeded()
        case ("enter", _):
            // With nothing selected, Enter opens the first row, as a tap on it would.
            guard let row = selected ?? (list.rows.isEmpty ? nil : 0) else { return false }
            openDetail(list.rows[row].fact)
        case ("space", .facts), ("plus", .facts): if let selected { saveFact(at: selected) } else { return false }
        case ("s", .facts): openSaved()
        case ("r", .facts): if case .failed = feed.state { retryOrLoad() } else { return false }
        case ("delete", .saved): if let selected { deleteSaved(at: selected) } else { return false }
        case ("u", .saved), ("ctrl-z", .saved): undoDelete()
        default: return false
        }
        return true
    }

    // MARK: Pausing while hidden (QA1673)

    public func pause() { root.pauseLayer() }

    public func resume() { root.resumeLayer() }
}

/// The scene, weakly, for the download's thread (which only sends it back to the main actor).
private struct WeakScene: Sendable {
    weak var scene: CatFactsScene?
}

extension CatFactsScene: UnlockDelegate {
    /// The first screen takes the picked colour (the later ones a darker
    /// shade of it); the right one shows the way on.
    public func unlock(_ model: UnlockModel, didPick color: UnlockColor) {
        CALayer.performWithoutAnimation { root.backgroundColor = Style.tint(color) }
        unlock.show(picked: color)
        unlock.reveal(model.isUnlocked)
    }
}
