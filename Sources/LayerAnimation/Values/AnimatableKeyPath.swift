import Foundation

/// An axis of a transform sub-key path.
enum TransformAxis: Sendable { case x, y, z }

/// A key path the engine animates, parsed once when an animation is added.
enum AnimatableKeyPath: Equatable, Sendable {
    case position, positionX, positionY
    case anchorPoint, anchorPointX, anchorPointY
    case bounds, boundsOrigin, boundsSize, boundsWidth, boundsHeight
    case zPosition, opacity, cornerRadius, borderWidth
    case backgroundColor, borderColor
    case transform, sublayerTransform
    case rotation(TransformAxis)
    case scale(TransformAxis?)        // nil: `transform.scale`, all three axes
    case translation(TransformAxis?)  // nil: `transform.translation`, x and y from a CGSize

    /// Every key path the engine animates, by name (one hash lookup, not a
    /// chain of string comparisons, when an animation is added).
    private static let byName: [Name: AnimatableKeyPath] = [
        "position": .position, "position.x": .positionX, "position.y": .positionY,
        "anchorPoint": .anchorPoint, "anchorPoint.x": .anchorPointX, "anchorPoint.y": .anchorPointY,
        "bounds": .bounds, "bounds.origin": .boundsOrigin, "bounds.size": .boundsSize,
        "bounds.size.width": .boundsWidth, "bounds.size.height": .boundsHeight,
        "zPosition": .zPosition, "opacity": .opacity, "cornerRadius": .cornerRadius, "borderWidth": .borderWidth,
        "backgroundColor": .backgroundColor, "borderColor": .borderColor,
        "transform": .transform, "sublayerTransform": .sublayerTransform,
        "transform.rotation": .rotation(.z), "transform.rotation.z": .rotation(.z),
        "transform.rotation.x": .rotation(.x), "transform.rotation.y": .rotation(.y),
        "transform.scale": .scale(nil), "transform.scale.x": .scale(.x), "transform.scale.y": .scale(.y),
        "transform.scale.z": .scale(.z), "transform.translation": .translation(nil),
        "transform.translation.x": .translation(.x), "transform.translation.y": .translation(.y),
        "transform.translation.z": .translation(.z),
    ]

    init?(_ path: String) {
        guard let keyPath = Self.byName[Name(path)] else { return nil }
        self = keyPath
    }

    /// A key path's name hashed by FNV-1a over its UTF-8 bytes: a quarter of
    /// the cost of String's own hash, which adding thousands of animations feels.
    private struct Name: Hashable, ExpressibleByStringLiteral {
        let text: String

        init(_ text: String) { self.text = text }
        init(stringLiteral text: String) { self.text = text }

        /// Byte for byte: String's own comparison normalises Unicode, a
        /// slow path for every name longer than 15 bytes (most of them).
        static func == (a: Name, b: Name) -> Bool {
            let equal = a.text.utf8.withContiguousStorageIfAvailable { a in
                b.text.utf8.withContiguousStorageIfAvailable { b in
                    a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
                }
            }
            return (equal ?? nil) ?? (a.text == b.text)
        }

        func hash(into hasher: inout Hasher) {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            var text = text
            text.withUTF8 { bytes in
                for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            }
            hasher.combine(hash)
        }
    }

    var kind: ValueKind {
        switch self {
        case .position, .anchorPoint, .boundsOrigin: .point
        case .bounds: .rect
        case .boundsSize, .translation(nil): .size
        case .backgroundColor, .borderColor: .color
        case .transform, .sublayerTransform: .transform
        default: .scalar
        }
    }
}
