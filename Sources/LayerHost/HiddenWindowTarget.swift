import CSDL2
import Foundation

/// A window nobody sees with an OpenGL renderer: what `bench --renderer
/// accelerated` draws on, through SDL's offscreen video driver (EGL). Fails
/// with one line where no OpenGL is available.
package final class HiddenWindowTarget {
    package let window: OpaquePointer
    package let renderer: OpaquePointer

    package init(size: CGSize) throws {
        if getenv("SDL_VIDEODRIVER") == nil { setenv("SDL_VIDEODRIVER", "offscreen", 1) }
        try SDLSession.start(video: true)
        let flags = SDL_WINDOW_HIDDEN.rawValue | SDL_WINDOW_OPENGL.rawValue
        guard let window = SDL_CreateWindow("bench", 0, 0, Int32(size.width), Int32(size.height), flags) else {
            throw LayerHostError("cannot make a hidden OpenGL window: \(String(cString: SDL_GetError()))")
        }
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue) else {
            SDL_DestroyWindow(window)
            throw LayerHostError("no accelerated renderer here: \(String(cString: SDL_GetError()))")
        }
        (self.window, self.renderer) = (window, renderer)
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }
}
