import Foundation

/// One kind of particle an emitter layer makes: how often, for how long,
/// how fast and which way, how it looks and changes, and (through
/// `emitterCells`) what each particle emits in turn. Its timing places it
/// in its emitter's simulation time (a sub-cell's in its parent particle's
/// age: `beginTime = 2.4` fires 2.4 s into each parent's life).
///
/// Each random value is uniform on `[m - r/2, m + r/2]` for a mean `m` and
/// range `r`. Properties are read again every frame. A cell that contains
/// itself (through its `emitterCells`, at any depth) is refused.
open class CAEmitterCell: CAMediaTiming, @unchecked Sendable {
    public init() {}

    /// Finds the cell in key paths (`emitterCells.NAME.birthRate`).
    open var name: String?
    /// Whether the cell (and its sub-cells) emit (default true).
    open var isEnabled = true
    /// Particles a second (default 0), times the layer's `birthRate`.
    open var birthRate: Float = 0
    /// Seconds a particle lives (default 0: never shows), and its range.
    open var lifetime: Float = 0
    open var lifetimeRange: Float = 0
    /// Direction: latitude tilts out of the plane, longitude turns from +x towards +y.
    open var emissionLatitude: CGFloat = 0
    open var emissionLongitude: CGFloat = 0
    /// The angle of the cone directions are jittered within.
    open var emissionRange: CGFloat = 0
    /// Points a second, and its range.
    open var velocity: CGFloat = 0
    open var velocityRange: CGFloat = 0
    /// Points a second squared.
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    open var zAcceleration: CGFloat = 0
    /// Size as a multiple of the contents' size (default 1), its range, and change a second.
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    open var scaleSpeed: CGFloat = 0
    /// Radians a second, and its range.
    open var spin: CGFloat = 0
    open var spinRange: CGFloat = 0
    /// The particle's tint (default opaque white), each channel's range and change a second.
    open var color: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    open var redRange: Float = 0
    open var greenRange: Float = 0
    open var blueRange: Float = 0
    open var alphaRange: Float = 0
    open var redSpeed: Float = 0
    open var greenSpeed: Float = 0
    open var blueSpeed: Float = 0
    open var alphaSpeed: Float = 0
    /// The particle's picture (what a layer's `contents` takes), the part of it drawn, and its pixels per point.
    open var contents: Any?
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    open var contentsScale: CGFloat = 1
    /// Sampling, as a layer's (Apple types these as strings: `CALayerContentsFilter.nearest.rawValue`).
    open var minificationFilter: String = CALayerContentsFilter.linear.rawValue
    open var magnificationFilter: String = CALayerContentsFilter.linear.rawValue
    open var minificationFilterBias: Float = 0
    /// What each particle of this cell emits.
    open var emitterCells: [CAEmitterCell]? {
        get { storedCells }
        set {
            if let newValue, newValue.contains(where: { $0 === self || $0.contains(self) }) {
                CADiagnostics.report(CADiagnostic(layerProperty: "emitterCells",
                                                  message: "a cell cannot contain itself; the old cells are kept"))
                return
            }
            storedCells = newValue
        }
    }
    private var storedCells: [CAEmitterCell]?

    /// Whether `cell` is among this cell's sub-cells, at any depth.
    func contains(_ cell: CAEmitterCell) -> Bool {
        (storedCells ?? []).contains { $0 === cell || $0.contains(cell) }
    }

    // CAMediaTiming
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    /// The value of an animatable property by name (`"birthRate"`, `"color"`...), or nil.
    open func value(forKey key: String) -> Any? {
        guard let property = EmitterCellKeyPath.CellProperty(rawValue: key) else {
            return key == "name" ? name : (key == "emitterCells" ? emitterCells : nil)
        }
        if property == .color { return color }
        if property == .isEnabled { return isEnabled }
        return number(property)
    }

    /// Sets an animatable property by name; a value of the wrong kind is reported and ignored.
    open func setValue(_ value: Any?, forKey key: String) {
        guard let property = EmitterCellKeyPath.CellProperty(rawValue: key),
              let numbers = value.flatMap({ EmitterCellKeyPath(names: [], property: property).value($0) }),
              numbers.isFinite else {
            if key == "name", let text = value as? String? { name = text; return }
            return CADiagnostics.report(CADiagnostic(layerProperty: "emitterCell.\(key)",
                                                     message: "setValue(_:forKey:) with \(value.map { "\(type(of: $0))" } ?? "nil") is not supported; ignored"))
        }
        set(property, numbers.numbers)
    }

    /// A number property as a Double (colours are read by `colorNumbers`).
    func number(_ property: EmitterCellKeyPath.CellProperty) -> Double {
        switch property {
        case .birthRate: Double(birthRate)
        case .lifetime: Double(lifetime)
        case .lifetimeRange: Double(lifetimeRange)
        case .velocity: Double(velocity)
        case .velocityRange: Double(velocityRange)
        case .xAcceleration: Double(xAcceleration)
        case .yAcceleration: Double(yAcceleration)
        case .zAcceleration: Double(zAcceleration)
        case .emissionLatitude: Double(emissionLatitude)
        case .emissionLongitude: Double(emissionLongitude)
        case .emissionRange: Double(emissionRange)
        case .spin: Double(spin)
        case .spinRange: Double(spinRange)
        case .scale: Double(scale)
        case .scaleRange: Double(scaleRange)
        case .scaleSpeed: Double(scaleSpeed)
        case .redRange: Double(redRange)
        case .greenRange: Double(greenRange)
        case .blueRange: Double(blueRange)
        case .alphaRange: Double(alphaRange)
        case .redSpeed: Double(redSpeed)
        case .greenSpeed: Double(greenSpeed)
        case .blueSpeed: Double(blueSpeed)
        case .alphaSpeed: Double(alphaSpeed)
        case .contentsScale: Double(contentsScale)
        case .beginTime: beginTime
        case .duration: duration
        case .speed: Double(speed)
        case .timeOffset: timeOffset
        case .isEnabled: isEnabled ? 1 : 0
        case .color: 0
        }
    }

    /// The model value of `property` as numbers (four for the colour; none reads as white).
    func numbers(_ property: EmitterCellKeyPath.CellProperty) -> [Double] {
        guard property == .color else { return [number(property)] }
        guard let color else { return [1, 1, 1, 1] }
        return ArrayValue(color).numbers
    }

    private func set(_ property: EmitterCellKeyPath.CellProperty, _ n: [Double]) {
        let v = n.first ?? 0
        switch property {
        case .birthRate: birthRate = Float(v)
        case .lifetime: lifetime = Float(v)
        case .lifetimeRange: lifetimeRange = Float(v)
        case .velocity: velocity = v
        case .velocityRange: velocityRange = v
        case .xAcceleration: xAcceleration = v
        case .yAcceleration: yAcceleration = v
        case .zAcceleration: zAcceleration = v
        case .emissionLatitude: emissionLatitude = v
        case .emissionLongitude: emissionLongitude = v
        case .emissionRange: emissionRange = v
        case .spin: spin = v
        case .spinRange: spinRange = v
        case .scale: scale = v
        case .scaleRange: scaleRange = v
        case .scaleSpeed: scaleSpeed = v
        case .redRange: redRange = Float(v)
        case .greenRange: greenRange = Float(v)
        case .blueRange: blueRange = Float(v)
        case .alphaRange: alphaRange = Float(v)
        case .redSpeed: redSpeed = Float(v)
        case .greenSpeed: greenSpeed = Float(v)
        case .blueSpeed: blueSpeed = Float(v)
        case .alphaSpeed: alphaSpeed = Float(v)
        case .contentsScale: contentsScale = v
        case .beginTime: beginTime = v
        case .duration: duration = v
        case .speed: speed = Float(v)
        case .timeOffset: timeOffset = v
        case .isEnabled: isEnabled = v != 0
        case .color: color = ArrayValue(n).color ?? color
        }
    }

    /// The first sub-cell named `name`.
    func subcell(named name: String) -> CAEmitterCell? {
        storedCells?.first { $0.name == name }
    }
}

extension EmitterCellKeyPath {
    init(names: [String], property: CellProperty) {
        self.names = names
        self.property = property
    }
}
