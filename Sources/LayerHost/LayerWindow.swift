import CSDL2
import Foundation
import LayerAnimation
import LayerRendering

/// A window showing a layer tree: `rootLayer` fills it and follows its size;
/// `run()` draws at display refresh while anything moves and sleeps on input
/// when nothing does, and each turn also runs the main run loop, so
/// `Timer`, `DispatchQueue.main`, `@MainActor` tasks and `URLSession`
/// callbacks work as in an app.
///
/// ```swift
/// let window = try LayerWindow(title: "Hello", size: CGSize(width: 640, height: 480))
/// window.rootLayer.addSublayer(myLayer)
/// window.onEvent = { event in ... }   // true: handled
/// window.run()                        // returns when the window is closed
/// ```
@MainActor
public final class LayerWindow {
    /// Fills the window; its frame follows the window's size.
    public let rootLayer = CALayer()
    /// Each input event, first; return true when handled. A `.close` not
    /// handled closes the window.
    public var onEvent: ((InputEvent) -> Bool)?
    /// Called each turn after the run loop's work and before the frame, with
    /// the frame's time (a UIKit layer uses it for work due "next turn").
    public var beforeFrame: ((CFTimeInterval) -> Void)?
    /// Called after each frame that was drawn while something moved, with
    /// the seconds its work took (a benchmark's frame times).
    public var afterFrame: ((CFTimeInterval) -> Void)?
    /// The window's title.
    public var title: String {
        get { String(cString: SDL_GetWindowTitle(target.window)) }
        set { SDL_SetWindowTitle(target.window, newValue) }
    }
    /// The window's size in points.
    public private(set) var size: CGSize = .zero
    /// Pixels per point (2 on a HiDPI screen): layers' contents are drawn this sharp.
    public private(set) var pixelsPerPoint: Double = 1
    /// The display's refresh rate, in frames per second.
    public var framesPerSecond: Double { 1 / pacer.refreshInterval }
    /// Longest sleep while nothing moves, so work queued on the main queue
    /// or the run loop from elsewhere runs and shows soon.
    static let idleWake = 0.1

    // Optional so that teardown releases the drawing before the renderer and SDL go.
    private var target: OnscreenTarget!
    private var drawer: LayerRenderer!
    private let pacer: FramePacer
    private let heapTrim = HeapTrim()
    /// Above `rootLayer`, so a change to the root itself is an implicit animation like any other.
    private let host = CALayer()
    private var isOpen = true

    /// Opens the window; throws one line without a display (naming the
    /// offscreen way, ``renderPNG(of:size:atTime:to:)``) or a renderer.
    /// `scale` draws each point as that many of the system's window units,
    /// for a sharp, larger window where the system does not scale (X11);
    /// `pixelsPerPoint` includes it, and input arrives in points.
    public init(title: String, size: CGSize, scale: Double = 1, renderer: RendererChoice = .auto) throws {
        target = try OnscreenTarget(title: title, size: size, scale: scale, renderer: renderer,
                                    offscreen: "LayerWindow.renderPNG(of:size:atTime:to:)")
        pacer = FramePacer(refreshInterval: target.refreshInterval)
        drawer = LayerRenderer(renderer: target.renderer)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        host.addSublayer(rootLayer)
        CATransaction.commit()
        fitToWindow()
    }

    isolated deinit {
        drawer = nil
        target = nil
    }

    /// Closes the window at the end of this turn of the loop: `run()` returns.
    public func close() { isOpen = false }

    /// Runs until the window is closed.
    public func run() {
        var event = SDL_Event()
        var animating = false
        isOpen = true
        while isOpen {
            let turnStart = CACurrentMediaTime()
            if !animating {
                heapTrim.trimIfDue()
                // Nothing moves: sleep until input, the next timer, or the idle wake.
                let nextTimer = RunLoop.current.limitDate(forMode: .default)?.timeIntervalSinceNow ?? Self.idleWake
                let wait = min(max(nextTimer, 0), Self.idleWake)
                if SDL_WaitEventTimeout(&event, Int32((wait * 1000).rounded(.up))) != 0 { deliver(event) }
            }
            while SDL_PollEvent(&event) != 0 { deliver(event) }
            guard isOpen else { break }
            // Timers, the main queue and main-actor tasks, without blocking (the
            // current run loop: the main one when run from the main thread, as a program does).
            _ = RunLoop.current.run(mode: .default, before: Date())
            guard isOpen else { break }
            let now = CACurrentMediaTime()
            beforeFrame?(now)
            // Display links first, then layout, then the changes committed, then the frame (Core Animation's order).
            let linksActive = CADisplayLink.fireLinks(of: .main, mode: .default, atTime: now,
                                                      framesPerSecond: 1 / pacer.refreshInterval)
            host.layoutIfNeeded()
            CATransaction.flush()
            animating = draw(at: now) || linksActive
            let work = CACurrentMediaTime() - now
            if animating {
                heapTrim.frameEnded(work: work, refresh: pacer.refreshInterval)
                afterFrame?(work)
            }
            pacer.framePresented(animating: animating, work: work, processor: 0)
            pacer.turnEnded(after: CACurrentMediaTime() - turnStart)
        }
    }

    /// Evaluates and draws the tree at `time`; whether anything still moves.
    private func draw(at time: CFTimeInterval) -> Bool {
        let status = host.evaluateFrame(atTime: time)
        SDL_SetRenderDrawColor(target.renderer, 0, 0, 0, 255)
        SDL_RenderClear(target.renderer)
        drawer.draw(host)
        SDL_RenderPresent(target.renderer)
        return status.needsNextFrame || drawer.needsAnotherFrame
    }

    private func deliver(_ sdlEvent: SDL_Event) {
        let scale = target.scale
        guard let event = SDLInput.inputEvent(sdlEvent, hitTest: { [host] in host.hitTest($0) },
                                              pointer: { SDLInput.pointerLocation(scale: scale) },
                                              windowSize: size, scale: scale) else { return }
        if case .resize = event { fitToWindow() }
        let handled = onEvent?(event) ?? false
        if case .close = event, !handled { isOpen = false }
    }

    /// The root layer to the window's size, at once (a resize is not animated).
    private func fitToWindow() {
        let (points, scale) = target.sizeAndScale
        (size, pixelsPerPoint) = (points, scale)
        drawer.pixelsPerPoint = scale
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        host.frame = CGRect(origin: .zero, size: points)
        rootLayer.frame = host.bounds
        CATransaction.commit()
    }
}
