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
import SplitMix

/// What the window gives the scenes it makes.
@MainActor struct SceneContext {
    /// The fonts text is drawn with, to measure text as it will show.
    let text: TextRenderer
    /// The renderer the scenes are drawn by (pictures made ahead of need).
    let renderer: OpaquePointer
    /// Where the Snowman tab's settings come from.
    let settings: SettingsSource
    let catFacts: CatFactsClient
    /// Shuffles the card games and orders the facts; nil: a new shuffle each launch.
    let seed: UInt64?
    /// Told when a scene's work off the main thread changed what it shows.
    let backgroundWork: BackgroundWorkRelay
}

/// The Snowman tab's settings: the file the window saves to, or settings
/// already read and kept in memory (a render never writes).
enum SettingsSource {
    case file(URL)
    case loaded(SettingsStore.Loaded)
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
    /// Whether a render steps it at 60 frames a second up to each time, as
    /// the window would (physics in fixed steps), or jumps there.
    let stepsFrames: Bool
    /// Whether `--seed` shuffles it.
    let takesSeed: Bool
    let make: @MainActor @Sendable (SceneContext) throws -> any HostedScene
    /// Before a render draws anything: one line for a part or actions the scene does not have.
    let check: @Sendable (_ part: String?, _ actions: [String]) throws -> Void
    /// Brings a render's scene, laid out at time 0, to its part (nil: the first).
    let open: @MainActor @Sendable (any HostedScene, _ part: String?) throws -> Void

    init<Scene: HostedScene>(_ type: Scene.Type, title: String, icon: TabIcon, part: String? = nil,
                             stepsFrames: Bool = false, takesSeed: Bool = false,
                             make: @escaping @MainActor @Sendable (SceneContext) throws -> Scene,
                             check: @escaping @Sendable (String?, [String]) throws -> Void = { _, _ in },
                             open: @escaping @MainActor @Sendable (Scene, String?) throws -> Void = { _, _ in }) {
        (name, self.title, self.icon, self.part) = (Scene.sceneName, title, icon, part)
        (self.stepsFrames, self.takesSeed) = (stepsFrames, takesSeed)
        self.make = { try make($0) }
        self.check = check
        self.open = { scene, part in if let scene = scene as? Scene { try open(scene, part) } }
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
        switch context.settings {
        case .file(let url): try SnowmanScene.inWindow(settingsURL: url, text: context.text, renderer: context.renderer)
        case .loaded(let loaded): try SnowmanScene.offscreen(loaded: loaded, text: context.text, renderer: context.renderer,
                                                             size: ViewerLayout.minimumSize)
        }
    }

    static let practice = RegisteredScene(
        PracticeScene.self, title: "Practice", icon: .practice, part: "EXERCISE",
        make: { _ in PracticeScene() },
        check: { part, actions in
            let names = PracticeScene.exerciseNames
            if let part, !names.contains(part) {
                throw ViewerError("no exercise named “\(OffscreenRender.shortened(part))”; there are \(names.joined(separator: ", "))")
            }
            let exercise = part ?? names[0]
            let known = PracticeScene.actions(ofExercise: exercise)
            if let unknown = actions.first(where: { !known.contains($0) }) {
                throw ViewerError("the \(exercise) exercise has no action “\(OffscreenRender.shortened(unknown))”; it has \(known.joined(separator: ", "))")
            }
        },
        open: { practice, part in
            if let part, let index = PracticeScene.exerciseNames.firstIndex(of: part) { practice.select(index) }
        })

    static let set = RegisteredScene(SetScene.self, title: "Set", icon: .set, stepsFrames: true, takesSeed: true) { context in
        context.seed.map { SetScene(seed: $0) } ?? SetScene()
    }

    static let concentration = RegisteredScene(ConcentrationScene.self, title: "Concentration", icon: .concentration,
                                               stepsFrames: true, takesSeed: true) { context in
        context.seed.map { ConcentrationScene(seed: $0) } ?? ConcentrationScene()
    }

    /// Its parts are the screens a person reaches, in order.
    static let catFactsScreens = ["unlock", "facts", "saved", "detail"]

    static let catFacts = RegisteredScene(
        CatFactsScene.self, title: "Cat Facts", icon: .catFacts, part: "SCREEN", takesSeed: true,
        make: { context in
            let client = context.catFacts
            var random = SplitMix64(seed: context.seed ?? FactsFeed.launchSeed())
            // A seed picks the right colour too, so a seeded render is always the same.
            let unlock = context.seed == nil ? UnlockModel() : UnlockModel(using: &random)
            let scene = CatFactsScene(client: client, saved: SavedFacts(), measure: FontTextMeasure(text: context.text),
                                      decodePhoto: { try BitmapImage(data: $0) }, unlock: unlock,
                                      feed: FactsFeed(client: client, order: .random(seed: context.seed ?? FactsFeed.launchSeed())))
            scene.onChange = { [relay = context.backgroundWork] in relay.changed() }
            return scene
        },
        check: { part, actions in
            if let part, !catFactsScreens.contains(part) {
                throw ViewerError("Cat Facts has no screen “\(OffscreenRender.shortened(part))”; it has \(catFactsScreens.joined(separator: ", "))")
            }
            if let action = actions.first {
                throw ViewerError("the cat-facts scene takes no actions (“\(OffscreenRender.shortened(action))”): name a screen, --scene cat-facts/SCREEN")
            }
        },
        open: { scene, part in try CatFactsRenderRoute.open(part ?? "unlock", of: scene) })
}
