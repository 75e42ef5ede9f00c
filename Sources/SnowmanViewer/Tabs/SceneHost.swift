import Foundation
import LayerHost
import LayerAnimation
import LayerRendering
import SceneControls

/// The window's content: the tab strip along the top and the scene on
/// show below it. Every tab is a ``HostedScene``, hosted the same way:
/// laid out under the strip, handed typed input in its own coordinates,
/// drawn by its own layer renderer. A hidden scene is paused the Core
/// Animation way (its root at speed 0, QA1673) and not evaluated, so it
/// costs no frames and no CPU.
@MainActor
final class SceneHost {
    let strip = TabStrip()
    /// F1's help, the same for every tab.
    let help = HelpOverlay()
    /// The scenes by tab, each with its renderer.
    let hosted: [SceneTab: (scene: any HostedScene, layers: LayerRenderer)]
    private(set) var current: SceneTab
    private let stripLayers: LayerRenderer
    private let helpLayers: LayerRenderer
    /// Whether the last frame drew the help (whose pictures go when it hides).
    private var helpDrawn = false
    private var windowSize = CGSize.zero
    private var pixelsPerPoint = 1.0
    /// Whether the card games' state goes to standard error after each change (`--debug-state`).
    var printsGameState = false
    private var lastGameState = ""
    /// Work off the main thread changed what a scene shows.
    private var backgroundChanged = false
    /// The person asked to quit (Ctrl+Q, an Esc no scene took, the window closed).
    private(set) var wantsToQuit = false
    /// Called when the window's size or pixel density changed.
    var windowChanged: () -> Void = {}

    /// `text` is the scenes' too: one set of open fonts for the window
    /// (each font holds FreeType's and HarfBuzz's tables for its size).
    init(renderer: OpaquePointer, text: TextRenderer, initial: SceneTab, scenes: [SceneTab: any HostedScene]) {
        current = initial
        hosted = scenes.mapValues { ($0, LayerRenderer(renderer: renderer, text: text)) }
        stripLayers = LayerRenderer(renderer: renderer, text: text)
        helpLayers = LayerRenderer(renderer: renderer, text: text)
        strip.select(initial)
        for tab in SceneTab.allCases where tab != initial { scene(tab)?.pause() }
    }

    /// The scene under `tab`.
    func scene(_ tab: SceneTab) -> (any HostedScene)? { hosted[tab]?.scene }

    /// Call when work off the main thread changed what a scene shows (from the main actor).
    func backgroundWorkChanged() { backgroundChanged = true }

    /// Whether a scene waits on work off the main thread (the loop then
    /// looks for its results often rather than sleeping until an event).
    var isWaiting: Bool { hosted.values.contains { $0.scene.isWaiting } }

    /// When the scene on show changes by itself though nothing moves.
    var nextChangeTime: CFTimeInterval? { scene(current)?.nextChangeTime }

    /// Runs what work off the main thread handed back to the main actor;
    /// returns whether it changed what shows.
    func takeBackgroundResults() -> Bool {
        // The SDL loop owns the main thread: the main queue runs here, without blocking.
        _ = RunLoop.main.run(mode: .default, before: Date())
        defer { backgroundChanged = false }
        return backgroundChanged
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
        for tab in SceneTab.allCases {
            guard let (scene, layers) = hosted[tab] else { continue }
            layers.pixelsPerPoint = pixelsPerPoint
            scene.displayScaleChanged(to: pixelsPerPoint)
            scene.layout(in: contentFrame.size)
        }
        reportGameState()
    }

    /// Writes the card games' state to standard error when it changed:
    /// a block `set-state` or `concentration-state` … `end-state`.
    private func reportGameState() {
        guard printsGameState else { return }
        var state = ""
        for tab in SceneTab.allCases {
            guard let scene = hosted[tab]?.scene, case let lines = scene.debugState, !lines.isEmpty else { continue }
            state += "\(type(of: scene).sceneName)-state\n" + lines + "\nend-state\n"
        }
        guard state != lastGameState else { return }
        lastGameState = state
        FileHandle.standardError.write(Data(state.utf8))
    }

    /// Shows `tab`, pausing the scene it hides and resuming the one it shows.
    func show(_ tab: SceneTab) {
        guard tab != current else { return }
        help.hide()
        scene(current)?.pause()
        // A hidden tab's pictures wait for it in no frame: the tabs together
        // would keep what each ever drew (its first frame back draws them again).
        hosted[current]?.layers.releaseKeptTextures()
        current = tab
        strip.select(tab)
        scene(tab)?.resume()
    }

    // MARK: Drawing

    /// Draws the scene on show and the strip; returns whether anything still moves.
    func draw(at time: CFTimeInterval) -> Bool {
        var moving = false
        stripLayers.clear(to: RGBA(20, 26, 36))
        if let (scene, layers) = hosted[current] {
            scene.advance(toMediaTime: time)
            let status = scene.rootLayer.evaluateFrame(atTime: time)
            layers.draw(scene.rootLayer, in: contentFrame)
            moving = status.needsNextFrame || scene.needsFrames || layers.needsAnotherFrame
            if help.isVisible {
                help.root.evaluateFrame(atTime: time)
                helpLayers.draw(help.root, in: contentFrame)
                helpDrawn = true
            } else if helpDrawn {
                helpLayers.releaseKeptTextures()  // as a hidden tab's
                helpDrawn = false
            }
        }
        strip.root.evaluateFrame(atTime: time)
        stripLayers.draw(strip.root)
        return moving
    }

    /// Shows the frame drawn.
    func present() { stripLayers.present() }

    // MARK: Events

    /// The layer under a window point: the scene's, under the strip.
    func hitTest(_ point: CGPoint) -> CALayer? {
        scene(current)?.rootLayer.hitTest(CGPoint(x: point.x - contentFrame.minX, y: point.y - contentFrame.minY))
    }

    /// Handles `event`; returns whether the window must be drawn again.
    func handle(_ event: WindowEvent) -> Bool {
        guard case .input(let input) = event else {
            if case .redraw = event { return true }
            return false
        }
        switch input {
        case .close:
            wantsToQuit = true
            return true
        case .resize:
            windowChanged()
            return true
        case .keyDown(let press):
            if let tab = SceneTab.tab(for: press, from: current) {
                show(tab)
                return true
            }
        case .pointerDown(let pointer) where pointer.button == .primary:
            if let tab = TabStrip.tab(at: pointer.location) {
                show(tab)
                return true
            }
        default:
            break
        }
        guard let scene = scene(current) else { return false }
        return handle(input, in: scene)
    }

    /// `event` for the hosted `scene` on show: the help first, then Ctrl+Q
    /// (quits), then the scene; an Esc it does not handle quits.
    private func handle(_ event: InputEvent, in scene: any HostedScene) -> Bool {
        if case .keyDown(let press) = event {
            if let handled = handleHelpKey(press, of: scene) { return handled }
            if press.key == .letter("q") && press.control {
                wantsToQuit = true
                return true
            }
        }
        if case .pointerDown(let pointer) = event {
            guard pointer.location.y >= TabStrip.height else { return false }
            if help.isVisible && pointer.button == .primary {
                help.hide()  // a click closes the help, as Esc does
                return true
            }
        }
        let handled = scene.handle(moved(event))
        if case .keyDown(let press) = event {
            // The scene's keys change with what it shows (Practice's exercise).
            if help.isVisible { showHelp(of: scene) }
            if !handled && press.key == .escape {
                wantsToQuit = true
                return true
            }
        }
        reportGameState()
        return handled
    }

    /// A scene's help keys (F1, ?) show or hide its help; Esc closes it
    /// first. Nil for every other key, which goes on to the scene.
    private func handleHelpKey(_ keyPress: KeyPress, of scene: any HostedScene) -> Bool? {
        if keyPress.isHelpKey {
            if help.isVisible { help.hide() } else { showHelp(of: scene) }
            return true
        }
        guard keyPress.key == .escape && help.isVisible else { return nil }
        help.hide()
        return true
    }

    private func showHelp(of scene: any HostedScene) {
        help.show(SceneHelp.lines(for: scene), in: contentFrame.size)
    }

    /// A pointer event moved into the scene's coordinates (under the strip).
    private func moved(_ event: InputEvent) -> InputEvent {
        func shifted(_ pointer: PointerEvent) -> PointerEvent {
            var pointer = pointer
            pointer.location.y -= TabStrip.height
            return pointer
        }
        switch event {
        case .pointerDown(let pointer): return .pointerDown(shifted(pointer))
        case .pointerMoved(let pointer): return .pointerMoved(shifted(pointer))
        case .pointerUp(let pointer): return .pointerUp(shifted(pointer))
        case .wheel(let dx, let dy, let at): return .wheel(dx: dx, dy: dy, at: CGPoint(x: at.x, y: at.y - TabStrip.height))
        default: return event
        }
    }
}

extension KeyPress {
    /// F1 or ? (Shift+/ where the layout gives no ?): every tab's help.
    var isHelpKey: Bool {
        guard !control else { return false }
        switch key {
        case .f1, .questionMark: return true
        case .slash: return shift
        default: return false
        }
    }
}
