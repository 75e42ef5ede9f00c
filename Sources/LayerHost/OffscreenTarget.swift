import CSDL2
import Foundation

/// An image in memory with SDL's software renderer drawing into it: what
/// `render`, `bench` and GIF export draw on. Destroys the renderer before
/// the surface; whatever holds textures of it must be gone first.
package final class OffscreenTarget {
    package let surface: UnsafeMutablePointer<SDL_Surface>
    package let renderer: OpaquePointer
    package let width: Int, height: Int

    package init(size: CGSize) throws {
        width = Int(size.width)
        height = Int(size.height)
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw LayerHostError("cannot make a \(width)x\(height) image: \(String(cString: SDL_GetError()))")
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            throw LayerHostError("cannot draw offscreen: \(String(cString: SDL_GetError()))")
        }
        self.surface = surface
        self.renderer = renderer
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }

    /// Writes the image as a PNG at `url`; throws one line naming the file and SDL's reason.
    package func writePNG(to url: URL) throws {
        guard IMG_SavePNG(surface, url.path) == 0 else {
            throw LayerHostError("cannot write \(url.path): \(String(cString: SDL_GetError()))")
        }
    }

    /// The pixel at (x, y) as 0xAARRGGBB.
    @inline(__always)
    package func pixel(_ x: Int, _ y: Int) -> UInt32 {
        surface.pointee.pixels!.advanced(by: y * Int(surface.pointee.pitch)).load(fromByteOffset: x * 4, as: UInt32.self)
    }
}
