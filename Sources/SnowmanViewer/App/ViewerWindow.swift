import CatFacts
import Foundation
import SnowmanScene
import SnowmanSettings
import LayerAnimation
import LayerHost
import LayerRendering
import SceneControls

/// The viewer's window and frame loop: presents at display refresh while
/// something moves, and blocks on events (no CPU) when nothing does.
/// It lives on the main thread, the main actor's.
@MainActor
public final class ViewerWindow {
    /// The window and its renderer (let go last).
    private var target: OnscreenTarget!
    private let renderer: OpaquePointer
    // Optional so teardown can release them (closing fonts, freeing textures)
    // before the renderer and SDL go.
    /// The Snowman tab, whose GIF exports the window writes (nil: not registered).
    private var snowman: SnowmanScene?
    /// The tab strip and the scenes.
    private var host: SceneHost!
    private var needsDraw = true
    private let pacer: FramePacer
    private let heapTrim = HeapTrim()
    private let exports = ExportCoordinator()

    public typealias RendererChoice = LayerHost.RendererChoice

    /// Opens the window; throws (one line) without a display, assets or fonts.
    /// `gameSeed` shuffles the Set tab's deck and the Concentration board
    /// (nil: a new shuffle each launch); `printsGameState` writes the card
    /// games' state to standard error after each change (for end-to-end
    /// tests and debugging).
    public init(settingsURL: URL, size: CGSize, renderer choice: RendererChoice = .auto, scene initial: SceneTab = .snowman,
                catFacts client: CatFactsClient = .fromEnvironment(), gameSeed: UInt64? = nil,
                printsGameState: Bool = false) throws {
        _ = try AssetLocator.url(of: "snowman.svg")  // missing assets: one line before the window opens
        let fonts = try TextRenderer.fontPaths()
        let minimum = ViewerLayout.minimumSize
        target = try OnscreenTarget(title: "Snowman", size: size, minimumSize: minimum, renderer: choice,
                                    offscreen: "`snowman render`")
        renderer = target.renderer
        pacer = FramePacer(refreshInterval: target.refreshInterval)
        let text = try TextRenderer(fontPaths: fonts)
        let backgroundWork = BackgroundWorkRelay()
        let context = SceneContext(text: text, renderer: renderer, settings: .file(settingsURL), catFacts: client, seed: gameSeed,
                                   backgroundWork: backgroundWork)
        var scenes: [SceneTab: any HostedScene] = [:]
        for (tab, registered) in zip(SceneTab.allCases, SceneRegistry.scenes) { scenes[tab] = try registered.make(context) }
        snowman = scenes[.snowman] as? SnowmanScene
        host = SceneHost(renderer: renderer, text: text, initial: initial, scenes: scenes)
        backgroundWork.listener = { [weak host] in host?.backgroundWorkChanged() }
        host.windowChanged = { [weak self] in self?.updateSize() }
        host.printsGameState = printsGameState
        updateSize()
        snowman?.model.exportHandler = { [weak self] setting in self?.startExport(of: setting) }
    }

    /// Exports `setting` as a GIF on another thread, at the stage's size (at most 640 wide).
    private func startExport(of setting: Setting) {
        let stage = snowman?.layout.stage.size ?? ViewerLayout.minimumSize
        let scale = min(1, 640 / max(stage.width, 1))
        let size = CGSize(width: (stage.width * scale).rounded(), height: (stage.height * scale).rounded())
        let output = GIFExport.picturesDirectory().appendingPathComponent(GIFExport.fileName(for: setting.name))
        exports.start(GIFExport(setting: setting, size: size, framesPerSecond: 30, output: output))
    }

    isolated deinit {
        host = nil
        snowman = nil
        target = nil
    }

    private func updateSize() {
        let (size, scale) = target.sizeAndScale
        host.resize(to: size, pixelsPerPoint: scale)
        needsDraw = true
    }

    /// Runs until the user quits: presents at display refresh while
    /// something moves, and blocks on events (no CPU) when nothing does.
    public func run() {
        var animating = false
        while !host.wantsToQuit {
            var turnStart = CACurrentMediaTime()
            if !animating && !needsDraw {
                heapTrim.trimIfDue()
                // Nothing moves: sleep until an event, or until the banner expires.
                var timeout: Double?
                if snowman?.model.exportProgress != nil {
                    timeout = 0.1  // watch the export's progress
                } else if let change = host.nextChangeTime {
                    timeout = max(0.001, change - CACurrentMediaTime() + 0.005)
                }
                // A scene waiting on the network: look for its results 20 times a second.
                if host.isWaiting { timeout = min(timeout ?? 0.05, 0.05) }
                let event = target.nextEvent(waiting: timeout, hitTest: host.hitTest)
                turnStart = CACurrentMediaTime()
                if let event { handle(event) } else { needsDraw = true }
            }
            while let event = target.nextEvent(waiting: 0, hitTest: host.hitTest) { handle(event) }
            if host.takeBackgroundResults() { needsDraw = true }
            if let (progress, result) = exports.take() {
                if let result { snowman?.model.exportFinished(result) } else { snowman?.model.exportProgressed(progress) }
            }
            if host.wantsToQuit { break }
            let workStart = CACurrentMediaTime()
            let processorStart = pacer.logs ? ProcessClock.threadCPUSeconds() : 0
            // Display links first, then their changes committed, then the frame (Core Animation's order).
            let linksActive = CADisplayLink.fireLinks(of: .main, mode: .default, atTime: workStart,
                                                      framesPerSecond: 1 / pacer.refreshInterval)
            CATransaction.flush()
            // The inspectors show the media clock itself: they move even when nothing else does.
            animating = host.draw(at: workStart) || linksActive
            needsDraw = false
            host.present()
            let processor = pacer.logs ? ProcessClock.threadCPUSeconds() - processorStart : 0
            let work = CACurrentMediaTime() - workStart
            if animating { heapTrim.frameEnded(work: work, refresh: pacer.refreshInterval) }
            pacer.framePresented(animating: animating, work: work, processor: processor)
            pacer.turnEnded(after: CACurrentMediaTime() - turnStart)
        }
        pacer.logSummary()
    }

    private func handle(_ event: WindowEvent) {
        if host.handle(event) { needsDraw = true }
    }
}
