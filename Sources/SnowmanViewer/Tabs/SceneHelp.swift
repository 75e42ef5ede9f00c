import CatFactsScene
import ConcentrationScene
import Foundation
import SetScene

/// What F1 lists in each tab: the tab's own keys, then the keys every tab
/// shares (switching tabs, help, quitting).
enum SceneHelp {
    /// The keys every tab shares.
    static let tabKeys: [(key: String, action: String)] = [
        ("Ctrl+1–5", "Snowman, Practice, Set, Concentration, Cat Facts"),
        ("Ctrl+Tab", "Next tab (Ctrl+Shift+Tab: the previous)"),
        ("F1 or ?", "Show or hide this help"),
        ("Esc", "Close help; otherwise quit (Cat Facts: back)"),
        ("Ctrl+Q", "Quit"),
    ]

    /// The help of `tab`; Practice's depends on the exercise on show, so its host passes it.
    static func lines(for tab: SceneTab, practiceKeys: [(key: String, action: String)]) -> [(key: String, action: String)] {
        let own: [(key: String, action: String)] = switch tab {
        case .snowman: KeyMap.help
        case .practice: practiceKeys.map { ($0.key, $0.action.prefix(1).uppercased() + $0.action.dropFirst()) }
        case .set: SetScene.help
        case .concentration: ConcentrationScene.help
        case .catFacts: CatFactsScene.help
        }
        return tab == .snowman ? own : own + tabKeys
    }
}
