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
}
