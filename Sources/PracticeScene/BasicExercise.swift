import Foundation
import LayerAnimation
import SceneControls
import LayerAnimators

/// CABasicAnimation: four squares; orange rounds into a circle, cyan fades
/// out, blue slides under cyan turning 315°, green visits the centre
/// magenta and larger, twice, and comes back. Each end state that stays is
/// in the model, not held by a fill mode.
final class BasicExercise: Exercise {
    let root = CALayer()
    let orange = square(80, Palette.orange, name: "orange")
    let cyan = square(80, Palette.cyan, name: "cyan")
    let blue = square(80, Palette.blue, name: "blue")
    let green = square(80, Palette.green, name: "green")
    private var size = CGSize.zero

    var caption: String { "CABasicAnimation · cornerRadius, opacity, position + rotation, group with autoreverse" }
    let keys = [("o", "orange"), ("c", "cyan"), ("b", "blue"), ("g", "green"), ("r", "reset")].map { (key: $0.0, action: $0.1) }
    var actionNames: [String] { keys.map(\.action) }
    var focusTargets: [(layer: CALayer, action: String)] {
        [(orange, "orange"), (cyan, "cyan"), (blue, "blue"), (green, "green")]
    }

    init() {
        root.name = "basic"
        for layer in [orange, cyan, blue, green] { root.addSublayer(layer) }
    }

    /// Where the squares rest: in a row at 40 % of the height.
    private func home(_ index: Int) -> CGPoint {
        CGPoint(x: size.width * CGFloat(2 * index + 1) / 8, y: size.height * 0.4)
    }

    func layout(size: CGSize) {
        self.size = size
        CALayer.performWithoutAnimation {
            for (index, layer) in [orange, cyan, blue, green].enumerated() where layer.animationKeys() == nil {
                // A square that moved stays where its animation left it.
                if layer !== blue || CATransform3DIsIdentity(blue.transform) { layer.position = home(index) }
            }
        }
    }

    func tap(at point: CGPoint) {
        for (layer, name) in [(orange, "orange"), (cyan, "cyan"), (blue, "blue"), (green, "green")]
            where layer.presentation()?.hitTest(point) != nil || layer.hitTest(point) != nil {
            perform(name)
            return
        }
    }

    @discardableResult
    func perform(_ name: String) -> Bool {
        switch name {
        case "orange":
            // The model becomes the circle; the animation shows the way there.
            let round = CABasicAnimation(keyPath: "cornerRadius")
            (round.fromValue, round.toValue) = (orange.cornerRadius, orange.bounds.width / 2)
            round.duration = 1
            round.timingFunction = CAMediaTimingFunction(name: .easeOut)
            CALayer.performWithoutAnimation { orange.cornerRadius = orange.bounds.width / 2 }
            orange.add(round, forKey: "round")
        case "cyan":
            let fade = CABasicAnimation(keyPath: "opacity")
            (fade.fromValue, fade.toValue) = (Double(cyan.opacity), 0.0)
            fade.duration = 1
            fade.timingFunction = CAMediaTimingFunction(name: .easeIn)
            CALayer.performWithoutAnimation { cyan.opacity = 0 }
            cyan.add(fade, forKey: "fade")
        case "blue":
            let move = CABasicAnimation(keyPath: "position.x")
            (move.fromValue, move.toValue) = (blue.position.x, cyan.position.x)
            let turn = CABasicAnimation(keyPath: "transform.rotation.z")
            (turn.fromValue, turn.toValue) = (0.0, 315 * Double.pi / 180)  // clockwise on screen (y down)
            let both = CAAnimationGroup()
            both.animations = [move, turn]
            both.duration = 2
            both.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            CALayer.performWithoutAnimation {
                blue.position.x = cyan.position.x
                blue.transform = CATransform3DMakeRotation(315 * .pi / 180, 0, 0, 1)
            }
            blue.add(both, forKey: "slide")
        case "green":
            let centre = CABasicAnimation(keyPath: "position")
            centre.toValue = CGPoint(x: size.width / 2, y: size.height / 2)
            let grow = CABasicAnimation(keyPath: "transform.scale")
            grow.toValue = 1.5
            let tint = CABasicAnimation(keyPath: "backgroundColor")
            tint.toValue = Palette.magenta
            let visit = CAAnimationGroup()
            visit.animations = [centre, grow, tint]
            visit.duration = 1
            visit.autoreverses = true
            visit.repeatCount = 2
            visit.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            green.add(visit, forKey: "visit")
        case "reset":
            reset()
        default:
            return false
        }
        return true
    }

    func reset() {
        CALayer.performWithoutAnimation {
            for (index, layer) in [orange, cyan, blue, green].enumerated() {
                layer.removeAllAnimations()
                layer.position = home(index)
                layer.transform = CATransform3DIdentity
                layer.opacity = 1
                layer.cornerRadius = 0
            }
        }
    }
}
