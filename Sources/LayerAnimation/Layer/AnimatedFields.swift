import Foundation

/// Which fields of ``CALayerProperties`` a layer's animations can change.
///
/// A frame restores only these from the model before applying the
/// animations; the rest of the presentation already equals the model (it
/// is copied whole only after the model or the set of animations changes).
struct AnimatedFields: OptionSet, Sendable {
    let rawValue: UInt16

    static let position = AnimatedFields(rawValue: 1 << 0)
    static let anchorPoint = AnimatedFields(rawValue: 1 << 1)
    static let bounds = AnimatedFields(rawValue: 1 << 2)
    static let zPosition = AnimatedFields(rawValue: 1 << 3)
    static let transform = AnimatedFields(rawValue: 1 << 4)
    static let sublayerTransform = AnimatedFields(rawValue: 1 << 5)
    static let opacity = AnimatedFields(rawValue: 1 << 6)
    static let cornerRadius = AnimatedFields(rawValue: 1 << 7)
    static let borderWidth = AnimatedFields(rawValue: 1 << 8)
    static let backgroundColor = AnimatedFields(rawValue: 1 << 9)
    static let borderColor = AnimatedFields(rawValue: 1 << 10)
    /// A shape layer's values (``ShapeValues``), together.
    static let shape = AnimatedFields(rawValue: 1 << 11)
    /// The shadow's values (``ShadowValues``), together.
    static let shadow = AnimatedFields(rawValue: 1 << 12)
    /// A text layer's values (``TextValues``), together.
    static let text = AnimatedFields(rawValue: 1 << 13)
    /// A gradient or replicator layer's own values (``ExtraValues``), reset as a whole each frame.
    static let extras = AnimatedFields(rawValue: 1 << 14)

    init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The field a key path writes.
    init(_ keyPath: AnimatableKeyPath) {
        switch keyPath {
        case .position, .positionX, .positionY: self = .position
        case .anchorPoint, .anchorPointX, .anchorPointY: self = .anchorPoint
        case .bounds, .boundsOrigin, .boundsSize, .boundsWidth, .boundsHeight: self = .bounds
        case .zPosition: self = .zPosition
        case .transform, .rotation, .scale, .translation: self = .transform
        case .sublayerTransform: self = .sublayerTransform
        case .opacity: self = .opacity
        case .cornerRadius: self = .cornerRadius
        case .borderWidth: self = .borderWidth
        case .backgroundColor: self = .backgroundColor
        case .borderColor: self = .borderColor
        case .strokeStart, .strokeEnd, .lineWidth, .fillColor, .strokeColor, .miterLimit, .lineDashPhase, .pathMorph:
            self = .shape
        case .shadowOpacity, .shadowRadius, .shadowOffset, .shadowColor: self = .shadow
        case .fontSize, .foregroundColor: self = .text
        case .extra, .cell: self = .extras
        }
    }
}

extension AnimatedFields {
    /// Every field, with the name of its property (for reports).
    static let named: [(AnimatedFields, String)] = [
        (.position, "position"), (.anchorPoint, "anchorPoint"), (.bounds, "bounds"), (.zPosition, "zPosition"),
        (.transform, "transform"), (.sublayerTransform, "sublayerTransform"), (.opacity, "opacity"),
        (.cornerRadius, "cornerRadius"), (.borderWidth, "borderWidth"), (.backgroundColor, "backgroundColor"),
        (.borderColor, "borderColor"), (.shape, "shape"), (.shadow, "shadow"), (.text, "text"),
    ]

    /// The names of the fields in the set.
    var names: [String] { Self.named.filter { contains($0.0) }.map(\.1) }
}

extension CALayerProperties {
    /// Sets `fields` back to the model's. An identity transform is left to
    /// the evaluation (see `EvaluationState`), which writes it only if no
    /// animation does: the result says whether it was left. The model is
    /// read in place: passed by value, all of it was copied first.
    @inline(__always)
    mutating func restore(_ fields: AnimatedFields, from model: UnsafePointer<CALayerProperties>, transformIsIdentity: Bool) -> Bool {
        var fields = fields
        let transformIsPending = fields.contains(.transform) && transformIsIdentity
        if transformIsPending { fields.remove(.transform) }
        if fields.isEmpty { return transformIsPending }
        if fields.contains(.position) { position = model.pointee.position }
        if fields.contains(.anchorPoint) { anchorPoint = model.pointee.anchorPoint }
        if fields.contains(.bounds) { bounds = model.pointee.bounds }
        if fields.contains(.zPosition) { zPosition = model.pointee.zPosition }
        if fields.contains(.transform) { transform = model.pointee.transform }
        if fields.contains(.sublayerTransform) { sublayerTransform = model.pointee.sublayerTransform }
        if fields.contains(.opacity) { opacity = model.pointee.opacity }
        if fields.contains(.cornerRadius) { cornerRadius = model.pointee.cornerRadius }
        if fields.contains(.borderWidth) { borderWidth = model.pointee.borderWidth }
        if fields.contains(.backgroundColor) { backgroundColorComponents = model.pointee.backgroundColorComponents }
        if fields.contains(.borderColor) { borderColorComponents = model.pointee.borderColorComponents }
        if fields.contains(.shape) { shape = model.pointee.shape }
        if fields.contains(.shadow) { shadow = model.pointee.shadow }
        if fields.contains(.text) { text = model.pointee.text }
        return transformIsPending
    }

    /// The fields among `fields` holding a number that is not finite.
    func nonFiniteFields(in fields: AnimatedFields = AnimatedFields(rawValue: .max)) -> AnimatedFields {
        withUnsafePointer(to: self) { Self.nonFiniteFields(of: $0, in: fields) }
    }

    /// The same for the properties at `properties`, read in place: called
    /// as a method on a layer's stored presentation, the optimizer copied
    /// all of it (673 bytes) to the stack first, every layer-frame.
    static func nonFiniteFields(of properties: UnsafePointer<CALayerProperties>, in fields: AnimatedFields) -> AnimatedFields {
        let p = properties
        // The fields of a few numbers, all checked, without a branch: a
        // field's `x * 0` sum is NaN exactly when one of its numbers is
        // not finite. Visiting only the fields asked for took a branch per
        // field and a jump per kind, mispredicted when layers side by side
        // animate different fields.
        @inline(__always) func flag(_ zeros: Double, _ field: AnimatedFields) -> UInt16 {
            zeros == zeros ? 0 : field.rawValue
        }
        let numbers = flag(p.pointee.position.x * 0 + p.pointee.position.y * 0, .position)
            | flag(p.pointee.anchorPoint.x * 0 + p.pointee.anchorPoint.y * 0, .anchorPoint)
            | flag((p.pointee.bounds.origin.x * 0 + p.pointee.bounds.origin.y * 0)
                   + (p.pointee.bounds.size.width * 0 + p.pointee.bounds.size.height * 0), .bounds)
            | flag(p.pointee.zPosition * 0, .zPosition)
            | flag(Double(p.pointee.opacity) * 0, .opacity)
            | flag(p.pointee.cornerRadius * 0, .cornerRadius)
            | flag(p.pointee.borderWidth * 0, .borderWidth)
        var found = AnimatedFields(rawValue: numbers & fields.rawValue)
        // The others, lowest bit first: a frame usually asks for none or one.
        var remaining = fields.subtracting(numberFields).rawValue
        while remaining != 0 {
            let field = AnimatedFields(rawValue: remaining & (0 &- remaining))
            remaining &= remaining &- 1
            let isFinite = switch field {
            case .transform: p.pointee.transform.isFinite
            case .sublayerTransform: p.pointee.sublayerTransform.isFinite
            case .backgroundColor: p.pointee.backgroundColorComponents?.isFinite ?? true
            case .borderColor: p.pointee.borderColorComponents?.isFinite ?? true
            case .shape: p.pointee.shape.isFinite
            case .shadow: p.pointee.shadow.isFinite
            case .text: p.pointee.text.isFinite
            default: true  // extras: checked where they are written
            }
            if !isFinite { found.insert(field) }
        }
        return found
    }

    /// The fields `nonFiniteFields(of:in:)` checks all at once.
    private static let numberFields: AnimatedFields = [
        .position, .anchorPoint, .bounds, .zPosition, .opacity, .cornerRadius, .borderWidth,
    ]

    /// Every field holding a number that is not finite.
    var nonFiniteFields: AnimatedFields { nonFiniteFields() }

    /// Puts the model's value back into each of `fields` that holds a number
    /// that is not finite (an animation overflowed); returns those fields.
    /// The model is read in place, as ``restore(_:from:transformIsIdentity:)`` reads it.
    @inline(__always)
    mutating func replaceNonFinite(in fields: AnimatedFields, from model: UnsafePointer<CALayerProperties>) -> AnimatedFields {
        guard !fields.isEmpty else { return [] }
        let found = nonFiniteFields(in: fields)
        if !found.isEmpty { _ = restore(found, from: model, transformIsIdentity: false) }
        return found
    }

    /// The fields whose values differ from `other`'s.
    func differs(from other: CALayerProperties) -> AnimatedFields {
        var found: AnimatedFields = []
        if position != other.position { found.insert(.position) }
        if anchorPoint != other.anchorPoint { found.insert(.anchorPoint) }
        if bounds != other.bounds { found.insert(.bounds) }
        if zPosition != other.zPosition { found.insert(.zPosition) }
        if transform != other.transform { found.insert(.transform) }
        if sublayerTransform != other.sublayerTransform { found.insert(.sublayerTransform) }
        if opacity != other.opacity { found.insert(.opacity) }
        if cornerRadius != other.cornerRadius { found.insert(.cornerRadius) }
        if borderWidth != other.borderWidth { found.insert(.borderWidth) }
        if backgroundColorComponents != other.backgroundColorComponents { found.insert(.backgroundColor) }
        if borderColorComponents != other.borderColorComponents { found.insert(.borderColor) }
        if shape != other.shape { found.insert(.shape) }
        if shadow != other.shadow { found.insert(.shadow) }
        if text != other.text { found.insert(.text) }
        return found
    }
}

extension CGRect {
    var isFinite: Bool { origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite }
}

extension ColorComponents {
    var isFinite: Bool { red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite }
}
