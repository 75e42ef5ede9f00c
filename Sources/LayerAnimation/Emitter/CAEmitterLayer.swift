import Foundation

/// A layer that emits particles of its `emitterCells` from a shape around
/// `emitterPosition`, drawn above its background and border and below its
/// sublayers.
///
/// What it shows is a pure function of its local time and `seed`: a paused
/// layer (speed 0, QA1673) holds still, a scrubbed one shows the same
/// particles at the same time, and an offline render matches the screen.
/// The simulation starts at `beginTime` when that is set (the layer's
/// local time 0), else at the layer's first frame. `birthRate`, `lifetime`, `velocity`, `scale`,
/// `spin`, `emitterPosition`, `emitterZPosition`, `emitterSize` and
/// `emitterDepth` animate, and every cell property through key paths such
/// as `emitterCells.spark.birthRate` (no implicit actions for cells).
open class CAEmitterLayer: CALayer {
    /// The cells particles are made of; a cell containing itself is refused.
    open var emitterCells: [CAEmitterCell]? {
        get { storedCells }
        set { storedCells = newValue }
    }
    private var storedCells: [CAEmitterCell]?

    /// Multiply every cell's birth rate, lifetime, velocity, scale and spin (default 1).
    open var birthRate: Float {
        get { Float(number(.birthRate)) }
        set { setExtra(.birthRate, newValue) }
    }
    open var lifetime: Float {
        get { Float(number(.lifetime)) }
        set { setExtra(.lifetime, newValue) }
    }
    open var velocity: Float {
        get { Float(number(.velocity)) }
        set { setExtra(.velocity, newValue) }
    }
    open var scale: Float {
        get { Float(number(.scale)) }
        set { setExtra(.scale, newValue) }
    }
    open var spin: Float {
        get { Float(number(.spin)) }
        set { setExtra(.spin, newValue) }
    }
    /// The centre of the emission shape, in the layer's coordinates.
    open var emitterPosition: CGPoint {
        get { ExtraKey.emitterPosition.publicValue(value(.emitterPosition)) as? CGPoint ?? .zero }
        set { setExtra(.emitterPosition, newValue) }
    }
    open var emitterZPosition: CGFloat {
        get { CGFloat(number(.emitterZPosition)) }
        set { setExtra(.emitterZPosition, newValue) }
    }
    open var emitterSize: CGSize {
        get { ExtraKey.emitterSize.publicValue(value(.emitterSize)) as? CGSize ?? .zero }
        set { setExtra(.emitterSize, newValue) }
    }
    open var emitterDepth: CGFloat {
        get { CGFloat(number(.emitterDepth)) }
        set { setExtra(.emitterDepth, newValue) }
    }
    open var emitterShape: CAEmitterLayerEmitterShape = .point
    open var emitterMode: CAEmitterLayerEmitterMode = .volume
    open var renderMode: CAEmitterLayerRenderMode = .unordered
    /// Whether particles keep their depth (z orders `.backToFront`).
    open var preservesDepth = false
    /// The random numbers' seed: the same seed gives the same particles.
    open var seed: UInt32 = 0

    private let simulation = EmitterSimulation()
    /// Counts frame evaluations; the particles of one are worked out once.
    private var generation = 0
    private var cachedFrame: (generation: Int, frame: CAEmitterFrame)?

    /// Archived layers are not on Linux: nil, as ``CALayer/init(coder:)``.
    public required init?(coder: NSCoder) {
        return nil
    }

    public required init() {
        super.init()
        frameState.extras = ExtraValues([:])
        connectCells()
        frameHooks.insert(.emits)
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        if frameState.extras == nil { frameState.extras = ExtraValues([:]) }
        connectCells()
        frameHooks.insert(.emits)
        guard let other = layer as? CAEmitterLayer else { return }
        storedCells = other.storedCells
        (emitterShape, emitterMode, renderMode) = (other.emitterShape, other.emitterMode, other.renderMode)
        (preservesDepth, seed) = (other.preservesDepth, other.seed)
        simulation.origin = other.simulation.origin
    }

    /// Cell properties' model values come from the cells themselves, read when asked.
    private func connectCells() {
        frameState.extras?.cellModel = { [weak self] index in
            guard let self else { return nil }
            let path = EmitterCellKeyPath.path(index)
            return self.cell(at: path.names).map { ArrayValue($0.numbers(path.property)) }
        }
    }

    private func value(_ key: ExtraKey) -> ArrayValue { extraModel(key) ?? key.defaultValue(in: [:]) }
    private func number(_ key: ExtraKey) -> Double { value(key).numbers.first ?? 0 }

    override class var implicitlyAnimatedKeysOfClass: PropertyNameSet { implicitlyAnimatedEmitterKeys }

    private static let implicitlyAnimatedEmitterKeys = CALayer.implicitlyAnimatedKeys.union(
        ["birthRate", "lifetime", "velocity", "scale", "spin", "emitterPosition", "emitterZPosition",
         "emitterSize", "emitterDepth"])

    /// The cell at `names` (the first of that name at each step).
    func cell(at names: [String]) -> CAEmitterCell? {
        var cells = storedCells
        var found: CAEmitterCell?
        for name in names {
            guard let next = cells?.first(where: { $0.name == name }) else { return nil }
            found = next
            cells = next.emitterCells
        }
        return found
    }

    // MARK: Key paths into cells

    /// The value at `keyPath`: a cell property (`emitterCells.spark.birthRate`) or a layer key.
    override public func value(forKeyPath keyPath: String) -> Any? {
        if let index = EmitterCellKeyPath.index(of: keyPath) {
            let path = EmitterCellKeyPath.path(index)
            return cell(at: path.names)?.value(forKey: path.property.rawValue)
        }
        return super.value(forKeyPath: keyPath)
    }

    /// Sets the value at `keyPath`; a path that finds no cell does nothing (no implicit action).
    override public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if let index = EmitterCellKeyPath.index(of: keyPath) {
            let path = EmitterCellKeyPath.path(index)
            cell(at: path.names)?.setValue(value, forKey: path.property.rawValue)
            return
        }
        super.setValue(value, forKeyPath: keyPath)
    }

    // MARK: Frames

    /// The cells' values as this frame presents them, numbered for drawing.
    private func cellValues(_ presented: [UInt16: ArrayValue], drawn: inout [CAEmitterCell]) -> [CellValues] {
        var overrides: [ObjectIdentifier: [(EmitterCellKeyPath.CellProperty, [Double])]] = [:]
        for (index, value) in presented {
            let path = EmitterCellKeyPath.path(index)
            if let cell = cell(at: path.names) { overrides[ObjectIdentifier(cell), default: []].append((path.property, value.numbers)) }
        }
        func build(_ cells: [CAEmitterCell], parentKey: UInt64, depth: Int) -> [CellValues] {
            guard depth < 16 else { return [] }  // far deeper than any real effect; bounds the work
            return cells.enumerated().compactMap { position, cell in
                guard cell.isEnabled else { return nil }
                let key = (parentKey &* 0x100_0000_01B3) ^ UInt64(position + 1)
                var values = CellValues.properties.map { cell.number($0) }
                var color = SIMD4<Double>(cell.numbers(.color)[0], cell.numbers(.color)[1], cell.numbers(.color)[2],
                                          cell.numbers(.color)[3])
                for (property, numbers) in overrides[ObjectIdentifier(cell)] ?? [] {
                    if property == .color, numbers.count == 4 {
                        color = SIMD4(numbers[0], numbers[1], numbers[2], numbers[3])
                    } else if let slot = CellValues.slot[property], let first = numbers.first {
                        values[slot] = first
                    }
                }
                guard values.allSatisfy(\.isFinite), (color * 0).sum() == 0 else { return nil }
                var result = CellValues(cell: cell, key: key, values: values, color: color)
                result.drawIndex = drawn.count
                drawn.append(cell)
                result.children = build(cell.emitterCells ?? [], parentKey: key, depth: depth + 1)
                return result
            }
        }
        var cells = build(storedCells ?? [], parentKey: 0xcbf2_9ce4_8422_2325, depth: 0)
        for index in cells.indices { cells[index].prepare() }
        return cells
    }

    /// How long after its birth anything from a top-level cell can still show.
    private static func window(_ cell: CellValues, lifetime: Double) -> Double {
        let own = cell.longestLife * max(lifetime, 0)
        let children = cell.children.map { window($0, lifetime: lifetime) }.max() ?? 0
        return min(own + children, EmitterSimulation.longestWindow)
    }

    /// The simulation time at the layer's local time `local`. A layer
    /// whose `beginTime` is set starts at it: its local time 0 (local time
    /// already counts from `beginTime`); any other at its first frame. Fixed
    /// once: resuming a paused layer (QA1673 moves `beginTime`) continues.
    private func simulationTime(_ local: Double) -> Double {
        if simulation.origin == nil { simulation.origin = beginTime != 0 ? 0 : local }
        return local - (simulation.origin ?? local)
    }

    /// After a frame's evaluation: steps the simulation to now; returns
    /// whether the next frame will look different (particles on show or to come).
    func emitterFrameDidEvaluate(localTime local: Double) -> Bool {
        generation &+= 1
        let step = stepped(toLocalTime: local)
        guard frameState.clock.speed != 0 else { return false }
        let emitting = step.params.birthRate > 0 && step.cells.contains { $0[.birthRate] > 0 && $0.longestLife > 0 }
        if emitting { return true }
        // Births stopped: running while the last particles live.
        let frame = particles(step)
        cachedFrame = (generation, frame)
        return !frame.particles.isEmpty
    }

    /// What a frame at local time `local` is worked out from: the cells' and
    /// the layer's presented values, the simulation time and how far back
    /// particles can reach, with the simulation stepped to that time.
    private struct FrameStep {
        let cells: [CellValues], drawn: [CAEmitterCell], params: EmitterParams
        let tau: Double, window: Double
    }

    private func stepped(toLocalTime local: Double) -> FrameStep {
        var drawn: [CAEmitterCell] = []
        let cells = cellValues(frameState.extras?.cellPresented ?? [:], drawn: &drawn)
        let params = EmitterParams(frameState.extras?.presented ?? [:])
        let tau = simulationTime(local)
        let window = cells.map { Self.window($0, lifetime: params.lifetime) }.max() ?? 0
        advance(to: tau, cells: cells, window: window)
        return FrameStep(cells: cells, drawn: drawn, params: params, tau: tau, window: window)
    }

    private func advance(to tau: Double, cells: [CellValues], window: Double) {
        let animated = frameState.animatedFields.contains(.extras)
        let origin = simulation.origin ?? 0
        simulation.advance(to: tau, cells: cells, window: window, animated: animated) { t in
            // Rates and parameters at simulation time t: evaluated there when animations change them.
            guard animated, let extras = self.frameState.evaluatedExtras(atLocalTime: origin + t) else {
                let params = EmitterParams(self.frameState.extras?.model ?? [:])
                return (params, cells.map { self.rate($0, at: t, params: params) })
            }
            let params = EmitterParams(extras.presented)
            var drawn: [CAEmitterCell] = []
            let shifted = self.cellValues(extras.cellPresented, drawn: &drawn)
            // One rate per cell of this frame: a cell whose values are unusable then emits nothing.
            return (params, cells.map { cell in
                shifted.first { $0.cell === cell.cell }.map { self.rate($0, at: t, params: params) } ?? 0
            })
        }
    }

    /// Births a second of a top-level cell at simulation time `t`.
    private func rate(_ cell: CellValues, at t: Double, params: EmitterParams) -> Double {
        let (start, end) = cell.activeInterval
        let rate = cell[.birthRate] * params.birthRate
        guard t >= start, t < end, rate > 0, rate.isFinite, cell.longestLife > 0 else { return 0 }
        return rate
    }

    private func particles(_ step: FrameStep) -> CAEmitterFrame {
        var particles = simulation.particles(at: step.tau, cells: step.cells, layer: self, window: step.window)
        switch renderMode {
        case .oldestFirst: particles.sort { ($0.birthTime, $0.cellIndex) < ($1.birthTime, $1.cellIndex) }
        case .oldestLast: particles.sort { ($0.birthTime, $0.cellIndex) > ($1.birthTime, $1.cellIndex) }
        case .backToFront where preservesDepth: particles.sort { $0.z < $1.z }
        default: break
        }
        return CAEmitterFrame(cells: step.drawn, particles: particles, isAdditive: renderMode == .additive)
    }

    /// The particles on show at the last frame evaluation (beyond Apple's API, for renderers).
    public var presentedParticles: CAEmitterFrame {
        if let cachedFrame, cachedFrame.generation == generation { return cachedFrame.frame }
        let local = frameState.extras?.lastLocalTime ?? convertTime(CACurrentMediaTime(), from: nil)
        let frame = particles(stepped(toLocalTime: local))
        cachedFrame = (generation, frame)
        return frame
    }
}
