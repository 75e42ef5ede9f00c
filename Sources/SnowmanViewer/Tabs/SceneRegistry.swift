import CatFacts
import CatFactsScene
import ConcentrationScene
import Foundation
import SnowmanScene
import LayerRendering
import PracticeScene
import SceneControls
import SetScene
import SnowmanSettings

/// What the window gives the scenes it makes.
@MainActor struct SceneContext {
    /// The fonts text is drawn with, to measure text as it will show.
    let text: TextRenderer
    /// The renderer the scenes are drawn by (pictures made ahead of need).
    let renderer: OpaquePointer
    /// The Snowman tab's settings file.
    let settingsURL: URL
    let catFacts: CatFactsClient
    /// Shuffles the card games and orders the facts; nil: a new shuffle each launch.
    let seed: UInt64?
    /// Told when a scene's work off the main thread changed what it shows.
    let backgroundWork: BackgroundWorkRelay
}

/// News that work off the main thread changed what a scene shows, passed on
/// to the window's host (made after the scenes).
@MainActor final class BackgroundWorkRelay {
    var listener: () -> Void = {}
    func changed() { listener() }
}

/// One scene of the window: its name (`--scene`), its tab, and how it is made.
struct RegisteredScene: Sendable {
    let name: String
    let title: String
    let icon: TabIcon
    /// What `render --scene NAME/PART` names after the slash ("EXERCISE"), if anything.
    let part: String?
    let make: @MainActor @Sendable (SceneContext) throws -> any HostedScene

    init<Scene: HostedScene>(_ type: Scene.Type, title: String, icon: TabIcon, part: String? = nil,
                             make: @escaping @MainActor @Sendable (SceneContext) throws -> Scene) {
        (name, self.title, self.icon, self.part) = (Scene.sceneName, title, icon, part)
        self.make = { try make($0) }
    }
}

/// The window's scenes in tab order. The tab strip, Ctrl+1…9, `--scene` and
/// the window's scenes all come from this list: a new scene is one line here.
enum SceneRegistry {
    static let scenes: [RegisteredScene] = [.snowman, .practice, .set, .concentration, .catFacts]

    /// The names as a sentence ("snowman, practice, set, concentration or
    /// cat-facts"), each with its part when `withParts` ("practice[/EXERCISE]"),
    /// then `more` names.
    static func namesSentence(withParts: Bool = false, more: [String] = []) -> String {
        let names = scenes.map { withParts ? $0.name + ($0.part.map { "[/\($0)]" } ?? "") : $0.name } + more
        return names.dropLast().joined(separator: ", ") + (names.count > 1 ? " or " : "") + (names.last ?? "")
    }
}

extension RegisteredScene {
    static let snowman = RegisteredScene(SnowmanScene.self, title: "Snowman", icon: .snowman) { context in
        try SnowmanScene.inWindow(settingsURL: context.settingsURL, text: context.text, renderer: context.renderer)
    }
    static let practice = RegisteredScene(PracticeScene.self, title: "Practice", icon: .practice, part: "EXERCISE") { _ in PracticeScene() }
    static let set = RegisteredScene(SetScene.self, title: "Set", icon: .set) { context in
        context.seed.map { SetScene(seed: $0) } ?? SetScene()
    }
    static let concentration = RegisteredScene(ConcentrationScene.self, title: "Concentration", icon: .concentration) { context in
        context.seed.map { ConcentrationScene(seed: $0) } ?? ConcentrationScene()
    }
    static let catFacts = RegisteredScene(CatFactsScene.self, title: "Cat Facts", icon: .catFacts, part: "SCREEN") { context in
        let client = context.catFacts
        let scene = CatFactsScene(client: client, saved: SavedFacts(), measure: FontTextMeasure(text: context.text),
                                  decodePhoto: { try BitmapImage(data: $0) },
                                  feed: FactsFeed(client: client, order: .random(seed: context.seed ?? FactsFeed.launchSeed())))
        scene.onChange = { [relay = context.backgroundWork] in relay.changed() }
        return scene
    }
}
