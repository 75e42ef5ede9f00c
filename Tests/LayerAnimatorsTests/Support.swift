import Foundation
@_exported import TestSupport
import LayerAnimation

/// A clock at 0 and a layer whose opacity and position the tests animate.
struct Stage {
    let clock = ManualMediaClock(now: 0)
    let layer: CALayer = {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.position = CGPoint(x: 0, y: 0)
        return layer
    }()

    /// Moves the clock to `time` and evaluates a frame there.
    func frame(at time: Double) {
        clock.now = time
        layer.evaluateFrame(atTime: time)
    }

    var opacity: Double { Double(layer.presentedProperties.opacity) }
    var x: Double { Double(layer.presentedProperties.position.x) }
}

func isClose(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}
