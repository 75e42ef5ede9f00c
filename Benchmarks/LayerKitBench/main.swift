// LayerKit's costs, printed: a `UIView.animate` block over 1,000 views
// (its commit), and the per-frame cost of 1,000 animating views against
// the same tree of bare layers with the same animations.
// Usage: swift run -c release layerkit-bench [--views N] [--frames N] [--only views|layers]
import Foundation
import LayerKit

@MainActor
struct LayerKitBench {
    let count: Int
    let frames: Int

    /// A 1,000-view tree under a root standing in for the window.
    func makeViews() -> (UIView, [UIView]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let views = (0..<count).map { index in
            UIView(frame: CGRect(x: CGFloat(index % 40) * 25, y: CGFloat(index / 40) * 25, width: 20, height: 20))
        }
        for view in views { root.addSubview(view) }
        root.layoutIfNeeded()
        root.layer.evaluateFrame(atTime: CACurrentMediaTime())
        return (root, views)
    }

    /// Milliseconds for one block that moves and fades every view, committed.
    func commit() -> Double {
        let (root, views) = makeViews()
        let start = DispatchTime.now().uptimeNanoseconds
        UIView.animate(withDuration: 1, delay: 0, options: [.curveEaseInOut], animations: {
            for (index, view) in views.enumerated() {
                view.center = CGPoint(x: view.center.x + 10, y: view.center.y + CGFloat(index % 7))
                view.alpha = 0.5
            }
        })
        CATransaction.flush()
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        withExtendedLifetime(root) {}
        return elapsed
    }

    /// Nanoseconds per layer per frame: the views animated by a block, or
    /// bare layers given the same animations (additive position, opacity).
    func frameCost(views useViews: Bool) -> Double {
        let root: CALayer
        if useViews {
            let (rootView, views) = makeViews()
            UIView.animate(withDuration: 100, delay: 0, options: [.curveEaseInOut], animations: {
                for view in views {
                    view.center.x += 10
                    view.alpha = 0.5
                }
            })
            root = rootView.layer
        } else {
            root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 1000, height: 1000)
            for index in 0..<count {
                let layer = CALayer()
                layer.frame = CGRect(x: CGFloat(index % 40) * 25, y: CGFloat(index / 40) * 25, width: 20, height: 20)
                root.addSublayer(layer)
                let move = CABasicAnimation(keyPath: "position")
                (move.fromValue, move.toValue, move.isAdditive) = (CGPoint(x: -10, y: 0), CGPoint.zero, true)
                let fade = CABasicAnimation(keyPath: "opacity")
                (fade.fromValue, fade.toValue) = (1, 0.5)
                for animation in [move, fade] {
                    animation.duration = 100
                    animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                }
                layer.add(move, forKey: "position")
                layer.add(fade, forKey: "opacity")
            }
        }
        CATransaction.flush()
        // The animations began at the commit: frames count from it (under a profiler the set-up is slow).
        let now = CACurrentMediaTime()
        for frame in 0..<10 { root.layoutIfNeeded(); root.evaluateFrame(atTime: now + Double(frame) / 60) }
        let start = DispatchTime.now().uptimeNanoseconds
        for frame in 10..<(10 + frames) {
            root.layoutIfNeeded()  // the window lays out before every frame, views or not
            root.evaluateFrame(atTime: now + Double(frame) / 60)
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
        return elapsed / Double(frames * count)
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    /// One variant's frames only (for a profiler): "views" or "layers".
    func runOnly(_ variant: String) {
        print(String(format: "%@: %.1f ns/layer", variant, frameCost(views: variant == "views")))
    }

    func run() {
        _ = commit()  // warm up
        let commits = (0..<7).map { _ in commit() }
        print(String(format: "commit: UIView.animate over %d views, median of 7: %.2f ms (min %.2f, max %.2f)",
                     count, Self.median(commits), commits.min()!, commits.max()!))
        var viewCosts: [Double] = [], layerCosts: [Double] = []
        for _ in 0..<5 {  // alternating, so that both meet the machine in the same state
            viewCosts.append(frameCost(views: true))
            layerCosts.append(frameCost(views: false))
        }
        let (views, layers) = (Self.median(viewCosts), Self.median(layerCosts))
        print(String(format: "frame: %d animating views %.1f ns/layer, bare layers %.1f ns/layer: views add %+.1f %% (medians of 5, %d frames each)",
                     count, views, layers, (views / layers - 1) * 100, frames))
    }
}

var count = 1_000, frames = 300
var only: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--views": count = Int(arguments.next() ?? "") ?? count
    case "--frames": frames = Int(arguments.next() ?? "") ?? frames
    case "--only": only = arguments.next()
    default:
        FileHandle.standardError.write(Data("layerkit-bench: unknown argument \(argument); use --views N, --frames N\n".utf8))
        exit(2)
    }
}
guard count > 0, count <= 100_000, frames > 0, frames <= 100_000 else {
    FileHandle.standardError.write(Data("layerkit-bench: --views and --frames take 1 to 100000\n".utf8))
    exit(2)
}
if let only, only != "views" && only != "layers" {
    FileHandle.standardError.write(Data("layerkit-bench: --only takes views or layers\n".utf8))
    exit(2)
}
MainActor.assumeIsolated {
    let bench = LayerKitBench(count: count, frames: frames)
    if let only { bench.runOnly(only) } else { bench.run() }
}
