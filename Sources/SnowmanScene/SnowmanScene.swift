import Foundation
import LayerAnimation
import SceneControls
import SnowmanSettings

/// The Snowman tab, a scene like the others: the stage where the snowman
/// plays, the timeline strip under it, the side panel of saved settings and
/// steppers, and the banner, all one layer tree. Typed input becomes the
/// model's actions (``KeyMap``, ``MouseMap``); before each frame the
/// chrome and the panel are brought up to date with the model.
@MainActor
public final class SnowmanScene: HostedScene {
    public typealias Action = SnowmanAction
    nonisolated public static let sceneName = "snowman"
    public let title = "Snowman"
    public let stage: SnowmanStage
    public let model: ViewerModel
    public private(set) var layout: ViewerLayout
    /// The stage's strip and inspector, the side panel, and the banner, drawn over the stage in that order.
    private let chrome: LayerCanvas, panel: LayerCanvas, overlays: LayerCanvas
    /// What the panel and the chrome show now; drawn again when it changes.
    private var shownPanel: PanelContent?
    private var shownChrome: ChromeContent?
    /// Whether a drag on the timeline is seeking.
    private var scrubbing = false
    /// The animation the snowman's texture was last prepared for.
    private weak var preparedFor: CAAnimation?
    /// Rasterizes the snowman's contents at a size in pixels ahead of an
    /// animation (``prepareTexture()``); nil without a renderer.
    public var prepareSnowmanTexture: ((Any, CGSize) -> Void)?
    private var scale = 1.0

    public var rootLayer: CALayer { stage.root }

    /// `measurer` sizes text as the renderer will draw it.
    public init(stage: SnowmanStage, model: ViewerModel, measurer: any TextLineMeasuring, size: CGSize) {
        (self.stage, self.model) = (stage, model)
        chrome = LayerCanvas(measurer: measurer)
        panel = LayerCanvas(measurer: measurer)
        overlays = LayerCanvas(measurer: measurer)
        (chrome.root.name, panel.root.name, overlays.root.name) = ("chrome", "panel", "overlays")
        layout = ViewerLayout(windowSize: size)
        CALayer.performWithoutAnimation {
            for canvas in [chrome, panel, overlays] { stage.root.addSublayer(canvas.root) }
        }
        layout(in: size)
    }

    public var help: [KeyHelp] {
        KeyMap.help.map { KeyHelp($0.0, $0.1) }
    }

    public func displayScaleChanged(to scale: CGFloat) {
        // A scale no screen has is taken as 1: text must land on whole pixels.
        let scale = scale.isFinite && scale >= 0.25 ? min(scale, 16) : 1
        self.scale = scale
        for canvas in [chrome, panel, overlays] { canvas.scale = scale }
        (shownPanel, shownChrome) = (nil, nil)
    }

    public func layout(in size: CGSize) {
        // A size no window has: the smallest the window allows; beyond any screen: cut.
        func side(_ value: CGFloat, _ fallback: CGFloat) -> CGFloat { value.isFinite && value >= 1 ? min(value, 16384) : fallback }
        let size = CGSize(width: side(size.width, ViewerLayout.minimumSize.width), height: side(size.height, ViewerLayout.minimumSize.height))
        layout = ViewerLayout(windowSize: size)
        stage.layout(windowSize: size, stageFrame: layout.stage)
        model.visibleListRows = layout.visibleListRows
        (shownPanel, shownChrome) = (nil, nil)
        update()
    }

    // MARK: Frames

    public func advance(toMediaTime time: CFTimeInterval) {
        model.frameDidEvaluate(at: time)
        model.expireBanner(now: time)
        prepareTexture()
        update()
    }

    /// Frames while the inspector shows the live clock, or while what shows
    /// changed after the last was drawn (an animation that ended in it).
    public var needsFrames: Bool {
        model.isInspectorVisible || shownPanel != PanelContent(model: model) || shownChrome != ChromeContent(model: model)
    }

    /// When a banner expires (the window sleeps until then).
    public var nextChangeTime: CFTimeInterval? { model.exportProgress == nil ? model.banner?.expires : nil }

    public func pause() { rootLayer.pauseLayer() }

    public func resume() { rootLayer.resumeLayer() }

    /// Brings the chrome, the panel and the overlays up to date with the model.
    private func update() {
        let panelContent = PanelContent(model: model)
        if panelContent != shownPanel {
            shownPanel = panelContent
            panel.draw { PanelView(canvas: panel, layout: layout, content: panelContent).draw() }
        }
        let chromeContent = ChromeContent(model: model)
        if chromeContent != shownChrome || model.isInspectorVisible || model.playbackState == .playing {
            shownChrome = chromeContent
            let overlay = StageOverlay(canvas: chrome, layout: layout, model: model)
            chrome.draw { overlay.drawStageChrome() }
            overlays.draw { StageOverlay(canvas: overlays, layout: layout, model: model).drawOverlays() }
        }
    }

    /// When a new animation starts, rasterizes the snowman once at the
    /// largest size it will reach (its multipliers, with room for
    /// perspective), instead of again at every size step while it grows,
    /// which would cost frames.
    private func prepareTexture() {
        guard let prepare = prepareSnowmanTexture,
              let animation = stage.snowman.animation(forKey: SnowmanAnimation.key), animation !== preparedFor,
              let contents = stage.snowman.contents else { return }
        preparedFor = animation
        let growth = max(model.editor[.widthMultiplier], model.editor[.heightMultiplier], 1) * 1.3
        let size = stage.snowman.bounds.size
        prepare(contents, CGSize(width: size.width * growth * scale, height: size.height * growth * scale))
    }

    // MARK: Input

    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .keyDown(let press):
            // Esc with nothing to cancel is the window's (it quits).
            if press.key == .escape && !model.isRenaming { return false }
            guard let action = KeyMap.action(for: press, isRenaming: model.isRenaming) else { return false }
            model.perform(action)
        case .text(let text):
            guard model.isRenaming else { return false }
            model.perform(.insertText(text))
        case .pointerDown(let pointer) where pointer.button == .primary:
            if model.isRenaming { model.perform(.confirmRename) }
            if let target = layout.target(at: pointer.location, listCount: model.settings.count, scroll: model.listScroll),
               let action = MouseMap.action(forClickOn: target, shift: pointer.shift) {
                if case .timeline = target { scrubbing = true }
                model.perform(action)
            }
        case .pointerMoved(let pointer) where scrubbing:
            model.perform(.seek(layout.timelineFraction(at: pointer.location.x)))
        case .pointerUp(let pointer) where pointer.button == .primary:
            scrubbing = false
        case .wheel(_, let dy, let point):
            let target = layout.target(at: point, listCount: model.settings.count, scroll: model.listScroll)
            guard let action = MouseMap.action(forWheel: dy > 0 ? 1 : dy < 0 ? -1 : 0, over: target) else { return false }
            model.perform(action)
        default:
            return false
        }
        return true
    }

    public func perform(_ action: SnowmanAction) {
        model.perform(action.viewerAction(in: model))
    }
}

/// What the strip under the stage and the banner show, from the model (the
/// playhead moves with the clock, so a playing or inspected scene is drawn every frame).
struct ChromeContent: Equatable {
    var state: PlaybackState
    var rate: Double
    var position: Double?
    var span: Double
    var isInspectorVisible: Bool
    var banner: Banner?
    var exportProgress: Double?

    @MainActor init(model: ViewerModel) {
        state = model.playbackState
        rate = model.playback.rate
        position = model.playback.timelinePosition()
        span = model.playback.timelineSpan ?? SnowmanAnimation.activeSpan(of: model.editor)
        isInspectorVisible = model.isInspectorVisible
        banner = model.banner
        exportProgress = model.exportProgress
    }
}
