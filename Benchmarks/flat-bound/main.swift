// The uniform bench scene's frame from the flattest layout Swift allows, with
// the engine's own rules: what evaluation could cost if the engine had no
// tree, no objects and no dispatch (#37). Built by Benchmarks/flat-bound.sh
// together with the engine's timing rule, curve solver and sine and cosine
// (Sources/LayerAnimation: Time/ActiveTiming.swift, Timing/UnitBezier.swift,
// Geometry/CosineAndSine.swift), so it measures today's versions of them.
//
// Per layer and frame, what the engine computes for the scene: the layer's
// local time (its clock), the group's sample by the timing rule (2 s,
// autoreversing forever, staggered by timeOffset), the child run's sample in
// the group's time, one curve solve, five components and their transform,
// with the checks the engine keeps (finite times, the composition's finite
// test, delegate flags, the running count).
//
// Compiled three ways (-D flags), each its own program:
//   (none)         one layer after the other, as the engine walks them;
//   PAIRED         two layers at a time, their work side by side in one
//                  loop body, so the processor overlaps their chains;
//   PLAIN_TIMING   the C loop's two lines of timing in place of the layer
//                  clock, the group's rule and the child's: what the timing
//                  rule costs.
//
// Usage: flat-bound LAYERS FRAMES   (prints one line of JSON)
import Foundation

// ActiveTiming.swift names the public phase type; the bound needs only its cases.
enum CAAnimationTimingState { enum Phase { case before, active, after } }

struct Step { var value: Double, delta: Double }

/// One layer's frame data, in place: clock, timings, curve, the run's five
/// folded steps and the presented transform.
struct FlatLayer {
    var beginTime = 0.0, speed: Float = 1, timeOffset = 0.0
    var group: ActiveTiming, child: ActiveTiming
    var curve: UnitBezier
    var didStart = false, didStop = false
    var steps: (Step, Step, Step, Step, Step)
    var presented = CATransform3DIdentity
}

/// The child's linear progress at `time` (nil: nothing shows), with the
/// group's bookkeeping: delegate flags and the running count.
@inline(__always)
func progress(of layer: UnsafeMutablePointer<FlatLayer>, at time: Double, running: inout Int) -> Double? {
    #if PLAIN_TIMING
    running += 1
    let shifted = (time - layer.pointee.group.beginTime) + layer.pointee.group.timeOffset
    let cycle = 4.0, duration = 2.0
    var tau = shifted - (shifted / cycle).rounded(.down) * cycle
    if tau > duration { tau = cycle - tau }
    return tau / duration
    #else
    let local = ActiveTiming.finite((time - layer.pointee.beginTime) * Double(layer.pointee.speed)
                                    + layer.pointee.timeOffset)
    let sample = layer.pointee.group.sample(at: local)
    if sample.phase != .before && !layer.pointee.didStart { layer.pointee.didStart = true }
    if sample.phase == .after && !layer.pointee.didStop { layer.pointee.didStop = true }
    if layer.pointee.group.keepsChanging(after: sample, rate: 1) { running += 1 }
    guard sample.isVisible else { return nil }
    let child = layer.pointee.child.sample(at: sample.iterationTime, closedEnd: true)
    return child.isVisible ? child.progress : nil
    #endif
}

/// Scale x and y, rotation about x, translation x and y at `eased`,
/// composed and checked by the engine's own `TransformComponents`.
@inline(__always)
func present(_ layer: UnsafeMutablePointer<FlatLayer>, eased: Double, running: inout Int) {
    let s = layer.pointee.steps
    var components = TransformComponents()
    components.scale.x = s.0.value + s.0.delta * eased
    components.scale.y = s.1.value + s.1.delta * eased
    components.rotation.x = s.2.value + s.2.delta * eased
    components.translation.x = s.3.value + s.3.delta * eased
    components.translation.y = s.4.value + s.4.delta * eased
    components.compose(into: &layer.pointee.presented)
    if !components.composesFinite { running = -1 }  // never here: the engine would check the entries instead
}

@inline(never)
func frame(_ layers: UnsafeMutableBufferPointer<FlatLayer>, at time: Double) -> Int {
    var running = 0
    guard let first = layers.baseAddress else { return 0 }
    #if PAIRED
    var index = 0
    while index + 1 < layers.count {
        let a = first + index, b = a + 1
        let pa = progress(of: a, at: time, running: &running), pb = progress(of: b, at: time, running: &running)
        if let pa { present(a, eased: a.pointee.curve.solve(pa), running: &running) }
        if let pb { present(b, eased: b.pointee.curve.solve(pb), running: &running) }
        index += 2
    }
    if index < layers.count, let p = progress(of: first + index, at: time, running: &running) {
        present(first + index, eased: (first + index).pointee.curve.solve(p), running: &running)
    }
    #else
    for index in layers.indices {
        let layer = first + index
        if let p = progress(of: layer, at: time, running: &running) {
            present(layer, eased: layer.pointee.curve.solve(p), running: &running)
        }
    }
    #endif
    return running
}

let arguments = CommandLine.arguments
let count = arguments.count > 1 ? Int(arguments[1]) ?? 1000 : 1000
let frames = arguments.count > 2 ? Int(arguments[2]) ?? 300 : 300
let start = 1000.0
func timing(duration: Double, offset: Double, autoreverses: Bool, repeatCount: Double, begin: Double) -> ActiveTiming {
    ActiveTiming(beginTime: begin, duration: duration, speed: 1, timeOffset: offset, repeatCount: repeatCount,
                 repeatDuration: 0, autoreverses: autoreverses, fills: (false, false))
}
var layers = (0..<count).map { index in
    FlatLayer(group: timing(duration: 2, offset: Double(index % 97) * 0.041, autoreverses: true, repeatCount: .infinity,
                            begin: start),
              child: timing(duration: 2, offset: 0, autoreverses: false, repeatCount: 0, begin: 0),
              curve: UnitBezier(0.42, 0, 0.58, 1),
              steps: (Step(value: 1, delta: 0.4), Step(value: 1, delta: -0.3), Step(value: 0, delta: 2 * .pi),
                      Step(value: 0, delta: 12), Step(value: 0, delta: -8)))
}
var times = [Double]()
var clock = start, running = 0
layers.withUnsafeMutableBufferPointer { layers in
    for _ in 0..<frames {
        clock += 1.0 / 60
        let begin = DispatchTime.now().uptimeNanoseconds
        running = frame(layers, at: clock)
        times.append(Double(DispatchTime.now().uptimeNanoseconds - begin))
    }
}
times.sort()
// The same checksum as Benchmarks/reference/eval.c (the sum of m22): the bound computes the scene's values.
let checksum = layers.reduce(0) { $0 + $1.presented.m22 }
print(#"{"layers": \#(count), "frames": \#(frames), "eval_ns_per_layer": \#(times[frames / 2] / Double(count)), "#
      + #""fastest_ns_per_layer": \#(times[0] / Double(count)), "running": \#(running), "checksum": \#(checksum)}"#)
