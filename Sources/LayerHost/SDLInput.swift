import CSDL2
import Foundation
import LayerAnimation

/// Translates SDL's events into ``InputEvent``s.
package enum SDLInput {
    /// The event `event` means, or nil for one a program does not see
    /// (window focus, audio devices and the like). `hitTest` names the
    /// layer under a window point; `pointer` is where the pointer is now (for the wheel).
    /// `windowSize` is in points; a point is `scale` of SDL's window units
    /// (more than 1 where a window is drawn larger than the system scales it).
    package static func inputEvent(_ event: SDL_Event, hitTest: (CGPoint) -> CALayer?,
                                   pointer: () -> CGPoint = { pointerLocation() },
                                   windowSize: CGSize = .zero, scale: Double = 1) -> InputEvent? {
        func location(_ x: Int32, _ y: Int32) -> CGPoint { point(x, y, scale: scale) }
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .close
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                let size = location(max(event.window.data1, 0), max(event.window.data2, 0))
                return .resize(CGSize(width: size.x, height: size.y))
            case SDL_WINDOWEVENT_CLOSE:
                return .close
            case SDL_WINDOWEVENT_FOCUS_LOST:
                return .focusLost
            default:
                return nil
            }
        case SDL_KEYDOWN:
            return .keyDown(SDLKeys.keyPress(event.key.keysym))
        case SDL_KEYUP:
            return .keyUp(SDLKeys.keyPress(event.key.keysym))
        case SDL_TEXTINPUT:
            let string = text(of: event)
            return string.isEmpty ? nil : .text(string)
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let point = location(event.button.x, event.button.y)
            let pointerEvent = PointerEvent(location: point, button: button(Int32(event.button.button)),
                                            clickCount: Int(event.button.clicks), layer: hitTest(point),
                                            shift: SDL_GetModState().rawValue & KMOD_SHIFT.rawValue != 0)
            var marked = pointerEvent
            marked.isFromTouch = event.button.which == touchMouseID
            return event.type == SDL_MOUSEBUTTONDOWN.rawValue ? .pointerDown(marked) : .pointerUp(marked)
        case SDL_MOUSEMOTION:
            let point = location(event.motion.x, event.motion.y)
            let held = event.motion.state
            let first = (1...5).first { held & (1 << ($0 - 1)) != 0 }
            var moved = PointerEvent(location: point, button: first.map { button(Int32($0)) }, clickCount: 0,
                                     layer: hitTest(point))
            moved.isFromTouch = event.motion.which == touchMouseID
            return .pointerMoved(moved)
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            // Fingers come in fractions of the window's size.
            let (x, y) = (Double(event.tfinger.x), Double(event.tfinger.y))
            guard x.isFinite, y.isFinite, windowSize.width > 0, windowSize.height > 0 else { return nil }
            let phase: TouchEvent.Phase = event.type == SDL_FINGERDOWN.rawValue ? .began
                : event.type == SDL_FINGERUP.rawValue ? .ended : .moved
            return .touch(TouchEvent(id: Int(truncatingIfNeeded: event.tfinger.fingerId), phase: phase,
                                     location: CGPoint(x: x * windowSize.width, y: y * windowSize.height)))
        case SDL_MOUSEWHEEL:
            let sign: Float = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let (dx, dy) = (Double(event.wheel.preciseX * sign), Double(event.wheel.preciseY * sign))
            guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return nil }
            return .wheel(dx: dx, dy: dy, at: pointer())
        default:
            return nil
        }
    }

    /// The text of a text-input event, up to its terminating zero (bad UTF-8 repaired).
    package static func text(of event: SDL_Event) -> String {
        withUnsafeBytes(of: event.text.text) { bytes in String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self) }
    }

    /// Where the pointer is now, in the window's points (a point is `scale` window units).
    package static func pointerLocation(scale: Double = 1) -> CGPoint {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetMouseState(&x, &y)
        return point(x, y, scale: scale)
    }

    /// SDL's window units `x`, `y` in points, a point being `scale` units (1
    /// for a scale that is no scale: not finite, or not above 0).
    static func point(_ x: Int32, _ y: Int32, scale: Double) -> CGPoint {
        guard scale.isFinite, scale > 0, scale != 1 else { return CGPoint(x: Int(x), y: Int(y)) }
        return CGPoint(x: Double(x) / scale, y: Double(y) / scale)
    }

    /// SDL's `SDL_TOUCH_MOUSEID` ((Uint32)-1): the mouse a finger's synthesized events come from.
    static let touchMouseID = UInt32.max

    static func button(_ number: Int32) -> PointerEvent.Button {
        switch number {
        case Int32(SDL_BUTTON_LEFT): .primary
        case Int32(SDL_BUTTON_MIDDLE): .middle
        case Int32(SDL_BUTTON_RIGHT): .secondary
        default: .other(Int(number))
        }
    }
}
