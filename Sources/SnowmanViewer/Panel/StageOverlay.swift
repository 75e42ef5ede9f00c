import Foundation
import LayerAnimation
import LayerRendering

/// What is drawn over the stage: the playback state, a key hint, the
/// banner, and the help overlay over everything.
struct StageOverlay {
    let canvas: Canvas
    let layout: ViewerLayout
    let model: ViewerModel

    /// The state chip and key hint, on the stage under the panel's shadow.
    func drawStageChrome() {
        let stage = layout.stage
        let state: String
        switch model.playbackState {
        case .idle: state = "At rest"
        case .playing: state = "Playing"
        case .paused: state = "Paused"
        case .finished: state = "Finished"
        }
        let chip = CGRect(x: stage.minX + 16, y: stage.maxY - 40, width: canvas.measure(state, size: 13, weight: .bold) + 24, height: 26)
        canvas.fill(chip, RGBA(255, 255, 255, 40), radius: 13)
        canvas.text(state, in: chip, size: 13, color: Theme.white, weight: .bold, alignment: .center)
        let hint = "Space play/pause · R reset · F1 help"
        canvas.text(hint, in: CGRect(x: chip.maxX + 12, y: chip.minY, width: max(0, stage.maxX - chip.maxX - 28), height: chip.height),
                    size: 12, color: Theme.stageHint, alignment: .right)
        canvas.flush()
    }

    /// The banner and the help overlay, over everything.
    func drawOverlays() {
        if let banner = model.banner { drawBanner(banner) }
        if model.isHelpVisible { drawHelp() }
        canvas.flush()
    }

    private func drawBanner(_ banner: Banner) {
        let width = min(layout.banner.width, canvas.measure(banner.text, size: 13) + 40)
        let rect = CGRect(x: layout.banner.midX - width / 2, y: layout.banner.minY, width: width, height: layout.banner.height)
        canvas.fill(rect, banner.kind == .error ? Theme.bannerError : Theme.bannerInfo, radius: 8)
        canvas.text(banner.text, in: rect.insetBy(dx: 20, dy: 0), size: 13, color: Theme.white, alignment: .center)
    }

    private func drawHelp() {
        canvas.fill(layout.window, Theme.overlay)
        let lines = KeyMap.help
        let rowHeight: CGFloat = min(24, (layout.window.height - 120) / CGFloat(lines.count + 2))
        let width = min(layout.window.width - 60, 620)
        let height = rowHeight * CGFloat(lines.count + 2) + 20
        let box = CGRect(x: layout.window.midX - width / 2, y: layout.window.midY - height / 2, width: width, height: height)
        canvas.fill(box, Theme.panel, radius: 12)
        canvas.text("Keys", in: CGRect(x: box.minX + 24, y: box.minY + 10, width: width - 48, height: rowHeight * 1.4),
                    size: 16, color: Theme.text, weight: .bold)
        let keyWidth: CGFloat = 150
        for (index, (key, action)) in lines.enumerated() {
            let y: CGFloat = box.minY + 10 + rowHeight * (CGFloat(index) + 1.5)
            canvas.text(key, in: CGRect(x: box.minX + 24, y: y, width: keyWidth, height: rowHeight), size: 13,
                        color: Theme.accent, weight: .bold)
            canvas.text(action, in: CGRect(x: box.minX + 24 + keyWidth, y: y, width: width - keyWidth - 48, height: rowHeight),
                        size: 13, color: Theme.text)
        }
    }
}
