import Foundation

/// The animatable properties of the less common layer classes (gradient
/// and replicator layers). They live beside ``CALayerProperties``, in an
/// ``ExtraValues`` only those layers have, so the common layers' frames
/// never carry them.
enum ExtraKey: UInt8, Hashable, Sendable, CaseIterable {
    case colors, locations, startPoint, endPoint
    case instanceCount, instanceDelay, instanceTransform, instanceColor
    case instanceRedOffset, instanceGreenOffset, instanceBlueOffset, instanceAlphaOffset
    case birthRate, lifetime, velocity, scale, spin
    case emitterPosition, emitterZPosition, emitterSize, emitterDepth

    var name: String {
        switch self {
        case .colors: "colors"
        case .locations: "locations"
        case .startPoint: "startPoint"
        case .endPoint: "endPoint"
        case .instanceCount: "instanceCount"
        case .instanceDelay: "instanceDelay"
        case .instanceTransform: "instanceTransform"
        case .instanceColor: "instanceColor"
        case .instanceRedOffset: "instanceRedOffset"
        case .instanceGreenOffset: "instanceGreenOffset"
        case .instanceBlueOffset: "instanceBlueOffset"
        case .instanceAlphaOffset: "instanceAlphaOffset"
        case .birthRate: "birthRate"
        case .lifetime: "lifetime"
        case .velocity: "velocity"
        case .scale: "scale"
        case .spin: "spin"
        case .emitterPosition: "emitterPosition"
        case .emitterZPosition: "emitterZPosition"
        case .emitterSize: "emitterSize"
        case .emitterDepth: "emitterDepth"
        }
    }

    /// What the key holds, for reports.
    var kindName: String {
        switch self {
        case .colors: "an array of CGColor"
        case .locations: "an array of numbers"
        case .startPoint, .endPoint, .emitterPosition: "a CGPoint"
        case .emitterSize: "a CGSize"
        case .instanceTransform: "a CATransform3D"
        case .instanceColor: "a CGColor"
        default: "a number"
        }
    }

    /// A value given to an animation or a setter as this key's numbers;
    /// nil when it is not of the key's kind. (Transforms go through
    /// ``CATransform3D``'s own conversion; here they are 16 numbers.)
    func value(_ value: Any) -> ArrayValue? {
        switch self {
        case .colors:
            guard let array = value as? [Any] else { return nil }
            var numbers: [Double] = []
            numbers.reserveCapacity(array.count * 4)
            for element in array {
                guard let color = element as? CGColor else { return nil }
                numbers += ArrayValue(color).numbers
            }
            return ArrayValue(numbers)
        case .locations:
            guard let array = value as? [Any] else { return nil }
            var numbers: [Double] = []
            for element in array {
                guard let number = AnimationNumber.cast(element) else { return nil }
                numbers.append(number)
            }
            return ArrayValue(numbers)
        case .startPoint, .endPoint, .emitterPosition:
            return BoxedGeometry.point(value).map { ArrayValue([$0.x, $0.y]) }
        case .emitterSize:
            return BoxedGeometry.size(value).map { ArrayValue([$0.width, $0.height]) }
        case .instanceTransform:
            return BoxedGeometry.transform(value).map { ArrayValue($0.entries.map(Double.init)) }
        case .instanceColor:
            guard let color = value as? CGColor else { return nil }
            return ArrayValue(color)
        default:
            return AnimationNumber.of(value).map { ArrayValue([$0]) }
        }
    }

    /// The value when none is set: Apple's defaults; no `locations` spaces
    /// the stops evenly over however many colours `values` has.
    func defaultValue(in values: [ExtraKey: ArrayValue]) -> ArrayValue {
        switch self {
        case .colors: return .zero
        case .locations:
            return ArrayValue(KeyTimes.even((values[.colors]?.numbers.count ?? 0) / 4))
        case .startPoint: return ArrayValue([0.5, 0])
        case .endPoint: return ArrayValue([0.5, 1])
        case .instanceCount: return ArrayValue([1])
        case .instanceTransform: return ArrayValue(CATransform3DIdentity.entries.map(Double.init))
        case .instanceColor: return ArrayValue([1, 1, 1, 1])
        case .birthRate, .lifetime, .velocity, .scale, .spin: return ArrayValue([1])
        case .emitterPosition, .emitterSize: return ArrayValue([0, 0])
        default: return ArrayValue([0])
        }
    }

    /// Numbers back in the public form (what `value(forKey:)` and filled-in actions give).
    func publicValue(_ value: ArrayValue?) -> Any? {
        guard let n = value?.numbers else { return nil }
        switch self {
        case .colors:
            return stride(from: 0, to: n.count - 3, by: 4).compactMap { ArrayValue(Array(n[$0..<$0 + 4])).color }
        case .locations: return n.map { NSNumber(value: $0) }
        case .startPoint, .endPoint, .emitterPosition: return n.count == 2 ? CGPoint(x: n[0], y: n[1]) : nil
        case .emitterSize: return n.count == 2 ? CGSize(width: n[0], height: n[1]) : nil
        case .emitterZPosition, .emitterDepth: return n.first.map { CGFloat($0) }
        case .instanceTransform: return n.count == 16 ? CATransform3D(entries: n.map { CGFloat($0) }) : nil
        case .instanceColor: return value?.color
        case .instanceCount: return n.first.map { Int(min(max($0.rounded(.down), -1e18), 1e18)) }
        case .instanceDelay: return n.first
        default: return n.first.map { Float($0) }
        }
    }
}

/// The model and presented values of a layer's ``ExtraKey`` properties: an
/// object, so a frame's evaluation reaches it without copying, and a
/// presentation copy gets a copy of its own.
final class ExtraValues {
    var model: [ExtraKey: ArrayValue]
    var presented: [ExtraKey: ArrayValue]
    /// The layer's local time at its last frame evaluation (a replicator's
    /// copies run behind it).
    var lastLocalTime: Double?
    /// An emitter's cell properties as animations present them, by key path number.
    var cellPresented: [UInt16: ArrayValue] = [:]
    /// A cell property's model value, read from the cells themselves (an emitter sets it).
    var cellModel: ((UInt16) -> ArrayValue?)?

    init(_ model: [ExtraKey: ArrayValue]) {
        self.model = model
        presented = model
    }

    func copy() -> ExtraValues {
        let copy = ExtraValues(model)
        copy.presented = presented
        copy.lastLocalTime = lastLocalTime
        copy.cellPresented = cellPresented
        copy.cellModel = cellModel
        return copy
    }
}
