import Foundation
import LayerAnimation
import SceneControls

/// Colours the Practice scene uses, as the original exercises named them.
enum Palette {
    static let orange = CGColor(red: 1, green: 0.58, blue: 0, alpha: 1)
    static let cyan = CGColor(red: 0, green: 0.8, blue: 0.9, alpha: 1)
    static let blue = CGColor(red: 0.1, green: 0.35, blue: 1, alpha: 1)
    static let green = CGColor(red: 0.2, green: 0.75, blue: 0.3, alpha: 1)
    static let magenta = CGColor(red: 1, green: 0, blue: 1, alpha: 1)
    static let text = labelColor
    static let control = Button.defaultColor
    static let selected = CGColor(red: 0.35, green: 0.55, blue: 0.85, alpha: 1)
    static let focus = Button.focusColor
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
