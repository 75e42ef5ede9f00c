import CatFactsScene
import Foundation
import LayerRendering

/// Measures wrapped text with the window's fonts, as text layers lay it out.
struct FontTextMeasure: TextMeasuring {
    let text: TextRenderer

    func height(of string: String, fontSize: CGFloat, width: CGFloat, maximumLines: Int) -> CGFloat {
        text.wrappedHeight(of: string, fontSize: fontSize, width: width, maximumLines: maximumLines)
    }
}
