import CSDL2
import Foundation
import LayerAnimation

/// A text layer's content (``CATextDrawing``) laid out with SDL2_ttf
/// (through ``TextRenderer``: shaping, right-to-left runs, emoji) and
/// rasterized once at its scale (at least the screen's).
final class TextLayerContents: LayerContents {
    let drawing: CATextDrawing
    private let text: TextRenderer
    /// The screen's pixels per point: text is laid out at least this sharp
    /// whatever the layer's `contentsScale`.
    let deviceScale: CGFloat
    private let rasterized = RasterizedTexture()

    init(_ drawing: CATextDrawing, text: TextRenderer, deviceScale: CGFloat = 1) {
        (self.drawing, self.text, self.deviceScale) = (drawing, text, deviceScale)
    }

    func texture(for renderer: OpaquePointer, pixelSize: CGSize) -> OpaquePointer? {
        rasterized.texture(for: renderer) { TextLayout(drawing, text: text, atLeast: deviceScale).render() }
    }
}

/// Lines of a text drawing in its box: wrapped at spaces (or anywhere in a
/// word too long for a line) when asked, cut with an ellipsis where the
/// truncation mode says, dropped below the box.
struct TextLayout {
    let drawing: CATextDrawing
    let text: TextRenderer
    let pixelSize: Int
    let weight: TextRenderer.Weight
    /// The box in pixels.
    let width: Int, height: Int

    /// The largest side a text layer is rasterized at.
    static let maximumSide = 8192

    init(_ drawing: CATextDrawing, text: TextRenderer, atLeast minimumScale: CGFloat = 1) {
        self.drawing = drawing
        self.text = text
        let own = drawing.scale.isFinite && drawing.scale > 0 ? drawing.scale : 1
        let scale = minimumScale.isFinite ? max(own, min(minimumScale, 16)) : own
        pixelSize = max(1, Int((drawing.fontSize * scale).rounded()))
        weight = drawing.fontName?.lowercased().contains("bold") == true ? .bold : .regular
        width = Int(min(max(drawing.size.width * scale, 0), CGFloat(Self.maximumSide)).rounded(.up))
        height = Int(min(max(drawing.size.height * scale, 0), CGFloat(Self.maximumSide)).rounded(.up))
    }

    private func measure(_ string: String) -> Int { text.measure(string, pixelSize: pixelSize, weight: weight).width }
    var lineHeight: Int { max(1, text.measure("Ay", pixelSize: pixelSize, weight: weight).height) }

    /// The lines to draw, top to bottom.
    func lines() -> [String] {
        let maxLines = max(1, height / lineHeight)
        var result: [String] = []
        var cut = false
        for paragraph in drawing.string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            guard result.count < maxLines else { cut = true; break }
            if drawing.isWrapped {
                let (wrapped, rest) = wrap(paragraph, lines: maxLines - result.count)
                result += wrapped
                if rest { cut = true; break }
            } else {
                result.append(truncated(paragraph))
            }
        }
        if cut && drawing.truncation != .none, let last = result.popLast() {
            result.append(truncated(last + "…", force: true))
        }
        return result
    }

    /// Greedy wrapping into at most `lines` lines; whether text was left over.
    private func wrap(_ paragraph: String, lines: Int) -> ([String], Bool) {
        var result: [String] = []
        var current = ""
        var words = paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init)[...]
        while let word = words.first {
            let candidate = current.isEmpty ? word : current + " " + word
            if measure(candidate) <= width {
                current = candidate
                words = words.dropFirst()
                continue
            }
            if current.isEmpty {
                // A word wider than the line: as many characters as fit.
                let fitting = longestPrefix(of: word, fitting: width)
                result.append(String(word.prefix(max(fitting, 1))))
                words[words.startIndex] = String(word.dropFirst(max(fitting, 1)))
            } else {
                result.append(current)
                current = ""
            }
            if result.count == lines { return (result, true) }
        }
        result.append(current)
        return (result, false)
    }

    /// `line` cut to the box's width with an ellipsis per the truncation
    /// mode (`force`: it already ends with one that must stay).
    private func truncated(_ line: String, force: Bool = false) -> String {
        guard force || measure(line) > width else { return line }
        guard drawing.truncation != .none else {
            // Clipped at the box, but never rasterized far past it (a long line would be a huge image).
            return String(line.prefix(longestPrefix(of: line, fitting: width) + 1))
        }
        let characters = Array(force ? String(line.dropLast()) : line)
        func candidate(_ kept: Int) -> String {
            switch drawing.truncation {
            case .start: "…" + String(characters.suffix(kept))
            case .middle: String(characters.prefix((kept + 1) / 2)) + "…" + String(characters.suffix(kept / 2))
            default: String(characters.prefix(kept)) + "…"
            }
        }
        // The most characters kept that still fit (binary search: widths grow with them).
        var (low, high) = (0, characters.count)
        while low < high {
            let mid = (low + high + 1) / 2
            if measure(candidate(mid)) <= width { low = mid } else { high = mid - 1 }
        }
        return candidate(low)
    }

    private func longestPrefix(of word: String, fitting limit: Int) -> Int {
        let characters = Array(word)
        // Glyphs are seldom narrower than a quarter of the font's size: search
        // that many first (a long word would cost a measure of all of it per step).
        var (low, high) = (0, min(characters.count, limit / max(pixelSize / 4, 1) + 1))
        if high < characters.count && measure(String(characters.prefix(high))) <= limit { high = characters.count }
        while low < high {
            let mid = (low + high + 1) / 2
            if measure(String(characters.prefix(mid))) <= limit { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The lines drawn into a box-sized surface, aligned.
    func render() -> UnsafeMutablePointer<SDL_Surface>? {
        guard width > 0, height > 0,
              let box = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
        else { return nil }
        let color = RGBA(drawing.color)
        let lines = lines()
        for (index, line) in lines.enumerated() where !line.isEmpty {
            let y = index * lineHeight
            let isLast = index == lines.count - 1
            if drawing.alignment == .justified && drawing.isWrapped && !isLast && line.contains(" ") {
                drawJustified(line, at: y, color: color, into: box)
                continue
            }
            guard let surface = text.surface(for: line, pixelSize: pixelSize, weight: weight, color: color) else { continue }
            defer { SDL_FreeSurface(surface) }
            let lineWidth = Int(surface.pointee.w)
            let x: Int
            switch drawing.alignment {
            case .right: x = width - lineWidth
            case .center: x = (width - lineWidth) / 2
            case .natural: x = TextRuns(line).isRightToLeft ? width - lineWidth : 0
            default: x = 0
            }
            blit(surface, x: x, y: y, into: box)
        }
        return box
    }

    /// Words spread so the line reaches both edges.
    private func drawJustified(_ line: String, at y: Int, color: RGBA, into box: UnsafeMutablePointer<SDL_Surface>) {
        let words = line.split(separator: " ").map(String.init)
        let surfaces = words.compactMap { text.surface(for: $0, pixelSize: pixelSize, weight: weight, color: color) }
        defer { surfaces.forEach { SDL_FreeSurface($0) } }
        let inked = surfaces.reduce(0) { $0 + Int($1.pointee.w) }
        let gap = surfaces.count > 1 ? Double(width - inked) / Double(surfaces.count - 1) : 0
        var x = 0.0
        for surface in surfaces {
            blit(surface, x: Int(x.rounded()), y: y, into: box)
            x += Double(surface.pointee.w) + gap
        }
    }

    private func blit(_ surface: UnsafeMutablePointer<SDL_Surface>, x: Int, y: Int, into box: UnsafeMutablePointer<SDL_Surface>) {
        SDL_SetSurfaceBlendMode(surface, SDL_BLENDMODE_NONE)
        var target = SDL_Rect(x: Int32(x), y: Int32(y), w: surface.pointee.w, h: surface.pointee.h)
        SDL_UpperBlit(surface, nil, box, &target)
    }
}
