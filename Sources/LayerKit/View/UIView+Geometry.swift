import Foundation

/// Converting between views and finding the view under a point, on the
/// model geometry (where views are going, not where they are shown).
extension UIView {
    /// `point` from this view's coordinates into `view`'s (nil: the window's).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: (view ?? rootView).layer)
    }

    /// `point` from `view`'s coordinates (nil: the window's) into this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: (view ?? rootView).layer)
    }

    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: (view ?? rootView).layer)
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: (view ?? rootView).layer)
    }

    /// The window, or the top of the hierarchy when the view is in none.
    var rootView: UIView {
        var top = self
        while let parent = top.superview { top = parent }
        return top
    }

    /// ``UIView/hitTest(_:with:)``'s rules: hidden views, views that take no
    /// touches, nearly transparent ones, ones animating in a block that did
    /// not allow interaction and points outside never match, and a point
    /// outside a view never reaches its subviews; subviews are tried front to back.
    func findHit(at point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, animationsBlockingInteraction == 0,
              self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }
}
