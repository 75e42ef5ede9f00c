import Foundation
import LayerAnimation
import LayerAnimators

/// The pixel size of one line of text, as the renderer's fonts set it.
public protocol TextLineMeasuring {
    /// The width and height in pixels of `text` on one line at `pixelSize` pixels.
    func pixelSize(of text: String, pixelSize: Int, bold: Bool) -> (width: Int, height: Int)
}

/// User-interface drawing in points (rounded rectangles, outlines, one-line
/// text), kept as layers under ``root``: each ``draw(_:)`` describes the
/// whole picture, and the layers of the last one are reused, so a rectangle
/// that stays put changes nothing and a label keeps its rasterized text.
///
/// Text lands on whole pixels, vertically centred in its box and cut with
/// "…" to fit it, as a label drawn straight into the window would.
final class LayerCanvas {
    enum Alignment: Sendable { case left, center, right }
    enum Weight: Sendable { case regular, bold }

    let root = CALayer()
    /// Pixels per point.
    var scale: Double = 1
    private let measurer: any TextLineMeasuring

    private struct TextKey: Hashable {
        var string: String, pixelSize: Int, bold: Bool, color: [UInt8]
    }

    /// The layers of the last drawing, for reuse: shapes and clips in drawing order, text by what it shows.
    private var spareShapes: [CALayer] = [], spareClips: [CALayer] = []
    private var spareTexts: [TextKey: [CATextLayer]] = [:]
    /// The drawing under way: the sublayers of each open container, innermost last.
    private var open: [(container: CALayer, origin: CGPoint, sublayers: [CALayer])] = []
    private var shapes: [CALayer] = [], clips: [CALayer] = []
    private var texts: [TextKey: [CATextLayer]] = [:]

    init(measurer: any TextLineMeasuring) {
        self.measurer = measurer
        root.anchorPoint = .zero
    }

    /// Replaces the picture with what `body` draws (no implicit animation).
    func draw(_ body: () -> Void) {
        CALayer.performWithoutAnimation {
            open = [(root, .zero, [])]
            body()
            close()
            spareShapes = shapes
            spareClips = clips
            spareTexts = texts
            (shapes, clips, texts) = ([], [], [:])
        }
    }

    func fill(_ rect: CGRect, _ color: CGColor, radius: CGFloat = 0) {
        guard rect.width > 0, rect.height > 0, color.alpha > 0 else { return }
        let layer = nextShape(rect)
        set(layer, \.backgroundColor, color)
        set(layer, \.borderWidth, 0)
        set(layer, \.cornerRadius, radius)
    }

    /// An outline `width` points thick inside `rect`.
    func stroke(_ rect: CGRect, _ color: CGColor, width: CGFloat = 1, radius: CGFloat = 0) {
        guard rect.width > 0, rect.height > 0 else { return }
        let layer = nextShape(rect)
        set(layer, \.backgroundColor, nil)
        set(layer, \.borderWidth, width)
        set(layer, \.borderColor, color)
        set(layer, \.cornerRadius, radius)
    }

    /// The width of `string` in points at `size` points.
    func measure(_ string: String, size: CGFloat, weight: Weight = .regular) -> CGFloat {
        CGFloat(measurer.pixelSize(of: string, pixelSize: pixelSize(size), bold: weight == .bold).width) / scale
    }

    /// `string` shortened with "…" to fit `width` points.
    func fitted(_ string: String, width: CGFloat, size: CGFloat, weight: Weight = .regular) -> String {
        guard measure(string, size: size, weight: weight) > width else { return string }
        var characters = Array(string)
        while !characters.isEmpty {
            characters.removeLast()
            let candidate = String(characters).trimmingCharacters(in: .whitespaces) + "…"
            if measure(candidate, size: size, weight: weight) <= width { return candidate }
        }
        return "…"
    }

    /// `string` vertically centred in `rect`, shortened to fit its width.
    func text(_ string: String, in rect: CGRect, size: CGFloat, color: CGColor, weight: Weight = .regular,
              alignment: Alignment = .left) {
        guard !string.isEmpty else { return }
        let pixels = pixelSize(size), bold = weight == .bold
        var shown = string
        var (width, height) = measurer.pixelSize(of: shown, pixelSize: pixels, bold: bold)
        if Double(width) > rect.width * scale {
            shown = fitted(string, width: rect.width, size: size, weight: weight)
            (width, height) = measurer.pixelSize(of: shown, pixelSize: pixels, bold: bold)
        }
        guard width > 0, height > 0 else { return }
        let x: Double
        switch alignment {
        case .left: x = rect.minX * scale
        case .center: x = rect.midX * scale - Double(width) / 2
        case .right: x = rect.maxX * scale - Double(width)
        }
        let y = rect.midY * scale - Double(height) / 2
        let key = TextKey(string: shown, pixelSize: pixels, bold: bold, color: [color.red, color.green, color.blue, color.alpha].map { UInt8(max(0, min(255, ($0 * 255).rounded()))) })
        let layer: CATextLayer
        if let reused = spareTexts[key]?.popLast() {
            layer = reused
        } else {
            layer = CATextLayer()
            layer.string = shown
            layer.fontSize = size
            layer.font = bold ? "DejaVuSans-Bold" : "DejaVuSans"
            layer.foregroundColor = color
            layer.alignmentMode = .left
        }
        layer.contentsScale = scale
        texts[key, default: []].append(layer)
        place(layer, pixelRect: (x.rounded(), y.rounded(), Double(width), Double(height)))
    }

    /// Runs `body` with what it draws clipped to `rect` (to whole pixels, outward).
    func clipped(to rect: CGRect, _ body: () -> Void) {
        let clip = spareClips.isEmpty ? CALayer() : spareClips.removeFirst()
        clips.append(clip)
        set(clip, \.masksToBounds, true)
        let minX = (rect.minX * scale).rounded(.down), minY = (rect.minY * scale).rounded(.down)
        place(clip, pixelRect: (minX, minY, (rect.width * scale).rounded(.up), (rect.height * scale).rounded(.up)))
        open.append((clip, CGPoint(x: minX, y: minY), []))
        body()
        close()
    }

    // MARK: Layers

    private func nextShape(_ rect: CGRect) -> CALayer {
        let layer = spareShapes.isEmpty ? CALayer() : spareShapes.removeFirst()
        shapes.append(layer)
        let frame = rect.applying(CGAffineTransform(scaleX: scale, y: scale))
        place(layer, pixelRect: (frame.minX, frame.minY, frame.width, frame.height))
        return layer
    }

    /// Puts `layer` at `pixelRect` of the window into the innermost open
    /// container (whose origin lies on whole pixels).
    private func place(_ layer: CALayer, pixelRect: (x: Double, y: Double, width: Double, height: Double)) {
        let origin = open[open.count - 1].origin
        let frame = CGRect(x: (pixelRect.x - origin.x) / scale, y: (pixelRect.y - origin.y) / scale,
                           width: pixelRect.width / scale, height: pixelRect.height / scale)
        if layer.anchorPoint != .zero { layer.anchorPoint = .zero }
        set(layer, \.position, frame.origin)
        set(layer, \.bounds, CGRect(origin: .zero, size: frame.size))
        open[open.count - 1].sublayers.append(layer)
    }

    /// Ends the innermost container: its sublayers become what was drawn into it.
    private func close() {
        let (container, _, sublayers) = open.removeLast()
        let current = container.sublayers ?? []
        if current.count != sublayers.count || zip(current, sublayers).contains(where: { $0 !== $1 }) {
            container.sublayers = sublayers
        }
    }

    private func set<Value: Equatable>(_ layer: CALayer, _ property: ReferenceWritableKeyPath<CALayer, Value>, _ value: Value) {
        if layer[keyPath: property] != value { layer[keyPath: property] = value }
    }

    private func pixelSize(_ size: CGFloat) -> Int { Int((size * scale).rounded()) }
}
