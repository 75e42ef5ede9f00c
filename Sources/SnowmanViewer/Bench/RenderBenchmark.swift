import BenchmarkScenes
import Foundation
import SnowmanScene
import LayerHost
import LayerAnimation
import LayerRendering

/// `snowman bench`: N snowman layers in a grid, each animated as the scene
/// says (``BenchScene``), evaluated and drawn offscreen frame after frame
/// with a `ManualMediaClock` advanced 1/60 s a frame. Engine evaluation and
/// drawing are timed separately.
public struct RenderBenchmark {
    public var layers: Int
    public var frames: Int
    public var size: CGSize
    public var scene: BenchScene = .uniform
    /// How to draw: SDL's software renderer into an image, or OpenGL into a
    /// hidden window of the offscreen video driver.
    public var renderer: ViewerWindow.RendererChoice = .auto
    /// Skips drawing, to profile the engine alone.
    public var engineOnly = false
    /// Stops after the frames, without the implicit commits (whose frames
    /// then depend on when they start): for counting the frames alone.
    public var framesOnly = false
    /// Times the parts of set-up apart (``SetUpPhases``).
    public var measuresSetUpPhases = false

    public init(layers: Int, frames: Int, size: CGSize) {
        self.layers = layers
        self.frames = frames
        self.size = size
    }

    public struct Result: Sendable {
        public var scene: String
        public var layers: Int
        public var frames: Int
        public var renderer: String
        /// Median evaluation time of a frame divided by the layers, each
        /// frame evaluated right after the previous one was drawn (as in an app).
        public var evalNanosecondsPerLayer: Double
        /// The same for the engine alone: frames evaluated one after another
        /// with nothing drawn between them (warm caches).
        public var evalEngineOnlyNanosecondsPerLayer: Double
        /// The fastest of those frames: on a shared machine, the one least
        /// disturbed by other work (the median moves with the neighbours).
        public var evalEngineOnlyFastestNanosecondsPerLayer: Double
        public var evalMillisecondsPerFrame: Double
        /// Median drawing time of a frame, including the present.
        public var renderMillisecondsPerFrame: Double
        /// Its two parts (medians of each): walking the tree and handing
        /// SDL the geometry (which SDL queues), then SDL and the driver
        /// drawing it and presenting. The second is the same work the C
        /// reference asks of SDL; the first is where the two differ.
        public var renderWalkMillisecondsPerFrame: Double
        public var renderSubmitMillisecondsPerFrame: Double
        /// 99th percentile of a whole frame (evaluation and drawing).
        public var frameMillisecondsP99: Double
        public var peakRSSMegabytes: Double
        /// Building the scene: creating the layers and adding their animations.
        public var setupMilliseconds: Double
        /// The processor time of that (without waits for a processor), and
        /// the page faults it took: first touches of fresh memory.
        public var setupCPUMilliseconds: Double
        public var setupPageFaults: Int
        /// Set-up's parts, when measured apart: making the layers, making
        /// their animations, adding them (milliseconds).
        public var setupPhasesMilliseconds: (layers: Double, makingAnimations: Double, addingAnimations: Double)?
        /// What the engine holds per layer to evaluate it (presentation,
        /// compiled animations and flat frame; ``CALayer/evaluationMemory``),
        /// on average, after the first frame.
        public var evaluationBytesPerLayer: Double
        /// Resident memory the whole scene added, per layer: layer, model,
        /// presentation, Core Animation's animation copies, compiled forms.
        public var sceneBytesPerLayer: Double
        /// Changing every layer's opacity in one transaction and committing
        /// it: adding one implicit animation per layer.
        public var implicitCommitMilliseconds: Double
        public var implicitCommitCPUMilliseconds: Double
        public var implicitCommitPageFaults: Int
        /// The same commit repeated a frame apart (median of 5).
        public var laterImplicitCommitMilliseconds: Double
        /// The engine's frame right after such a commit, where its
        /// animations learn their begin times (median of 5).
        public var frameAfterCommitMilliseconds: Double
        /// Quads drawn and geometry calls made in the last frame.
        public var quads: Int
        public var drawCalls: Int

        /// One line of JSON: the scene, renderer and every measurement above.
        public var json: String {
            func number(_ value: Double) -> String { String(format: "%.3f", value) }
            return "{\"scene\": \"\(scene)\", \"layers\": \(layers), \"frames\": \(frames), \"renderer\": \"\(renderer)\", "
                + "\"eval_ns_per_layer\": \(number(evalNanosecondsPerLayer)), \"eval_ms_per_frame\": \(number(evalMillisecondsPerFrame)), "
                + "\"eval_engine_only_ns_per_layer\": \(number(evalEngineOnlyNanosecondsPerLayer)), "
                + "\"eval_engine_only_fastest_ns_per_layer\": \(number(evalEngineOnlyFastestNanosecondsPerLayer)), "
                + "\"render_ms_per_frame\": \(number(renderMillisecondsPerFrame)), "
                + "\"render_walk_ms_per_frame\": \(number(renderWalkMillisecondsPerFrame)), "
                + "\"render_submit_ms_per_frame\": \(number(renderSubmitMillisecondsPerFrame)), "
                + "\"frame_ms_p99\": \(number(frameMillisecondsP99)), "
                + "\"peak_rss_mb\": \(number(peakRSSMegabytes)), \"setup_ms\": \(number(setupMilliseconds)), "
                + "\"setup_cpu_ms\": \(number(setupCPUMilliseconds)), \"setup_page_faults\": \(setupPageFaults), "
                + (setupPhasesMilliseconds.map {
                    "\"setup_layers_ms\": \(number($0.layers)), \"setup_making_animations_ms\": \(number($0.makingAnimations)), "
                        + "\"setup_adding_animations_ms\": \(number($0.addingAnimations)), "
                } ?? "")
                + "\"eval_bytes_per_layer\": \(number(evaluationBytesPerLayer)), \"scene_bytes_per_layer\": \(number(sceneBytesPerLayer)), "
                + "\"implicit_commit_ms\": \(number(implicitCommitMilliseconds)), "
                + "\"implicit_commit_cpu_ms\": \(number(implicitCommitCPUMilliseconds)), "
                + "\"implicit_commit_page_faults\": \(implicitCommitPageFaults), "
                + "\"later_implicit_commit_ms\": \(number(laterImplicitCommitMilliseconds)), "
                + "\"frame_after_commit_ms\": \(number(frameAfterCommitMilliseconds)), "
                + "\"quads\": \(quads), \"draw_calls\": \(drawCalls)}"
        }
    }

    public func run() throws -> Result {
        try OffscreenRender.withRenderer(renderer, size: size, measure(renderer:))
    }

    private func measure(renderer: OpaquePointer) throws -> Result {
        let image = try SVGImage(contentsOf: AssetLocator.url(of: "snowman.svg"))
        let clock = ManualMediaClock(now: 1000)
        let residentBefore = ProcessClock.residentBytes()
        let (faultsBefore, cpuBefore, setupStart) = (ProcessClock.minorPageFaults(), ProcessClock.threadCPUSeconds(), CACurrentMediaTime())
        let phases = measuresSetUpPhases ? SetUpPhases(clock: ProcessClock.monotonicSeconds) : nil
        let (root, animated) = clock.run { scene.build(layers: layers, size: size, contents: image, phases: phases) }
        let setup = (CACurrentMediaTime() - setupStart) * 1000
        let setupCPU = (ProcessClock.threadCPUSeconds() - cpuBefore) * 1000
        let setupFaults = ProcessClock.minorPageFaults() - faultsBefore
        let perLayer = 1 / Double(max(layers, 1))
        let sceneBytes = Double(ProcessClock.residentBytes() - residentBefore) * perLayer
        let drawer = LayerRenderer(renderer: renderer)
        var evals: [Double] = [], draws: [Double] = [], totals: [Double] = [], walks: [Double] = []
        evals.reserveCapacity(frames)
        draws.reserveCapacity(frames)
        totals.reserveCapacity(frames)
        walks.reserveCapacity(frames)
        // One frame first, so textures exist before timing starts.
        root.evaluateFrame(atTime: clock.now)
        drawer.draw(root)
        // After a frame: the first one makes the sublayers' flat frames.
        let evaluationBytes = Double(animated.reduce(0) { $0 + $1.evaluationMemory }) * perLayer
        for _ in 0..<frames {
            clock.advance(by: 1.0 / 60)
            let t0 = CACurrentMediaTime()
            root.evaluateFrame(atTime: clock.now)
            let t1 = CACurrentMediaTime()
            var walked = t1
            if !engineOnly {
                drawer.clear(to: RGBA(20, 26, 36))
                drawer.draw(root)
                walked = CACurrentMediaTime()
                drawer.present()
            }
            let t2 = CACurrentMediaTime()
            evals.append(t1 - t0)
            draws.append(t2 - t1)
            walks.append(walked - t1)
            totals.append(t2 - t0)
        }
        // Then the engine alone, the same number of frames.
        var engineEvals: [Double] = []
        engineEvals.reserveCapacity(frames)
        for _ in 0..<frames {
            clock.advance(by: 1.0 / 60)
            let t0 = CACurrentMediaTime()
            root.evaluateFrame(atTime: clock.now)
            engineEvals.append(CACurrentMediaTime() - t0)
        }
        // Last, so the scene's frames above are unaffected: one transaction
        // changing every layer, committed (unless only the frames are wanted).
        var (implicitCommit, commitCPU, commitFaults) = (0.0, 0.0, 0)
        var laterCommits: [Double] = [], framesAfterCommits: [Double] = []
        if !framesOnly {
            let (commitCPUBefore, commitFaultsBefore) = (ProcessClock.threadCPUSeconds(), ProcessClock.minorPageFaults())
            let commitStart = CACurrentMediaTime()
            clock.run {
                CATransaction.begin()
                for layer in animated { layer.opacity = 0.9 }
                CATransaction.commit()
            }
            implicitCommit = (CACurrentMediaTime() - commitStart) * 1000
            commitCPU = (ProcessClock.threadCPUSeconds() - commitCPUBefore) * 1000
            commitFaults = ProcessClock.minorPageFaults() - commitFaultsBefore
            // The same again, a frame apart, five times: each change now
            // replaces the last one's animation, and the heap has grown.
            for round in 1...5 {
                clock.advance(by: 1.0 / 60)
                let frameStart = CACurrentMediaTime()
                root.evaluateFrame(atTime: clock.now)
                framesAfterCommits.append(CACurrentMediaTime() - frameStart)
                let start = CACurrentMediaTime()
                clock.run {
                    CATransaction.begin()
                    for layer in animated { layer.opacity = Float(0.9 - 0.1 * Double(round)) }
                    CATransaction.commit()
                }
                laterCommits.append(CACurrentMediaTime() - start)
            }
        }
        func median(_ values: [Double]) -> Double {
            let sorted = values.sorted()
            return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        }
        let p99 = totals.sorted()[min(totals.count - 1, Int(Double(totals.count) * 0.99))]
        return Result(
            scene: scene.rawValue, layers: layers, frames: frames, renderer: drawer.rendererName,
            evalNanosecondsPerLayer: median(evals) * 1e9 * perLayer,
            evalEngineOnlyNanosecondsPerLayer: median(engineEvals) * 1e9 * perLayer,
            evalEngineOnlyFastestNanosecondsPerLayer: (engineEvals.min() ?? 0) * 1e9 * perLayer,
            evalMillisecondsPerFrame: median(evals) * 1000, renderMillisecondsPerFrame: median(draws) * 1000,
            renderWalkMillisecondsPerFrame: median(walks) * 1000,
            renderSubmitMillisecondsPerFrame: median(zip(draws, walks).map { $0 - $1 }) * 1000,
            frameMillisecondsP99: p99 * 1000, peakRSSMegabytes: ProcessClock.peakMemoryMegabytes(), setupMilliseconds: setup,
            setupCPUMilliseconds: setupCPU, setupPageFaults: setupFaults,
            setupPhasesMilliseconds: phases.map {
                ($0.makingLayers * 1000, $0.makingAnimations * 1000, $0.addingAnimations * 1000)
            },
            evaluationBytesPerLayer: evaluationBytes, sceneBytesPerLayer: sceneBytes,
            implicitCommitMilliseconds: implicitCommit, implicitCommitCPUMilliseconds: commitCPU,
            implicitCommitPageFaults: commitFaults, laterImplicitCommitMilliseconds: median(laterCommits) * 1000,
            frameAfterCommitMilliseconds: median(framesAfterCommits) * 1000,
            quads: drawer.lastQuads, drawCalls: drawer.lastDrawCalls)
    }
}
