import CatFactsScene
import Foundation
import SnowmanScene
import LayerRendering

/// Measures wrapped text with the window's fonts, as text layers lay it out.
struct FontTextMeasure: TextMeasuring, TextLineMeasuring {
    let text: TextRenderer

    func pixelSize(of string: String, pixelSize: Int, bold: Bool) -> (width: Int, height: Int) {
        text.measure(string, pixelSize: pixelSize, weight: bold ? .bold : .regular)
    }

    func height(of string: String, fontSize: CGFloat, width: CGFloat, maximumLines: Int) -> CGFloat {
        text.wrappedHeight(of: string, fontSize: fontSize, width: width, maximumLines: maximumLines)
    }
}
