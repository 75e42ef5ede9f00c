import Foundation
import LayerHost

/// One of the window's tabs: a scene of ``SceneRegistry``, named as on the
/// command line (`--scene`), in the registry's order (Snowman first and default).
public struct SceneTab: Hashable, Sendable, RawRepresentable, CaseIterable, CustomStringConvertible {
    public let rawValue: String

    /// The tab of the registered scene named `rawValue`; nil for a name no scene has.
    public init?(rawValue: String) {
        guard SceneRegistry.scenes.contains(where: { $0.name == rawValue }) else { return nil }
        self.rawValue = rawValue
    }

    public static var allCases: [SceneTab] { SceneRegistry.scenes.map { SceneTab(rawValue: $0.name)! } }

    public static let snowman = SceneTab(rawValue: "snowman")!
    public static let practice = SceneTab(rawValue: "practice")!
    public static let set = SceneTab(rawValue: "set")!
    public static let concentration = SceneTab(rawValue: "concentration")!
    public static let catFacts = SceneTab(rawValue: "cat-facts")!

    var registered: RegisteredScene { SceneRegistry.scenes.first { $0.name == rawValue }! }
    public var title: String { registered.title }
    public var description: String { rawValue }
    /// Whether `--seed` shuffles it.
    public var takesSeed: Bool { registered.takesSeed }

    /// The scenes' names as a sentence, for help and messages: "snowman, practice, … or cat-facts";
    /// with their parts ("practice[/EXERCISE]") and `more` names after them when asked.
    public static func namesSentence(withParts: Bool = false, more: [String] = []) -> String {
        SceneRegistry.namesSentence(withParts: withParts, more: more)
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
}
