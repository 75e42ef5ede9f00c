import Foundation
import LayerHost
import LayerAnimation
import Testing
@testable import SnowmanViewer
@testable import SnowmanScene
import SceneControls
import CatFacts
import SnowmanSettings
@testable import LayerRendering

/// Switching tabs by key, and the keys each scene hears.
@Suite struct SceneTabTests {
    /// Assignment 4's extra credit 5: each tab has its own glyph, a shape
    /// layer beside its title, inside the tab; and every tab fits the smallest window.
    @Test func eachTabHasAGlyphDrawnWithAShapeLayerBesideItsTitle() throws {
        let strip = TabStrip()
        strip.layout(width: ViewerLayout.minimumSize.width)
        var paths: [CGPath] = []
        for tab in SceneTab.allCases {
            let layer = try #require(strip.root.sublayers?.first { $0.name == tab.rawValue })
            let icon = try #require(layer.sublayers?.compactMap { $0 as? CAShapeLayer }.first)
            let title = try #require(layer.sublayers?.compactMap { $0 as? CATextLayer }.first)
            let path = try #require(icon.path)
            #expect(!path.isEmpty && icon.fillColor != nil, "\(tab)")
            let drawn = path.boundingBox.offsetBy(dx: icon.frame.minX, dy: icon.frame.minY)
            #expect(layer.bounds.insetBy(dx: 2, dy: 2).contains(drawn), "\(tab): \(drawn) in \(layer.bounds)")
            #expect(drawn.maxX <= title.frame.minX, "\(tab): beside the title")
            #expect(TabStrip.frame(of: tab).maxX <= ViewerLayout.minimumSize.width, "\(tab)")
            paths.append(path)
        }
        for (index, path) in paths.enumerated() {
            #expect(!paths[(index + 1)...].contains(path), "each glyph is its own")
        }
    }

    @Test func controlDigitsAndControlTabSwitchTabsInOrder() {
        #expect(SceneTab.allCases == [.snowman, .practice, .set, .concentration, .catFacts])
        #expect(SceneTab.tab(for: KeyPress(.digit(3), control: true), from: .snowman) == .set)
        #expect(SceneTab.tab(for: KeyPress(.digit(4), control: true), from: .snowman) == .concentration)
        #expect(SceneTab.tab(for: KeyPress(.digit(5), control: true), from: .snowman) == .catFacts)
        #expect(SceneTab.tab(for: KeyPress(.digit(6), control: true), from: .snowman) == nil)
        #expect(SceneTab.tab(for: KeyPress(.tab, control: true), from: .practice) == .set)
        #expect(SceneTab.tab(for: KeyPress(.tab, control: true), from: .set) == .concentration)
        #expect(SceneTab.tab(for: KeyPress(.tab, control: true), from: .concentration) == .catFacts)
        #expect(SceneTab.tab(for: KeyPress(.tab, control: true), from: .catFacts) == .snowman)
        #expect(SceneTab.tab(for: KeyPress(.tab, shift: true, control: true), from: .snowman) == .catFacts)
        #expect(SceneTab.tab(for: KeyPress(.digit(3)), from: .snowman) == nil)
        #expect(SceneTab(rawValue: "cat-facts") == .catFacts && SceneTab.catFacts.title == "Cat Facts")
    }

    /// The registry is the one list: the tabs, their order, names and
    /// titles, and the command line's sentence all come from it.
    @Test func theRegistryIsTheOneListOfScenes() {
        #expect(SceneTab.allCases.map(\.rawValue) == SceneRegistry.scenes.map(\.name))
        #expect(SceneTab.allCases.map(\.title) == ["Snowman", "Practice", "Set", "Concentration", "Cat Facts"])
        #expect(SceneTab(rawValue: "garden") == nil && SceneTab(rawValue: "") == nil)
        #expect(SceneTab.namesSentence() == "snowman, practice, set, concentration or cat-facts")
        #expect(SceneTab.namesSentence(withParts: true, more: ["gallery"])
                == "snowman, practice[/EXERCISE], set, concentration, cat-facts[/SCREEN] or gallery")
    }

    /// `render --scene` takes every registered name, a part only where the
    /// scene has parts, and the gallery.
    @Test func renderScenesComeFromTheRegistry() throws {
        #expect(SceneRender.Scene(parsing: "snowman") == .registered(.snowman, part: nil))
        #expect(SceneRender.Scene(parsing: "practice/keyframe") == .registered(.practice, part: "keyframe"))
        #expect(SceneRender.Scene(parsing: "cat-facts/detail") == .registered(.catFacts, part: "detail"))
        #expect(SceneRender.Scene(parsing: "gallery") == .gallery)
        for bad in ["", "garden", "set/1", "snowman/x", "gallery/x", "/practice"] {
            #expect(SceneRender.Scene(parsing: bad) == nil, "\(bad)")
        }
        #expect(SceneTab.allCases.filter(\.takesSeed) == [.set, .concentration, .catFacts])
        let render = { (scene: String, actions: [String]) in
            SceneRender(scene: SceneRender.Scene(parsing: scene)!, actions: actions, size: CGSize(width: 100, height: 100),
                        times: [0], output: URL(fileURLWithPath: "/nonexistent/x.png"))
        }
        #expect(throws: Never.self) { try render("practice/keyframe", ["start-sine"]).validate() }
        #expect(throws: ViewerError.self) { try render("practice/nope", []).validate() }
        #expect(throws: ViewerError.self) { try render("practice/basic", ["start-sine"]).validate() }
        #expect(throws: ViewerError.self) { try render("cat-facts/settings", []).validate() }
        #expect(throws: ViewerError.self) { try render("cat-facts", ["fly"]).validate() }
        #expect(throws: ViewerError.self) { try render("gallery", ["fly"]).validate() }
    }

    /// Every registered scene is made from the window's context, is of the
    /// type its name says, and lays out and takes input without a window.
    @Test @MainActor func everyRegisteredSceneIsMadeAndHosted() throws {
        try OffscreenRender.prepareSDL()
        let target = try OffscreenTarget(size: CGSize(width: 64, height: 64))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-registry-\(UUID().uuidString)/settings.json")
        let context = SceneContext(text: try TextRenderer(fontPaths: TextRenderer.fontPaths()), renderer: target.renderer,
                                   settings: .file(url), catFacts: CatFactsClient(factsURL: URL(string: "http://127.0.0.1:9/")!,
                                                                              photosURL: URL(string: "http://127.0.0.1:9/")!),
                                   seed: 3, backgroundWork: BackgroundWorkRelay())
        for registered in SceneRegistry.scenes {
            let scene = try registered.make(context)
            #expect(type(of: scene).sceneName == registered.name)
            scene.layout(in: CGSize(width: 1100, height: 684))
            #expect(!scene.help.isEmpty, "\(registered.name)")
            _ = scene.handle(.keyDown(KeyPress(.tab)))
            scene.advance(toMediaTime: 0)
            scene.rootLayer.evaluateFrame(atTime: 0)
        }
    }

    /// A hidden tab keeps none of its pictures (the tabs together would
    /// keep what each ever drew); shown again, it draws them anew.
    @Test @MainActor func aHiddenTabLetsGoOfItsPictures() throws {
        try OffscreenRender.prepareSDL()
        let size = CGSize(width: 1100, height: 720)
        let target = try OffscreenTarget(size: size)
        let text = try TextRenderer(fontPaths: TextRenderer.fontPaths())
        let nowhere = URL(string: "http://127.0.0.1:9/")!
        let context = SceneContext(text: text, renderer: target.renderer,
                                   settings: .file(FileManager.default.temporaryDirectory
                                       .appendingPathComponent("snowman-hidden-\(UUID().uuidString)/settings.json")),
                                   catFacts: CatFactsClient(factsURL: nowhere, photosURL: nowhere),
                                   seed: 3, backgroundWork: BackgroundWorkRelay())
        var scenes: [SceneTab: any HostedScene] = [:]
        for tab in [SceneTab.practice, .concentration] { scenes[tab] = try tab.registered.make(context) }
        let host = SceneHost(renderer: target.renderer, text: text, initial: .concentration, scenes: scenes)
        host.resize(to: size, pixelsPerPoint: 1)
        _ = host.draw(at: 0)
        _ = host.draw(at: 5)  // its opening animations are over
        let layers = try #require(host.hosted[.concentration]).layers
        let drawn = layers.drawingsRasterized
        #expect(drawn > 0)
        _ = host.draw(at: 5.1)
        #expect(layers.drawingsRasterized == drawn, "kept from frame to frame")
        host.show(.practice)
        _ = host.draw(at: 5.2)
        host.show(.concentration)
        _ = host.draw(at: 5.3)
        #expect(layers.drawingsRasterized > drawn, "drawn again: none was kept while hidden")
        withExtendedLifetime(target) {}  // its SDL renderer outlives the host's
    }

    /// A rasterizing layer whose look changed while nothing moves is drawn
    /// directly that frame; the host draws one more, which makes its
    /// picture, so the still screen shows the picture from then on (a later
    /// frame, drawn for something else, would change pixels that did not move).
    @Test @MainActor func aHostDrawsOnceMoreToPictureALookThatChanged() throws {
        try OffscreenRender.prepareSDL()
        let size = CGSize(width: 400, height: 300)
        let target = try OffscreenTarget(size: size)
        let text = try TextRenderer(fontPaths: TextRenderer.fontPaths())
        let scene = StillPictureScene()
        let host = SceneHost(renderer: target.renderer, text: text, initial: .practice, scenes: [.practice: scene])
        host.resize(to: size, pixelsPerPoint: 1)
        #expect(host.draw(at: 0) == false, "pictured when first seen: nothing to finish")
        let layers = try #require(host.hosted[.practice]).layers
        let pictured = layers.layersRasterized
        scene.recolour()
        #expect(host.draw(at: 1) == true, "drawn directly: one more frame to picture it")
        #expect(host.draw(at: 1.02) == false)
        #expect(layers.layersRasterized == pictured + 1)
        withExtendedLifetime(target) {}  // its SDL renderer outlives the host's
    }

    @Test func concentrationHearsDigitsAndSetsKeys() {
        let names: [(KeyPress, String?)] = [
            (KeyPress(.digit(3)), "3"), (KeyPress(.letter("t")), "t"), (KeyPress(.letter("n")), "n"),
            (KeyPress(.space), "space"), (KeyPress(.down), "down"), (KeyPress(.digit(3), control: true), nil),
        ]
        for (press, name) in names { #expect(press.sceneKeyName == name, "\(press)") }
    }

    @Test func setHearsItsKeysByName() {
        let names: [(KeyPress, String?)] = [
            (KeyPress(.letter("d")), "d"), (KeyPress(.space), "space"), (KeyPress(.returnKey), "enter"),
            (KeyPress(.up), "up"), (KeyPress(.left), "left"), (KeyPress(.letter("d"), control: true), nil),
            (KeyPress(.f1), nil),
        ]
        for (press, name) in names { #expect(press.sceneKeyName == name, "\(press)") }
    }

    @Test func catFactsHearsItsKeysByName() {
        let names: [(KeyPress, String?)] = [
            (KeyPress(.letter("r")), "r"), (KeyPress(.returnKey), "enter"), (KeyPress(.escape), "escape"),
            (KeyPress(.backspace), "backspace"), (KeyPress(.delete), "delete"), (KeyPress(.plus), "plus"),
            (KeyPress(.equals), "plus"), (KeyPress(.pageDown), "pagedown"), (KeyPress(.letter("z"), control: true), "ctrl-z"),
            (KeyPress(.letter("s"), control: true), nil), (KeyPress(.f1), nil),
        ]
        for (press, name) in names { #expect(press.sceneKeyName == name, "\(press)") }
    }
}

/// The window's own keys, the same in every tab.
@Suite struct WindowKeyTests {
    @Test func f1OrQuestionMarkIsTheHelpInEveryTab() {
        #expect(KeyPress(.f1).isHelpKey && KeyPress(.questionMark).isHelpKey && KeyPress(.slash, shift: true).isHelpKey)
        #expect(!KeyPress(.slash).isHelpKey && !KeyPress(.f1, control: true).isHelpKey && !KeyPress(.f2).isHelpKey)
    }
}

/// A scene holding one still, rasterizing card.
@MainActor final class StillPictureScene: HostedScene {
    typealias Action = NoSceneAction
    nonisolated static let sceneName = "still picture"
    let title = "Still picture"
    let rootLayer = CALayer()
    private let card = CALayer()
    var help: [KeyHelp] { [] }
    var needsFrames: Bool { false }

    init() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        card.frame = CGRect(x: 40, y: 30, width: 120, height: 80)
        card.backgroundColor = CGColor(red: 0.9, green: 0.9, blue: 0.8, alpha: 1)
        card.cornerRadius = 10
        let mark = CALayer()
        mark.frame = CGRect(x: 20, y: 20, width: 30, height: 30)
        mark.backgroundColor = CGColor(red: 0.8, green: 0.1, blue: 0.2, alpha: 1)
        card.addSublayer(mark)
        card.shouldRasterize = true
        rootLayer.addSublayer(card)
        CATransaction.commit()
    }

    /// A new colour at once (no animation): a new look.
    func recolour() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        card.backgroundColor = CGColor(red: 0.7, green: 0.9, blue: 0.7, alpha: 1)
        CATransaction.commit()
    }

    func layout(in size: CGSize) { rootLayer.frame = CGRect(origin: .zero, size: size) }
    func handle(_ event: InputEvent) -> Bool { false }
    func advance(toMediaTime time: CFTimeInterval) {}
    func pause() {}
    func resume() {}
    func perform(_ action: NoSceneAction) {}
}
