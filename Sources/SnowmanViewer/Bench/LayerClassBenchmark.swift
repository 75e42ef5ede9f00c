import BenchmarkScenes
import Foundation
import LayerHost
import LayerAnimation
import LayerRendering

/// `snowman bench-layers`: the speed targets of the gradient, replicator
/// and emitter layers, each against the same frame without them, offscreen
/// with a `ManualMediaClock` advanced 1/60 s a frame (medians).
///
/// - particles: an emitter keeping about 10,000 particles alive, evaluated
///   and drawn whole frames with the software renderer (target: a frame
///   within 1/60 s);
/// - replicator: 1,000 copies of a small animated subtree with an instance
///   delay, the engine's work for a frame (evaluation and each copy's shifted
///   presentation, as the renderer asks for them; target: under 2 ms);
/// - gradient: a window-sized gradient whose stops animate, drawn (target:
///   under 1 ms more than the same frame with a plain background).
public struct LayerClassBenchmark {
    public var size: CGSize
    public var frames: Int
    /// Each particle's side, in points (pixels here).
    public var particleSide: CGFloat = 8
    /// How the gradient is drawn (the particles always with the software renderer).
    public var gradientRenderer: ViewerWindow.RendererChoice = .software

    public init(size: CGSize, frames: Int) {
        (self.size, self.frames) = (size, frames)
    }

    public struct Result: Sendable {
        public var particles: Int
        public var particleFrameMilliseconds: Double, particleBaselineMilliseconds: Double
        /// Of a particle frame: the engine's part (evaluation and working out every particle).
        public var particleEngineMilliseconds: Double
        public var replicatorCopies: Int
        public var replicatorMilliseconds: Double, replicatorBaselineMilliseconds: Double
        public var gradientDrawMilliseconds: Double, gradientBaselineMilliseconds: Double
        /// The same gradient running diagonally, and radial: every pixel rasterized.
        public var diagonalGradientMilliseconds: Double, radialGradientMilliseconds: Double
        /// Radial with its centre off the middle (no row mirrors another), and conic.
        public var offCentreRadialMilliseconds: Double, conicGradientMilliseconds: Double
        /// Conic with its centre moving too: every pixel's angle worked out each frame.
        public var movingConicGradientMilliseconds: Double
    }

    public func run() throws -> Result {
        let (particles, withEmitter, emitterBaseline, engine) = try OffscreenRender.withRenderer(.software, size: size) {
            try measureParticles($0)
        }
        let (copies, replicator, replicatorBaseline) = measureReplicator()
        return try OffscreenRender.withRenderer(gradientRenderer, size: size) { renderer in
            let (gradient, gradientBaseline) = measureGradient(renderer) { _ in }
            let (diagonal, _) = measureGradient(renderer) { $0.endPoint = CGPoint(x: 1, y: 1); $0.startPoint = .zero }
            let (radial, _) = measureGradient(renderer) {
                $0.type = .radial
                ($0.startPoint, $0.endPoint) = (CGPoint(x: 0.5, y: 0.5), CGPoint(x: 1, y: 1))
            }
            let (offCentre, _) = measureGradient(renderer) {
                $0.type = .radial
                ($0.startPoint, $0.endPoint) = (CGPoint(x: 0.3, y: 0.37), CGPoint(x: 1, y: 1))
            }
            let (conic, _) = measureGradient(renderer) {
                $0.type = .conic
                ($0.startPoint, $0.endPoint) = (CGPoint(x: 0.5, y: 0.5), CGPoint(x: 1, y: 0.5))
            }
            let (movingConic, _) = measureGradient(renderer) {
                $0.type = .conic
                ($0.startPoint, $0.endPoint) = (CGPoint(x: 0.5, y: 0.5), CGPoint(x: 1, y: 0.5))
                let wander = CABasicAnimation(keyPath: "startPoint")
                (wander.fromValue, wander.toValue) = (CGPoint(x: 0.4, y: 0.45), CGPoint(x: 0.6, y: 0.55))
                (wander.duration, wander.autoreverses, wander.repeatCount) = (1.5, true, .infinity)
                $0.add(wander, forKey: "wander")
            }
            return Result(particles: particles, particleFrameMilliseconds: withEmitter,
                          particleBaselineMilliseconds: emitterBaseline, particleEngineMilliseconds: engine,
                          replicatorCopies: copies,
                          replicatorMilliseconds: replicator, replicatorBaselineMilliseconds: replicatorBaseline,
                          gradientDrawMilliseconds: gradient, gradientBaselineMilliseconds: gradientBaseline,
                          diagonalGradientMilliseconds: diagonal, radialGradientMilliseconds: radial,
                          offCentreRadialMilliseconds: offCentre, conicGradientMilliseconds: conic,
                          movingConicGradientMilliseconds: movingConic)
        }
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    /// Median milliseconds of `frame` over the benchmark's frames, a 1/60 s step of `clock` apart.
    private func timed(_ clock: ManualMediaClock, from start: Double, _ frame: (Double) -> Void) -> Double {
        var times: [Double] = []
        for index in 0..<frames {
            let t = start + Double(index) / 60
            clock.now = t
            let began = ProcessClock.monotonicSeconds()
            frame(t)
            times.append((ProcessClock.monotonicSeconds() - began) * 1000)
        }
        return Self.median(times)
    }

    private func measureParticles(_ renderer: OpaquePointer) throws -> (Int, Double, Double, Double) {
        let clock = ManualMediaClock(now: 0)
        return clock.run {
            let drawer = LayerRenderer(renderer: renderer)
            let root = CALayer()
            root.frame = CGRect(origin: .zero, size: size)
            // 5,000 a second living 2 s: 10,000 on show; spread over the window.
            let emitter = LayerGallery.sparks(root.bounds, seed: 1, rate: 5000)
            emitter.emitterCells?.first?.emitterCells = nil
            emitter.emitterCells?.first?.lifetime = 2
            emitter.emitterCells?.first?.alphaSpeed = 0
            emitter.emitterCells?.first?.scaleSpeed = 0
            emitter.emitterCells?.first?.emissionRange = 2 * .pi
            emitter.emitterCells?.first?.yAcceleration = 0
            emitter.emitterCells?.first?.velocity = 150
            // The picture is 12 points at 2 pixels a point: shown `particleSide` points wide.
            emitter.emitterCells?.first?.contentsScale = 2
            emitter.emitterCells?.first?.scale = particleSide / 12
            emitter.emitterPosition = CGPoint(x: size.width / 2, y: size.height / 2)
            emitter.masksToBounds = false
            root.addSublayer(emitter)
            root.evaluateFrame(atTime: 0)
            clock.now = 3
            root.evaluateFrame(atTime: 3)
            let shown = emitter.presentedParticles.particles.count
            func frame(_ t: Double) {
                drawer.clear(to: RGBA(0, 0, 0))
                root.evaluateFrame(atTime: t)
                drawer.draw(root)
                drawer.finish()
            }
            let with = timed(clock, from: 3, frame)
            let engine = timed(clock, from: 3 + Double(frames) / 60) { t in
                root.evaluateFrame(atTime: t)
                _ = emitter.presentedParticles
            }
            emitter.removeFromSuperlayer()
            let without = timed(clock, from: 3 + 2 * Double(frames) / 60, frame)
            return (shown, with, without, engine)
        }
    }

    private func measureReplicator() -> (Int, Double, Double) {
        let clock = ManualMediaClock(now: 0)
        return clock.run {
            let root = CALayer()
            root.frame = CGRect(origin: .zero, size: size)
            let replicator = CAReplicatorLayer()
            replicator.frame = root.bounds
            let dot = CALayer(), inner = CALayer()
            dot.frame = CGRect(x: 10, y: 10, width: 12, height: 12)
            inner.frame = CGRect(x: 2, y: 2, width: 8, height: 8)
            dot.addSublayer(inner)
            for (layer, key) in [(dot, "opacity"), (inner, "transform.scale")] {
                let pulse = CABasicAnimation(keyPath: key)
                pulse.fromValue = 1
                pulse.toValue = 0.2
                pulse.duration = 0.8
                pulse.autoreverses = true
                pulse.repeatCount = HUGE
                pulse.beginTime = 1e-9
                layer.add(pulse, forKey: "pulse")
            }
            replicator.addSublayer(dot)
            replicator.instanceCount = 1000
            replicator.instanceDelay = 0.002
            replicator.instanceTransform = CATransform3DMakeTranslation(1, 0.5, 0)
            root.addSublayer(replicator)
            root.evaluateFrame(atTime: 0)
            let copies = replicator.presentedInstances.count
            let with = timed(clock, from: 1) { t in
                root.evaluateFrame(atTime: t)
                for k in 0..<copies {
                    replicator.withSublayersPresented(delayedBy: Double(k) * 0.002) { _ = dot.presentedProperties.opacity }
                }
            }
            // The same subtree once, without copies.
            dot.removeFromSuperlayer()
            root.addSublayer(dot)
            replicator.removeFromSuperlayer()
            let without = timed(clock, from: 1) { t in root.evaluateFrame(atTime: t) }
            return (copies, with, without)
        }
    }

    private func measureGradient(_ renderer: OpaquePointer, _ configure: (CAGradientLayer) -> Void) -> (Double, Double) {
        let clock = ManualMediaClock(now: 0)
        return clock.run {
            let drawer = LayerRenderer(renderer: renderer)
            let root = CALayer()
            root.frame = CGRect(origin: .zero, size: size)
            let gradient = LayerGallery.shimmer(root.bounds, cornerRadius: 0, duration: 2)
            configure(gradient)
            root.addSublayer(gradient)
            root.evaluateFrame(atTime: 0)
            func drawOnly(_ t: Double) -> Double {
                root.evaluateFrame(atTime: t)
                let began = ProcessClock.monotonicSeconds()
                drawer.clear(to: RGBA(0, 0, 0))
                drawer.draw(root)
                // Accelerated: wait for the GPU, so its work is counted.
                drawer.finish()
                return (ProcessClock.monotonicSeconds() - began) * 1000
            }
            var with: [Double] = [], without: [Double] = []
            for index in 0..<frames { clock.now = Double(index) / 60; with.append(drawOnly(clock.now)) }
            gradient.removeFromSuperlayer()
            let plain = CALayer()
            plain.frame = root.bounds
            plain.backgroundColor = CGColor(red: 0.25, green: 0.3, blue: 0.4, alpha: 1)
            root.addSublayer(plain)
            for index in 0..<frames { clock.now = Double(index) / 60; without.append(drawOnly(clock.now)) }
            return (Self.median(with), Self.median(without))
        }
    }
}
