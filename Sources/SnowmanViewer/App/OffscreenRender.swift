import Foundation
import SnowmanScene
import SnowmanSettings
import LayerAnimation
import LayerHost
import LayerRendering

/// `snowman render`: draws the viewer playing a setting, without a window,
/// into PNG files, with time driven by a `ManualMediaClock`.
public struct OffscreenRender {
    public var settingsURL: URL
    /// The setting to play; nil plays the first in the list.
    public var settingName: String?
    /// Pixel size of the images.
    public var size: CGSize
    /// Seconds after Play of each frame to write.
    public var times: [Double]
    /// A PNG file for one frame, or a directory for several.
    public var output: URL

    /// The Snowman scene's scripted actions, performed after Play at time 0.
    public var actions: [String]

    public init(settingsURL: URL, settingName: String?, size: CGSize, times: [Double], output: URL, actions: [String] = []) {
        self.actions = actions
        self.settingsURL = settingsURL
        self.settingName = settingName
        self.size = size
        self.times = times
        self.output = output
    }

    /// Renders every frame; returns the files written (on the main thread, as the window's scenes).
    @MainActor @discardableResult
    public func run() throws -> [URL] {
        let loaded = SettingsStore(url: settingsURL).peek()
        let index = try Self.index(of: settingName, in: loaded)
        return try SceneRender(scene: .registered(.snowman, part: nil), actions: ["select \(index)", "play"] + actions, size: size,
                               times: times, output: output, settings: loaded).run()
    }

    /// Starts SDL for drawing without a window (the offscreen video driver).
    public static func prepareSDL() throws {
        try SDLSession.startOffscreen()
    }

    /// Starts SDL without a window and runs `body` with a renderer as
    /// `choice` says: SDL's software renderer into an image, or OpenGL into
    /// a hidden window of the offscreen video driver (for the benchmarks).
    static func withRenderer<T>(_ choice: RendererChoice, size: CGSize,
                                _ body: (OpaquePointer) throws -> T) throws -> T {
        try prepareSDL()
        if choice.resolved == .accelerated {
            let target = try HiddenWindowTarget(size: size)
            return try body(target.renderer)
        }
        let target = try OffscreenTarget(size: size)
        return try body(target.renderer)
    }

    /// The setting named `name` (any case), or the first one for nil.
    public static func setting(named name: String?, in loaded: SettingsStore.Loaded) throws -> Setting {
        loaded.settings[try index(of: name, in: loaded)]
    }

    /// `text` cut to `limit` characters, with an ellipsis when cut.
    static func shortened(_ text: String, to limit: Int = 40) -> String {
        text.count <= limit ? text : String(text.prefix(limit)) + "…"
    }

    private static func index(of name: String?, in loaded: SettingsStore.Loaded) throws -> Int {
        guard !loaded.settings.isEmpty else { throw ViewerError("the settings file has no settings to play") }
        guard let name else { return 0 }
        guard let found = loaded.settings.firstIndex(where: { $0.hasName(name) }) else {
            // A message stays one readable line, whatever was typed or saved.
            let shown = loaded.settings.prefix(5).map { "“\($0.name)”" }.joined(separator: ", ")
            let more = loaded.settings.count > 5 ? " and \(loaded.settings.count - 5) more" : ""
            throw ViewerError("no setting named “\(Self.shortened(name))”; there are \(shown)\(more)")
        }
        return found
    }
}

extension SnowmanScene {
    /// The scene over settings already read, kept in memory, drawn with `renderer`'s fonts.
    static func offscreen(loaded: SettingsStore.Loaded, text: TextRenderer, renderer: OpaquePointer, size: CGSize) throws -> SnowmanScene {
        try make(text: text, renderer: renderer, size: size) { ViewerModel(loaded: loaded, store: nil, snowman: $0) }
    }

    /// The window's scene, over the settings file at `settingsURL` (saved as the person edits).
    static func inWindow(settingsURL: URL, text: TextRenderer, renderer: OpaquePointer) throws -> SnowmanScene {
        try make(text: text, renderer: renderer, size: ViewerLayout.minimumSize) {
            ViewerModel(store: SettingsStore(url: settingsURL), snowman: $0)
        }
    }

    private static func make(text: TextRenderer, renderer: OpaquePointer, size: CGSize,
                             model: (CALayer) -> ViewerModel) throws -> SnowmanScene {
        let image = try SVGImage(contentsOf: AssetLocator.url(of: "snowman.svg"))
        let stage = SnowmanStage(contents: image, aspectRatio: image.intrinsicSize.width / image.intrinsicSize.height)
        let scene = SnowmanScene(stage: stage, model: model(stage.snowman), measurer: FontTextMeasure(text: text), size: size)
        scene.prepareSnowmanTexture = { contents, pixels in _ = (contents as? SVGImage)?.texture(for: renderer, pixelSize: pixels) }
        return scene
    }
}
