import Foundation

/// Where an emitter layer's particles start.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// Which part of the emitter shape particles start on.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// The order particles are drawn in, or whether they add up.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}

@available(*, deprecated, renamed: "CAEmitterLayerEmitterShape.point")
public let kCAEmitterLayerPoint: CAEmitterLayerEmitterShape = .point
@available(*, deprecated, renamed: "CAEmitterLayerEmitterShape.line")
public let kCAEmitterLayerLine: CAEmitterLayerEmitterShape = .line
@available(*, deprecated, renamed: "CAEmitterLayerEmitterShape.rectangle")
public let kCAEmitterLayerRectangle: CAEmitterLayerEmitterShape = .rectangle
@available(*, deprecated, renamed: "CAEmitterLayerEmitterShape.cuboid")
public let kCAEmitterLayerCuboid: CAEmitterLayerEmitterShape = .cuboid
@available(*, deprecated, renamed: "CAEmitterLayerEmitterShape.circle")
public let kCAEmitterLayerCircle: CAEmitterLayerEmitterShape = .circle
@available(*, deprecated, renamed: "CAEmitterLayerEmitterShape.sphere")
public let kCAEmitterLayerSphere: CAEmitterLayerEmitterShape = .sphere
@available(*, deprecated, renamed: "CAEmitterLayerEmitterMode.points")
public let kCAEmitterLayerPoints: CAEmitterLayerEmitterMode = .points
@available(*, deprecated, renamed: "CAEmitterLayerEmitterMode.outline")
public let kCAEmitterLayerOutline: CAEmitterLayerEmitterMode = .outline
@available(*, deprecated, renamed: "CAEmitterLayerEmitterMode.surface")
public let kCAEmitterLayerSurface: CAEmitterLayerEmitterMode = .surface
@available(*, deprecated, renamed: "CAEmitterLayerEmitterMode.volume")
public let kCAEmitterLayerVolume: CAEmitterLayerEmitterMode = .volume
@available(*, deprecated, renamed: "CAEmitterLayerRenderMode.unordered")
public let kCAEmitterLayerUnordered: CAEmitterLayerRenderMode = .unordered
@available(*, deprecated, renamed: "CAEmitterLayerRenderMode.oldestFirst")
public let kCAEmitterLayerOldestFirst: CAEmitterLayerRenderMode = .oldestFirst
@available(*, deprecated, renamed: "CAEmitterLayerRenderMode.oldestLast")
public let kCAEmitterLayerOldestLast: CAEmitterLayerRenderMode = .oldestLast
@available(*, deprecated, renamed: "CAEmitterLayerRenderMode.backToFront")
public let kCAEmitterLayerBackToFront: CAEmitterLayerRenderMode = .backToFront
@available(*, deprecated, renamed: "CAEmitterLayerRenderMode.additive")
public let kCAEmitterLayerAdditive: CAEmitterLayerRenderMode = .additive

/// A start point on the emitter's shape, relative to `emitterPosition`,
/// from three uniform numbers in 0..<1 (the spec's table: circles and
/// spheres have radius `size.width`; `points` are corners, line ends or
/// the centre; `outline` edges or rim; `surface` area or shell; `volume`
/// the inside; `.point` always the point).
func emissionOffset(shape: CAEmitterLayerEmitterShape, mode: CAEmitterLayerEmitterMode, size: CGSize, depth: Double,
                    _ u: (Double, Double, Double)) -> SIMD3<Double> {
    let (w, h, d) = (Double(size.width), Double(size.height), depth)
    func corner(_ count: Int, _ u: Double) -> Int { min(Int(u * Double(count)), count - 1) }
    switch shape {
    case .line:
        if mode == .points { return SIMD3(corner(2, u.0) == 0 ? -w / 2 : w / 2, 0, 0) }
        return SIMD3((u.0 - 0.5) * w, 0, 0)
    case .rectangle:
        switch mode {
        case .points:
            let c = corner(4, u.0)
            return SIMD3(c % 2 == 0 ? -w / 2 : w / 2, c < 2 ? -h / 2 : h / 2, 0)
        case .outline:
            // Along the perimeter, each edge by its length.
            var s = u.0 * 2 * (w + h)
            if s < w { return SIMD3(s - w / 2, -h / 2, 0) }
            s -= w
            if s < h { return SIMD3(w / 2, s - h / 2, 0) }
            s -= h
            if s < w { return SIMD3(w / 2 - s, h / 2, 0) }
            return SIMD3(-w / 2, h / 2 - (s - w), 0)
        default:
            return SIMD3((u.0 - 0.5) * w, (u.1 - 0.5) * h, 0)
        }
    case .cuboid:
        switch mode {
        case .points:
            let c = corner(8, u.0)
            return SIMD3(c & 1 == 0 ? -w / 2 : w / 2, c & 2 == 0 ? -h / 2 : h / 2, c & 4 == 0 ? -d / 2 : d / 2)
        case .outline:
            // One of the twelve edges, by its length, then along it.
            let lengths = [w, w, w, w, h, h, h, h, d, d, d, d]
            let total = lengths.reduce(0, +)
            guard total > 0 else { return .zero }
            var s = u.0 * total, edge = 0
            while edge < 11 && s >= lengths[edge] { s -= lengths[edge]; edge += 1 }
            let a = (edge & 1 == 0 ? -0.5 : 0.5), b = (edge & 2 == 0 ? -0.5 : 0.5)
            switch edge / 4 {
            case 0: return SIMD3(s - w / 2, a * h, b * d)
            case 1: return SIMD3(a * w, s - h / 2, b * d)
            default: return SIMD3(a * w, b * h, s - d / 2)
            }
        case .surface:
            // One of the six faces, by its area.
            let areas = [w * h, w * h, w * d, w * d, h * d, h * d]
            let total = areas.reduce(0, +)
            guard total > 0 else { return .zero }
            var s = u.0 * total, face = 0
            while face < 5 && s >= areas[face] { s -= areas[face]; face += 1 }
            let side = face % 2 == 0 ? -0.5 : 0.5
            let (p, q) = (u.1 - 0.5, u.2 - 0.5)
            switch face / 2 {
            case 0: return SIMD3(p * w, q * h, side * d)
            case 1: return SIMD3(p * w, side * h, q * d)
            default: return SIMD3(side * w, p * h, q * d)
            }
        default:
            return SIMD3((u.0 - 0.5) * w, (u.1 - 0.5) * h, (u.2 - 0.5) * d)
        }
    case .circle:
        let angle = u.0 * 2 * .pi
        switch mode {
        case .points: return .zero
        case .outline: return SIMD3(cos(angle) * w, sin(angle) * w, 0)
        default:
            let r = w * u.1.squareRoot()
            return SIMD3(cos(angle) * r, sin(angle) * r, 0)
        }
    case .sphere:
        if mode == .points { return .zero }
        let z = 2 * u.0 - 1, angle = u.1 * 2 * .pi, ring = (1 - z * z).squareRoot()
        let r = mode == .volume ? w * cbrt(u.2) : w
        return SIMD3(ring * cos(angle) * r, ring * sin(angle) * r, z * r)
    default:
        return .zero
    }
}
