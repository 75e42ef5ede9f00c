import CSDL2
import Foundation
import LayerAnimation
import LayerRendering

/// Draws one whole frame of the viewer (stage layers, panel, overlays) into
/// an SDL renderer: the same code for the window and for `snowman render`.
public final class ViewerFrame {
    public let renderer: OpaquePointer
    public let layers: LayerRenderer
    public let canvas: Canvas
    public let scene: SnowmanScene
    public let model: ViewerModel
    public private(set) var layout: ViewerLayout
    /// The animation the snowman's texture was last prepared for.
    private weak var preparedFor: CAAnimation?
    private let panel: PanelCache

    /// With `cachesPanel` false the side panel is drawn anew every frame
    /// (to compare with the cached drawing).
    public init(renderer: OpaquePointer, text: TextRenderer, scene: SnowmanScene, model: ViewerModel, windowSize: CGSize,
                cachesPanel: Bool = true) {
        self.renderer = renderer
        layers = LayerRenderer(renderer: renderer)
        canvas = Canvas(renderer: renderer, text: text)
        self.scene = scene
        self.model = model
        panel = PanelCache(renderer: renderer, isEnabled: cachesPanel)
        layout = ViewerLayout(windowSize: windowSize)
        resize(to: windowSize, pixelsPerPoint: 1)
    }

    /// Lays everything out for a window of `size` points drawn at `pixelsPerPoint`.
    public func resize(to size: CGSize, pixelsPerPoint: Double) {
        layout = ViewerLayout(windowSize: size)
        layers.pixelsPerPoint = pixelsPerPoint
        canvas.scale = pixelsPerPoint
        scene.layout(windowSize: size, stageFrame: layout.stage)
        model.visibleListRows = layout.visibleListRows
    }

    /// Evaluates the layer tree at `time` and draws everything; returns the
    /// engine's status (whether anything still moves).
    @discardableResult
    public func draw(at time: CFTimeInterval) -> CAFrameStatus {
        let status = scene.root.evaluateFrame(atTime: time)
        model.frameDidEvaluate(at: time)
        prepareTexture()
        SDL_SetRenderDrawColor(renderer, 20, 26, 36, 255)
        SDL_RenderClear(renderer)
        layers.draw(scene.root)
        StageOverlay(canvas: canvas, layout: layout, model: model).drawStageChrome()
        panel.draw(PanelContent(model: model), layout: layout, canvas: canvas)
        StageOverlay(canvas: canvas, layout: layout, model: model).drawOverlays()
        canvas.text.endFrame()
        return status
    }

    /// Whether the side panel is drawn from its cached texture (software
    /// rendering, and the renderer can draw into textures).
    var isCachingPanel: Bool { panel.isEnabled }

    /// Draws everything anew at the next frame: SDL said the renderer's
    /// textures lost what was drawn into them.
    public func renderTargetsWereReset() {
        panel.invalidate()
    }

    /// When a new animation starts, rasterizes the snowman once at the
    /// largest size it will reach (its multipliers, with room for
    /// perspective), instead of again at every size step while it grows,
    /// which would cost frames.
    private func prepareTexture() {
        guard let animation = scene.snowman.animation(forKey: SnowmanAnimation.key), animation !== preparedFor,
              let image = scene.snowman.contents as? SVGImage else { return }
        preparedFor = animation
        let growth = max(model.editor[.widthMultiplier], model.editor[.heightMultiplier], 1) * 1.3
        let size = scene.snowman.bounds.size
        let pixels = CGSize(width: size.width * growth * layers.pixelsPerPoint, height: size.height * growth * layers.pixelsPerPoint)
        _ = image.texture(for: renderer, pixelSize: pixels)
    }
}
