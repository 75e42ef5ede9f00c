import Foundation

/// Owns a view, made the first time it is asked for (``loadView()`` then
/// ``viewDidLoad()``), and hears when it appears and lays out.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    open var title: String?
    public private(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController?
    /// The controller this one presented, and the one that presented this one.
    public internal(set) var presentedViewController: UIViewController?
    public internal(set) weak var presentingViewController: UIViewController?
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open var modalPresentationStyle: UIModalPresentationStyle = .fullScreen
    /// The navigation controller whose stack holds this controller.
    weak var navigationParent: UINavigationController?

    public override init() {
        super.init()
    }

    public init(nibName: String?, bundle: Bundle?) {
        super.init()
    }

    /// Storyboards and archives are not on Linux: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The controller's view, loaded on first use.
    open var view: UIView! {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    public var viewIfLoaded: UIView? { loadedView }
    public var isViewLoaded: Bool { loadedView != nil }

    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView() }  // loadView forgot: a plain view, as UIKit makes
        viewDidLoad()
    }

    /// Makes the view; by default a plain view the size of the screen.
    open func loadView() { view = UIView(frame: UIScreen.main.bounds) }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    // MARK: Children

    /// Adds `child`, calling its ``willMove(toParent:)``; the caller adds
    /// its view and then calls `didMove(toParent:)`.
    open func addChild(_ child: UIViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Leaves the parent, calling ``didMove(toParent:)`` with nil; the
    /// caller calls `willMove(toParent: nil)` first and removes the view.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    override open var next: UIResponder? { loadedView?.superview ?? parent }
}
