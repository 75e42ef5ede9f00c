import CSDL2
import Foundation
import LayerHost

/// Turns SDL's events into the viewer's actions: keys through ``KeyMap``,
/// clicks and wheel turns through the layout's hit test and ``MouseMap``,
/// typed text into a rename, window changes into a new layout.
final class EventDispatcher {
    private let model: ViewerModel
    private let frame: ViewerFrame
    /// Whether a drag on the timeline is seeking.
    private var scrubbing = false
    /// Read once: the environment is rebuilt as a dictionary on every read.
    private let logsEvents = ProcessInfo.processInfo.environment["SNOWMAN_EVENT_LOG"] != nil
    /// Called when the window's size (or pixel density) changed.
    private let windowChanged: () -> Void
    /// How far down the window the viewer's area starts (under the tab strip), in points.
    var contentTop: CGFloat = 0

    init(model: ViewerModel, frame: ViewerFrame, windowChanged: @escaping () -> Void) {
        (self.model, self.frame, self.windowChanged) = (model, frame, windowChanged)
    }

    /// Handles `event`; returns whether the window must be drawn again.
    func handle(_ event: SDL_Event) -> Bool {
        if logsEvents {
            FileHandle.standardError.write(Data("event \(event.type)\n".utf8))
        }
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            model.perform(.quit)
        case SDL_WINDOWEVENT:
            let kind = SDL_WindowEventID(UInt32(event.window.event))
            if kind == SDL_WINDOWEVENT_SIZE_CHANGED || kind == SDL_WINDOWEVENT_RESIZED { windowChanged() }
        case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET:
            frame.renderTargetsWereReset()
        case SDL_KEYDOWN:
            let press = SDLKeys.keyPress(event.key.keysym)
            if let action = KeyMap.action(for: press, isRenaming: model.isRenaming) { model.perform(action) }
        case SDL_TEXTINPUT:
            guard model.isRenaming else { return true }
            model.perform(.insertText(SDLInput.text(of: event)))
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            let point = CGPoint(x: Int(event.button.x), y: Int(event.button.y))
            let shift = SDL_GetModState().rawValue & KMOD_SHIFT.rawValue != 0
            if model.isRenaming { model.perform(.confirmRename) }
            if let target = frame.layout.target(at: point, listCount: model.settings.count, scroll: model.listScroll),
               let action = MouseMap.action(forClickOn: target, shift: shift) {
                if case .timeline = target { scrubbing = true }
                model.perform(action)
            }
        case SDL_MOUSEMOTION where scrubbing:
            model.perform(.seek(frame.layout.timelineFraction(at: CGFloat(Int(event.motion.x)))))
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
            scrubbing = false
        case SDL_MOUSEWHEEL:
            let pointer = SDLInput.pointerLocation()
            let target = frame.layout.target(at: CGPoint(x: pointer.x, y: pointer.y - contentTop),
                                             listCount: model.settings.count, scroll: model.listScroll)
            if let action = MouseMap.action(forWheel: Int(event.wheel.y), over: target) { model.perform(action) }
        default:
            return false
        }
        return true
    }
}
