/// A key as programs and scenes understand it, independent of SDL.
public enum Key: Equatable, Sendable {
    case space, tab, up, down, left, right, home, end, pageUp, pageDown
    case minus, equals, plus, slash, questionMark
    case returnKey, escape, backspace, delete
    case f1, f2
    case leftBracket, rightBracket, backslash, comma, period
    /// A letter key, lowercase.
    case letter(Character)
    /// A digit key, 0...9.
    case digit(Int)
    case other
}

/// One key press with the modifiers held.
public struct KeyPress: Equatable, Sendable {
    public var key: Key
    public var shift: Bool
    public var control: Bool

    public init(_ key: Key, shift: Bool = false, control: Bool = false) {
        self.key = key
        self.shift = shift
        self.control = control
    }
}
