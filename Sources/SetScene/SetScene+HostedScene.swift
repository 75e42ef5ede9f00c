import Foundation
import LayerAnimation
import SceneControls

extension SetScene: KeysAndTapsScene {
    nonisolated public static let sceneName = "set"
    public var title: String { "Set" }
    public var rootLayer: CALayer { root }

    public func layout(in size: CGSize) { layout(size: size) }

    /// Keys by name (see ``key(_:)``) and clicks; Esc is not handled (the window quits).
    public func handle(_ event: InputEvent) -> Bool { handleKeyOrTap(event) ?? false }

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
