import Foundation
import LayerAnimation
import SceneControls
import LayerAnimators

/// CATransition: a label that moves in "Sliding" in green, then fades
/// back to "Initial text" in orange, 1 s each, easeOut, both drawn.
final class TransitionExercise: Exercise, CAAnimationDelegate {
    let root = CALayer()
    let text = label("Initial text", size: 34, color: Palette.orange)
    /// 0: at rest; 1: moving in "Sliding"; 2: fading back.
    private(set) var phase = 0

    var caption: String { "CATransition · moveIn then fade, 1 s each, easeOut" }
    let keys = [("enter", "transition"), ("l", "transition")].map { (key: $0.0, action: $0.1) }
    var actionNames: [String] { ["transition"] }
    var focusTargets: [(layer: CALayer, action: String)] { [(text, "transition")] }

    init() {
        root.name = "transition"
        text.name = "label"
        text.backgroundColor = CGColor(red: 0.12, green: 0.16, blue: 0.23, alpha: 1)
        text.cornerRadius = 8
        root.addSublayer(text)
    }

    func layout(size: CGSize) {
        CALayer.performWithoutAnimation { text.frame = CGRect(x: (size.width - 320) / 2, y: size.height / 2 - 30, width: 320, height: 60) }
    }

    func tap(at point: CGPoint) {
        if text.hitTest(point) != nil { perform("transition") }
    }

    @discardableResult
    func perform(_ name: String) -> Bool {
        guard name == "transition" else { return false }
        guard phase == 0 else { return true }  // a click during the transitions changes nothing
        show("Sliding", Palette.green, type: .moveIn)
        phase = 1
        return true
    }

    /// Adds the transition first (it captures the old look), then changes the text.
    private func show(_ string: String, _ color: CGColor, type: CATransitionType) {
        let transition = CATransition()
        transition.type = type
        transition.subtype = type == .moveIn ? .fromRight : nil
        transition.duration = 1
        transition.timingFunction = CAMediaTimingFunction(name: .easeOut)
        transition.delegate = WeakAnimationDelegate(self)  // the text layer holds the transition
        text.add(transition, forKey: kCATransition)
        CALayer.performWithoutAnimation {
            text.string = string
            text.foregroundColor = color
        }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        switch phase {
        case 1:
            phase = 2
            show("Initial text", Palette.orange, type: .fade)
        default:
            phase = 0
        }
    }

    func reset() {
        text.removeAllAnimations()
        phase = 0
        CALayer.performWithoutAnimation {
            text.string = "Initial text"
            text.foregroundColor = Palette.orange
        }
    }
}
