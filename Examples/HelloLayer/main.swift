// Hello, layers: a shape that spins, and moves where you click.
import Foundation
import LayerHost

@MainActor func hello() throws {
    let window = try LayerWindow(title: "Hello, layers", size: CGSize(width: 640, height: 480))
    window.rootLayer.backgroundColor = CGColor(red: 0.1, green: 0.12, blue: 0.18, alpha: 1)

    let star = CAShapeLayer()
    star.bounds = CGRect(x: 0, y: 0, width: 120, height: 120)
    star.position = CGPoint(x: 320, y: 240)
    star.path = CGPath(roundedRect: star.bounds.insetBy(dx: 20, dy: 20), cornerWidth: 18, cornerHeight: 18, transform: nil)
    star.fillColor = CGColor(red: 1, green: 0.6, blue: 0.2, alpha: 1)
    window.rootLayer.addSublayer(star)

    let spin = CABasicAnimation(keyPath: "transform.rotation.z")
    (spin.fromValue, spin.toValue) = (0, 2 * Double.pi)
    (spin.duration, spin.repeatCount) = (2, .infinity)
    star.add(spin, forKey: "spin")

    window.onEvent = { event in
        switch event {
        case .pointerDown(let pointer):
            star.position = pointer.location  // an implicit animation, as on iOS
            return true
        case .keyDown(let press) where press.key == .escape:
            window.close()
            return true
        default:
            return false
        }
    }
    window.run()
}

do { try MainActor.assumeIsolated { try hello() } } catch {
    FileHandle.standardError.write(Data("HelloLayer: \(error)\n".utf8))
    exit(1)
}
