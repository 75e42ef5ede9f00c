import Foundation

/// A minimal navigation stack: the top controller's view under a 44-point
/// bar with its title and, below the root, a back button. Push and pop
/// slide in 0.35 s; there are no bar items and no swipe back.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The bar's height.
    static let barHeight: CGFloat = 44
    /// How long a push or a pop slides.
    static let slideDuration: TimeInterval = 0.35

    public private(set) var viewControllers: [UIViewController] = []
    public var topViewController: UIViewController? { viewControllers.last }
    public var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    private let bar = UIView()
    private let titleLayer = CATextLayer()
    private let backButton = UIView()
    private let backLabel = CATextLayer()

    public init(rootViewController: UIViewController) {
        super.init()
        viewControllers = [rootViewController]
        addChild(rootViewController)
        rootViewController.navigationParent = self
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        bar.backgroundColor = .secondarySystemBackground
        bar.autoresizingMask = [.flexibleWidth]
        for (layer, size) in [(titleLayer, CGFloat(17)), (backLabel, CGFloat(17))] {
            layer.fontSize = size
            layer.contentsScale = UIScreen.main.scale
        }
        titleLayer.alignmentMode = .center
        titleLayer.foregroundColor = UIColor.label.cgColor
        backLabel.foregroundColor = UIColor.systemBlue.cgColor
        backLabel.string = "‹ Back"
        bar.layer.addSublayer(titleLayer)
        backButton.layer.addSublayer(backLabel)
        backButton.addGestureRecognizer(UITapGestureRecognizer(target: self, action: UINavigationController.backTapped))
        bar.addSubview(backButton)
        view.addSubview(bar)
        if let root = viewControllers.first {
            place(root.view)
            view.insertSubview(root.view, belowSubview: bar)
            root.didMove(toParent: self)
        }
        updateBar()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        updateBar()
    }

    /// Lays the bar out for the top controller.
    private func updateBar() {
        guard isViewLoaded else { return }
        UIView.performWithoutAnimation {
            bar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: Self.barHeight)
            titleLayer.frame = CGRect(x: 80, y: 11, width: max(view.bounds.width - 160, 0), height: 24)
            titleLayer.string = topViewController?.title ?? ""
            backButton.frame = CGRect(x: 8, y: 0, width: 80, height: Self.barHeight)
            backLabel.frame = CGRect(x: 0, y: 11, width: 80, height: 24)
            backButton.isHidden = viewControllers.count < 2
        }
    }

    /// The content area under the bar.
    private func place(_ content: UIView) {
        UIView.performWithoutAnimation {
            content.frame = CGRect(x: 0, y: Self.barHeight, width: view.bounds.width,
                                   height: max(view.bounds.height - Self.barHeight, 0))
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
    }

    private func backTapped() {
        popViewController(animated: true)
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !viewControllers.contains(where: { $0 === viewController }), viewController !== self else { return }
        let previous = topViewController
        addChild(viewController)
        viewController.navigationParent = self
        viewControllers.append(viewController)
        guard isViewLoaded else { return }
        let incoming = viewController.view!
        place(incoming)
        view.insertSubview(incoming, belowSubview: bar)
        updateBar()
        slide(in: incoming, out: previous?.viewIfLoaded, forward: true, animated: animated) {
            viewController.didMove(toParent: self)
        }
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let leaving = viewControllers.popLast() else { return nil }
        leaving.willMove(toParent: nil)
        guard isViewLoaded, let below = topViewController else {
            leaving.removeFromParent()
            return leaving
        }
        let incoming = below.view!
        place(incoming)
        view.insertSubview(incoming, belowSubview: leaving.viewIfLoaded ?? bar)
        updateBar()
        slide(in: incoming, out: leaving.viewIfLoaded, forward: false, animated: animated) {
            leaving.removeFromParent()
            leaving.navigationParent = nil
        }
        return leaving
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        var popped: [UIViewController] = []
        while viewControllers.count > 2, let middle = viewControllers.dropLast().last {
            viewControllers.remove(at: viewControllers.count - 2)
            middle.willMove(toParent: nil)
            middle.viewIfLoaded?.removeFromSuperview()
            middle.removeFromParent()
            popped.append(middle)
        }
        if let last = popViewController(animated: animated) { popped.append(last) }
        return popped
    }

    /// Pushing: the new view comes in from the right over the old, which
    /// moves a third of the way left; popping is the reverse.
    private func slide(in incoming: UIView, out outgoing: UIView?, forward: Bool, animated: Bool,
                       completion: @escaping () -> Void) {
        let width = view.bounds.width
        let home = incoming.center
        UIView.performWithoutAnimation {
            incoming.center.x = home.x + (forward ? width : -width / 3)
        }
        UIView.animate(withDuration: animated ? Self.slideDuration : 0, delay: 0, options: [.curveEaseInOut],
                       animations: {
            incoming.center = home
            outgoing?.center.x = home.x + (forward ? -width / 3 : width)
        }, completion: { _ in
            outgoing?.removeFromSuperview()
            outgoing?.center = home
            completion()
        })
    }
}

extension UIViewController {
    /// The navigation controller this controller is in, if any.
    public var navigationController: UINavigationController? {
        var current: UIViewController? = self
        while let each = current {
            if let navigation = each.navigationParent { return navigation }
            if let navigation = each as? UINavigationController, each !== self { return navigation }
            current = each.parent
        }
        return nil
    }
}
