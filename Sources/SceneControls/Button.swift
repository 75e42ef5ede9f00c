import Foundation
import LayerAnimation

/// A push button drawn with layers: a rounded rectangle with a title.
public final class Button {
    public let layer = CALayer()
    public let title: CATextLayer

    public static let defaultColor = CGColor(red: 0.22, green: 0.3, blue: 0.42, alpha: 1)
    public static let focusColor = CGColor(red: 1, green: 0.85, blue: 0.3, alpha: 1)

    public init(_ text: String, color: CGColor = Button.defaultColor, fontSize: CGFloat = 15) {
        title = label(text, size: fontSize)
        layer.backgroundColor = color
        layer.cornerRadius = 8
        layer.borderColor = Self.focusColor
        layer.addSublayer(title)
        layer.name = text
    }

    /// Places the button with its frame `frame` (in its superlayer), the title centred.
    public func place(_ frame: CGRect) {
        layer.frame = frame
        let line = (title.fontSize * 22 / 15).rounded()  // 22 points for 15-point text
        title.frame = CGRect(x: 6, y: (frame.height - line + 2) / 2, width: max(frame.width - 12, 0), height: line)
    }

    /// Draws the keyboard focus ring, or not.
    public var isFocused: Bool {
        get { layer.borderWidth > 0 }
        set { layer.borderWidth = newValue ? 2 : 0 }
    }

    /// Whether `point`, in the superlayer's coordinates, is on the button (and it shows).
    public func contains(_ point: CGPoint) -> Bool { layer.hitTest(point) != nil }
}
