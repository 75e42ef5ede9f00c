import Foundation

/// Subviews: their order is their layers' order among the view's own
/// sublayers (layers added to `view.layer` directly keep their places).
extension UIView {
    /// The window the view is in, if any.
    public var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let ancestor = current {
            if ancestor === view { return true }
            current = ancestor.superview
        }
        return false
    }

    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insert(view, at: index + 1)
    }

    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return insert(view, at: 0) }
        insert(view, at: index)
    }

    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insert(view, at: subviews.count)
    }

    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insert(view, at: 0)
    }

    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        let (first, second) = (subviews[index1], subviews[index2])
        insert(first, at: index2)
        insert(second, at: index1)
    }

    /// This view or the first of its descendants (depth first) with `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Puts `view` at `index` among the subviews (clamped), from wherever it was.
    /// A view cannot hold itself or an ancestor: that would be a cycle.
    func insert(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            let what = view === self ? "a view cannot be its own subview" : "a view cannot hold its own superview"
            return CADiagnostics.report(CADiagnostic(call: "UIView.addSubview", message: "\(what); not added"))
        }
        let isMove = view.superview === self
        let oldWindow = view.window, newWindow = window
        if !isMove {
            view.willMove(toSuperview: self)
            if oldWindow !== newWindow { view.eachInTree { $0.willMove(toWindow: newWindow) } }
            view.superview?.take(view)
        } else {
            subviews.removeAll { $0 === view }
        }
        let index = min(max(index, 0), subviews.count)
        subviews.insert(view, at: index)
        view.layer.removeFromSuperlayer()
        if index + 1 < subviews.count, let above = layer.sublayers?.firstIndex(where: { $0 === subviews[index + 1].layer }) {
            layer.insertSublayer(view.layer, at: UInt32(above))
        } else {
            layer.addSublayer(view.layer)
        }
        guard !isMove else { return }
        view.superview = self
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.eachInTree { $0.didMoveToWindow() } }
        didAddSubview(view)
    }

    /// ``UIView/removeFromSuperview()``'s work, with its callbacks.
    func detachFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        willMove(toSuperview: nil)
        if oldWindow != nil { eachInTree { $0.willMove(toWindow: nil) } }
        parent.take(self)
        if oldWindow != nil { eachInTree { $0.didMoveToWindow() } }
        didMoveToSuperview()
    }

    /// Lets go of `view`, one of the subviews.
    private func take(_ view: UIView) {
        willRemoveSubview(view)
        subviews.removeAll { $0 === view }
        view.layer.removeFromSuperlayer()
        view.superview = nil
        setNeedsLayout()
    }

    /// `body` for this view and every view below it.
    func eachInTree(_ body: (UIView) -> Void) {
        body(self)
        for subview in subviews { subview.eachInTree(body) }
    }
}
