import CSDL2
import Foundation
import SnowmanSettings
import LayerHost
import LayerAnimation
import LayerRendering
import Testing
@testable import SnowmanViewer

/// The side panel drawn from its cached texture must be pixel for pixel the
/// panel drawn anew, in every frame, whatever the person just did.
@Suite(.serialized) struct PanelCacheTests {
    @Test(arguments: [CGSize(width: 1280, height: 800), CGSize(width: 1001, height: 777)])
    func cachedPanelMatchesThePanelDrawnAnew(size: CGSize) throws {
        try OffscreenRender.prepareSDL()
        let cached = try OffscreenTarget(size: size), anew = try OffscreenTarget(size: size)
        try compareFrames(cached: cached, anew: anew, size: size)
    }

    /// Kept apart so fonts and textures are gone before the renderers.
    private func compareFrames(cached: OffscreenTarget, anew: OffscreenTarget, size: CGSize) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-cache-\(UUID().uuidString)/settings.json")
        let image = try SVGImage(contentsOf: AssetLocator.url(of: "snowman.svg"))
        let scene = SnowmanScene(contents: image, aspectRatio: image.intrinsicSize.width / image.intrinsicSize.height)
        let clock = ManualMediaClock(now: 0)
        let model = clock.run { ViewerModel(store: SettingsStore(url: url), snowman: scene.snowman) }
        let fonts = try TextRenderer.fontPaths()
        let frames = [
            ViewerFrame(renderer: cached.renderer, text: try TextRenderer(renderer: cached.renderer, fontPaths: fonts),
                        scene: scene, model: model, windowSize: size),
            ViewerFrame(renderer: anew.renderer, text: try TextRenderer(renderer: anew.renderer, fontPaths: fonts),
                        scene: scene, model: model, windowSize: size, cachesPanel: false),
        ]
        // Each step is drawn twice: the second frame comes from the texture.
        let perform = { (actions: [ViewerAction]) in { for action in actions { model.perform(action) } } }
        let steps: [(String, () -> Void)] = [
            ("first frame", {}), ("play", perform([.togglePlay])), ("select", perform([.moveSelection(1)])),
            ("reset targets", { frames[0].renderTargetsWereReset() }),
            ("edit", perform([.focusNext, .step(.opacity, -2)])), ("rename", perform([.beginRename, .insertText("Z")])),
            ("pause", perform([.confirmRename, .togglePlay])),
            ("narrower", { for frame in frames { frame.resize(to: CGSize(width: size.width - 101.5, height: size.height - 33), pixelsPerPoint: 1) } }),
            ("HiDPI", { for frame in frames { frame.resize(to: CGSize(width: size.width / 2, height: size.height / 2), pixelsPerPoint: 2) } }),
        ]
        // Otherwise both frames would be drawn anew and always agree.
        #expect(frames[0].isCachingPanel && !frames[1].isCachingPanel)
        try clock.run {
            for (name, step) in steps {
                step()
                for _ in 0..<2 {
                    clock.advance(by: 1.0 / 60)
                    for frame in frames {
                        frame.draw(at: CACurrentMediaTime())
                        SDL_RenderFlush(frame.renderer)
                    }
                    try #require(differingPixels(cached, anew) == 0, "\(name)")
                }
            }
        }
        #expect(frames[0].isCachingPanel, "the renderer stopped drawing into the texture")
    }

    private func differingPixels(_ a: OffscreenTarget, _ b: OffscreenTarget) -> Int {
        var count = 0
        for y in 0..<a.height {
            for x in 0..<a.width where a.pixel(x, y) != b.pixel(x, y) { count += 1 }
        }
        return count
    }
}
