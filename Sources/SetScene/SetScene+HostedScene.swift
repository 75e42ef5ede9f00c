import Foundation
import LayerAnimation
import SceneControls

extension SetScene: HostedScene {
    public static let sceneName = "set"
    public var title: String { "Set" }
    public var rootLayer: CALayer { root }
    public var help: [KeyHelp] { Self.keyHelp.map { KeyHelp($0.key, $0.action) } }

    public func layout(in size: CGSize) { layout(size: size) }

    /// Keys by name (see ``key(_:)``) and clicks; Esc is not handled (the window quits).
    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .keyDown(let press):
            guard let name = Self.keyName(for: press) else { return false }
            return key(name)
        case .pointerDown(let pointer) where pointer.button == .primary:
            tap(at: pointer.location)
            return true
        default:
            return false
        }
    }

    /// The scene's name for a key, or nil (see ``key(_:)``).
    public static func keyName(for press: KeyPress) -> String? {
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


    nonisolated public func perform(_ action: SetAction) {
        switch action {
        case .select(let slots): for slot in slots { select(slot: slot) }
        case .deal: deal()
        case .hint: showHint()
        case .new: newGame()
        }
    }
}

/// The Set tab's scripted actions: "select 0 1 2", "deal", "hint", "new".
public enum SetAction: SceneAction, Equatable {
    case select([Int]), deal, hint, new

    public init(parsing text: String) throws {
        let action = ScriptedAction(text)
        switch (action.verb, action.numbers) {
        case ("select", let slots?): self = .select(slots)
        case ("deal", nil) where action.arguments.isEmpty: self = .deal
        case ("hint", nil) where action.arguments.isEmpty: self = .hint
        case ("new", nil) where action.arguments.isEmpty: self = .new
        default: throw SceneActionError(scene: "set", text: text, allowed: "select SLOT…, deal, hint, new")
        }
    }
}
