import CSDL2

/// Translates SDL's key events into ``KeyPress``.
package enum SDLKeys {
    package static func keyPress(_ keysym: SDL_Keysym) -> KeyPress {
        let code = Int(keysym.sym)
        let modifiers = UInt32(keysym.mod)
        let shift = modifiers & UInt32(KMOD_SHIFT.rawValue) != 0
        let control = modifiers & UInt32(KMOD_CTRL.rawValue) != 0
        func is_(_ key: SDL_KeyCode) -> Bool { code == Int(key.rawValue) }
        let key: Key
        if is_(SDLK_SPACE) { key = .space }
        else if is_(SDLK_TAB) { key = .tab }
        else if is_(SDLK_UP) { key = .up }
        else if is_(SDLK_DOWN) { key = .down }
        else if is_(SDLK_LEFT) { key = .left }
        else if is_(SDLK_RIGHT) { key = .right }
        else if is_(SDLK_HOME) { key = .home }
        else if is_(SDLK_END) { key = .end }
        else if is_(SDLK_PAGEUP) { key = .pageUp }
        else if is_(SDLK_PAGEDOWN) { key = .pageDown }
        else if is_(SDLK_MINUS) || is_(SDLK_KP_MINUS) { key = .minus }
        else if is_(SDLK_EQUALS) || is_(SDLK_KP_EQUALS) { key = .equals }
        else if is_(SDLK_PLUS) || is_(SDLK_KP_PLUS) { key = .plus }
        else if is_(SDLK_SLASH) { key = .slash }
        else if is_(SDLK_QUESTION) { key = .questionMark }
        else if is_(SDLK_RETURN) || is_(SDLK_KP_ENTER) { key = .returnKey }
        else if is_(SDLK_ESCAPE) { key = .escape }
        else if is_(SDLK_BACKSPACE) { key = .backspace }
        else if is_(SDLK_DELETE) { key = .delete }
        else if is_(SDLK_F1) { key = .f1 }
        else if is_(SDLK_F2) { key = .f2 }
        else if is_(SDLK_LEFTBRACKET) { key = .leftBracket }
        else if is_(SDLK_RIGHTBRACKET) { key = .rightBracket }
        else if is_(SDLK_BACKSLASH) { key = .backslash }
        else if is_(SDLK_COMMA) { key = .comma }
        else if is_(SDLK_PERIOD) { key = .period }
        else if code >= Int(SDLK_a.rawValue) && code <= Int(SDLK_z.rawValue), let scalar = Unicode.Scalar(code) {
            key = .letter(Character(scalar))
        } else if code >= Int(SDLK_0.rawValue) && code <= Int(SDLK_9.rawValue) {
            key = .digit(code - Int(SDLK_0.rawValue))
        } else { key = .other }
        return KeyPress(key, shift: shift, control: control)
    }
}
