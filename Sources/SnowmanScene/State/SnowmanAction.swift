import SceneControls
import SnowmanSettings

/// The Snowman tab's scripted actions (`snowman render --scene snowman --actions …`):
/// "select 2" (a row of the saved list, from 0), "step opacity -3", "play",
/// "reset", "inspector", "faster", "slower", "reverse", "seek 0.5", "edit" (the editor takes the keys).
public enum SnowmanAction: SceneAction, Equatable {
    case select(Int)
    case step(SettingProperty, Int)
    case play, reset, inspector, faster, slower, reverse, edit
    case seek(Double)

    static let allowed = "select ROW, step PROPERTY STEPS, play, reset, inspector, faster, slower, reverse, seek FRACTION, edit"

    public init(parsing text: String) throws {
        let action = ScriptedAction(text)
        let refused = SceneActionError(scene: "snowman", text: text, allowed: Self.allowed)
        switch (action.verb, action.arguments.count) {
        case ("select", 1):
            guard let row = Int(action.arguments[0]), row >= 0 else { throw refused }
            self = .select(row)
        case ("step", 2):
            let known = SettingProperty.allCases.map(\.rawValue).joined(separator: ", ")
            guard let property = SettingProperty(rawValue: action.arguments[0]) else {
                throw SceneActionError("the snowman scene has no property “\(String(action.arguments[0].prefix(40)))”; it has \(known)")
            }
            guard let steps = Int(action.arguments[1]), abs(steps) <= 1000 else { throw refused }
            self = .step(property, steps)
        case ("seek", 1):
            guard let fraction = Double(action.arguments[0]), (0...1).contains(fraction) else { throw refused }
            self = .seek(fraction)
        case ("play", 0): self = .play
        case ("reset", 0): self = .reset
        case ("inspector", 0): self = .inspector
        case ("faster", 0): self = .faster
        case ("slower", 0): self = .slower
        case ("reverse", 0): self = .reverse
        case ("edit", 0): self = .edit
        default: throw refused
        }
    }

    /// What a person would have done for it, in `model`.
    func viewerAction(in model: ViewerModel) -> ViewerAction {
        switch self {
        case .select(let row): .selectSetting(row)
        case .step(let property, let steps): .step(property, steps)
        case .play: .togglePlay
        case .reset: .reset
        case .inspector: .toggleInspector
        case .faster: .changeSpeed(1)
        case .slower: .changeSpeed(-1)
        case .reverse: .reverse
        case .seek(let fraction): .seek(fraction)
        case .edit: .focusProperty(model.focusedProperty)
        }
    }
}
