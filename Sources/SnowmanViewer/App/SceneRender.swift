import BenchmarkScenes
import CatFacts
import CatFactsScene
import ConcentrationScene
import Foundation
import SnowmanScene
import SnowmanSettings
import LayerHost
import LayerAnimation
import LayerRendering
import PracticeScene
import SceneControls
import SetScene
import SplitMix

/// `snowman render --scene practice[/EXERCISE]|set|concentration|cat-facts[/SCREEN] --action A --at T`:
/// draws a layer-tree scene without a window into PNG files, with its
/// actions performed at time 0 and time driven by a `ManualMediaClock`.
/// The card games are seeded and stepped at 60 frames a second up to each
/// time, as the window would (their physics runs in fixed steps), so a
/// seed, actions and a time always give the same frame.
public struct SceneRender {
    /// Which scene, and how it starts.
    public enum Scene: Equatable, Sendable {
        /// The Practice exercise to show (`basic`, `keyframe`, ...); nil: the first.
        case practice(exercise: String?)
        case set(seed: UInt64)
        case concentration(seed: UInt64)
        /// Cat Facts on `screen` (nil: the colours), against these services;
        /// the seed picks the right colour and the facts' random order.
        case catFacts(screen: String?, seed: UInt64, factsURL: URL, photosURL: URL)
        /// The gallery of gradient, replicator, emitter and transform layers (``LayerGallery``).
        case gallery

        var name: String {
            switch self {
            case .practice(let exercise): exercise ?? PracticeScene.exerciseNames[0]
            case .set: "set"
            case .concentration: "concentration"
            case .catFacts(let screen, _, _, _): "cat-facts" + (screen.map { "/" + $0 } ?? "")
            case .gallery: "gallery"
            }
        }
    }

    /// The Cat Facts screens a render can open, in the order a person reaches them.
    public static let catFactsScreens = ["unlock", "facts", "saved", "detail"]

    /// How long a render waits for the services (a page, a photo).
    static let networkWait: TimeInterval = 20

    public var scene: Scene
    /// Actions of that scene, performed in order at time 0.
    public var actions: [String]
    public var size: CGSize
    public var times: [Double]
    public var output: URL

    public init(scene: Scene, actions: [String], size: CGSize, times: [Double], output: URL) {
        (self.scene, self.actions, self.size, self.times, self.output) = (scene, actions, size, times, output)
    }

    /// Checks the Practice names before anything is drawn: one line naming
    /// what exists. (The card games say whether they know an action by
    /// performing it: `run()` stops at the first they refuse, before a file is written.)
    public func validate() throws {
        if case .catFacts(let screen?, _, _, _) = scene, !Self.catFactsScreens.contains(screen) {
            throw ViewerError("Cat Facts has no screen “\(OffscreenRender.shortened(screen))”; it has \(Self.catFactsScreens.joined(separator: ", "))")
        }
        if scene == .gallery, let action = actions.first {
            throw ViewerError("the gallery scene takes no actions (“\(OffscreenRender.shortened(action))”)")
        }
        if case .catFacts = scene, let action = actions.first {
            throw ViewerError("the cat-facts scene takes no actions (“\(OffscreenRender.shortened(action))”): name a screen, --scene cat-facts/SCREEN")
        }
        guard case .practice(let exercise) = scene else { return }
        let names = PracticeScene.exerciseNames
        if let exercise, !names.contains(exercise) {
            throw ViewerError("no exercise named “\(OffscreenRender.shortened(exercise))”; there are \(names.joined(separator: ", "))")
        }
        let known = PracticeScene.actions(ofExercise: scene.name)
        if let unknown = actions.first(where: { !known.contains($0) }) {
            throw ViewerError("the \(scene.name) exercise has no action “\(OffscreenRender.shortened(unknown))”; it has \(known.joined(separator: ", "))")
        }
    }

    /// Draws the frames; on the main thread (Cat Facts' answers land there).
    @MainActor @discardableResult
    public func run() throws -> [URL] {
        try validate()
        try OffscreenRender.prepareSDL()
        let target = try OffscreenTarget(size: size)
        let layers = LayerRenderer(renderer: target.renderer)
        let clock = ManualMediaClock(now: 0)
        let several = times.count > 1
        if several { try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true) }
        var written: [URL] = []
        try clock.run {
            let renderable = try Renderable(scene, renderer: target.renderer)
            renderable.layout(size)
            renderable.root.evaluateFrame(atTime: 0)
            try renderable.prepare()
            for action in actions { try renderable.perform(action) }
            for (number, time) in times.enumerated() {
                renderable.advance(clock, to: time)
                layers.clear(to: RGBA(20, 26, 36))
                layers.draw(renderable.root)
                layers.finish()
                let file = several ? output.appendingPathComponent(String(format: "frame-%05d.png", number + 1)) : output
                try target.writePNG(to: file)
                written.append(file)
            }
        }
        return written
    }

    /// One scene behind the calls a render makes: a hosted scene (its typed
    /// actions parsed from the text given), or the gallery.
    @MainActor private struct Renderable {
        let root: CALayer
        let layout: (CGSize) -> Void
        /// Parses and performs one action; throws the scene's one line for text it does not know.
        let perform: (String) throws -> Void
        /// Steps physics before each frame, if the scene has any.
        let step: ((CFTimeInterval) -> Void)?
        /// Whether time moves in 60 Hz frames (the card games) or jumps (Practice).
        let stepsFrames: Bool
        /// Brings the scene where it is drawn from, at time 0 (Cat Facts: its screen, the services answered).
        var prepare: () throws -> Void = {}

        init(_ scene: Scene, renderer: OpaquePointer) throws {
            let hosted: any HostedScene
            switch scene {
            case .practice(let exercise):
                let practice = PracticeScene()
                hosted = practice
                layout = { size in
                    practice.layout(in: size)
                    if let exercise, let index = PracticeScene.exerciseNames.firstIndex(of: exercise) { practice.select(index) }
                }
                stepsFrames = false
            case .set(let seed):
                hosted = SetScene(seed: seed)
                (layout, stepsFrames) = (hosted.layout(in:), true)
            case .concentration(let seed):
                hosted = ConcentrationScene(seed: seed)
                (layout, stepsFrames) = (hosted.layout(in:), true)
            case .catFacts(let screen, let seed, let factsURL, let photosURL):
                let catFacts = try Self.catFactsScene(seed: seed, factsURL: factsURL, photosURL: photosURL, renderer: renderer)
                hosted = catFacts
                (layout, stepsFrames) = (catFacts.layout(in:), false)
                prepare = { try Self.open(screen ?? "unlock", of: catFacts) }
            case .gallery:
                let holder = CALayer()
                root = holder
                layout = { size in
                    holder.sublayers = nil
                    holder.frame = CGRect(origin: .zero, size: size)
                    holder.addSublayer(LayerGallery.build(size: size))
                }
                perform = { _ in throw ViewerError("the gallery scene takes no actions") }
                // Stepped at 60 Hz like the window: the emitter's births are the same either way.
                (step, stepsFrames) = (nil, true)
                return
            }
            root = hosted.rootLayer
            perform = { try hosted.perform(parsing: $0) }
            step = hosted.advance(toMediaTime:)
        }

        private static func catFactsScene(seed: UInt64, factsURL: URL, photosURL: URL, renderer: OpaquePointer) throws -> CatFactsScene {
            let client = CatFactsClient(factsURL: factsURL, photosURL: photosURL)
            var random = SplitMix64(seed: seed)
            let text = try TextRenderer(fontPaths: TextRenderer.fontPaths())
            return CatFactsScene(client: client, saved: SavedFacts(), measure: FontTextMeasure(text: text),
                                 decodePhoto: { try BitmapImage(data: $0) }, unlock: UnlockModel(using: &random),
                                 feed: FactsFeed(client: client, order: .random(seed: seed)))
        }

        /// Goes to `screen` as a person would (the right colour, the facts,
        /// then the saved list or the first fact), waiting for each answer.
        private static func open(_ screen: String, of scene: CatFactsScene) throws {
            guard screen != "unlock" else { return }
            scene.key(String(scene.unlockModel.rightColor.rawValue.prefix(1)))
            scene.openFacts()
            try waitForServices(scene)
            switch screen {
            case "saved":
                scene.openSaved()
            case "detail":
                guard let first = scene.feed.facts.first else {
                    if case .failed(let line) = scene.feed.state { throw ViewerError("no fact to open: \(line)") }
                    throw ViewerError("no fact to open: the service sent none")
                }
                scene.openDetail(first)
                try waitForServices(scene)
                // The frame shows why there is no photo; the command line hears it too.
                if !scene.detailStatus.isEmpty {
                    FileHandle.standardError.write(Data("snowman: \(scene.detailStatus)\n".utf8))
                }
            default:
                break
            }
        }

        /// Turns the main run loop (where the answers land) until the scene's
        /// work off the main thread is done, for at most ``networkWait`` seconds.
        private static func waitForServices(_ scene: CatFactsScene) throws {
            let deadline = Date().addingTimeInterval(SceneRender.networkWait)
            while scene.isBusy {
                guard Date() < deadline else {
                    throw ViewerError("the cat services did not answer within \(Int(SceneRender.networkWait)) s")
                }
                _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
            }
        }

        /// Moves `clock` to `time` and evaluates the frame there.
        func advance(_ clock: ManualMediaClock, to time: Double) {
            if stepsFrames {
                while clock.now + 1.0 / 60 < time - 1e-9 {
                    clock.advance(by: 1.0 / 60)
                    step?(clock.now)
                    root.evaluateFrame(atTime: clock.now)
                }
            }
            clock.now = time
            step?(time)
            root.evaluateFrame(atTime: time)
        }
    }
}
