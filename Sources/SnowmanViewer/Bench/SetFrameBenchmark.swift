import Foundation
import SnowmanSettings
import LayerHost
import LayerAnimation
import LayerRendering
import SetScene

/// `snowman bench-set`: the Set tab's busiest moment, timed frame by frame.
/// Each round deals a seeded game, waits until the table is full and
/// still, then plays a set: its copies fly away (physics) while three
/// cards are dealt into their slots and flip up. Every frame of the next
/// 3 s (at 60 Hz on a `ManualMediaClock`) is timed: stepping the physics,
/// evaluating the layer tree, drawing it and presenting.
public struct SetFrameBenchmark {
    public var rounds: Int
    public var size: CGSize
    public var seed: UInt64
    public var renderer: ViewerWindow.RendererChoice = .auto

    public init(rounds: Int, size: CGSize, seed: UInt64) {
        (self.rounds, self.size, self.seed) = (rounds, size, seed)
    }

    public struct Result: Sendable {
        public var renderer: String
        public var frames: Int
        /// Whole frames (physics, evaluation, drawing, present), in milliseconds.
        public var median: Double, p95: Double, p99: Double, worst: Double
        /// Medians of the parts: physics and evaluation, then drawing.
        public var engineMedian: Double, drawMedian: Double
        /// A frame of the full table at rest just before (median): the floor.
        public var restMedian: Double
        /// The click that played the set (the game, the copies, the first
        /// animations), median over the rounds.
        public var selectMedian: Double
    }

    public func run() throws -> Result {
        try OffscreenRender.withRenderer(renderer, size: size, measure(renderer:))
    }

    private func measure(renderer: OpaquePointer) throws -> Result {
        let drawer = LayerRenderer(renderer: renderer)
        var totals: [Double] = [], engine: [Double] = [], draws: [Double] = [], selects: [Double] = [], rest: [Double] = []
        for round in 0..<max(rounds, 1) {
            let clock = ManualMediaClock(now: 0)
            try clock.run {
                let scene = SetScene(seed: seed &+ UInt64(round))
                scene.layout(size: size)
                func frame(timed: Bool, atRest: Bool = false) {
                    clock.advance(by: 1.0 / 60)
                    let t0 = wallSeconds()
                    scene.advance(toMediaTime: clock.now)
                    scene.root.evaluateFrame(atTime: clock.now)
                    let t1 = wallSeconds()
                    drawer.clear(to: RGBA(20, 26, 36))
                    drawer.draw(scene.root)
                    drawer.present()
                    let t2 = wallSeconds()
                    if atRest { rest.append(t2 - t0) }
                    guard timed else { return }
                    totals.append(t2 - t0)
                    engine.append(t1 - t0)
                    draws.append(t2 - t1)
                }
                // The deal of twelve, drawn but not timed: textures exist and the table rests.
                for index in 0..<(4 * 60) { frame(timed: false, atRest: index >= 3 * 60 + 30) }
                guard let set = scene.game.hint else {
                    throw ViewerError("seed \(seed &+ UInt64(round)) dealt no set; try another --seed")
                }
                let start = wallSeconds()
                scene.perform("select " + set.map(String.init).joined(separator: " "))
                selects.append(wallSeconds() - start)
                for _ in 0..<(3 * 60) { frame(timed: true) }
            }
        }
        func percentile(_ values: [Double], _ fraction: Double) -> Double {
            let sorted = values.sorted()
            return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))] * 1000
        }
        return Result(renderer: drawer.rendererName, frames: totals.count,
                      median: percentile(totals, 0.5), p95: percentile(totals, 0.95), p99: percentile(totals, 0.99),
                      worst: percentile(totals, 1), engineMedian: percentile(engine, 0.5), drawMedian: percentile(draws, 0.5),
                      restMedian: percentile(rest, 0.5), selectMedian: percentile(selects, 0.5))
    }

    /// Real time: inside `clock.run`, `CACurrentMediaTime()` is the manual clock's.
    private func wallSeconds() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}
