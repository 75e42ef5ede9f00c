import Foundation
import LayerAnimation

/// One texture for every recorded drawing that draws the same thing.
///
/// Layers built again with the same look record equal drawings in new
/// objects: a Set card's flying copy, the three equal symbols of one card,
/// a card dealt with symbols already on the table. Rasterizing each of them
/// with Cairo again would make the frame after a match slow (`snowman
/// bench-set`). A new drawing is looked up by a
/// fingerprint of what it draws and matched by full equality, only when
/// first seen. The textures belong to the contents that draw them: this
/// index forgets one when the last of those is dropped.
struct DrawingTextures {
    private struct Entry {
        let drawing: CALayerDrawing
        weak var texture: RasterizedTexture?
    }

    private var entries: [Int: [Entry]] = [:]
    private var count = 0
    private var countAfterLastSweep = 0

    /// A texture for `drawing`: the one of an equal drawing still drawn,
    /// or a new one (`isNew`), rasterized when first asked for.
    mutating func texture(for drawing: CALayerDrawing) -> (texture: RasterizedTexture, isNew: Bool) {
        let key = Self.fingerprint(of: drawing)
        for entry in entries[key] ?? [] {
            if let texture = entry.texture, Self.drawSame(entry.drawing, drawing) { return (texture, false) }
        }
        let texture = RasterizedTexture()
        entries[key, default: []].append(Entry(drawing: drawing, texture: texture))
        count += 1
        sweepIfGrown()
        return (texture, true)
    }

    /// Forgets everything (the screen's scale changed: every texture is made again).
    mutating func removeAll() {
        entries.removeAll()
        (count, countAfterLastSweep) = (0, 0)
    }

    /// Drops the entries whose textures are gone, once their number has
    /// doubled since the last time: the index stays proportional to what is drawn.
    private mutating func sweepIfGrown() {
        guard count > 64, count > 2 * countAfterLastSweep else { return }
        entries = entries.compactMapValues { bucket in
            let live = bucket.filter { $0.texture != nil }
            return live.isEmpty ? nil : live
        }
        count = entries.values.reduce(0) { $0 + $1.count }
        countAfterLastSweep = count
    }

    static func drawSame(_ a: CALayerDrawing, _ b: CALayerDrawing) -> Bool {
        a === b || (a.size == b.size && a.scale == b.scale && a.area == b.area && a.commands == b.commands)
    }

    /// What equal drawings share: sizes, and each command's kind, colours,
    /// pen and the box of its path.
    static func fingerprint(of drawing: CALayerDrawing) -> Int {
        var hasher = Hasher()
        for number in [drawing.size.width, drawing.size.height, drawing.scale, drawing.area.minX, drawing.area.minY] {
            hasher.combine(number)
        }
        hasher.combine(drawing.commands.count)
        for command in drawing.commands {
            let (kind, box, state): (Int, CGRect, CGGraphicsState)
            switch command {
            case .fill(let path, let rule, let s): (kind, box, state) = (rule == .evenOdd ? 1 : 0, path.boundingBox, s)
            case .stroke(let path, let s): (kind, box, state) = (2, path.boundingBox, s)
            case .clear(let rect, let s): (kind, box, state) = (3, rect, s)
            case .gradient(let fill, let s):
                (kind, box, state) = (4, .zero, s)
                for number in fill.locations { hasher.combine(number) }
                for color in fill.colors { hasher.combine(color.red); hasher.combine(color.alpha) }
            }
            hasher.combine(kind)
            for number in [box.minX, box.minY, box.width, box.height, state.lineWidth, state.alpha,
                           state.fillColor.red, state.fillColor.green, state.fillColor.blue, state.fillColor.alpha,
                           state.strokeColor.red, state.strokeColor.green, state.strokeColor.blue, state.strokeColor.alpha] {
                hasher.combine(number)
            }
        }
        return hasher.finalize()
    }
}
