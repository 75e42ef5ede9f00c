import CatFacts
import Foundation
import LayerAnimation
import SceneControls

/// One fact in a list: its text, wrapped, the row as tall as the text
/// (the seed's variable cell height), and a button at its right end: + to
/// save, a checkmark once saved, or ✕ to delete.
@MainActor
final class FactRow {
    enum Accessory: Equatable { case save, saved, delete }

    let fact: CatFact
    let layer = CALayer()
    let text = CATextLayer()
    let button: Button
    private(set) var accessory: Accessory
    /// The row's height at the width it was last laid out in.
    private(set) var height: CGFloat = 0
    /// The text's measured height and the width it was measured at (measuring costs, laying out is often).
    private var measured: (width: CGFloat, height: CGFloat)?

    static let fontSize: CGFloat = 16
    static let buttonSide: CGFloat = 36
    /// The API's facts are far shorter, so a row shows each whole; only a
    /// hostile answer's longer text is cut (with an ellipsis) before it
    /// reaches a text layer, whose wrapping costs grow with the text.
    static let shownCharacters = 2_000

    init(_ fact: CatFact, accessory: Accessory) {
        self.fact = fact
        self.accessory = accessory
        button = Button("", fontSize: 20)
        layer.anchorPoint = .zero
        layer.backgroundColor = Style.row
        layer.cornerRadius = 8
        layer.borderColor = Button.focusColor
        text.string = fact.text.count > Self.shownCharacters ? fact.text.prefix(Self.shownCharacters - 1) + "…" : fact.text
        text.fontSize = Self.fontSize
        text.isWrapped = true
        text.truncationMode = .end
        text.alignmentMode = .left
        text.foregroundColor = labelColor
        layer.addSublayer(text)
        layer.addSublayer(button.layer)
        setAccessory(accessory)
    }

    func setAccessory(_ accessory: Accessory) {
        self.accessory = accessory
        switch accessory {
        case .save: (button.title.string, button.layer.backgroundColor, button.layer.name) = ("+", Style.accent, "save")
        case .saved: (button.title.string, button.layer.backgroundColor, button.layer.name) = ("✓", Style.saved, "saved")
        case .delete: (button.title.string, button.layer.backgroundColor, button.layer.name) = ("✕", Style.delete, "delete")
        }
    }

    /// Lays the row out `width` wide with its top at `y`; returns its height.
    @discardableResult
    func layout(width: CGFloat, y: CGFloat, measure: TextMeasuring) -> CGFloat {
        let textWidth = max(width - 24 - Self.buttonSide - 12, 20)
        let line = Self.fontSize * 1.25
        if measured?.width != textWidth {
            measured = (textWidth, measure.height(of: text.string as? String ?? "", fontSize: Self.fontSize,
                                                  width: textWidth, maximumLines: Self.shownCharacters))
        }
        let measured = measured!.height
        // A little more than measured: rasterized at another scale, the last line must still fit.
        let textHeight = measured + line * 0.4
        height = max(textHeight + 20, Self.buttonSide + 16)
        layer.frame = CGRect(x: 12, y: y, width: width, height: height)
        // Centred on its measured lines; the slack hangs below them.
        text.frame = CGRect(x: 12, y: ((height - measured) / 2).rounded(), width: textWidth, height: textHeight)
        button.place(CGRect(x: width - Self.buttonSide - 10, y: (height - Self.buttonSide) / 2,
                            width: Self.buttonSide, height: Self.buttonSide))
        return height
    }

    var isFocused: Bool {
        get { layer.borderWidth > 0 }
        set { layer.borderWidth = newValue ? 2 : 0 }
    }
}
