import CSDL2
import Foundation

/// A window on the user's screen with a renderer drawing into it, and the
/// display's refresh interval. Opens only on a display a person sees (see
/// `DisplayChoice`); destroys the renderer before the window, and whatever
/// holds textures of it must be gone first.
package final class OnscreenTarget {
    package let window: OpaquePointer
    package let renderer: OpaquePointer
    /// Seconds per display refresh (1/60 when the display does not say).
    package let refreshInterval: Double
    /// SDL's window units per point: more than 1 where the program draws a
    /// window larger than the system scales it (X11 has no HiDPI windows).
    package let scale: Double

    /// `offscreen` names, in the no-display line, how to draw without a window;
    /// `size` and `minimumSize` are in points, each `scale` window units.
    package init(title: String, size: CGSize, minimumSize: CGSize = CGSize(width: 1, height: 1),
                 scale: Double = 1, renderer choice: RendererChoice, offscreen: String) throws {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        let software = choice.resolved == .software
        if software {
            // Present the software renderer's pixels without an OpenGL texture
            // (which would load a software GL stack of ~60 MB for nothing).
            SDLSession.setHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        }
        let userChoseDriver = DisplayChoice.userChoseDriver
        try DisplayChoice.chooseDriver(offscreen: offscreen)
        try SDLSession.start(video: true)
        try DisplayChoice.checkDriver(userChose: userChoseDriver, offscreen: offscreen)
        let flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        let width = Int32(Self.side(size.width * scale, atLeast: minimumSize.width * scale))
        let height = Int32(Self.side(size.height * scale, atLeast: minimumSize.height * scale))
        guard let window = SDL_CreateWindow(title, centered, centered, width, height, flags) else {
            throw LayerHostError("cannot open a window (\(String(cString: SDL_GetError())))")
        }
        SDL_SetWindowMinimumSize(window, Int32(Self.side(minimumSize.width * scale, atLeast: 1)),
                                 Int32(Self.side(minimumSize.height * scale, atLeast: 1)))
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        guard let renderer = (software ? nil : SDL_CreateRenderer(window, -1, accelerated))
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            SDL_DestroyWindow(window)
            throw LayerHostError("cannot draw in the window (\(String(cString: SDL_GetError())))")
        }
        (self.window, self.renderer, self.scale) = (window, renderer, scale)
        var mode = SDL_DisplayMode()
        let rate = SDL_GetWindowDisplayMode(window, &mode) == 0 && mode.refresh_rate > 0 ? Double(mode.refresh_rate) : 60
        refreshInterval = 1 / rate
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    /// The window's size in points, and its pixels per point (HiDPI).
    package var sizeAndScale: (size: CGSize, pixelsPerPoint: Double) {
        var width: Int32 = 0, height: Int32 = 0, pixelWidth: Int32 = 0, pixelHeight: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        SDL_GetRendererOutputSize(renderer, &pixelWidth, &pixelHeight)
        let pixelsPerUnit = width > 0 ? Double(pixelWidth) / Double(width) : 1
        return (CGSize(width: Double(width) / scale, height: Double(height) / scale), pixelsPerUnit * scale)
    }

    /// A window side in points: a finite whole number between `minimum` and 16,384.
    package static func side(_ value: CGFloat, atLeast minimum: CGFloat) -> Int {
        guard value.isFinite else { return Int(max(minimum.isFinite ? minimum : 1, 1)) }
        return Int(min(max(value, minimum, 1), 16_384))
    }
}
