import Foundation
import Testing
@testable import LayerKit

/// A clock at 0 and a 400 x 400 root view standing in for a window, with
/// one 100 x 100 view at (0, 0) that the tests animate.
@MainActor
final class ViewStage {
    let clock = ManualMediaClock(now: 0)
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

    init() {
        root.addSubview(view)
    }

    /// Moves the clock to `time` and evaluates a frame there.
    func frame(at time: Double) {
        clock.now = time
        root.layer.layoutIfNeeded()
        CATransaction.flush()  // as the window does at the end of each turn
        root.layer.evaluateFrame(atTime: time)
    }

    /// Where `view` is shown.
    var presentedCenter: CGPoint { view.layer.presentedProperties.position }
    var presentedOpacity: Double { Double(view.layer.presentedProperties.opacity) }
}

/// Runs what was left for the next turn of the run loop (as the app's loop does each turn).
@MainActor
func runNextTurn() {
    NextRunLoopTurn.run()
}

func isClose(_ a: Double, _ b: Double, within tolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= tolerance
}
