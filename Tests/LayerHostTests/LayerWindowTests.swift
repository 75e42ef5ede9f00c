import CSDL2
import Foundation
@testable import LayerHost
import Synchronization
import Testing

/// `LayerWindow.run()` on SDL's offscreen video driver: input reaches the
/// program typed and hit-tested, timers on the main run loop fire, `close()`
/// and an unhandled close end the loop.
///
/// Not under a sanitizer: SDL's video driver (and the libraries it loads and
/// unloads) keeps allocations LeakSanitizer reports with no frame of ours, in
/// a C program of ten lines too; the same window code runs in the end-to-end tests.
@Suite(.serialized, .disabled(if: HeapTrimTests.sanitizerAllocates, "SDL's video driver leaks on its own under LeakSanitizer"))
@MainActor struct LayerWindowTests {
    static func window() throws -> LayerWindow {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        return try LayerWindow(title: "test", size: CGSize(width: 120, height: 80), renderer: .software)
    }

    /// Counted by a timer whose block captures nothing (see `quitSoon`).
    nonisolated static let ticks = Atomic<Int>(0)

    /// A timer on this thread's run loop that closes the window the way a
    /// person does (SDL's quit event). Its block captures nothing:
    /// swift-corelibs-foundation never frees a timer's block, so whatever it
    /// captured would leak with it (scripts/sanitizers/leaks.supp).
    static func quitSoon(after seconds: Double) {
        let timer = Timer(fire: Date() + seconds, interval: 0, repeats: false) { _ in
            var event = SDL_Event()
            event.type = SDL_QUIT.rawValue
            SDL_PushEvent(&event)
        }
        RunLoop.current.add(timer, forMode: .default)
    }

    static func click(at x: Int32, _ y: Int32) {
        var event = SDL_Event()
        event.type = SDL_MOUSEBUTTONDOWN.rawValue
        (event.button.x, event.button.y, event.button.button, event.button.clicks) = (x, y, UInt8(SDL_BUTTON_LEFT), 1)
        SDL_PushEvent(&event)
    }

    // (Timers made with `fire:`: swift-corelibs-foundation's `Timer(timeInterval:repeats:block:)` fires at once.)
    @Test func inputAndTimersThenCloseFromATimer() throws {
        let window = try Self.window()
        #expect(window.rootLayer.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
        #expect(window.size == CGSize(width: 120, height: 80) && window.pixelsPerPoint == 1)
        let box = CALayer()
        box.frame = CGRect(x: 10, y: 10, width: 30, height: 30)
        window.rootLayer.addSublayer(box)
        var seen: [String] = []
        window.onEvent = { event in
            if case .pointerDown(let pointer) = event { seen.append(pointer.layer === box ? "box" : "root") }
            if case .close = event { return false }  // closes the window
            return true
        }
        Self.click(at: 20, 20)
        Self.click(at: 100, 60)
        Self.ticks.store(0, ordering: .relaxed)
        let tick = Timer(fire: Date() + 0.05, interval: 0.05, repeats: true) { _ in
            LayerWindowTests.ticks.add(1, ordering: .relaxed)
        }
        RunLoop.current.add(tick, forMode: .default)
        Self.quitSoon(after: 0.4)
        let start = Date()
        window.run()
        tick.invalidate()
        let fired = Self.ticks.load(ordering: .relaxed)
        #expect(seen == ["box", "root"])
        #expect(fired >= 3, "the repeating timer fired \(fired) times in 0.4 s")
        #expect(Date().timeIntervalSince(start) < 2)
    }

    @Test func anUnhandledCloseEndsTheLoopAndAHandledOneDoesNot() throws {
        let window = try Self.window()
        var closes = 0
        window.onEvent = { event in
            guard case .close = event else { return false }
            closes += 1
            return closes == 1  // the first is handled (say, "save first?"), the second not
        }
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        SDL_PushEvent(&quit)
        Self.quitSoon(after: 0.2)
        window.run()
        #expect(closes == 2)
    }

    /// Sizes that make no window as asked: a window anyway, of a sane size,
    /// and the root fills it; a title with a NUL or an emoji is a title.
    @Test(arguments: [CGSize(width: CGFloat.nan, height: 100), CGSize(width: -5, height: 0),
                      CGSize(width: 1e12, height: CGFloat.infinity), CGSize(width: 0.4, height: 0.4)])
    func hostileSizesOpenASaneWindow(_ size: CGSize) throws {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let window = try LayerWindow(title: "a\u{0}b 🙂", size: size, renderer: .software)
        #expect(window.size.width >= 1 && window.size.height >= 1 && window.size.width <= 16_384, "\(window.size)")
        #expect(window.rootLayer.frame == CGRect(origin: .zero, size: window.size))
        Self.quitSoon(after: 0.05)
        window.run()
    }
}
