import Foundation
import LayerAnimation

extension TextRenderer {
    /// The height in points `string` takes wrapped at spaces in `width`
    /// points at `fontSize` (at most `maximumLines` lines), laid out
    /// exactly as a wrapped text layer lays it out.
    public func wrappedHeight(of string: String, fontSize: CGFloat, width: CGFloat, maximumLines: Int) -> CGFloat {
        guard fontSize.isFinite, fontSize > 0, width.isFinite, width > 0, maximumLines > 0 else { return 0 }
        let lines = max(1, min(maximumLines, 2_000))
        let box = CGSize(width: width, height: min(fontSize * 2 * CGFloat(lines), CGFloat(TextLayout.maximumSide)))
        let drawing = CATextDrawing(string: string, fontName: nil, fontSize: fontSize, color: ColorComponents(red: 0, green: 0, blue: 0, alpha: 1),
                                    isWrapped: true, alignment: .left, truncation: .end, size: box, scale: 1)
        let layout = TextLayout(drawing, text: self)
        return CGFloat(min(layout.lines().count, lines) * layout.lineHeight)
    }
}
