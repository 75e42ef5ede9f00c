import CSDL2
import Foundation

/// Immediate drawing in points for user interface: filled and outlined
/// rectangles with rounded corners, and text from the label cache. Converts
/// to pixels with `scale`, so it is sharp on HiDPI screens.
public final class Canvas {
    public enum Alignment: Sendable { case left, center, right }

    public let renderer: OpaquePointer
    public let text: TextRenderer
    /// Pixels per point.
    public var scale: Double = 1
    private let batch: GeometryBatch
    private var outline: [(Double, Double)] = []

    public init(renderer: OpaquePointer, text: TextRenderer) {
        self.renderer = renderer
        self.text = text
        batch = GeometryBatch(renderer: renderer)
    }

    /// Submits pending shapes (before anything else draws).
    public func flush() { batch.flush() }

    public func fill(_ rect: CGRect, _ color: RGBA, radius: CGFloat = 0) {
        guard rect.width > 0, rect.height > 0, color.a > 0 else { return }
        let c = color.sdl
        // Square (the large backgrounds): as a rectangle when that is exact.
        if RoundedRect.clampedRadius(rect, radius) == 0,
           batch.fillRectIfExact(minX: rect.minX * scale, minY: rect.minY * scale,
                                 maxX: rect.maxX * scale, maxY: rect.maxY * scale, color: c) { return }
        RoundedRect.outline(rect, radius: radius, into: &outline)
        let first = batch.begin(texture: nil)
        batch.vertex(rect.midX * scale, rect.midY * scale, c)
        for (x, y) in outline { batch.vertex(x * scale, y * scale, c) }
        let count = Int32(outline.count)
        for i in 0..<count { batch.triangle(first, first + 1 + i, first + 1 + (i + 1) % count) }
    }

    public func stroke(_ rect: CGRect, _ color: RGBA, width: CGFloat = 1, radius: CGFloat = 0) {
        guard rect.width > 0, rect.height > 0 else { return }
        let w = width
        fill(CGRect(x: rect.minX + radius, y: rect.minY, width: rect.width - 2 * radius, height: w), color)
        fill(CGRect(x: rect.minX + radius, y: rect.maxY - w, width: rect.width - 2 * radius, height: w), color)
        fill(CGRect(x: rect.minX, y: rect.minY + radius, width: w, height: rect.height - 2 * radius), color)
        fill(CGRect(x: rect.maxX - w, y: rect.minY + radius, width: w, height: rect.height - 2 * radius), color)
        guard radius > 0 else { return }
        // Corners: short arcs as thin quads.
        let segments = 6
        for (cx, cy, start) in [(rect.minX + radius, rect.minY + radius, Double.pi), (rect.maxX - radius, rect.minY + radius, 1.5 * .pi),
                                (rect.maxX - radius, rect.maxY - radius, 0), (rect.minX + radius, rect.maxY - radius, 0.5 * .pi)] {
            let c = color.sdl
            let first = batch.begin(texture: nil)
            for step in 0...segments {
                let angle = start + Double(step) / Double(segments) * .pi / 2
                batch.vertex((cx + cos(angle) * radius) * scale, (cy + sin(angle) * radius) * scale, c)
                batch.vertex((cx + cos(angle) * (radius - w)) * scale, (cy + sin(angle) * (radius - w)) * scale, c)
            }
            for i in 0..<Int32(segments) {
                let a = first + 2 * i
                batch.triangle(a, a + 2, a + 1)
                batch.triangle(a + 2, a + 3, a + 1)
            }
        }
    }

    /// The width of `string` in points at `size` points.
    public func measure(_ string: String, size: CGFloat, weight: TextRenderer.Weight = .regular) -> CGFloat {
        CGFloat(text.measure(string, pixelSize: pixelSize(size), weight: weight).width) / scale
    }

    private func pixelSize(_ size: CGFloat) -> Int { Int((size * scale).rounded()) }

    /// `string` shortened with "…" to fit `width` points.
    public func fitted(_ string: String, width: CGFloat, size: CGFloat, weight: TextRenderer.Weight = .regular) -> String {
        guard measure(string, size: size, weight: weight) > width else { return string }
        var characters = Array(string)
        while !characters.isEmpty {
            characters.removeLast()
            let candidate = String(characters).trimmingCharacters(in: .whitespaces) + "…"
            if measure(candidate, size: size, weight: weight) <= width { return candidate }
        }
        return "…"
    }

    /// Draws `string` vertically centred in `rect`, shortened to fit its width.
    public func text(
        _ string: String, in rect: CGRect, size: CGFloat, color: RGBA,
        weight: TextRenderer.Weight = .regular, alignment: Alignment = .left
    ) {
        // The cached label knows its width: measure (to shorten) only when it is too wide.
        guard var label = text.label(string, pixelSize: pixelSize(size), weight: weight, color: color) else { return }
        if Double(label.width) > rect.width * scale {
            let shown = fitted(string, width: rect.width, size: size, weight: weight)
            guard let shorter = text.label(shown, pixelSize: pixelSize(size), weight: weight, color: color) else { return }
            label = shorter
        }
        batch.flush()
        let width = Double(label.width), height = Double(label.height)
        let x: Double
        switch alignment {
        case .left: x = rect.minX * scale
        case .center: x = rect.midX * scale - width / 2
        case .right: x = rect.maxX * scale - width
        }
        var destination = SDL_Rect(x: Int32(x.rounded()), y: Int32((rect.midY * scale - height / 2).rounded()),
                                   w: Int32(label.width), h: Int32(label.height))
        SDL_RenderCopy(renderer, label.texture, nil, &destination)
    }

    /// Runs `body` with drawing clipped to `rect`.
    public func clipped(to rect: CGRect, _ body: () -> Void) {
        batch.flush()
        var clip = SDL_Rect(x: Int32((rect.minX * scale).rounded(.down)), y: Int32((rect.minY * scale).rounded(.down)),
                            w: Int32((rect.width * scale).rounded(.up)), h: Int32((rect.height * scale).rounded(.up)))
        SDL_RenderSetClipRect(renderer, &clip)
        body()
        batch.flush()
        SDL_RenderSetClipRect(renderer, nil)
    }
}
