import CSDL2
import Foundation
@testable import LayerHost
import Testing

/// SDL's events as a program sees them: typed, in window points, with the layer under the pointer.
@Suite struct SDLInputTests {
    let layer = CALayer()

    func translate(_ event: SDL_Event) -> InputEvent? {
        SDLInput.inputEvent(event, hitTest: { [layer] in $0.x < 50 ? layer : nil }, pointer: { CGPoint(x: 7, y: 9) })
    }

    static func event(_ type: SDL_EventType, _ fill: (inout SDL_Event) -> Void = { _ in }) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        fill(&event)
        return event
    }

    /// A window drawn `scale` times its points (`LAYERKIT_SCALE`): the pointer,
    /// hit tests and sizes arrive in points, at a fraction where they fall between.
    @Test func aScaledWindowSpeaksInPoints() {
        var hit: CGPoint?
        let press = Self.event(SDL_MOUSEBUTTONDOWN) { ($0.button.button, $0.button.x, $0.button.y) = (UInt8(SDL_BUTTON_LEFT), 141, 750) }
        let down = SDLInput.inputEvent(press, hitTest: { hit = $0; return nil }, scale: 2)
        guard case .pointerDown(let pointer) = down else { Issue.record("not a press"); return }
        #expect(pointer.location == CGPoint(x: 70.5, y: 375) && hit == CGPoint(x: 70.5, y: 375))
        let motion = Self.event(SDL_MOUSEMOTION) { ($0.motion.x, $0.motion.y) = (30, 45) }
        guard case .pointerMoved(let moved) = SDLInput.inputEvent(motion, hitTest: { _ in nil }, scale: 1.5) else {
            Issue.record("not a move"); return
        }
        #expect(moved.location == CGPoint(x: 20, y: 30))
        let resized = Self.event(SDL_WINDOWEVENT) {
            ($0.window.event, $0.window.data1, $0.window.data2) = (UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue), 600, 780)
        }
        guard case .resize(let size) = SDLInput.inputEvent(resized, hitTest: { _ in nil }, scale: 2) else {
            Issue.record("not a resize"); return
        }
        #expect(size == CGSize(width: 300, height: 390))
        // A scale that is no scale is 1.
        for scale in [0, -2, Double.nan, .infinity] {
            guard case .pointerDown(let unscaled) = SDLInput.inputEvent(press, hitTest: { _ in nil }, scale: scale) else {
                Issue.record("not a press"); return
            }
            #expect(unscaled.location == CGPoint(x: 141, y: 750))
        }
    }

    @Test func keysWithModifiers() {
        let down = Self.event(SDL_KEYDOWN) {
            $0.key.keysym.sym = SDL_Keycode(SDLK_s.rawValue)
            $0.key.keysym.mod = UInt16(KMOD_LCTRL.rawValue | KMOD_LSHIFT.rawValue)
        }
        guard case .keyDown(let press) = translate(down) else { Issue.record("not a key down"); return }
        #expect(press == KeyPress(.letter("s"), shift: true, control: true))
        let up = Self.event(SDL_KEYUP) { $0.key.keysym.sym = SDL_Keycode(SDLK_ESCAPE.rawValue) }
        guard case .keyUp(let released) = translate(up) else { Issue.record("not a key up"); return }
        #expect(released == KeyPress(.escape))
    }

    @Test func textKeepsWhatWasTyped() {
        let typed = Self.event(SDL_TEXTINPUT) { event in
            withUnsafeMutableBytes(of: &event.text.text) { bytes in
                for (index, byte) in Array("né🙂".utf8).enumerated() { bytes[index] = byte }
            }
        }
        guard case .text(let text) = translate(typed) else { Issue.record("not text"); return }
        #expect(text == "né🙂")
        #expect(translate(Self.event(SDL_TEXTINPUT)) == nil, "empty text is nothing")
    }

    /// Fingers come as touches in window points; the mouse events SDL makes from
    /// them are marked; losing focus is an event of its own.
    @Test func fingersAreTouchesAndFocusLossIsSaid() {
        let size = CGSize(width: 400, height: 200)
        let down = Self.event(SDL_FINGERDOWN) { ($0.tfinger.fingerId, $0.tfinger.x, $0.tfinger.y) = (7, 0.25, 0.5) }
        #expect(SDLInput.inputEvent(down, hitTest: { _ in nil }, windowSize: size).flatMap(Self.touch)
                == TouchEvent(id: 7, phase: .began, location: CGPoint(x: 100, y: 100)))
        let up = Self.event(SDL_FINGERUP) { ($0.tfinger.fingerId, $0.tfinger.x, $0.tfinger.y) = (7, 1, 1) }
        #expect(SDLInput.inputEvent(up, hitTest: { _ in nil }, windowSize: size).flatMap(Self.touch)?.phase == .ended)
        let nan = Self.event(SDL_FINGERMOTION) { ($0.tfinger.x, $0.tfinger.y) = (.nan, 0) }
        let refused = SDLInput.inputEvent(nan, hitTest: { _ in nil }, windowSize: size) == nil
        #expect(refused)
        let synthesized = Self.event(SDL_MOUSEBUTTONDOWN) {
            ($0.button.button, $0.button.which) = (UInt8(SDL_BUTTON_LEFT), SDLInput.touchMouseID)
        }
        guard case .pointerDown(let pointer) = translate(synthesized) else { Issue.record("not a press"); return }
        #expect(pointer.isFromTouch)
        let focus = Self.event(SDL_WINDOWEVENT) { $0.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue) }
        guard case .focusLost = translate(focus) else { Issue.record("not a focus loss"); return }
    }

    static func touch(_ event: InputEvent) -> TouchEvent? {
        if case .touch(let touch) = event { return touch }
        return nil
    }

    @Test func pointerButtonsMovesAndTheLayerUnderThem() {
        let down = Self.event(SDL_MOUSEBUTTONDOWN) {
            ($0.button.x, $0.button.y, $0.button.button, $0.button.clicks) = (20, 30, UInt8(SDL_BUTTON_LEFT), 2)
        }
        guard case .pointerDown(let pressed) = translate(down) else { Issue.record("not a press"); return }
        #expect(pressed.location == CGPoint(x: 20, y: 30) && pressed.button == .primary && pressed.clickCount == 2)
        #expect(pressed.layer === layer)
        let up = Self.event(SDL_MOUSEBUTTONUP) { ($0.button.x, $0.button.y, $0.button.button) = (80, 30, UInt8(SDL_BUTTON_RIGHT)) }
        guard case .pointerUp(let released) = translate(up) else { Issue.record("not a release"); return }
        #expect(released.button == .secondary && released.layer == nil)
        let drag = Self.event(SDL_MOUSEMOTION) { ($0.motion.x, $0.motion.y, $0.motion.state) = (5, 6, UInt32(SDL_BUTTON_LEFT)) }
        guard case .pointerMoved(let moved) = translate(drag) else { Issue.record("not a move"); return }
        #expect(moved.button == .primary && moved.clickCount == 0 && moved.location == CGPoint(x: 5, y: 6))
        let hover = Self.event(SDL_MOUSEMOTION) { ($0.motion.x, $0.motion.y) = (5, 6) }
        guard case .pointerMoved(let hovered) = translate(hover) else { Issue.record("not a move"); return }
        #expect(hovered.button == nil)
    }

    @Test func wheelIsAwayFromTheUserWhateverTheSetting() {
        let up = Self.event(SDL_MOUSEWHEEL) { ($0.wheel.preciseY, $0.wheel.direction) = (1.5, SDL_MOUSEWHEEL_NORMAL.rawValue) }
        let flipped = Self.event(SDL_MOUSEWHEEL) { ($0.wheel.preciseY, $0.wheel.direction) = (-1.5, SDL_MOUSEWHEEL_FLIPPED.rawValue) }
        for event in [up, flipped] {
            guard case .wheel(let dx, let dy, let at) = translate(event) else { Issue.record("not a wheel"); return }
            #expect(dx == 0 && dy == 1.5 && at == CGPoint(x: 7, y: 9))
        }
        #expect(translate(Self.event(SDL_MOUSEWHEEL) { $0.wheel.preciseY = .nan }) == nil)
    }

    @Test func windowEvents() {
        let resized = Self.event(SDL_WINDOWEVENT) {
            ($0.window.event, $0.window.data1, $0.window.data2) = (UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue), 800, 600)
        }
        guard case .resize(let size) = translate(resized) else { Issue.record("not a resize"); return }
        #expect(size == CGSize(width: 800, height: 600))
        guard case .close = translate(Self.event(SDL_QUIT)) else { Issue.record("not a close"); return }
        let focus = Self.event(SDL_WINDOWEVENT) { $0.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_GAINED.rawValue) }
        #expect(translate(focus) == nil)
        #expect(translate(Self.event(SDL_AUDIODEVICEADDED)) == nil)
    }
}

extension InputEvent? {
    static func == (event: InputEvent?, _: _OptionalNilComparisonType) -> Bool {
        if case .none = event { return true } else { return false }
    }
}
