import CSDL2
import Foundation
import LayerAnimation
import LayerRendering

/// The viewer's window and frame loop: presents at display refresh while
/// something moves, and blocks on events (no CPU) when nothing does.
public final class ViewerWindow {
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    // Optional so teardown can release them (closing fonts, freeing textures)
    // before the renderer and SDL go.
    private var frame: ViewerFrame!
    private var model: ViewerModel!
    private var windowSize: CGSize
    private var needsDraw = true
    /// Seconds per display refresh, for pacing when vsync does not block (Xvfb).
    private let refreshInterval: Double
    /// When the last animated frame was presented, and when the loop last
    /// woke up to make one (0 when not animating).
    private var lastPresent = 0.0, lastWake = 0.0
    /// How long after its deadline the loop last woke up: the scheduler's
    /// lateness, which the log tells apart from the viewer's own.
    private var lastWakeDelay = 0.0
    /// Frames presented more than 1.5 refreshes after the previous one.
    private var lateFrames = 0
    /// Frames presented while animating.
    private var animatedFrames = 0
    /// The longest the viewer's own work on one frame took (drawing and
    /// presenting), to tell slow frames from late wake-ups in the log.
    private var slowestWork = 0.0
    private var presentedAny = false
    private let logsLateFrames = ProcessInfo.processInfo.environment["SNOWMAN_FRAME_LOG"] != nil
    /// Read once: the environment is rebuilt as a dictionary on every read.
    private let logsEvents = ProcessInfo.processInfo.environment["SNOWMAN_EVENT_LOG"] != nil
    /// Whether a drag on the timeline is seeking.
    private var scrubbing = false
    /// A GIF export running on another thread reports here.
    private let exportStatus = ExportStatus()

    /// How the window draws.
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
    public init(settingsURL: URL, size: CGSize, renderer choice: RendererChoice = .auto) throws {
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
        refreshInterval = 1 / rate
        let text = try TextRenderer(renderer: renderer, fontPaths: fonts)
        let image = try SVGImage(contentsOf: svg)
        let scene = SnowmanScene(contents: image, aspectRatio: image.intrinsicSize.width / image.intrinsicSize.height)
        model = ViewerModel(store: SettingsStore(url: settingsURL), snowman: scene.snowman)
        windowSize = CGSize(width: Int(width), height: Int(height))
        frame = ViewerFrame(renderer: renderer, text: text, scene: scene, model: model, windowSize: windowSize)
        updateSize()
        model.exportHandler = { [weak self] setting in self?.startExport(of: setting) }
    }

    /// Exports `setting` as a GIF on another thread, at the stage's size (at most 640 wide).
    private func startExport(of setting: Setting) {
        let stage = frame.layout.stage.size
        let scale = min(1, 640 / max(stage.width, 1))
        let size = CGSize(width: (stage.width * scale).rounded(), height: (stage.height * scale).rounded())
        let output = GIFExport.picturesDirectory().appendingPathComponent(GIFExport.fileName(for: setting.name))
        let export = GIFExport(setting: setting, size: size, framesPerSecond: 30, output: output)
        let status = exportStatus
        status.start()
        Thread.detachNewThread {
            let result = Result { try export.run { status.report(progress: $0) } }
            status.finish(result)
        }
    }

    deinit {
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
        windowSize = CGSize(width: Int(width), height: Int(height))
        let scale = width > 0 ? Double(pixelWidth) / Double(width) : 1
        frame.resize(to: windowSize, pixelsPerPoint: scale)
        needsDraw = true
    }

    /// Runs until the user quits.
    public func run() {
        var event = SDL_Event()
        var animating = false
        while !model.wantsToQuit {
            if !animating && !needsDraw {
                // Nothing moves: sleep until an event, or until the banner expires.
                let timeout: Int32
                if model.exportProgress != nil {
                    timeout = 100  // watch the export's progress
                } else if let banner = model.banner {
                    timeout = Int32(max(1, min(60_000, (banner.expires - CACurrentMediaTime()) * 1000 + 5)))
                } else {
                    timeout = -1
                }
                let got = timeout < 0 ? SDL_WaitEvent(&event) : SDL_WaitEventTimeout(&event, timeout)
                if got != 0 { handle(event) } else { needsDraw = true }
            }
            while SDL_PollEvent(&event) != 0 { handle(event) }
            if let (progress, result) = exportStatus.take() {
                if let result { model.exportFinished(result) } else { model.exportProgressed(progress) }
            }
            if model.wantsToQuit { break }
            model.expireBanner()
            let now = CACurrentMediaTime()
            let workStart = now
            let processorStart = logsLateFrames ? ProcessClock.threadCPUSeconds() : 0
            let status = frame.draw(at: now)
            // The inspector shows the media clock itself: it moves even when the snowman does not.
            animating = status.needsNextFrame || model.isInspectorVisible
            needsDraw = false
            SDL_RenderPresent(renderer)
            if !presentedAny {
                presentedAny = true
                log(String(format: "first frame presented %.0f ms after launch", ProcessClock.secondsSinceStart() * 1000))
            }
            let processor = logsLateFrames ? ProcessClock.threadCPUSeconds() - processorStart : 0
            pace(animating: animating, work: CACurrentMediaTime() - workStart, processor: processor)
        }
        log(String(format: "%d animated frames, %d late; slowest frame's own work %.1f ms; peak memory %.1f MB",
                   animatedFrames, lateFrames, slowestWork * 1000, ProcessClock.peakMemoryMegabytes()))
    }

    private func log(_ message: String) {
        if logsLateFrames { FileHandle.standardError.write(Data("snowman: \(message)\n".utf8)) }
    }

    /// Keeps to the display's rate where vsync does not block (such as
    /// under Xvfb), and counts frames that came late: more than 1.5 refreshes
    /// from one present to the next, whatever the cause (slow work, or a
    /// late wake-up).
    ///
    /// `work` is the frame's drawing and presenting by the clock, and
    /// `processor` the processor time of it (measured only for the log):
    /// less than `work` when the thread was made to wait in between.
    private func pace(animating: Bool, work: Double, processor: Double) {
        let now = CACurrentMediaTime()
        guard animating else {
            (lastPresent, lastWake, lastWakeDelay) = (0, 0, 0)
            return
        }
        animatedFrames += 1
        slowestWork = max(slowestWork, work)
        if lastPresent > 0, now - lastPresent > refreshInterval * 1.5 {
            lateFrames += 1
            if logsLateFrames {
                // The wake-up's delay, the work and its processor time say
                // whether the scheduler or the viewer was slow. The media time
                // (the monotonic clock) lines it up with other programs' logs.
                let line = String(format: "snowman: late frame (%.0f ms since the last; woke %.1f ms after its deadline, "
                                  + "then drawing %.1f ms, %.1f ms of it on the processor) at %.2f s, %d so far; media time %.3f\n",
                                  (now - lastPresent) * 1000, lastWakeDelay * 1000, work * 1000, processor * 1000,
                                  ProcessClock.secondsSinceStart(), lateFrames, now)
                FileHandle.standardError.write(Data(line.utf8))
            }
        }
        lastPresent = now
        // Wake one refresh after the last wake-up, not after this frame's
        // work, so the rate holds; after a late wake-up, start again from it
        // (no burst of frames to catch up).
        let deadline = (lastWake > 0 ? lastWake : now - work) + refreshInterval
        let wait = deadline - now
        if wait >= 0.001 { SDL_Delay(UInt32((wait * 1000).rounded(.down))) }
        let woke = CACurrentMediaTime()
        // Only a sleep can end late; after overlong work there was none.
        lastWakeDelay = wait >= 0.001 ? max(0, woke - deadline) : 0
        lastWake = woke - deadline < 0.002 ? deadline : woke
    }

    private func handle(_ event: SDL_Event) {
        if logsEvents {
            FileHandle.standardError.write(Data("event \(event.type)\n".utf8))
        }
        needsDraw = true
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            model.perform(.quit)
        case SDL_WINDOWEVENT:
            let kind = SDL_WindowEventID(UInt32(event.window.event))
            if kind == SDL_WINDOWEVENT_SIZE_CHANGED || kind == SDL_WINDOWEVENT_RESIZED { updateSize() }
        case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET:
            frame.renderTargetsWereReset()
        case SDL_KEYDOWN:
            let press = SDLKeys.keyPress(event.key.keysym)
            if let action = KeyMap.action(for: press, isRenaming: model.isRenaming) { model.perform(action) }
        case SDL_TEXTINPUT:
            guard model.isRenaming else { return }
            let text = withUnsafeBytes(of: event.text.text) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            model.perform(.insertText(text))
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            let point = CGPoint(x: Int(event.button.x), y: Int(event.button.y))
            let shift = SDL_GetModState().rawValue & KMOD_SHIFT.rawValue != 0
            if model.isRenaming { model.perform(.confirmRename) }
            if let target = frame.layout.target(at: point, listCount: model.settings.count, scroll: model.listScroll),
               let action = MouseMap.action(forClickOn: target, shift: shift) {
                if case .timeline = target { scrubbing = true }
                model.perform(action)
            }
        case SDL_MOUSEMOTION where scrubbing:
            model.perform(.seek(frame.layout.timelineFraction(at: CGFloat(Int(event.motion.x)))))
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
            scrubbing = false
        case SDL_MOUSEWHEEL:
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            let target = frame.layout.target(at: CGPoint(x: Int(x), y: Int(y)), listCount: model.settings.count, scroll: model.listScroll)
            if let action = MouseMap.action(forWheel: Int(event.wheel.y), over: target) { model.perform(action) }
        default:
            needsDraw = false
        }
    }
}

/// What a background GIF export tells the frame loop, under a lock.
final class ExportStatus: @unchecked Sendable {
    private let lock = NSLock()
    private var progress = 0.0
    private var result: Result<URL, Error>?
    private var changed = false

    func start() { lock.withLock { (progress, result, changed) = (0, nil, false) } }
    func report(progress value: Double) { lock.withLock { (progress, changed) = (value, true) } }
    func finish(_ value: Result<URL, Error>) { lock.withLock { (result, changed) = (value, true) } }

    /// The latest progress and, once done, the result; nil when nothing changed.
    func take() -> (Double, Result<URL, Error>?)? {
        lock.withLock {
            guard changed else { return nil }
            changed = false
            defer { result = nil }
            return (progress, result)
        }
    }
}
