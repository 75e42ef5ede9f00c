import Foundation
import LayerAnimation

extension KeyPress {
    /// The name scenes take a key by (their `key(_:)`): a lower-case letter,
    /// a digit, "enter", "space", "tab", "shift-tab", "left", "right", "up",
    /// "down", "escape", "backspace", "delete", "plus" (+ or =), "pageup",
    /// "pagedown", "home", "end", or "ctrl-z"; nil for other keys and other
    /// Ctrl combinations (the window's). A scene ignores the names it does not use.
    public var sceneKeyName: String? {
        if control { return key == .letter("z") ? "ctrl-z" : nil }
        switch key {
        case .letter(let c): return String(c)
        case .digit(let n): return String(n)
        case .returnKey: return "enter"
        case .space: return "space"
        case .tab: return shift ? "shift-tab" : "tab"
        case .left: return "left"
        case .right: return "right"
        case .up: return "up"
        case .down: return "down"
        case .escape: return "escape"
        case .backspace: return "backspace"
        case .delete: return "delete"
        case .plus, .equals: return "plus"
        case .pageUp: return "pageup"
        case .pageDown: return "pagedown"
        case .home: return "home"
        case .end: return "end"
        default: return nil
        }
    }
}

/// A scene that takes keys by name (``KeyPress/sceneKeyName``) and primary
/// clicks as taps, with its help as a fixed list.
@MainActor
public protocol KeysAndTapsScene: HostedScene {
    static var keyHelp: [(key: String, action: String)] { get }
    /// Whether the key named `name` did something.
    func key(_ name: String) -> Bool
    /// A primary click at `point`, in the scene's coordinates.
    func tap(at point: CGPoint)
}

extension KeysAndTapsScene {
    public var help: [KeyHelp] { Self.keyHelp.map { KeyHelp($0.key, $0.action) } }

    /// A key by name, or a primary click as a tap; nil for any other event.
    public func handleKeyOrTap(_ event: InputEvent) -> Bool? {
        switch event {
        case .keyDown(let press):
            return press.sceneKeyName.map { key($0) } ?? false
        case .pointerDown(let pointer) where pointer.button == .primary:
            tap(at: pointer.location)
            return true
        default:
            return nil
        }
    }
}
