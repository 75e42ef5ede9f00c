import Foundation
import LayerAnimation
import LayerAnimators
import SnowmanScene

/// The strip of tabs along the top of the window, drawn with layers: one
/// tab per scene, its glyph beside its title, the shown one highlighted.
public final class TabStrip {
    /// Its height in points.
    public static let height: CGFloat = 36
    public let root = CALayer()
    private var tabs: [(layer: CALayer, icon: CAShapeLayer, title: CATextLayer)] = []
    public private(set) var selected: SceneTab = .snowman

    public init() {
        root.anchorPoint = .zero
        root.backgroundColor = CGColor(red: 0.08, green: 0.1, blue: 0.14, alpha: 1)
        for tab in SceneTab.allCases {
            let layer = CALayer()
            layer.cornerRadius = 6
            layer.name = tab.rawValue
            let title = CATextLayer()
            title.string = tab.title
            title.fontSize = 15
            title.alignmentMode = .center
            title.foregroundColor = CGColor(red: 0.92, green: 0.95, blue: 1, alpha: 1)
            let icon = CAShapeLayer()
            icon.path = tab.registered.icon.path
            icon.fillRule = tab.registered.icon.fillRule
            icon.fillColor = title.foregroundColor
            icon.name = tab.rawValue + "-icon"
            layer.addSublayer(icon)
            layer.addSublayer(title)
            root.addSublayer(layer)
            tabs.append((layer, icon, title))
        }
        select(.snowman)
    }

    /// The tab's frame for a window `width` points wide.
    public static func frame(of tab: SceneTab) -> CGRect {
        let tabs = SceneTab.allCases
        let index = CGFloat(tabs.firstIndex(of: tab)!)
        // At most 150 points wide, narrower when more tabs must fit the smallest window.
        let width = min(150, ((ViewerLayout.minimumSize.width - 16) / CGFloat(max(tabs.count, 1)) - 6).rounded(.down))
        return CGRect(x: 8 + index * (width + 6), y: 4, width: width, height: height - 8)
    }

    public func layout(width: CGFloat) {
        CALayer.performWithoutAnimation {
            root.bounds = CGRect(x: 0, y: 0, width: width, height: Self.height)
            root.position = .zero
            for (tab, parts) in zip(SceneTab.allCases, tabs) {
                parts.layer.frame = Self.frame(of: tab)
                // The glyph, then the title centred in what is left.
                let side = TabIcon.side
                parts.icon.frame = CGRect(x: 9, y: ((Self.height - 8 - side) / 2).rounded(), width: side, height: side)
                parts.title.frame = CGRect(x: 9 + side + 2, y: 5, width: parts.layer.bounds.width - side - 15, height: 22)
            }
        }
    }

    public func select(_ tab: SceneTab) {
        selected = tab
        CALayer.performWithoutAnimation {
            for (candidate, parts) in zip(SceneTab.allCases, tabs) {
                parts.layer.backgroundColor = candidate == tab
                    ? CGColor(red: 0.3, green: 0.45, blue: 0.7, alpha: 1) : CGColor(red: 0.16, green: 0.2, blue: 0.27, alpha: 1)
            }
        }
    }

    /// The tab under `point` (window points), if any.
    public static func tab(at point: CGPoint) -> SceneTab? {
        SceneTab.allCases.first { frame(of: $0).contains(point) }
    }
}
