import Foundation
import LayerAnimation

/// What is drawn over the stage: the playback state, a key hint, the
/// timing inspector and the banner.
struct StageOverlay {
    let canvas: LayerCanvas
    let layout: ViewerLayout
    let model: ViewerModel

    /// Under the stage: the playback state, the timeline with its playhead,
    /// the time, and the inspector button; on the stage, a key hint.
    func drawStageChrome() {
        let stage = layout.stage
        let hint = "Space play/pause · [ ] speed · \\ reverse · F1 help"
        canvas.text(hint, in: CGRect(x: stage.minX + 16, y: stage.maxY - 30, width: stage.width - 32, height: 22),
                    size: 12, color: Theme.stageHint, alignment: .right)
        canvas.fill(layout.timelineStrip, Theme.strip)
        let state: String
        switch model.playbackState {
        case .idle: state = "At rest"
        case .playing: state = "Playing"
        case .paused: state = "Paused"
        case .finished: state = "Finished"
        }
        let speed = model.playback.rate == 1 ? "" : " " + ViewerModel.speedLabel(model.playback.rate)
        canvas.fill(layout.stateChip, Theme.rgb(255, 255, 255, 36), radius: 13)
        canvas.text(state + speed, in: layout.stateChip, size: 12, color: Theme.white, weight: .bold, alignment: .center)

        let bar = layout.timeline
        let track = CGRect(x: bar.minX, y: bar.midY - 3, width: bar.width, height: 6)
        canvas.fill(track, Theme.rgb(255, 255, 255, 50), radius: 3)
        let position = model.playback.timelinePosition()
        if let position {
            let x = bar.minX + CGFloat(position) * bar.width
            canvas.fill(CGRect(x: track.minX, y: track.minY, width: x - track.minX, height: track.height), Theme.accent, radius: 3)
            canvas.fill(CGRect(x: x - 7, y: bar.midY - 7, width: 14, height: 14), Theme.white, radius: 7)
        }
        let span = model.playback.timelineSpan ?? SnowmanAnimation.activeSpan(of: model.editor)
        let time = (position ?? 0) * span
        canvas.text(String(format: "%.2f / %.2f s", time, span), in: layout.timeLabel, size: 12, color: Theme.stageHint,
                    alignment: .right)
        let button = layout.inspectorButton
        canvas.fill(button, model.isInspectorVisible ? Theme.accent : Theme.rgb(255, 255, 255, 36), radius: 6)
        canvas.text("Timing (T)", in: button, size: 12, color: Theme.white, weight: .bold, alignment: .center)
        if model.isInspectorVisible { drawInspector() }
    }

    /// The Core Animation clock, live: media time, the layer's timing, the
    /// animation's iteration and progress, and its curve with a moving dot.
    private func drawInspector() {
        let box = layout.inspector
        let info = model.playback.inspection()
        canvas.fill(box, Theme.inspector, radius: 10)
        let lineHeight: CGFloat = 17
        func seconds(_ value: Double) -> String { value.isFinite ? String(format: "%.3f s", value) : "∞" }
        var lines: [(String, String)] = [
            ("CACurrentMediaTime()", seconds(info.mediaTime)),
            ("layer.beginTime", seconds(info.layerBeginTime)),
            ("layer.speed", String(format: "%g", Double(info.layerSpeed))),
            ("layer.timeOffset", seconds(info.layerTimeOffset)),
            ("layer local time", seconds(info.layerTime)),
        ]
        if let animation = info.animation {
            lines += [
                ("animation time", seconds(model.playback.animationTime(at: info.mediaTime) ?? info.layerTime)),
                ("iteration", "\(animation.iteration + 1)" + (animation.activeDuration.isFinite ? "" : " of ∞")),
                ("raw progress", String(format: "%.3f", animation.progress)),
                ("eased progress", String(format: "%.3f", info.easedProgress ?? animation.progress)),
            ]
        } else {
            lines.append(("animation", "none"))
        }
        for (index, (name, value)) in lines.enumerated() {
            let row = CGRect(x: box.minX + 12, y: box.minY + 8 + CGFloat(index) * lineHeight, width: box.width - 24, height: lineHeight)
            canvas.text(name, in: row, size: 11, color: Theme.stageHint)
            canvas.text(value, in: row, size: 11, color: Theme.white, weight: .bold, alignment: .right)
        }
        // The curve: progress across, eased progress up (springs overshoot, so leave room).
        let plot = CGRect(x: box.minX + 12, y: box.minY + 8 + CGFloat(lines.count) * lineHeight + 6,
                          width: box.width - 24, height: box.maxY - 10 - (box.minY + 8 + CGFloat(lines.count) * lineHeight + 6))
        guard plot.height > 20 else { return }
        canvas.fill(plot, Theme.rgb(255, 255, 255, 18), radius: 4)
        let low = -0.25, high = 1.35
        func point(_ x: Double, _ y: Double) -> CGPoint {
            CGPoint(x: plot.minX + CGFloat(x) * plot.width,
                    y: plot.maxY - CGFloat((min(max(y, low), high) - low) / (high - low)) * plot.height)
        }
        let zero = point(0, 0), one = point(1, 1)
        canvas.fill(CGRect(x: plot.minX, y: zero.y, width: plot.width, height: 1), Theme.rgb(255, 255, 255, 50))
        canvas.fill(CGRect(x: plot.minX, y: one.y, width: plot.width, height: 1), Theme.rgb(255, 255, 255, 50))
        let samples = 60
        for i in 0...samples {
            let x = Double(i) / Double(samples)
            let p = point(x, info.curve(x))
            canvas.fill(CGRect(x: p.x - 1.25, y: p.y - 1.25, width: 2.5, height: 2.5), Theme.curve, radius: 1.25)
        }
        canvas.text(info.curveName, in: CGRect(x: plot.minX + 6, y: plot.minY + 2, width: 80, height: 14), size: 10,
                    color: Theme.stageHint)
        if let animation = info.animation {
            let dot = point(animation.progress, info.easedProgress ?? animation.progress)
            canvas.fill(CGRect(x: dot.x - 5, y: dot.y - 5, width: 10, height: 10), Theme.white, radius: 5)
            canvas.fill(CGRect(x: dot.x - 3, y: dot.y - 3, width: 6, height: 6), Theme.accent, radius: 3)
        }
    }

    /// The banner, over everything.
    func drawOverlays() {
        if let progress = model.exportProgress {
            drawBanner(Banner(text: "Exporting GIF… \(Int(progress * 100))%", kind: .info, expires: .infinity))
        } else if let banner = model.banner {
            drawBanner(banner)
        }
    }

    private func drawBanner(_ banner: Banner) {
        let width = min(layout.banner.width, canvas.measure(banner.text, size: 13) + 40)
        let rect = CGRect(x: layout.banner.midX - width / 2, y: layout.banner.minY, width: width, height: layout.banner.height)
        canvas.fill(rect, banner.kind == .error ? Theme.bannerError : Theme.bannerInfo, radius: 8)
        canvas.text(banner.text, in: rect.insetBy(dx: 20, dy: 0), size: 13, color: Theme.white, alignment: .center)
    }
}
