import CSDL2
import Foundation
import Synchronization

/// SDL, SDL2_image and SDL2_ttf started for the life of the process. Never
/// stopped: another window or offscreen drawing may follow a closed window
/// (tests draw beside each other in one process), and quitting SDL's video
/// alone leaves allocations of SDL's own unreachable; kept, they stay SDL's.
///
/// SDL's start-up and hints are not thread-safe (replacing a hint frees its
/// old value under whoever reads it): everything here runs one call at a
/// time, and a hint is set only when it changes.
package enum SDLSession {
    private static let lock = Mutex(())

    /// Starts SDL's video (and the image and font libraries); throws with
    /// SDL's reason, e.g. when there is no display.
    package static func start(video: Bool) throws {
        try lock.withLock { _ in
            changeHint(SDL_HINT_RENDER_SCALE_QUALITY, to: "1")
            changeHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, to: "0")
            if video {
                guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
                    throw LayerHostError("cannot open a display (\(String(cString: SDL_GetError())))")
                }
            }
            if TTF_WasInit() == 0 && TTF_Init() != 0 {
                throw LayerHostError("cannot start SDL2_ttf: \(String(cString: SDL_GetError()))")
            }
        }
    }

    /// Starts SDL for drawing without a window (the offscreen video driver).
    package static func startOffscreen() throws {
        lock.withLock { _ in
            if getenv("SDL_VIDEODRIVER") == nil { setenv("SDL_VIDEODRIVER", "offscreen", 1) }
            // No window reads SDL's quit event: SIGTERM and SIGINT end the process as usual.
            changeHint(SDL_HINT_NO_SIGNAL_HANDLERS, to: "1")
        }
        try start(video: false)
    }

    /// Sets SDL's hint `name` to `value`, one caller at a time, and only when it differs.
    package static func setHint(_ name: String, _ value: String) {
        lock.withLock { _ in changeHint(name, to: value) }
    }

    private static func changeHint(_ name: String, to value: String) {
        if let current = SDL_GetHint(name), String(cString: current) == value { return }
        SDL_SetHint(name, value)
    }
}
