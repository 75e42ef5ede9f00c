import Foundation

/// Measures wrapped text, so rows can grow with their text. The window
/// measures with its fonts (SDL2_ttf); without one an estimate serves.
public protocol TextMeasuring {
    /// The height in points of `text` at `fontSize`, wrapped at spaces in
    /// `width` points, counting at most `maximumLines` lines.
    func height(of text: String, fontSize: CGFloat, width: CGFloat, maximumLines: Int) -> CGFloat
}

/// Without fonts: glyphs half an em wide on average, lines 1.2 em apart.
public struct EstimatedTextMeasure: TextMeasuring {
    public init() {}

    public func height(of text: String, fontSize: CGFloat, width: CGFloat, maximumLines: Int) -> CGFloat {
        let perLine = max(1, Int(width / (fontSize * 0.5)))
        var lines = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += max(1, (paragraph.count + perLine - 1) / perLine)
            if lines >= maximumLines { break }
        }
        return CGFloat(min(lines, max(maximumLines, 1))) * fontSize * 1.2
    }
}
