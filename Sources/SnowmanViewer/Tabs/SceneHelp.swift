import Foundation
import SceneControls

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

    /// The help of a hosted scene: its own keys, then the keys every tab shares.
    @MainActor static func lines(for scene: any HostedScene) -> [(key: String, action: String)] {
        scene.help.map { ($0.key, $0.action) } + tabKeys
    }
}
