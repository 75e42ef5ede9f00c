import Foundation
import LayerAnimation
import SceneControls

/// A short confirmation at the bottom of the tab ("Saved"): it fades in,
/// stays a moment and fades out, all in one keyframe animation, so it
/// needs no timer and pauses with the tab.
@MainActor
final class Banner {
    let layer = CALayer()
    let text = label("", size: 15)
    /// The last message shown.
    private(set) var message = ""

    init() {
        layer.backgroundColor = CGColor(red: 0.02, green: 0.03, blue: 0.05, alpha: 0.9)
        layer.cornerRadius = 10
        layer.opacity = 0
        layer.name = "banner"
        layer.addSublayer(text)
    }

    func layout(size: CGSize) {
        layer.frame = CGRect(x: (size.width - 360) / 2, y: size.height - 70, width: 360, height: 34)
        text.frame = CGRect(x: 10, y: 7, width: 340, height: 22)
    }

    /// Shows `message` for `seconds`.
    func flash(_ message: String, seconds: Double = 1.6) {
        self.message = message
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        text.string = message
        CATransaction.commit()
        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.values = [0, 1, 1, 0]
        fade.keyTimes = [0, 0.12, 0.8, 1]
        fade.duration = seconds
        layer.add(fade, forKey: "flash")
    }
}
