import CSDL2
import Foundation

/// Which of SDL's video drivers the window opens on. Unless the user chose
/// one (`SDL_VIDEODRIVER`), only a driver that shows a window on a screen a
/// person sees will do: with no display, SDL would otherwise fall back to
/// an invisible driver and the viewer would sit there, seen by nobody.
enum DisplayChoice {
    /// The drivers that put a window on a visible screen.
    static let visibleDrivers: Set<String> = ["x11", "wayland"]

    static let noDisplay = ViewerError(
        "no display to open a window on: set DISPLAY (X11) or WAYLAND_DISPLAY, "
            + "or draw frames without a window with `snowman render`")

    /// Whether the user picked the driver themselves.
    static var userChoseDriver: Bool { !(environment("SDL_VIDEODRIVER") ?? "").isEmpty }

    /// Picks the driver before SDL starts: the one the environment names a
    /// display for. Throws at once when there is none.
    static func chooseDriver() throws {
        guard !userChoseDriver else { return }
        if !(environment("DISPLAY") ?? "").isEmpty {
            setenv("SDL_VIDEODRIVER", "x11", 1)
        } else if !(environment("WAYLAND_DISPLAY") ?? "").isEmpty {
            setenv("SDL_VIDEODRIVER", "wayland", 1)
        } else {
            throw noDisplay
        }
    }

    /// After SDL started: throws if it ended up on an invisible driver the
    /// user did not ask for.
    static func checkDriver(userChose: Bool) throws {
        guard !userChose else { return }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        guard visibleDrivers.contains(driver) else { throw noDisplay }
    }

    private static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
