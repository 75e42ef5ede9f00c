import Foundation
import SnowmanSettings
import LayerHost
import LayerAnimation
import LayerRendering
import Testing
@testable import SnowmanViewer
@testable import SnowmanScene

/// The panel and the strip under the stage are layers that a canvas keeps
/// from one drawing to the next. What it keeps must never show: after
/// whatever the person just did, the kept layers draw pixel for pixel what
/// a canvas drawing the same thing for the first time draws.
@Suite(.serialized) @MainActor struct LayerCanvasTests {
    @Test(arguments: [CGSize(width: 1280, height: 800), CGSize(width: 1001, height: 777)])
    func keptLayersDrawWhatNewLayersDraw(size: CGSize) throws {
        try OffscreenRender.prepareSDL()
        let kept = try OffscreenTarget(size: size), new = try OffscreenTarget(size: size)
        try compareFrames(kept: kept, new: new, size: size)
    }

    /// Kept apart so fonts and textures are gone before the renderers.
    private func compareFrames(kept: OffscreenTarget, new: OffscreenTarget, size: CGSize) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-canvas-\(UUID().uuidString)/settings.json")
        let clock = ManualMediaClock(now: 0)
        let fonts = try TextRenderer.fontPaths()
        let texts = try [kept, new].map { _ in try TextRenderer(fontPaths: fonts) }
        let stage = SnowmanStage(contents: nil, aspectRatio: 0.6)
        let model = clock.run { ViewerModel(store: SettingsStore(url: url), snowman: stage.snowman) }
        let keptCanvas = LayerCanvas(measurer: FontTextMeasure(text: texts[0]))
        var layout = ViewerLayout(windowSize: size)
        var scale = 1.0
        let renderers = [LayerRenderer(renderer: kept.renderer), LayerRenderer(renderer: new.renderer)]
        let perform = { (actions: [ViewerAction]) in { for action in actions { model.perform(action) } } }
        let resize = { (size: CGSize, pixelsPerPoint: Double) in { (layout, scale) = (ViewerLayout(windowSize: size), pixelsPerPoint) } }
        let steps: [(String, () -> Void)] = [
            ("first frame", {}), ("play", perform([.togglePlay])), ("select", perform([.moveSelection(1)])),
            ("edit", perform([.focusNext, .step(.opacity, -2)])), ("rename", perform([.beginRename, .insertText("Z")])),
            ("pause", perform([.confirmRename, .togglePlay])), ("inspector", perform([.toggleInspector, .changeSpeed(1)])),
            ("save", perform([.toggleInspector, .saveAsNew])), ("scroll", perform([.scrollList(2)])),
            ("narrower", resize(CGSize(width: size.width - 101.5, height: size.height - 33), 1)),
            ("HiDPI", resize(CGSize(width: size.width / 2, height: size.height / 2), 2)),
        ]
        try clock.run {
            for (name, step) in steps {
                step()
                clock.advance(by: 1.0 / 60)
                model.visibleListRows = layout.visibleListRows
                let newCanvas = LayerCanvas(measurer: FontTextMeasure(text: texts[1]))
                for (index, canvas) in [keptCanvas, newCanvas].enumerated() {
                    canvas.scale = scale
                    canvas.draw {
                        StageOverlay(canvas: canvas, layout: layout, model: model).drawStageChrome()
                        PanelView(canvas: canvas, layout: layout, content: PanelContent(model: model)).draw()
                        StageOverlay(canvas: canvas, layout: layout, model: model).drawOverlays()
                    }
                    renderers[index].clear(to: RGBA(20, 26, 36))
                    renderers[index].pixelsPerPoint = scale
                    canvas.root.evaluateFrame(atTime: CACurrentMediaTime())
                    renderers[index].draw(canvas.root)
                    renderers[index].finish()
                }
                try #require(differingPixels(kept, new) == 0, "\(name)")
            }
        }
    }

    private func differingPixels(_ a: OffscreenTarget, _ b: OffscreenTarget) -> Int {
        var count = 0
        for y in 0..<a.height {
            for x in 0..<a.width where a.pixel(x, y) != b.pixel(x, y) { count += 1 }
        }
        return count
    }
}
