import Foundation
import LayerHost

/// The window's scenes, in tab order (Snowman first and default).
public enum SceneTab: String, CaseIterable, Sendable {
    case snowman, practice, set, concentration
    case catFacts = "cat-facts"

    public var title: String {
        switch self {
        case .snowman: "Snowman"
        case .practice: "Practice"
        case .set: "Set"
        case .concentration: "Concentration"
        case .catFacts: "Cat Facts"
        }
    }

    /// The tab a key press switches to from `current`: Ctrl+1…9 picks one,
    /// Ctrl+Tab the next and Ctrl+Shift+Tab the previous (wrapping); nil
    /// for any other key.
    public static func tab(for press: KeyPress, from current: SceneTab) -> SceneTab? {
        guard press.control else { return nil }
        let all = allCases
        switch press.key {
        case .digit(let n) where (1...9).contains(n):
            return n <= all.count ? all[n - 1] : nil
        case .tab:
            let index = all.firstIndex(of: current)!
            return all[(index + (press.shift ? all.count - 1 : 1)) % all.count]
        default:
            return nil
        }
    }

    /// The Practice scene's name for a key, or nil (see `PracticeScene.key(_:)`).
    public static func practiceKey(for press: KeyPress) -> String? {
        guard !press.control else { return nil }
        switch press.key {
        case .digit(let n): return String(n)
        case .letter(let c): return String(c)
        case .returnKey: return "enter"
        case .space: return "space"
        case .tab: return press.shift ? "shift-tab" : "tab"
        case .left: return "left"
        case .right: return "right"
        default: return nil
        }
    }

    /// The Set scene's name for a key, or nil (see `SetScene.key(_:)`).
    public static func setKey(for press: KeyPress) -> String? {
        guard !press.control else { return nil }
        switch press.key {
        case .letter(let c): return String(c)
        case .returnKey: return "enter"
        case .space: return "space"
        case .left: return "left"
        case .right: return "right"
        case .up: return "up"
        case .down: return "down"
        default: return nil
        }
    }

    /// The Concentration scene's name for a key, or nil (see `ConcentrationScene.key(_:)`).
    public static func concentrationKey(for press: KeyPress) -> String? {
        if case .digit(let n) = press.key, !press.control { return String(n) }
        return setKey(for: press)
    }

    /// The Cat Facts scene's name for a key, or nil (see `CatFactsScene.key(_:)`).
    public static func catFactsKey(for press: KeyPress) -> String? {
        if press.control { return press.key == .letter("z") ? "ctrl-z" : nil }
        switch press.key {
        case .letter(let c): return String(c)
        case .returnKey: return "enter"
        case .escape: return "escape"
        case .backspace: return "backspace"
        case .delete: return "delete"
        case .space: return "space"
        case .plus, .equals: return "plus"
        case .up: return "up"
        case .down: return "down"
        case .pageUp: return "pageup"
        case .pageDown: return "pagedown"
        case .home: return "home"
        case .end: return "end"
        default: return nil
        }
    }
}
