import AtomicFiles
import CSDL2
import Foundation

/// SDL, SDL2_image and SDL2_ttf started for the life of the process.
enum SDLSession {
    /// Starts SDL's video (and the image and font libraries); throws with
    /// SDL's reason, e.g. when there is no display.
    static func start(video: Bool) throws {
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        if video {
            guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw ViewerError("cannot open a display (\(String(cString: SDL_GetError())))") }
        }
        if TTF_WasInit() == 0 && TTF_Init() != 0 { throw ViewerError("cannot start SDL2_ttf: \(String(cString: SDL_GetError()))") }
    }

    /// Call only after every font, texture and renderer is gone.
    static func stop() {
        TTF_Quit()
        SDL_Quit()
    }
}

/// A problem the viewer reports as one line and a non-zero exit.
public struct ViewerError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }

    /// The system's words for error `code` (read errno into `code` first:
    /// building a message can change it).
    static func text(ofSystemError code: Int32) -> String {
        AtomicFile.text(ofSystemError: code)
    }
}
