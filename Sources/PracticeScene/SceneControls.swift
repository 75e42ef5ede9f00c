import Foundation
import LayerAnimation

/// Colours the Practice scene uses, as the original exercises named them.
enum Palette {
    static let orange = CGColor(red: 1, green: 0.58, blue: 0, alpha: 1)
    static let cyan = CGColor(red: 0, green: 0.8, blue: 0.9, alpha: 1)
    static let blue = CGColor(red: 0.1, green: 0.35, blue: 1, alpha: 1)
    static let green = CGColor(red: 0.2, green: 0.75, blue: 0.3, alpha: 1)
    static let magenta = CGColor(red: 1, green: 0, blue: 1, alpha: 1)
    static let text = CGColor(red: 0.92, green: 0.95, blue: 1, alpha: 1)
    static let control = CGColor(red: 0.22, green: 0.3, blue: 0.42, alpha: 1)
    static let selected = CGColor(red: 0.35, green: 0.55, blue: 0.85, alpha: 1)
    static let focus = CGColor(red: 1, green: 0.85, blue: 0.3, alpha: 1)
    static let field = CGColor(red: 0.95, green: 0.96, blue: 0.98, alpha: 1)
    static let wave = CGColor(red: 0.6, green: 0.7, blue: 0.85, alpha: 1)
}

/// A square of `size` filled with `color`.
func square(_ size: CGFloat, _ color: CGColor, name: String) -> CALayer {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: size, height: size)
    layer.backgroundColor = color
    layer.name = name
    return layer
}

/// A text layer of one line.
func label(_ text: String, size: CGFloat, color: CGColor = Palette.text, alignment: CATextLayerAlignmentMode = .center) -> CATextLayer {
    let layer = CATextLayer()
    layer.string = text
    layer.fontSize = size
    layer.foregroundColor = color
    layer.alignmentMode = alignment
    layer.truncationMode = .end
    return layer
}

/// A push button: a rounded rectangle with a title, drawn with layers.
final class Button {
    let layer = CALayer()
    let title: CATextLayer

    init(_ text: String) {
        title = label(text, size: 15)
        layer.backgroundColor = Palette.control
        layer.cornerRadius = 8
        layer.borderColor = Palette.focus
        layer.addSublayer(title)
        layer.name = text
    }

    /// Places the button with its frame `frame` (in its superlayer).
    func place(_ frame: CGRect) {
        layer.frame = frame
        title.frame = CGRect(x: 6, y: (frame.height - 20) / 2, width: frame.width - 12, height: 22)
    }

    /// Draws the keyboard focus ring, or not.
    var isFocused: Bool {
        get { layer.borderWidth > 0 }
        set { layer.borderWidth = newValue ? 2 : 0 }
    }

    /// Whether `point`, in the superlayer's coordinates, is on the button.
    func contains(_ point: CGPoint) -> Bool { layer.hitTest(point) != nil }
}
