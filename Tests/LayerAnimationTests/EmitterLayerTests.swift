import Foundation
import Testing
@testable import LayerAnimation

/// `CAEmitterLayer` and `CAEmitterCell`: births, motion, sub-cells, key
/// paths and the determinism the spec promises (a pure function of time and seed).
@Suite struct EmitterLayerTests {
    static func emitter(rate: Float = 10, lifetime: Float = 1, velocity: CGFloat = 0, seed: UInt32 = 7) -> (CAEmitterLayer, CAEmitterCell) {
        let layer = CAEmitterLayer()
        layer.emitterPosition = CGPoint(x: 50, y: 50)
        layer.seed = seed
        let cell = CAEmitterCell()
        cell.name = "spark"
        cell.birthRate = rate
        cell.lifetime = lifetime
        cell.velocity = velocity
        layer.emitterCells = [cell]
        layer.evaluateFrame(atTime: 0)  // its first frame: the simulation starts
        return (layer, cell)
    }

    static func particles(_ layer: CAEmitterLayer, at time: Double) -> [CAEmitterParticle] {
        layer.evaluateFrame(atTime: time)
        return layer.presentedParticles.particles
    }

    @Test func defaultsAreApples() {
        let layer = CAEmitterLayer(), cell = CAEmitterCell()
        #expect(layer.birthRate == 1 && layer.lifetime == 1 && layer.velocity == 1 && layer.scale == 1 && layer.spin == 1)
        #expect(layer.emitterPosition == .zero && layer.emitterSize == .zero && layer.emitterDepth == 0)
        #expect(layer.emitterShape == .point && layer.emitterMode == .volume && layer.renderMode == .unordered)
        #expect(layer.seed == 0 && !layer.preservesDepth && layer.emitterCells == nil)
        #expect(cell.birthRate == 0 && cell.lifetime == 0 && cell.scale == 1 && cell.contentsScale == 1 && cell.isEnabled)
        #expect(cell.color == CGColor(red: 1, green: 1, blue: 1, alpha: 1) && cell.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(kCAEmitterLayerCircle.rawValue == "circle" && kCAEmitterLayerAdditive.rawValue == "additive")
    }

    /// Birth n comes when the integral of the rate reaches n; a particle shows for its life.
    @Test func birthsFollowTheRateAndLiveTheirLifetime() {
        let (layer, _) = Self.emitter(rate: 10, lifetime: 1)
        #expect(Self.particles(layer, at: 0).isEmpty)
        #expect(Self.particles(layer, at: 0.5).count == 5)
        #expect(Self.particles(layer, at: 2).count == 10)
        #expect(Self.particles(layer, at: 30).count == 10)
        let ages = Self.particles(layer, at: 30).map(\.age).sorted()
        #expect(ages.allSatisfy { $0 >= 0 && $0 < 1 })
    }

    /// Position, scale, angle and colour at age a, in closed form.
    @Test func particlesMoveInClosedForm() {
        let (layer, cell) = Self.emitter(rate: 1, lifetime: 10, velocity: 100)
        cell.yAcceleration = 20
        cell.scaleSpeed = -0.1
        cell.spin = 2
        cell.alphaSpeed = -0.25
        let shown = Self.particles(layer, at: 1.5)
        #expect(shown.count == 1)
        let p = shown[0]  // born at 1 s, 0.5 s old
        #expect(abs(p.age - 0.5) < 1e-9)
        let (x, y) = (Double(p.position.x), Double(p.position.y))
        #expect(isClose(x, 100) && isClose(y, 52.5))
        #expect(isClose(Double(p.scale), 0.95))
        #expect(isClose(Double(p.angle), 1))
        #expect(isClose(Double(p.color.alpha), 0.875))
    }

    /// The same seed and time give the same particles however the time was
    /// reached (forward, scrubbed back, jumped); another seed differs.
    @Test func framesArePureFunctionsOfTimeAndSeed() {
        func configured(seed: UInt32) -> CAEmitterLayer {
            let (layer, cell) = Self.emitter(rate: 40, lifetime: 2, velocity: 60, seed: seed)
            cell.velocityRange = 40
            cell.emissionRange = .pi
            cell.lifetimeRange = 1
            cell.scaleRange = 0.5
            cell.redRange = 0.5
            layer.emitterShape = .rectangle
            layer.emitterSize = CGSize(width: 40, height: 20)
            return layer
        }
        let stepped = configured(seed: 3)
        for frame in 0...300 { stepped.evaluateFrame(atTime: Double(frame) / 60) }
        let direct = configured(seed: 3)
        let expected = stepped.presentedParticles.particles
        #expect(expected.count > 50)
        #expect(Self.particles(direct, at: 5) == expected, "jumped")
        let scrubbed = configured(seed: 3)
        _ = Self.particles(scrubbed, at: 9)
        _ = Self.particles(scrubbed, at: 1)
        #expect(Self.particles(scrubbed, at: 5) == expected, "scrubbed")
        #expect(Self.particles(configured(seed: 4), at: 5) != expected, "another seed")
    }

    /// QA1673: a paused emitter (speed 0, timeOffset kept) holds its picture.
    @Test func aPausedEmitterHoldsStill() {
        let (layer, cell) = Self.emitter(rate: 20, lifetime: 3, velocity: 50)
        cell.emissionRange = 2 * .pi
        let before = Self.particles(layer, at: 2)
        let paused = layer.convertTime(2, from: nil)
        layer.speed = 0
        layer.timeOffset = paused
        #expect(Self.particles(layer, at: 7) == before)
        #expect(layer.evaluateFrame(atTime: 8).runningAnimationCount == 0)
    }

    /// At a birth rate of 0 births stop and live particles finish.
    @Test func stoppingBirthsLetsParticlesFinish() {
        let (layer, _) = Self.emitter(rate: 10, lifetime: 1)
        #expect(Self.particles(layer, at: 3).count == 10)
        layer.birthRate = 0
        #expect(Self.particles(layer, at: 3.5).count == 5)
        #expect(layer.evaluateFrame(atTime: 3.6).needsNextFrame)
        #expect(Self.particles(layer, at: 4.1).count == 0)
        #expect(!layer.evaluateFrame(atTime: 4.2).needsNextFrame)
    }

    @Test func cellKeyPathsAnimateAndAreKeyValueCoded() {
        let (layer, cell) = Self.emitter(rate: 10, lifetime: 1, velocity: 100)
        let inner = CAEmitterCell()
        inner.name = "ember"
        cell.emitterCells = [inner]
        layer.setValue(50, forKeyPath: "emitterCells.spark.emitterCells.ember.velocity")
        #expect(inner.velocity == 50)
        #expect(layer.value(forKeyPath: "emitterCells.spark.birthRate") as? Double == 10)
        layer.setValue(3, forKeyPath: "emitterCells.nobody.birthRate")  // no match: nothing
        let silence = CABasicAnimation(keyPath: "emitterCells.spark.velocity")
        silence.fromValue = 0
        silence.toValue = 0
        silence.duration = 100
        silence.beginTime = 1e-9
        layer.add(silence, forKey: "still")
        let shown = Self.particles(layer, at: 2)
        #expect(shown.count == 10)
        // Velocity presented as 0: every particle still at the emitter.
        #expect(shown.allSatisfy { abs($0.position.x - 50) < 1e-9 })
        #expect(cell.velocity == 100)  // the model is untouched
        let stop = CABasicAnimation(keyPath: "birthRate")
        stop.fromValue = 0
        stop.toValue = 0
        stop.duration = 100
        stop.beginTime = 3
        layer.add(stop, forKey: "stop")
        #expect(Self.particles(layer, at: 5).isEmpty)
    }

    /// Each particle emits its cell's sub-cells from where it is, on its own age's clock.
    @Test func subCellsFireOnTheirParentsAge() {
        let (layer, rocket) = Self.emitter(rate: 1, lifetime: 1, velocity: 100)
        let burst = CAEmitterCell()
        burst.birthRate = 10
        burst.lifetime = 5
        burst.beginTime = 0.5
        burst.duration = 0.2  // two births per parent: at ages 0.6 and 0.7
        rocket.emitterCells = [burst]
        let shown = Self.particles(layer, at: 1.95)  // one rocket, born at 1 s
        let sparks = shown.filter { $0.cellIndex == 1 }
        #expect(shown.count(where: { $0.cellIndex == 0 }) == 1)
        #expect(sparks.count == 2)
        let births = sparks.map(\.birthTime).sorted()
        #expect(abs(births[0] - 1.6) < 1e-9 && abs(births[1] - 1.7) < 1e-9)
        // Sparks start where the rocket was (velocity 0: they stay there).
        let xs: [Double] = sparks.map { Double($0.position.x) }.sorted()
        #expect(isClose(xs[0], 110) && isClose(xs[1], 120))
    }

    @Test func hostileValuesAreContained() {
        let recorder = DiagnosticsRecorder()
        recorder.run {
            let (layer, cell) = Self.emitter(rate: 1e9, lifetime: 1e6)
            #expect(Self.particles(layer, at: 1).count == EmitterSimulation.maximumParticles)
            cell.birthRate = .nan
            #expect(Self.particles(layer, at: 2).isEmpty)
            cell.birthRate = 5
            cell.lifetime = -3
            #expect(Self.particles(layer, at: 3).isEmpty)
            cell.emitterCells = [cell]  // refused
            #expect(cell.emitterCells == nil)
            let other = CAEmitterCell()
            other.emitterCells = [cell]
            cell.emitterCells = [other]  // refused: other contains cell
            #expect(cell.emitterCells == nil)
            layer.birthRate = .infinity  // refused
            #expect(layer.birthRate == 1)
        }
        #expect(recorder.diagnostics.count == 4)
    }

    @Test(arguments: [
        (CAEmitterLayerEmitterShape.rectangle, CAEmitterLayerEmitterMode.outline),
        (.rectangle, .points), (.circle, .outline), (.circle, .volume), (.line, .points), (.cuboid, .surface),
        (.sphere, .surface), (.point, .volume),
    ])
    func emissionPointsLieOnTheShape(_ pair: (CAEmitterLayerEmitterShape, CAEmitterLayerEmitterMode)) {
        let (shape, mode) = pair
        var draws = Draws(1, 2, 3)
        for _ in 0..<200 {
            let p = emissionOffset(shape: shape, mode: mode, size: CGSize(width: 40, height: 20), depth: 10,
                                   (draws.unit(), draws.unit(), draws.unit()))
            let onX: Bool = isClose(abs(p.x), 20), onY: Bool = isClose(abs(p.y), 10), onZ: Bool = isClose(abs(p.z), 5)
            let planar: Double = (p.x * p.x + p.y * p.y).squareRoot(), spatial: Double = (p * p).sum().squareRoot()
            switch (shape, mode) {
            case (.rectangle, .outline): #expect(onX || onY)
            case (.rectangle, .points): #expect(onX && onY)
            case (.circle, .outline): #expect(isClose(planar, 40))
            case (.circle, _): #expect(planar <= 40 + 1e-9)
            case (.line, _): #expect(onX && p.y == 0)
            case (.cuboid, _): #expect(onX || onY || onZ)
            case (.sphere, _): #expect(isClose(spatial, 40))
            default: #expect(p == .zero)
            }
        }
    }
}

/// The emitter's orders, muting and start.
@Suite struct EmitterRulesTests {
    @Test func renderModesOrderTheParticles() {
        for mode in [CAEmitterLayerRenderMode.oldestFirst, .oldestLast, .backToFront, .unordered] {
            let (layer, cell) = EmitterLayerTests.emitter(rate: 20, lifetime: 2, velocity: 30)
            cell.emissionRange = 2 * .pi
            layer.renderMode = mode
            layer.preservesDepth = true
            let shown = EmitterLayerTests.particles(layer, at: 3)
            let births = shown.map(\.birthTime), depths = shown.map(\.z)
            switch mode {
            case .oldestFirst: #expect(births == births.sorted())
            case .oldestLast: #expect(births == births.sorted(by: >))
            case .backToFront: #expect(depths == depths.sorted())
            default: #expect(births == births.sorted())  // birth order
            }
        }
    }

    @Test func aDisabledCellMutesItsSubCells() {
        let (layer, cell) = EmitterLayerTests.emitter(rate: 10, lifetime: 1)
        let child = CAEmitterCell()
        (child.birthRate, child.lifetime) = (10, 1)
        cell.emitterCells = [child]
        #expect(!EmitterLayerTests.particles(layer, at: 2).isEmpty)
        cell.isEnabled = false
        #expect(EmitterLayerTests.particles(layer, at: 2.5).isEmpty)
    }

    /// A `beginTime` that is set is where the simulation starts.
    @Test func beginTimeStartsTheSimulation() {
        let layer = CAEmitterLayer()
        let cell = CAEmitterCell()
        (cell.birthRate, cell.lifetime) = (10, 100)
        layer.emitterCells = [cell]
        layer.beginTime = 5
        layer.evaluateFrame(atTime: 0)
        // It starts at parent time 5 (local time 0): at parent 7.5 it is 2.5 s old.
        #expect(EmitterLayerTests.particles(layer, at: 7.5).count == 25)
        // Resuming after a pause (QA1673 moves beginTime) does not restart it.
        let paused = layer.convertTime(7.5, from: nil)
        (layer.speed, layer.timeOffset) = (0, paused)
        #expect(EmitterLayerTests.particles(layer, at: 9).count == 25)
        (layer.speed, layer.timeOffset, layer.beginTime) = (1, 0, 0)
        layer.beginTime = layer.convertTime(9, from: nil) - paused
        #expect(EmitterLayerTests.particles(layer, at: 9.5).count == 30)
    }
}

/// The replicator's centre is its bounds' middle, whatever its anchor point.
@Suite struct ReplicatorCentreTests {
    @Test func anchorPointDoesNotMoveTheCentre() {
        let layer = CAReplicatorLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 60)
        layer.anchorPoint = CGPoint(x: 0, y: 1)
        layer.evaluateFrame(atTime: 0)
        #expect(layer.presentedInstances.center == CGPoint(x: 50, y: 30))
    }
}
