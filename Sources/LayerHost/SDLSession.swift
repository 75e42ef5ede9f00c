import CSDL2
import Foundation

/// SDL, SDL2_image and SDL2_ttf started for the life of the process.
package enum SDLSession {
    /// Starts SDL's video (and the image and font libraries); throws with
    /// SDL's reason, e.g. when there is no display.
    package static func start(video: Bool) throws {
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        if video {
            guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw LayerHostError("cannot open a display (\(String(cString: SDL_GetError())))") }
        }
        if TTF_WasInit() == 0 && TTF_Init() != 0 { throw LayerHostError("cannot start SDL2_ttf: \(String(cString: SDL_GetError()))") }
    }

    /// Stops the video a window started, after its textures and renderer are
    /// gone. SDL itself and the font library stay (SDL counts video's
    /// users): offscreen drawing elsewhere in the process goes on.
    package static func stop() {
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
    }
}

extension SDLSession {
    /// Starts SDL for drawing without a window (the offscreen video driver).
    package static func startOffscreen() throws {
        if getenv("SDL_VIDEODRIVER") == nil { setenv("SDL_VIDEODRIVER", "offscreen", 1) }
        // No window reads SDL's quit event: SIGTERM and SIGINT end the process as usual.
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        try start(video: false)
    }
}
