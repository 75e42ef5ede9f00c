import Foundation
import LayerAnimation
import SceneControls
import LayerAnimators

/// UIView-style blocks: a square that waits 0.5 s, then slides to the right
/// edge turning 180°; a Flip button that turns the whole exercise (and
/// itself) a further half turn per press.
final class ViewExercise: Exercise {
    let root = CALayer()
    /// What the Flip button turns (the exercise's content, button included).
    let content = CALayer()
    let view = square(80, Palette.blue, name: "view")
    let flipButton = Button("Flip")
    /// Half turns so far.
    private(set) var flips = 0
    private var size = CGSize.zero

    var caption: String { "animate(withDuration: 1, delay: 0.5, .curveEaseInOut) · Flip: +180° per press, 1 s" }
    let keys = [("v", "move"), ("f", "flip"), ("r", "reset")].map { (key: $0.0, action: $0.1) }
    var actionNames: [String] { keys.map(\.action) }
    var focusTargets: [(layer: CALayer, action: String)] { [(view, "move"), (flipButton.layer, "flip")] }

    init() {
        root.name = "view"
        content.name = "content"
        content.addSublayer(view)
        content.addSublayer(flipButton.layer)
        root.addSublayer(content)
    }

    func layout(size: CGSize) {
        self.size = size
        CALayer.performWithoutAnimation {
            content.bounds = CGRect(origin: .zero, size: size)
            content.position = CGPoint(x: size.width / 2, y: size.height / 2)
            flipButton.place(CGRect(x: (size.width - 120) / 2, y: size.height - 50, width: 120, height: 34))
            if view.animationKeys() == nil && CATransform3DIsIdentity(view.transform) {
                view.position = CGPoint(x: 60, y: size.height * 0.4)
            }
        }
    }

    func tap(at point: CGPoint) {
        let local = content.convert(point, from: root)
        if flipButton.layer.presentation()?.hitTest(local) != nil || flipButton.contains(local) {
            perform("flip")
        } else if view.presentation()?.hitTest(local) != nil || view.hitTest(local) != nil {
            perform("move")
        }
    }

    @discardableResult
    func perform(_ name: String) -> Bool {
        switch name {
        case "move":
            CALayer.animate(withDuration: 1, delay: 0.5, options: .curveEaseInOut, animations: {
                self.view.position.x = self.size.width - self.view.bounds.width / 2
                self.view.transform = CATransform3DMakeRotation(.pi, 0, 0, 1)
            })
        case "flip":
            flips += 1
            // Presses accumulate: each turns a further half turn clockwise from where the last ended.
            halfTurn(content, to: flips)
            halfTurn(flipButton.layer, to: flips)
        case "reset":
            reset()
        default:
            return false
        }
        return true
    }

    /// Turns `layer` to `count` half turns, from the angle it shows now, clockwise, 1 s, ease in and out.
    private func halfTurn(_ layer: CALayer, to count: Int) {
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        let shown = (layer.presentation()?.value(forKey: "transform") as? CATransform3D).map { atan2($0.m12, $0.m11) } ?? 0
        let target = Double(count) * .pi
        // The angle shown, counted in the same turn as the target.
        var from = Double(shown)
        while from > target { from -= 2 * .pi }
        while from < target - 2 * .pi { from += 2 * .pi }
        (turn.fromValue, turn.toValue) = (from, target)
        turn.duration = 1
        turn.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        CALayer.performWithoutAnimation { layer.transform = CATransform3DMakeRotation(target, 0, 0, 1) }
        layer.add(turn, forKey: "flip")
    }

    func reset() {
        flips = 0
        CALayer.performWithoutAnimation {
            for layer in [view, content, flipButton.layer] {
                layer.removeAllAnimations()
                layer.transform = CATransform3DIdentity
            }
            view.position = CGPoint(x: 60, y: size.height * 0.4)
        }
    }
}
