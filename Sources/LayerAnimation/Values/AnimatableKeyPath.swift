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
    case strokeStart, strokeEnd, lineWidth, fillColor, strokeColor, miterLimit, lineDashPhase, pathMorph
    case shadowOpacity, shadowRadius, shadowOffset, shadowColor
    case fontSize, foregroundColor
    case rotation(TransformAxis)
    case scale(TransformAxis?)        // nil: `transform.scale`, all three axes
    case translation(TransformAxis?)  // nil: `transform.translation`, x and y from a CGSize
    /// A gradient, replicator or emitter layer's property.
    case extra(ExtraKey)
    /// A property of an emitter layer's cell, by name (`emitterCells.spark.birthRate`;
    /// the number indexes ``EmitterCellKeyPath/registry``).
    case cell(UInt16)

    /// Every key path the engine animates, by name.
    static let names: KeyValuePairs<String, AnimatableKeyPath> = [
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
        "strokeStart": .strokeStart, "strokeEnd": .strokeEnd, "lineWidth": .lineWidth,
        "fillColor": .fillColor, "strokeColor": .strokeColor, "miterLimit": .miterLimit,
        "lineDashPhase": .lineDashPhase, PathMorphs.keyPath: .pathMorph,
        "shadowOpacity": .shadowOpacity, "shadowRadius": .shadowRadius, "shadowOffset": .shadowOffset,
        "shadowColor": .shadowColor, "fontSize": .fontSize, "foregroundColor": .foregroundColor,
        "colors": .extra(.colors), "locations": .extra(.locations), "startPoint": .extra(.startPoint),
        "endPoint": .extra(.endPoint), "instanceCount": .extra(.instanceCount), "instanceDelay": .extra(.instanceDelay),
        "instanceTransform": .extra(.instanceTransform), "instanceColor": .extra(.instanceColor),
        "instanceRedOffset": .extra(.instanceRedOffset), "instanceGreenOffset": .extra(.instanceGreenOffset),
        "instanceBlueOffset": .extra(.instanceBlueOffset), "instanceAlphaOffset": .extra(.instanceAlphaOffset),
        "birthRate": .extra(.birthRate), "lifetime": .extra(.lifetime), "velocity": .extra(.velocity),
        "scale": .extra(.scale), "spin": .extra(.spin), "emitterPosition": .extra(.emitterPosition),
        "emitterZPosition": .extra(.emitterZPosition), "emitterSize": .extra(.emitterSize),
        "emitterDepth": .extra(.emitterDepth),
    ]

    /// `names` sorted by the FNV-1a hash of each name's UTF-8 bytes, the
    /// hashes in an array of their own. A lookup hashes the path once and
    /// binary-searches a few dozen numbers: a fraction of a `Dictionary` lookup
    /// (String hashing and Unicode-aware comparison), which adding
    /// thousands of animations feels.
    private static let sorted = names.map { (hash: PropertyName.hash($0.key), name: $0.key, keyPath: $0.value) }
        .sorted { $0.hash < $1.hash }
    private static let sortedHashes = sorted.map(\.hash)

    init?(_ path: String) {
        let hash = PropertyName.hash(path)
        let low = PropertyName.firstIndex(notBelow: hash, in: Self.sortedHashes)
        let index = low < Self.sortedHashes.count && Self.sortedHashes[low] == hash ? low : nil
        // The names' hashes are distinct (tested), so one comparison confirms.
        guard let index, PropertyName.bytesEqual(Self.sorted[index].name, path) else {
            guard let cell = EmitterCellKeyPath.index(of: path) else { return nil }
            self = .cell(cell)
            return
        }
        self = Self.sorted[index].keyPath
    }

    /// Whether every name has its own hash (what `init?(_:)` relies on).
    static var namesHaveDistinctHashes: Bool {
        Set(sortedHashes).count == sortedHashes.count
    }

    var kind: ValueKind {
        switch self {
        case .position, .anchorPoint, .boundsOrigin: .point
        case .bounds: .rect
        case .boundsSize, .translation(nil), .shadowOffset: .size
        case .backgroundColor, .borderColor, .fillColor, .strokeColor, .shadowColor, .foregroundColor: .color
        case .transform, .sublayerTransform, .extra(.instanceTransform): .transform
        default: .scalar
        }
    }
}
