import Foundation
import LayerAnimation
import SceneControls
import LayerAnimators

/// CAKeyframeAnimation: a passcode field that shakes (additive
/// `position.x` keyframes), and an orange square that follows a sine wave
/// drawn by a shape layer, turned along its tangent (`rotationMode = .rotateAuto`).
final class KeyframeExercise: Exercise {
    let root = CALayer()
    let field = CALayer()
    let placeholder = label("Passcode", size: 16, color: CGColor(red: 0.45, green: 0.5, blue: 0.58, alpha: 1), alignment: .left)
    let shakeButton = Button("Start shake animation")
    let wave = CAShapeLayer()
    let follower = square(40, Palette.orange, name: "follower")
    let sineButton = Button("Start sin animation")
    /// The wave's path, in the root's coordinates.
    private(set) var sinePath: CGPath?
    /// The wave: its left end, length of one period, amplitude and middle line.
    private(set) var waveGeometry = (left: CGFloat(0), width: CGFloat(1), amplitude: CGFloat(0), middle: CGFloat(0))

    var caption: String { "CAKeyframeAnimation · additive position.x shake, 0.4 s · path with rotateAuto, 6 s, forever" }
    let keys = [("k", "shake"), ("w", "start-sine"), ("r", "reset")].map { (key: $0.0, action: $0.1) }
    var actionNames: [String] { keys.map(\.action) }
    var focusTargets: [(layer: CALayer, action: String)] { [(shakeButton.layer, "shake"), (sineButton.layer, "start-sine")] }
    var isFollowing: Bool { follower.animation(forKey: "sine") != nil }

    init() {
        root.name = "keyframe"
        field.backgroundColor = Palette.field
        field.cornerRadius = 6
        field.name = "passcode"
        field.addSublayer(placeholder)
        wave.fillColor = nil
        wave.strokeColor = Palette.wave
        wave.lineWidth = 2
        for layer in [field, shakeButton.layer, wave, follower, sineButton.layer] { root.addSublayer(layer) }
    }

    func layout(size: CGSize) {
        CALayer.performWithoutAnimation {
            field.frame = CGRect(x: (size.width - 260) / 2, y: 20, width: 260, height: 36)
            placeholder.frame = CGRect(x: 12, y: 7, width: 236, height: 24)
            shakeButton.place(CGRect(x: (size.width - 220) / 2, y: 66, width: 220, height: 32))
            sineButton.place(CGRect(x: (size.width - 220) / 2, y: size.height - 44, width: 220, height: 32))
            // One period across the width, a quarter of the free height high.
            let top: CGFloat = 110, bottom = size.height - 56
            let free = max(bottom - top, 20)
            waveGeometry = (40, max(size.width - 80, 20), free / 4, top + free / 2)
            let path = CGMutablePath()
            let steps = 96
            for step in 0...steps {
                let point = sinePoint(CGFloat(step) / CGFloat(steps))
                if step == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            sinePath = path
            wave.frame = CGRect(origin: .zero, size: size)
            wave.path = path
            if !isFollowing { follower.position = sinePoint(0) }
        }
        if isFollowing { startSine() }  // the wave moved: follow the new one
    }

    /// The wave at `fraction` of its period (0...1), y down: it rises first.
    func sinePoint(_ fraction: CGFloat) -> CGPoint {
        let g = waveGeometry
        return CGPoint(x: g.left + fraction * g.width, y: g.middle - g.amplitude * sin(2 * .pi * fraction))
    }

    func tap(at point: CGPoint) {
        if shakeButton.contains(point) || field.hitTest(point) != nil { perform("shake") }
        if sineButton.contains(point) { perform("start-sine") }
    }

    @discardableResult
    func perform(_ name: String) -> Bool {
        switch name {
        case "shake":
            let shake = CAKeyframeAnimation(keyPath: "position.x")
            shake.values = [0, 10, -10, 10, -5, 5, -5, 0]
            shake.keyTimes = [0, 0.125, 0.25, 0.375, 0.5, 0.625, 0.8, 1]
            shake.duration = 0.4
            shake.isAdditive = true
            field.add(shake, forKey: "shake")
        case "start-sine":
            if isFollowing {
                CALayer.performWithoutAnimation {
                    follower.removeAnimation(forKey: "sine")
                    follower.position = sinePoint(0)
                }
            } else {
                startSine()
            }
            sineButton.title.string = isFollowing ? "Stop sin animation" : "Start sin animation"
        case "reset":
            field.removeAllAnimations()
            if isFollowing { perform("start-sine") }
        default:
            return false
        }
        return true
    }

    private func startSine() {
        let follow = CAKeyframeAnimation(keyPath: "position")
        follow.path = sinePath
        follow.duration = 6
        follow.repeatCount = .infinity
        follow.rotationMode = .rotateAuto
        follower.add(follow, forKey: "sine")
    }

    func reset() { perform("reset") }
}
