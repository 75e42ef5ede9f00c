import CSDL2
import Foundation
import LayerAnimation

/// What waiting on a window gave: something a person did, typed, or news
/// that the window must be drawn again though nothing changed.
package enum WindowEvent {
    case input(InputEvent)
    /// The window was shown, uncovered or changed, or SDL lost what was
    /// drawn (render targets or the device were reset).
    case redraw
    /// An event no program sees (focus, audio devices and the like).
    case other
}

extension OnscreenTarget {
    /// The next event, waiting up to `timeout` seconds for one (nil: as long
    /// as it takes; 0: only one already queued); nil when none came.
    /// `hitTest` names the layer under a window point.
    package func nextEvent(waiting timeout: Double?, hitTest: (CGPoint) -> CALayer?) -> WindowEvent? {
        var event = SDL_Event()
        let got: Int32
        switch timeout {
        case nil: got = SDL_WaitEvent(&event)
        case let seconds? where seconds <= 0: got = SDL_PollEvent(&event)
        case let seconds?: got = SDL_WaitEventTimeout(&event, Int32(min((seconds * 1000).rounded(.up), 60_000)))
        }
        guard got != 0 else { return nil }
        if let input = SDLInput.inputEvent(event, hitTest: hitTest) { return .input(input) }
        switch SDL_EventType(event.type) {
        case SDL_WINDOWEVENT, SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET: return .redraw
        default: return .other
        }
    }
}
