import Foundation
import LayerAnimation

/// The F1 help of a tab, drawn with layers the way the Snowman viewer draws
/// its own: the window dimmed, a light rounded box in the middle titled
/// "Keys", one line per key (the key in bold accent, then what it does).
public final class HelpOverlay {
    public let root = CALayer()
    private let box = CALayer()
    private let title = label("Keys", size: 16, color: HelpOverlay.text, alignment: .left)
    private var rows: [(key: CATextLayer, action: CATextLayer)] = []
    private var lines: [(key: String, action: String)] = []

    static let dim = CGColor(red: 10 / 255, green: 14 / 255, blue: 20 / 255, alpha: 170 / 255)
    static let panel = CGColor(red: 245 / 255, green: 246 / 255, blue: 248 / 255, alpha: 1)
    static let text = CGColor(red: 32 / 255, green: 36 / 255, blue: 44 / 255, alpha: 1)
    static let accent = CGColor(red: 47 / 255, green: 111 / 255, blue: 222 / 255, alpha: 1)
    static let keyWidth: CGFloat = 150

    public init() {
        root.anchorPoint = .zero
        root.backgroundColor = Self.dim
        root.isHidden = true
        root.name = "help"
        box.backgroundColor = Self.panel
        box.cornerRadius = 12
        title.font = "DejaVuSans-Bold"
        root.addSublayer(box)
        box.addSublayer(title)
    }

    public var isVisible: Bool { !root.isHidden }

    /// Shows `lines` over an area of `size` points.
    public func show(_ lines: [(key: String, action: String)], in size: CGSize) {
        self.lines = lines
        CALayer.performWithoutAnimation {
            while rows.count < lines.count {
                let key = label("", size: 13, color: Self.accent, alignment: .left)
                key.font = "DejaVuSans-Bold"
                let action = label("", size: 13, color: Self.text, alignment: .left)
                box.addSublayer(key)
                box.addSublayer(action)
                rows.append((key, action))
            }
            for (index, row) in rows.enumerated() {
                row.key.isHidden = index >= lines.count
                row.action.isHidden = index >= lines.count
                if index < lines.count { (row.key.string, row.action.string) = (lines[index].key, lines[index].action) }
            }
            root.isHidden = false
        }
        layout(size: size)
    }

    public func hide() {
        CALayer.performWithoutAnimation { root.isHidden = true }
    }

    /// Fits the box to an area of `size` points (the Snowman's proportions).
    public func layout(size: CGSize) {
        guard size.width > 0, size.height > 0 else { return }
        let count = CGFloat(lines.count + 2)
        let rowHeight = max(min(24, (size.height - 120) / count), 12)
        let width = max(min(size.width - 60, 620), 200)
        let height = rowHeight * count + 20
        CALayer.performWithoutAnimation {
            root.frame = CGRect(origin: .zero, size: size)
            box.frame = CGRect(x: ((size.width - width) / 2).rounded(), y: ((size.height - height) / 2).rounded(),
                               width: width, height: height)
            title.frame = CGRect(x: 24, y: 10 + (rowHeight * 1.4 - 22) / 2, width: width - 48, height: 22)
            for (index, row) in rows.enumerated() {
                let y = 10 + rowHeight * (CGFloat(index) + 1.5) + (rowHeight - 18) / 2
                row.key.frame = CGRect(x: 24, y: y, width: Self.keyWidth, height: 18)
                row.action.frame = CGRect(x: 24 + Self.keyWidth, y: y, width: max(width - Self.keyWidth - 48, 1), height: 18)
            }
        }
    }
}
