import CSDL2
import Foundation

/// Which of SDL's video drivers the window opens on. Unless the user chose
/// one (`SDL_VIDEODRIVER`), only a driver that shows a window on a screen a
/// person sees will do: with no display, SDL would otherwise fall back to
/// an invisible driver and the viewer would sit there, seen by nobody.
package enum DisplayChoice {
    /// The drivers that put a window on a visible screen.
    package static let visibleDrivers: Set<String> = ["x11", "wayland"]

    /// The one line for no display; `offscreen` names the way to draw without a window.
    package static func noDisplay(offscreen: String) -> LayerHostError {
        LayerHostError("no display to open a window on: set DISPLAY (X11) or WAYLAND_DISPLAY, "
                       + "or draw frames without a window with \(offscreen)")
    }

    /// Whether the user picked the driver themselves.
    package static var userChoseDriver: Bool { !(environment("SDL_VIDEODRIVER") ?? "").isEmpty }

    /// Picks the driver before SDL starts: the one the environment names a
    /// display for. Throws at once when there is none.
    package static func chooseDriver(offscreen: String) throws {
        guard !userChoseDriver else { return }
        if !(environment("DISPLAY") ?? "").isEmpty {
            setenv("SDL_VIDEODRIVER", "x11", 1)
        } else if !(environment("WAYLAND_DISPLAY") ?? "").isEmpty {
            setenv("SDL_VIDEODRIVER", "wayland", 1)
        } else {
            throw noDisplay(offscreen: offscreen)
        }
    }

    /// After SDL started: throws if it ended up on an invisible driver the
    /// user did not ask for.
    package static func checkDriver(userChose: Bool, offscreen: String) throws {
        guard !userChose else { return }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        guard visibleDrivers.contains(driver) else { throw noDisplay(offscreen: offscreen) }
    }

    private static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
