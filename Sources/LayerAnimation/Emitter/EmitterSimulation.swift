import Foundation
import SplitMix

/// One particle on show (beyond Apple's API: what a renderer draws).
public struct CAEmitterParticle: Sendable, Equatable {
    /// Its cell, as an index into ``CAEmitterFrame/cells``.
    public var cellIndex: Int
    /// In the emitter layer's coordinates; `z` counts only with `preservesDepth`.
    public var position: CGPoint
    public var z: CGFloat
    /// A multiple of the contents' size (at its contents scale).
    public var scale: CGFloat
    /// Radians, clockwise on screen.
    public var angle: CGFloat
    public var color: ColorComponents
    /// When it was born, in the emitter's simulation time, and how old it is.
    public var birthTime: Double
    public var age: Double
}

/// What an emitter layer shows at one moment (beyond Apple's API).
public struct CAEmitterFrame: Sendable {
    /// Every cell that draws (sub-cells included), which particles refer to by index.
    public var cells: [CAEmitterCell]
    /// In the order they are drawn.
    public var particles: [CAEmitterParticle]
    /// Whether particles add up (`.additive`) rather than blend over each other.
    public var isAdditive: Bool
}

/// The layer's own emitter values at one moment (multipliers, shape).
struct EmitterParams: Equatable {
    var birthRate = 1.0, lifetime = 1.0, velocity = 1.0, scale = 1.0, spin = 1.0
    var position = CGPoint.zero, z = 0.0, size = CGSize.zero, depth = 0.0

    init() {}

    init(_ values: [ExtraKey: ArrayValue]) {
        func n(_ key: ExtraKey) -> [Double] { (values[key] ?? key.defaultValue(in: values)).numbers }
        (birthRate, lifetime, velocity) = (n(.birthRate)[0], n(.lifetime)[0], n(.velocity)[0])
        (scale, spin, z, depth) = (n(.scale)[0], n(.spin)[0], n(.emitterZPosition)[0], n(.emitterDepth)[0])
        let p = n(.emitterPosition), s = n(.emitterSize)
        position = CGPoint(x: p[0], y: p[1])
        size = CGSize(width: s[0], height: s[1])
    }
}

/// A cell's values for one frame (its model, or what animations present).
struct CellValues {
    let cell: CAEmitterCell
    /// Identifies the cell's place in the tree, for the random numbers.
    let key: UInt64
    var drawIndex = 0
    var values: [Double]
    var color: SIMD4<Double>
    var children: [CellValues] = []

    subscript(_ p: EmitterCellKeyPath.CellProperty) -> Double { values[CellValues.slot[p]!] }

    /// What every particle's birth reads, looked up once per frame (not per particle).
    struct Sampling {
        let lifetime, lifetimeRange, velocity, velocityRange, scale, scaleRange, spin, spinRange: Double
        let latitude, longitude, range, scaleSpeed: Double
        let acceleration: SIMD3<Double>
        let colorRange, colorSpeed: SIMD4<Double>
    }
    private(set) var sampling: Sampling!

    /// Fills ``sampling`` from the values (after they are final).
    mutating func prepare() {
        sampling = Sampling(lifetime: self[.lifetime], lifetimeRange: self[.lifetimeRange], velocity: self[.velocity],
                            velocityRange: self[.velocityRange], scale: self[.scale], scaleRange: self[.scaleRange],
                            spin: self[.spin], spinRange: self[.spinRange], latitude: self[.emissionLatitude],
                            longitude: self[.emissionLongitude], range: self[.emissionRange], scaleSpeed: self[.scaleSpeed],
                            acceleration: SIMD3(self[.xAcceleration], self[.yAcceleration], self[.zAcceleration]),
                            colorRange: colorRange, colorSpeed: colorSpeed)
        for index in children.indices { children[index].prepare() }
    }

    static let properties = EmitterCellKeyPath.CellProperty.allCases.filter { $0 != .color }
    static let slot: [EmitterCellKeyPath.CellProperty: Int] =
        Dictionary(uniqueKeysWithValues: properties.enumerated().map { ($1, $0) })

    var colorRange: SIMD4<Double> { SIMD4(self[.redRange], self[.greenRange], self[.blueRange], self[.alphaRange]) }
    var colorSpeed: SIMD4<Double> { SIMD4(self[.redSpeed], self[.greenSpeed], self[.blueSpeed], self[.alphaSpeed]) }

    /// Seconds a particle can live at most (before the layer's multiplier).
    var longestLife: Double { max(0, self[.lifetime] + abs(self[.lifetimeRange]) / 2) }

    /// The part of `age` (in the parent's time) the cell emits in: from
    /// `beginTime`, for `duration` times its repeats (none: forever).
    var activeInterval: (start: Double, end: Double) {
        let begin = self[.beginTime], duration = self[.duration]
        guard duration > 0 else { return (begin, .infinity) }
        let repeats = max(1, self[.speed] != 0 ? Double(cell.repeatCount) : 1)
        let length = cell.repeatDuration > 0 ? cell.repeatDuration : duration * (repeats.isFinite ? repeats : .infinity)
        return (begin, begin + length)
    }
}

/// The particles of one emitter layer as a pure function of its time: births
/// come from the birth rate's integral (stepped at 1/240 s, with a record of
/// each step for as long as a particle born then can live), and every
/// particle alive at a time is worked out in closed form from random
/// numbers drawn for its cell, birth number and seed alone.
final class EmitterSimulation {
    static let step = 1.0 / 240
    /// The most particles drawn in a frame: more are refused with one diagnostic.
    static let maximumParticles = 100_000
    /// The longest a particle's history is kept, in seconds.
    static let longestWindow = 120.0
    /// The most steps one frame integrates: a longer jump (a clock leaping
    /// ahead) skips to the window with the rates of its last step, so no
    /// jump hangs a frame.
    static let mostStepsAFrame = 240 * 600
    /// The latest simulation time worked out; later ones show that moment.
    static let latestTime = 1e12

    struct StepRecord {
        /// Steps since the simulation began; its time is `index · step`.
        let index: Int
        /// Births before this step, per top-level cell.
        let cumulative: [Double]
        /// Births a second during this step, per top-level cell.
        let rates: [Double]
        let params: EmitterParams
        /// Where the current rates took over, per cell: births so far are
        /// `anchor.births + rate · (index - anchor.index) · step`, the same
        /// numbers however the steps were reached (one by one or skipped).
        let anchors: [(index: Int, births: Double)]

        var time: Double { Double(index) * EmitterSimulation.step }
    }

    /// The simulation's zero, in the layer's local time.
    var origin: Double?
    private var records: [StepRecord] = []
    private var cellIdentity: [ObjectIdentifier] = []
    var reportedCap = false

    func reset() {
        records.removeAll()
    }

    /// Steps the integral forward to cover simulation time `tau`, reading
    /// the rates and parameters at each step from `sample` (the current
    /// values, or with animations the values at that step's time).
    func advance(to tau: Double, cells: [CellValues], window: Double, animated: Bool,
                 sample: (Double) -> (EmitterParams, [Double])) {
        let identity = cells.map { ObjectIdentifier($0.cell) }
        if identity != cellIdentity { cellIdentity = identity; reset() }
        if let first = records.first, tau < first.time - 1e-12 { reset() }
        if records.isEmpty {
            let (params, rates) = sample(0)
            records.append(StepRecord(index: 0, cumulative: Array(repeating: 0, count: cells.count), rates: rates,
                                      params: params, anchors: Array(repeating: (0, 0), count: cells.count)))
        }
        guard tau.isFinite, tau >= 0 else { return }
        let tau = min(tau, Self.latestTime)
        let target = Int((tau / Self.step + 1e-9).rounded(.down))
        let skipTo = Int(((tau - window) / Self.step).rounded(.down))
        let mustSkip = target - (records.last?.index ?? 0) > Self.mostStepsAFrame
        while let last = records.last, last.index < target {
            var index = last.index + 1
            // Far ahead with nothing animated (or too far to step): the
            // integral grows linearly; skip to the window.
            if (!animated || mustSkip) && skipTo > index {
                index = skipTo
                records.removeAll()
            }
            let (params, rates) = sample(Double(index) * Self.step)
            var cumulative: [Double] = [], anchors: [(index: Int, births: Double)] = []
            for c in last.rates.indices {
                let births = last.anchors[c].births + last.rates[c] * Double(index - last.anchors[c].index) * Self.step
                cumulative.append(births)
                anchors.append(c < rates.count && rates[c] == last.rates[c] ? last.anchors[c] : (index, births))
            }
            records.append(StepRecord(index: index, cumulative: cumulative, rates: rates, params: params, anchors: anchors))
        }
        // Only what a particle alive at the latest time can need.
        let keepFrom = (records.last?.time ?? 0) - window - Self.step
        if let drop = records.firstIndex(where: { $0.time >= keepFrom }), drop > 64 { records.removeFirst(drop) }
    }

    /// The record of the step holding `t`.
    private func record(at t: Double) -> StepRecord? {
        var (low, high) = (0, records.count)
        while high - low > 1 {
            let middle = (low + high) / 2
            if records[middle].time <= t { low = middle } else { high = middle }
        }
        return records.isEmpty || records[low].time > t + 1e-12 ? nil : records[low]
    }

    /// Births of top-level cell `c` before time `t`.
    private func cumulative(_ c: Int, at t: Double) -> Double {
        guard let r = record(at: t) else { return 0 }
        let anchor = r.anchors[c]
        return anchor.births + r.rates[c] * (t - Double(anchor.index) * Self.step)
    }

    /// The time of top-level cell `c`'s birth number `n`, and the parameters then.
    private func birth(_ c: Int, number n: Double) -> (Double, EmitterParams)? {
        var (low, high) = (0, records.count)
        while high - low > 1 {
            let middle = (low + high) / 2
            if records[middle].cumulative[c] < n { low = middle } else { high = middle }
        }
        let r = records[low]
        guard r.rates[c] > 0 else { return nil }
        let anchor = r.anchors[c]
        return (Double(anchor.index) * Self.step + (n - anchor.births) / r.rates[c], r.params)
    }

    /// Every particle alive at simulation time `tau`.
    func particles(at tau: Double, cells: [CellValues], layer: CAEmitterLayer, window: Double) -> [CAEmitterParticle] {
        var output: [CAEmitterParticle] = []
        var budget = Self.maximumParticles
        let seed = UInt64(layer.seed)
        let shape = layer.emitterShape, mode = layer.emitterMode
        let tau = min(tau, Self.latestTime)
        for (c, cell) in cells.enumerated() {
            let start = max(tau - window, records.first?.time ?? 0)
            let low = cumulative(c, at: start), high = cumulative(c, at: tau)
            guard high >= 1, high.isFinite, low.isFinite else { continue }
            // A hair of slack: a birth due exactly now counts (rate x time should be whole).
            var first = (low + 1e-9).rounded(.down) + 1, last = (high + 1e-9).rounded(.down)
            if last - first + 1 > Double(budget) {
                reportCap()
                first = last - Double(budget) + 1
            }
            guard first <= last else { continue }
            // Counted with an integer: past 2^53 adding 1 to a Double changes nothing.
            for step in 0..<Int(last - first + 1) where budget > 0 {
                let n = first + Double(step)
                guard let (born, params) = birth(c, number: n) else { continue }
                let origin = params.position
                let offset = SIMD3(origin.x, origin.y, params.z)
                var draws = Draws(seed, cell.key, n.bitPattern)
                let shapeDraws = (draws.unit(), draws.unit(), draws.unit())
                let start = offset + emissionOffset(shape: shape, mode: mode, size: params.size, depth: params.depth, shapeDraws)
                let particle = Particle(cell: cell, born: born, start: start, parent: nil, params: params, draws: &draws)
                particle.emit(at: tau, cellIndex: cell.drawIndex, into: &output, budget: &budget, seed: seed,
                              number: n.bitPattern, simulation: self)
            }
        }
        if budget <= 0 { reportCap() }
        return output
    }

    private func reportCap() {
        guard !reportedCap else { return }
        reportedCap = true
        CADiagnostics.report(CADiagnostic(layerProperty: "emitterCells",
                                          message: "more than \(Self.maximumParticles) particles at once; the oldest are not drawn"))
    }
}

/// Uniform random numbers for one birth: SplitMix64 seeded from the
/// layer's seed, the cell's place and the birth's number.
struct Draws {
    private var generator: SplitMix64

    init(_ seed: UInt64, _ cell: UInt64, _ number: UInt64) {
        var mixer = SplitMix64(seed: seed ^ (cell &* 0x9E37_79B9_7F4A_7C15))
        let a = mixer.next()
        var second = SplitMix64(seed: a ^ (number &* 0xBF58_476D_1CE4_E5B9))
        _ = second.next()
        generator = second
    }

    /// In 0..<1.
    mutating func unit() -> Double { Double(generator.next() >> 11) * 0x1p-53 }
    /// On `[mean - range/2, mean + range/2]`.
    mutating func around(_ mean: Double, _ range: Double) -> Double { mean + (unit() - 0.5) * range }
}

/// A particle's whole life in closed form: where it is, how big, turned and
/// tinted at any age, from what was drawn at its birth.
struct Particle {
    let cell: CellValues
    let born: Double, life: Double
    let start: SIMD3<Double>, velocity: SIMD3<Double>, acceleration: SIMD3<Double>
    let scale0: Double, spin: Double
    let color0: SIMD4<Double>
    let params: EmitterParams
    /// The chain of tints and scales inherited from parents (multiplied in).
    let inheritedColor: SIMD4<Double>, inheritedScale: Double

    init(cell: CellValues, born: Double, start: SIMD3<Double>, parent: (heading: Double, color: SIMD4<Double>, scale: Double)?,
         params: EmitterParams, draws: inout Draws) {
        (self.cell, self.born, self.start, self.params) = (cell, born, start, params)
        let s = cell.sampling!
        life = draws.around(s.lifetime, s.lifetimeRange) * params.lifetime
        let speed = draws.around(s.velocity, s.velocityRange) * params.velocity
        scale0 = draws.around(s.scale, s.scaleRange) * params.scale
        spin = draws.around(s.spin, s.spinRange) * params.spin
        let range = s.colorRange
        color0 = SIMD4(draws.around(cell.color.x, range.x), draws.around(cell.color.y, range.y),
                       draws.around(cell.color.z, range.z), draws.around(cell.color.w, range.w))
        // A direction within a cone of half-angle |range|/2 about the emission
        // direction (longitude from +x towards +y, latitude out of the plane).
        let longitude = s.longitude + (parent?.heading ?? 0), latitude = s.latitude
        let axis = SIMD3(cos(latitude) * cos(longitude), cos(latitude) * sin(longitude), sin(latitude))
        let half = min(abs(s.range) / 2, .pi)
        let cosTilt = 1 - draws.unit() * (1 - cos(half)), around = draws.unit() * 2 * .pi
        let sinTilt = (max(0, 1 - cosTilt * cosTilt)).squareRoot()
        // Two directions square to the axis.
        let helper = abs(axis.z) < 0.9 ? SIMD3<Double>(0, 0, 1) : SIMD3<Double>(1, 0, 0)
        var u = SIMD3(axis.y * helper.z - axis.z * helper.y, axis.z * helper.x - axis.x * helper.z,
                      axis.x * helper.y - axis.y * helper.x)
        u /= (u * u).sum().squareRoot()
        let v = SIMD3(axis.y * u.z - axis.z * u.y, axis.z * u.x - axis.x * u.z, axis.x * u.y - axis.y * u.x)
        let direction = axis * cosTilt + (u * cos(around) + v * sin(around)) * sinTilt
        velocity = direction * speed
        acceleration = s.acceleration
        inheritedColor = parent?.color ?? SIMD4(1, 1, 1, 1)
        inheritedScale = parent?.scale ?? 1
    }

    func position(_ age: Double) -> SIMD3<Double> { start + velocity * age + acceleration * (0.5 * age * age) }
    func scale(_ age: Double) -> Double { max(0, scale0 + cell.sampling.scaleSpeed * age) * inheritedScale }
    func color(_ age: Double) -> SIMD4<Double> {
        let raw = color0 + cell.sampling.colorSpeed * age
        return raw.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1)) * inheritedColor
    }
    /// The direction it moves in, in the plane, at `age`.
    func heading(_ age: Double) -> Double {
        let v = velocity + acceleration * age
        return v.x == 0 && v.y == 0 ? 0 : atan2(v.y, v.x)
    }

    /// Adds this particle (if alive at `tau`) and what its sub-cells emitted that is.
    func emit(at tau: Double, cellIndex: Int, into output: inout [CAEmitterParticle], budget: inout Int, seed: UInt64,
              number: UInt64, simulation: EmitterSimulation) {
        guard life > 0 || !cell.children.isEmpty else { return }
        let age = tau - born
        if age >= 0 && age < life && budget > 0 {
            let p = position(age), c = color(age), size = scale(age), angle = spin * age
            // Values that overflowed (huge speeds or spins) are not shown: nothing non-finite reaches a screen.
            if (p * 0).sum() == 0, (c * 0).sum() == 0, size.isFinite, angle.isFinite {
                let tint = ColorComponents(red: c.x, green: c.y, blue: c.z, alpha: c.w)
                output.append(CAEmitterParticle(cellIndex: cellIndex, position: CGPoint(x: p.x, y: p.y), z: p.z,
                                                scale: size, angle: angle, color: tint, birthTime: born, age: age))
                budget -= 1
            }
        }
        for child in cell.children where child[.isEnabled] != 0 {
            let rate = child[.birthRate] * params.birthRate
            guard rate > 0, rate.isFinite, life > 0 else { continue }
            let (begin, end) = child.activeInterval
            let until = min(end, life, tau - born)  // births up to the parent's death, or now
            let oldest = tau - born - child.longestLife * params.lifetime  // earlier ones are gone
            guard until > begin, until > oldest else { continue }
            let firstK = max(1, ((max(oldest, begin) - begin) * rate).rounded(.down))
            // A hair of slack: rate x duration should count whole births exactly (10 x 0.2 is 2).
            let lastK = ((until - begin) * rate + 1e-9).rounded(.down)
            guard firstK <= lastK, lastK.isFinite else { continue }
            let fromK = max(firstK, lastK - Double(budget) + 1)
            for step in 0..<Int(lastK - fromK + 1) where budget > 0 {
                let k = fromK + Double(step)
                let at = begin + k / rate
                var draws = Draws(seed, child.key ^ (number &* 0x94D0_49BB_1331_11EB), k.bitPattern)
                let inherited = (heading: heading(at), color: color(at), scale: scale(at))
                let particle = Particle(cell: child, born: born + at, start: position(at), parent: inherited,
                                        params: params, draws: &draws)
                particle.emit(at: tau, cellIndex: child.drawIndex, into: &output, budget: &budget, seed: seed,
                              number: number &* 31 &+ k.bitPattern, simulation: simulation)
            }
        }
    }
}
