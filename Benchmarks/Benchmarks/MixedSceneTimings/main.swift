// Writes the mixed bench scene's timings, one line a layer, for
// Benchmarks/reference/mixed-timings.c: every animation and group child,
// with its timing fields and its curve or spring, read through the public
// API only. Usage: MixedSceneTimings LAYERS > timings.txt
//
// A line: the node count, then per node (depth-first, a group before its
// children) 16 numbers: parent (-1: the layer), easing (0 linear, 1 curve,
// 2 spring), begin, duration, speed, timeOffset, activeDuration,
// autoreverses, fillsBackwards, fillsForwards, then four easing numbers
// (curve: x1 y1 x2 y2; spring: mass stiffness damping initialVelocity).
import BenchmarkScenes
import Foundation
import LayerAnimation

let layers = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 10_000

/// The fields of one timed node, with durations resolved as the engine does
/// (0: 0.25 s at the top, the group's own inside a group).
func nodes(of animation: CAAnimation, parent: Int, defaultDuration: Double, into list: inout [[Double]]) {
    let duration = animation.duration > 0 ? animation.duration : defaultDuration
    let cycle = duration * (animation.autoreverses ? 2 : 1)
    let active: Double
    if animation.repeatDuration > 0 {
        active = animation.repeatDuration
    } else if animation.repeatCount > 0 {
        active = animation.repeatCount >= .greatestFiniteMagnitude ? .infinity : Double(animation.repeatCount) * cycle
    } else {
        active = cycle
    }
    let fill = animation.fillMode
    var easing = 0.0, numbers = [0.0, 0, 0, 0]
    if let spring = animation as? CASpringAnimation {
        easing = 2
        numbers = [spring.mass, spring.stiffness, spring.damping, spring.initialVelocity].map { Double($0) }
    } else if let function = animation.timingFunction {
        easing = 1
        var point: [Float] = [0, 0]
        function.getControlPoint(at: 1, values: &point)
        numbers[0...1] = [Double(point[0]), Double(point[1])]
        function.getControlPoint(at: 2, values: &point)
        numbers[2...3] = [Double(point[0]), Double(point[1])]
    }
    let index = list.count
    list.append([Double(parent), easing, parent < 0 ? 0 : animation.beginTime, duration, Double(animation.speed),
                 animation.timeOffset, active, animation.autoreverses ? 1 : 0,
                 fill == .backwards || fill == .both ? 1 : 0, fill == .forwards || fill == .both ? 1 : 0] + numbers)
    for child in (animation as? CAAnimationGroup)?.animations ?? [] {
        nodes(of: child, parent: index, defaultDuration: duration, into: &list)
    }
}

var output = ""
for layer in 0..<layers {
    var list: [[Double]] = []
    for animation in BenchScene.mixed.animations(forLayer: layer) {
        nodes(of: animation, parent: -1, defaultDuration: 0.25, into: &list)
    }
    output += "\(list.count)"
    for node in list { output += " " + node.map { $0 == .infinity ? "inf" : "\($0)" }.joined(separator: " ") }
    output += "\n"
}
FileHandle.standardOutput.write(Data(output.utf8))
