import Foundation

/// A key path into an emitter layer's cells, `emitterCells.NAME(.emitterCells.NAME)*.property`:
/// at each step the first cell with that name. Parsed once and kept in a
/// registry, so an animation carries only its number.
struct EmitterCellKeyPath: Equatable, Sendable {
    /// The cell names, outermost first.
    let names: [String]
    let property: CellProperty

    /// The animatable (and key-value coded) properties of a cell.
    enum CellProperty: String, CaseIterable, Sendable {
        case birthRate, lifetime, lifetimeRange, velocity, velocityRange
        case xAcceleration, yAcceleration, zAcceleration
        case emissionLatitude, emissionLongitude, emissionRange
        case spin, spinRange, scale, scaleRange, scaleSpeed
        case color, redRange, greenRange, blueRange, alphaRange, redSpeed, greenSpeed, blueSpeed, alphaSpeed
        case contentsScale, beginTime, duration, speed, timeOffset, isEnabled

        var isColor: Bool { self == .color }
    }

    /// Parses `path`; nil when it is not of that form or names no property.
    init?(_ path: String) {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 3, parts.count % 2 == 1, let property = CellProperty(rawValue: parts.last!) else { return nil }
        var names: [String] = []
        for pair in stride(from: 0, to: parts.count - 1, by: 2) {
            guard parts[pair] == "emitterCells", !parts[pair + 1].isEmpty else { return nil }
            names.append(parts[pair + 1])
        }
        (self.names, self.property) = (names, property)
    }

    /// A value given to an animation or a setter as numbers; nil when it is not of the property's kind.
    func value(_ value: Any) -> ArrayValue? {
        if property.isColor {
            guard let color = value as? CGColor else { return nil }
            return ArrayValue(color)
        }
        if property == .isEnabled, let flag = value as? Bool { return ArrayValue([flag ? 1 : 0]) }
        return AnimationNumber.of(value).map { ArrayValue([$0]) }
    }

    var kindName: String { property.isColor ? "a CGColor" : "a number" }

    // MARK: Registry

    private static let lock = NSLock()
    nonisolated(unsafe) private static var paths: [EmitterCellKeyPath] = []
    nonisolated(unsafe) private static var indices: [String: UInt16] = [:]

    /// The number of `path` (registered the first time); nil when it is not a cell key path.
    static func index(of path: String) -> UInt16? {
        guard path.hasPrefix("emitterCells.") else { return nil }
        return lock.withLock {
            if let known = indices[path] { return known }
            guard paths.count < Int(UInt16.max), let parsed = EmitterCellKeyPath(path) else { return nil }
            paths.append(parsed)
            indices[path] = UInt16(paths.count - 1)
            return UInt16(paths.count - 1)
        }
    }

    /// The key path with number `index`.
    static func path(_ index: UInt16) -> EmitterCellKeyPath {
        lock.withLock { paths[Int(index)] }
    }
}
