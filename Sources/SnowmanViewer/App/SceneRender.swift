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

/// `snowman render --scene NAME[/PART] --actions … --at T`: draws one of the
/// registered scenes (``SceneRegistry``), or the gallery, without a window
/// into PNG files, with its actions performed at time 0 and time driven by
/// a `ManualMediaClock`. Scenes with physics (the card games) are stepped at
/// 60 frames a second up to each time, as the window would, so a seed,
/// actions and a time always give the same frame.
public struct SceneRender {
    /// Which scene, and how it starts.
    public enum Scene: Equatable, Sendable {
        /// A scene of the window, at its part (`practice/keyframe`, `cat-facts/detail`; nil: the first).
        case registered(SceneTab, part: String?)
        /// The gallery of gradient, replicator, emitter and transform layers (``LayerGallery``).
        case gallery

        /// `text` as `--scene` takes it: NAME, NAME/PART for a scene with parts, or "gallery"; nil for anything else.
        public init?(parsing text: String) {
            let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            if parts == ["gallery"] {
                self = .gallery
                return
            }
            guard let tab = SceneTab(rawValue: parts[0]), parts.count == 1 || tab.registered.part != nil else { return nil }
            self = .registered(tab, part: parts.count > 1 ? parts[1] : nil)
        }

        /// Whether `--seed` means something to it.
        public var takesSeed: Bool { if case .registered(let tab, _) = self { tab.registered.takesSeed } else { false } }
    }

    /// How long a render waits for the services (a page, a photo).
    static let networkWait: TimeInterval = 20

    public var scene: Scene
    /// Actions of that scene, performed in order at time 0.
    public var actions: [String]
    public var size: CGSize
    public var times: [Double]
    public var output: URL
    /// The settings the Snowman scene shows (nil: the built-ins).
    public var settings: SettingsStore.Loaded?
    /// The services the Cat Facts scene asks.
    public var catFacts: CatFactsClient
    public var seed: UInt64

    public init(scene: Scene, actions: [String], size: CGSize, times: [Double], output: URL,
                settings: SettingsStore.Loaded? = nil, catFacts: CatFactsClient = .fromEnvironment(), seed: UInt64 = 1) {
        (self.scene, self.actions, self.size, self.times, self.output) = (scene, actions, size, times, output)
        (self.settings, self.catFacts, self.seed) = (settings, catFacts, seed)
    }

    /// Checks the part and the actions before anything is drawn: one line
    /// naming what exists. (A scene whose actions parse says so at the first
    /// it refuses, still before a file is written.)
    public func validate() throws {
        switch scene {
        case .gallery:
            if let action = actions.first {
                throw ViewerError("the gallery scene takes no actions (“\(OffscreenRender.shortened(action))”)")
            }
        case .registered(let tab, let part):
            try tab.registered.check(part, actions)
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
            let renderable = try Renderable(self, renderer: target.renderer)
            renderable.layout(size)
            renderable.root.evaluateFrame(atTime: 0)
            try renderable.open()
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

    /// One scene behind the calls a render makes: a registered scene (its
    /// typed actions parsed from the text given), or the gallery.
    @MainActor private struct Renderable {
        let root: CALayer
        let layout: (CGSize) -> Void
        /// Parses and performs one action; throws the scene's one line for text it does not know.
        let perform: (String) throws -> Void
        /// Steps the scene before each frame (physics, overlays that follow the clock).
        let step: ((CFTimeInterval) -> Void)?
        /// Whether time moves in 60 Hz frames (the card games) or jumps.
        let stepsFrames: Bool
        /// Brings the scene to its part, at time 0.
        var open: () throws -> Void = {}

        init(_ render: SceneRender, renderer: OpaquePointer) throws {
            switch render.scene {
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
            case .registered(let tab, let part):
                let registered = tab.registered
                let context = SceneContext(text: try TextRenderer(fontPaths: TextRenderer.fontPaths()), renderer: renderer,
                                           settings: .loaded(render.settings ?? SettingsStore.Loaded(
                                               settings: Setting.builtIns, messages: [], isReadOnly: false)),
                                           catFacts: render.catFacts, seed: render.seed, backgroundWork: BackgroundWorkRelay())
                let scene = try registered.make(context)
                root = scene.rootLayer
                layout = { scene.displayScaleChanged(to: 1); scene.layout(in: $0) }
                perform = { try scene.perform(parsing: $0) }
                step = scene.advance(toMediaTime:)
                stepsFrames = registered.stepsFrames
                open = { try registered.open(scene, part) }
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

/// How a render reaches a Cat Facts screen: as a person would (the right
/// colour, the facts, then the saved list or the first fact), waiting for
/// each answer of the services.
@MainActor enum CatFactsRenderRoute {
    static func open(_ screen: String, of scene: CatFactsScene) throws {
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
    /// work off the main thread is done, for at most ``SceneRender/networkWait`` seconds.
    private static func waitForServices(_ scene: CatFactsScene) throws {
        let deadline = Date().addingTimeInterval(SceneRender.networkWait)
        while scene.isBusy {
            guard Date() < deadline else {
                throw ViewerError("the cat services did not answer within \(Int(SceneRender.networkWait)) s")
            }
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
        }
    }
}
