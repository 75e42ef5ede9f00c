import CatFacts
import CatFactsScene
import CSDL2
import Foundation
import LayerHost
import LayerAnimation
import LayerRendering
import PracticeScene
import SceneControls
import SetScene
import ConcentrationScene

/// The window's content: the tab strip along the top and the scene on
/// show below it. The Snowman viewer draws in the area under the strip
/// exactly as it did alone (through an SDL viewport, with its events moved
/// up by the strip's height); the Practice scene is a layer tree. A hidden
/// scene is paused the Core Animation way (its root at speed 0, QA1673)
/// and not evaluated, so it costs no frames and no CPU. The Cat Facts
/// scene is a layer tree too, whose network work lands on the main actor.
@MainActor
final class SceneHost {
    let strip = TabStrip()
    /// F1's help in the tabs that are layer trees (the Snowman viewer draws its own, the same way).
    let help = HelpOverlay()
    let practice = PracticeScene()
    let catFacts: CatFactsScene
    let set: SetScene
    let concentration: ConcentrationScene
    private(set) var current: SceneTab
    private let renderer: OpaquePointer
    private let snowman: ViewerFrame
    private let events: EventDispatcher
    private let stripLayers: LayerRenderer
    private let helpLayers: LayerRenderer
    private let practiceLayers: LayerRenderer
    private let catFactsLayers: LayerRenderer
    private let setLayers: LayerRenderer
    private let concentrationLayers: LayerRenderer
    /// Cat Facts' work off the main thread changed what shows.
    private var catFactsChanged = false
    private var windowSize = CGSize.zero
    private var pixelsPerPoint = 1.0
    /// Whether the card games' state goes to standard error after each change (`--debug-state`).
    var printsGameState = false
    private var lastGameState = ""
    /// A press in the Practice scene: where, and whether it became a drag.
    private var press: (point: CGPoint, dragging: Bool)?

    init(renderer: OpaquePointer, snowman: ViewerFrame, events: EventDispatcher, initial: SceneTab, catFacts: CatFactsScene,
         set: SetScene = SetScene(), concentration: ConcentrationScene = ConcentrationScene()) {
        (self.renderer, self.snowman, self.events, current, self.catFacts) = (renderer, snowman, events, initial, catFacts)
        (self.set, self.concentration) = (set, concentration)
        stripLayers = LayerRenderer(renderer: renderer)
        helpLayers = LayerRenderer(renderer: renderer)
        practiceLayers = LayerRenderer(renderer: renderer)
        catFactsLayers = LayerRenderer(renderer: renderer)
        setLayers = LayerRenderer(renderer: renderer)
        concentrationLayers = LayerRenderer(renderer: renderer)
        strip.select(initial)
        if initial != .practice { practice.pause() }
        if initial != .snowman { pauseSnowman() }
        if initial != .catFacts { catFacts.pause() }
        if initial != .set { set.pause() }
        if initial != .concentration { concentration.pause() }
        catFacts.onChange = { [weak self] in self?.catFactsChanged = true }
    }

    /// Whether a scene waits on work off the main thread (the loop then
    /// looks for its results often rather than sleeping until an event).
    var isWaiting: Bool { catFacts.isBusy }

    /// Runs what work off the main thread handed back to the main actor;
    /// returns whether it changed what shows.
    func takeBackgroundResults() -> Bool {
        // The SDL loop owns the main thread: the main queue runs here, without blocking.
        _ = RunLoop.main.run(mode: .default, before: Date())
        defer { catFactsChanged = false }
        return catFactsChanged
    }

    /// The area under the strip, in window points.
    var contentFrame: CGRect {
        CGRect(x: 0, y: TabStrip.height, width: windowSize.width, height: max(windowSize.height - TabStrip.height, 1))
    }

    func resize(to size: CGSize, pixelsPerPoint: Double) {
        (windowSize, self.pixelsPerPoint) = (size, pixelsPerPoint)
        strip.layout(width: size.width)
        stripLayers.pixelsPerPoint = pixelsPerPoint
        helpLayers.pixelsPerPoint = pixelsPerPoint
        help.layout(size: contentFrame.size)
        practiceLayers.pixelsPerPoint = pixelsPerPoint
        catFactsLayers.pixelsPerPoint = pixelsPerPoint
        setLayers.pixelsPerPoint = pixelsPerPoint
        concentrationLayers.pixelsPerPoint = pixelsPerPoint
        snowman.resize(to: contentFrame.size, pixelsPerPoint: pixelsPerPoint)
        practice.layout(size: contentFrame.size)
        catFacts.layout(size: contentFrame.size)
        set.layout(size: contentFrame.size)
        concentration.layout(size: contentFrame.size)
        reportGameState()
    }

    /// Writes the card games' state to standard error when it changed:
    /// a block `set-state` or `concentration-state` … `end-state`.
    private func reportGameState() {
        guard printsGameState else { return }
        let state = "set-state\n" + set.debugState + "\nend-state\nconcentration-state\n" + concentration.debugState + "\nend-state\n"
        guard state != lastGameState else { return }
        lastGameState = state
        FileHandle.standardError.write(Data(state.utf8))
    }

    /// Shows `tab`, pausing the scene it hides and resuming the one it shows.
    func show(_ tab: SceneTab) {
        guard tab != current else { return }
        if let press, press.dragging { practice.dragEnded(at: press.point) }  // a drag ends with its scene
        press = nil
        help.hide()
        switch current {
        case .snowman: pauseSnowman()
        case .practice: practice.pause()
        case .catFacts: catFacts.pause()
        case .set: set.pause()
        case .concentration: concentration.pause()
        }
        current = tab
        strip.select(tab)
        switch tab {
        case .snowman: resumeSnowman()
        case .practice: practice.resume()
        case .catFacts: catFacts.resume()
        case .set: set.resume()
        case .concentration: concentration.resume()
        }
    }

    // MARK: Drawing

    /// Draws the scene on show and the strip; returns whether anything still moves.
    func draw(at time: CFTimeInterval) -> Bool {
        var area = SDL_Rect(x: 0, y: Int32((TabStrip.height * pixelsPerPoint).rounded()),
                            w: Int32((windowSize.width * pixelsPerPoint).rounded()),
                            h: Int32((contentFrame.height * pixelsPerPoint).rounded()))
        let moving: Bool
        SDL_RenderSetViewport(renderer, &area)
        switch current {
        case .snowman:
            // It clears the whole window (SDL ignores the viewport there): the strip comes after.
            let status = snowman.draw(at: time)
            moving = status.needsNextFrame || snowman.model.isInspectorVisible
        case .practice:
            SDL_SetRenderDrawColor(renderer, 20, 26, 36, 255)
            SDL_RenderClear(renderer)
            let status = practice.root.evaluateFrame(atTime: time)
            if practice.isInspectorVisible { practice.refreshOverlay() }
            practiceLayers.draw(practice.root)
            moving = status.needsNextFrame || practice.isInspectorVisible
        case .catFacts:
            SDL_SetRenderDrawColor(renderer, 20, 26, 36, 255)
            SDL_RenderClear(renderer)
            let status = catFacts.root.evaluateFrame(atTime: time)
            catFactsLayers.draw(catFacts.root)
            moving = status.needsNextFrame
        case .set:
            set.advance(toMediaTime: time)
            let status = set.root.evaluateFrame(atTime: time)
            setLayers.draw(set.root)
            moving = status.needsNextFrame || set.needsFrames
        case .concentration:
            let status = concentration.root.evaluateFrame(atTime: time)
            concentrationLayers.draw(concentration.root)
            moving = status.needsNextFrame
        }
        if help.isVisible && current != .snowman {
            help.root.evaluateFrame(atTime: time)
            helpLayers.draw(help.root)
        }
        SDL_RenderSetViewport(renderer, nil)
        strip.root.evaluateFrame(atTime: time)
        stripLayers.draw(strip.root)
        return moving
    }

    // MARK: Events

    /// Handles `event`; returns whether the window must be drawn again.
    func handle(_ event: SDL_Event) -> Bool {
        switch SDL_EventType(event.type) {
        case SDL_KEYDOWN:
            let keyPress = SDLKeys.keyPress(event.key.keysym)
            if let tab = SceneTab.tab(for: keyPress, from: current) {
                show(tab)
                return true
            }
            if current != .snowman, let handled = handleHelpKey(keyPress) { return handled }
            // Practice's keys change with the exercise on show.
            defer { if current == .practice && help.isVisible { showHelp() } }
            switch current {
            case .snowman: return events.handle(event)
            case .practice: return handlePracticeKey(keyPress)
            case .catFacts: return handleCatFactsKey(keyPress)
            case .set: return handleCardGameKey(keyPress, name: SceneTab.setKey(for:), handle: set.key)
            case .concentration: return handleCardGameKey(keyPress, name: SceneTab.concentrationKey(for:), handle: concentration.key)
            }
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            let point = CGPoint(x: Int(event.button.x), y: Int(event.button.y))
            if let tab = TabStrip.tab(at: point) {
                show(tab)
                return true
            }
            guard point.y >= TabStrip.height else { return false }
            if help.isVisible && current != .snowman {
                help.hide()  // a click closes the help, as Esc does
                return true
            }
            if current == .catFacts {
                catFacts.tap(at: contentPoint(point))
                return true
            }
            let cardGameTap: ((CGPoint) -> Void)? = switch current {
            case .set: set.tap(at:)
            case .concentration: concentration.tap(at:)
            default: nil
            }
            if let cardGameTap {
                cardGameTap(contentPoint(point))
                reportGameState()
                return true
            }
            guard current == .practice else { return events.handle(moved(event)) }
            press = (contentPoint(point), false)
            return true
        case SDL_MOUSEMOTION where [.catFacts, .set, .concentration].contains(current),
             SDL_MOUSEBUTTONUP where [.catFacts, .set, .concentration].contains(current):
            return false
        case SDL_MOUSEWHEEL where current == .catFacts:
            // A notch moves three lines; the wheel's sign says which way (SDL: positive is up, away from the user).
            let notches = CGFloat(event.wheel.y) * (event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1)
            catFacts.scroll(by: -notches * 60)
            return true
        case SDL_MOUSEMOTION:
            guard current == .practice else { return events.handle(moved(event)) }
            guard var press else { return false }
            let point = contentPoint(CGPoint(x: Int(event.motion.x), y: Int(event.motion.y)))
            if !press.dragging && hypot(point.x - press.point.x, point.y - press.point.y) >= 4 {
                practice.dragBegan(at: press.point)
                press.dragging = true
            }
            if press.dragging { practice.dragMoved(to: point) }
            self.press = press
            return press.dragging
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
            guard current == .practice else { return events.handle(moved(event)) }
            guard let press else { return false }
            self.press = nil
            let point = contentPoint(CGPoint(x: Int(event.button.x), y: Int(event.button.y)))
            if press.dragging { practice.dragEnded(at: point) } else { practice.tap(at: press.point) }
            return true
        case SDL_MOUSEWHEEL, SDL_TEXTINPUT:
            return current == .snowman ? events.handle(event) : false
        default:
            return events.handle(event)  // quit, window changes, lost render targets
        }
    }

    /// The Snowman tab's help keys (F1, ?) show or hide the tab's help; Esc
    /// closes it first. Nil for every other key, which goes on to the scene.
    private func handleHelpKey(_ keyPress: KeyPress) -> Bool? {
        if KeyMap.action(for: keyPress, isRenaming: false) == .toggleHelp {
            if help.isVisible { help.hide() } else { showHelp() }
            return true
        }
        guard keyPress.key == .escape && help.isVisible else { return nil }
        help.hide()
        return true
    }

    private func showHelp() {
        help.show(SceneHelp.lines(for: current, practiceKeys: practice.help), in: contentFrame.size)
    }

    private func handlePracticeKey(_ keyPress: KeyPress) -> Bool {
        switch keyPress.key {
        case .escape: if !practice.closeOverlay() { snowman.model.perform(.quit) }
        case .letter("q") where keyPress.control: snowman.model.perform(.quit)
        default:
            guard let name = SceneTab.practiceKey(for: keyPress) else { return false }
            return practice.key(name)
        }
        return true
    }

    /// A key in a card game: Escape or Ctrl+Q quits; the rest goes to the
    /// game by `name`, and its state is reported after.
    private func handleCardGameKey(_ keyPress: KeyPress, name: (KeyPress) -> String?, handle: (String) -> Bool) -> Bool {
        if keyPress.key == .escape || (keyPress.key == .letter("q") && keyPress.control) {
            snowman.model.perform(.quit)
            return true
        }
        guard let name = name(keyPress) else { return false }
        defer { reportGameState() }
        return handle(name)
    }

    private func handleCatFactsKey(_ keyPress: KeyPress) -> Bool {
        if keyPress.key == .letter("q") && keyPress.control { snowman.model.perform(.quit); return true }
        guard let name = SceneTab.catFactsKey(for: keyPress) else { return false }
        if catFacts.key(name) { return true }
        // Escape on the first screen quits, as in the other scenes.
        if name == "escape" { snowman.model.perform(.quit); return true }
        return false
    }

    /// `point` in the scene's coordinates (under the strip).
    private func contentPoint(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x, y: point.y - TabStrip.height)
    }

    /// A mouse event moved into the Snowman viewer's coordinates.
    private func moved(_ event: SDL_Event) -> SDL_Event {
        var moved = event
        let strip = Int32(TabStrip.height)
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP: moved.button.y -= strip
        case SDL_MOUSEMOTION: moved.motion.y -= strip
        default: break
        }
        return moved
    }

    // MARK: Pausing the Snowman scene (QA1673)

    private func pauseSnowman() {
        if snowman.scene.root.speed != 0 { snowman.scene.root.setSpeedKeepingLocalTime(0) }
    }

    private func resumeSnowman() {
        if snowman.scene.root.speed == 0 { snowman.scene.root.setSpeedKeepingLocalTime(1) }
    }
}
