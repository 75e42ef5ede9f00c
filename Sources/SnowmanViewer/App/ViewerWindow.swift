import CatFacts
import CatFactsScene
import CSDL2
import Foundation
import LayerAnimation
import LayerRendering
import SetScene
import ConcentrationScene

/// The viewer's window and frame loop: presents at display refresh while
/// something moves, and blocks on events (no CPU) when nothing does.
/// It lives on the main thread, the main actor's.
@MainActor
public final class ViewerWindow {
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    // Optional so teardown can release them (closing fonts, freeing textures)
    // before the renderer and SDL go.
    private var frame: ViewerFrame!
    private var model: ViewerModel!
    private var events: EventDispatcher!
    /// The tab strip and the scenes.
    private var host: SceneHost!
    private var needsDraw = true
    private let pacer: FramePacer
    private let exports = ExportCoordinator()

    public enum RendererChoice: String, CaseIterable, Sendable {
        /// The GPU when the machine has one (a DRM render node), else software.
        case auto
        /// OpenGL through SDL (falls back to software when it cannot start).
        case accelerated
        /// SDL's software renderer, presented without OpenGL: small and
        /// predictable where there is no GPU (Xvfb, virtual machines).
        case software

        var resolved: RendererChoice {
            guard self == .auto else { return self }
            let nodes = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
            return nodes.contains { $0.hasPrefix("renderD") } ? .accelerated : .software
        }
    }

    /// Opens the window; throws (one line) without a display, assets or fonts.
    /// `gameSeed` shuffles the Set tab's deck and the Concentration board
    /// (nil: a new shuffle each launch); `printsGameState` writes the card
    /// games' state to standard error after each change (for end-to-end
    /// tests and debugging).
    public init(settingsURL: URL, size: CGSize, renderer choice: RendererChoice = .auto, scene initial: SceneTab = .snowman,
                catFacts client: CatFactsClient = .fromEnvironment(), gameSeed: UInt64? = nil,
                printsGameState: Bool = false) throws {
        let svg = try AssetLocator.url(of: "snowman.svg")
        let fonts = try TextRenderer.fontPaths()
        let software = choice.resolved == .software
        if software {
            // Present the software renderer's pixels without an OpenGL texture
            // (which would load a software GL stack of ~60 MB for nothing).
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        }
        let userChoseDriver = DisplayChoice.userChoseDriver
        try DisplayChoice.chooseDriver()
        try SDLSession.start(video: true)
        try DisplayChoice.checkDriver(userChose: userChoseDriver)
        let flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        let minimum = ViewerLayout.minimumSize
        let width = Int32(max(size.width, minimum.width)), height = Int32(max(size.height, minimum.height))
        guard let window = SDL_CreateWindow("Snowman", centered, centered, width, height, flags) else {
            throw ViewerError("cannot open a window (\(String(cString: SDL_GetError())))")
        }
        SDL_SetWindowMinimumSize(window, Int32(minimum.width), Int32(minimum.height))
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        guard let renderer = (software ? nil : SDL_CreateRenderer(window, -1, accelerated))
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            SDL_DestroyWindow(window)
            throw ViewerError("cannot draw in the window (\(String(cString: SDL_GetError())))")
        }
        self.window = window
        self.renderer = renderer
        var mode = SDL_DisplayMode()
        let rate = SDL_GetWindowDisplayMode(window, &mode) == 0 && mode.refresh_rate > 0 ? Double(mode.refresh_rate) : 60
        pacer = FramePacer(refreshInterval: 1 / rate)
        let text = try TextRenderer(renderer: renderer, fontPaths: fonts)
        let image = try SVGImage(contentsOf: svg)
        let scene = SnowmanScene(contents: image, aspectRatio: image.intrinsicSize.width / image.intrinsicSize.height)
        model = ViewerModel(store: SettingsStore(url: settingsURL), snowman: scene.snowman)
        frame = ViewerFrame(renderer: renderer, text: text, scene: scene, model: model,
                            windowSize: CGSize(width: Int(width), height: Int(height)))
        events = EventDispatcher(model: model, frame: frame) { [weak self] in self?.updateSize() }
        events.contentTop = TabStrip.height
        let catFacts = CatFactsScene(client: client, saved: SavedFacts(), measure: FontTextMeasure(text: text),
                                     decodePhoto: { try BitmapImage(data: $0) },
                                     feed: FactsFeed(client: client, order: .random(seed: gameSeed ?? FactsFeed.launchSeed())))
        host = SceneHost(renderer: renderer, snowman: frame, events: events, initial: initial, catFacts: catFacts,
                         set: gameSeed.map { SetScene(seed: $0) } ?? SetScene(),
                         concentration: gameSeed.map { ConcentrationScene(seed: $0) } ?? ConcentrationScene())
        host.printsGameState = printsGameState
        updateSize()
        model.exportHandler = { [weak self] setting in self?.startExport(of: setting) }
    }

    /// Exports `setting` as a GIF on another thread, at the stage's size (at most 640 wide).
    private func startExport(of setting: Setting) {
        let stage = frame.layout.stage.size
        let scale = min(1, 640 / max(stage.width, 1))
        let size = CGSize(width: (stage.width * scale).rounded(), height: (stage.height * scale).rounded())
        let output = GIFExport.picturesDirectory().appendingPathComponent(GIFExport.fileName(for: setting.name))
        exports.start(GIFExport(setting: setting, size: size, framesPerSecond: 30, output: output))
    }

    isolated deinit {
        host = nil
        events = nil
        frame = nil
        model = nil
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDLSession.stop()
    }

    private func updateSize() {
        var width: Int32 = 0, height: Int32 = 0, pixelWidth: Int32 = 0, pixelHeight: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        SDL_GetRendererOutputSize(renderer, &pixelWidth, &pixelHeight)
        let scale = width > 0 ? Double(pixelWidth) / Double(width) : 1
        host.resize(to: CGSize(width: Int(width), height: Int(height)), pixelsPerPoint: scale)
        needsDraw = true
    }

    /// Runs until the user quits: presents at display refresh while
    /// something moves, and blocks on events (no CPU) when nothing does.
    public func run() {
        var event = SDL_Event()
        var animating = false
        while !model.wantsToQuit {
            var turnStart = CACurrentMediaTime()
            if !animating && !needsDraw {
                // Nothing moves: sleep until an event, or until the banner expires.
                var timeout: Int32
                if model.exportProgress != nil {
                    timeout = 100  // watch the export's progress
                } else if let banner = model.banner {
                    timeout = Int32(max(1, min(60_000, (banner.expires - CACurrentMediaTime()) * 1000 + 5)))
                } else {
                    timeout = -1
                }
                // A scene waiting on the network: look for its results 20 times a second.
                if host.isWaiting { timeout = timeout < 0 ? 50 : min(timeout, 50) }
                let got = timeout < 0 ? SDL_WaitEvent(&event) : SDL_WaitEventTimeout(&event, timeout)
                turnStart = CACurrentMediaTime()
                if got != 0 { handle(event) } else { needsDraw = true }
            }
            while SDL_PollEvent(&event) != 0 { handle(event) }
            if host.takeBackgroundResults() { needsDraw = true }
            if let (progress, result) = exports.take() {
                if let result { model.exportFinished(result) } else { model.exportProgressed(progress) }
            }
            if model.wantsToQuit { break }
            model.expireBanner()
            let workStart = CACurrentMediaTime()
            let processorStart = pacer.logs ? ProcessClock.threadCPUSeconds() : 0
            // Display links first, then their changes committed, then the frame (Core Animation's order).
            let linksActive = CADisplayLink.fireLinks(of: .main, mode: .default, atTime: workStart,
                                                      framesPerSecond: 1 / pacer.refreshInterval)
            CATransaction.flush()
            // The inspectors show the media clock itself: they move even when nothing else does.
            animating = host.draw(at: workStart) || linksActive
            needsDraw = false
            SDL_RenderPresent(renderer)
            let processor = pacer.logs ? ProcessClock.threadCPUSeconds() - processorStart : 0
            pacer.framePresented(animating: animating, work: CACurrentMediaTime() - workStart, processor: processor)
            pacer.turnEnded(after: CACurrentMediaTime() - turnStart)
        }
        pacer.logSummary()
    }

    private func handle(_ event: SDL_Event) {
        if host.handle(event) { needsDraw = true }
    }
}
