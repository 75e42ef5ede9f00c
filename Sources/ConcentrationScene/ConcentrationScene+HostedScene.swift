import Foundation
import LayerAnimation
import SceneControls

extension ConcentrationScene: KeysAndTapsScene {
    nonisolated public static let sceneName = "concentration"
    public var title: String { "Concentration" }
    public var rootLayer: CALayer { root }

    public func layout(in size: CGSize) { layout(size: size) }

    /// Keys by name (see ``key(_:)``) and clicks; Esc is not handled (the window quits).
    public func handle(_ event: InputEvent) -> Bool { handleKeyOrTap(event) ?? false }

    public func advance(toMediaTime time: CFTimeInterval) {}
    public var needsFrames: Bool { false }

    nonisolated public func perform(_ action: ConcentrationAction) {
        switch action {
        case .choose(let indices): for index in indices { choose(index) }
        case .theme(let index): chooseTheme(index)
        case .new: newGame()
        }
    }
}

/// Concentration's scripted actions: "choose 3 5", "theme Animals", "new".
public enum ConcentrationAction: SceneAction, Equatable {
    case choose([Int])
    /// An index into ``ConcentrationTheme/all``.
    case theme(Int)
    case new

    public init(parsing text: String) throws {
        let action = ScriptedAction(text)
        switch action.verb {
        case "choose":
            guard let indices = action.numbers else { break }
            self = .choose(indices)
            return
        case "theme":
            let name = action.arguments.joined(separator: " ")
            if let index = ConcentrationTheme.all.firstIndex(where: { $0.name.lowercased() == name.lowercased() }) {
                self = .theme(index)
                return
            }
            let themes = ConcentrationTheme.all.map(\.name).joined(separator: ", ")
            throw SceneActionError("Concentration has no theme “\(name.count <= 40 ? name : String(name.prefix(40)) + "…")”; it has \(themes)")
        case "new" where action.arguments.isEmpty:
            self = .new
            return
        default:
            break
        }
        throw SceneActionError(scene: "concentration", text: text, allowed: "choose INDEX…, theme NAME, new")
    }
}
