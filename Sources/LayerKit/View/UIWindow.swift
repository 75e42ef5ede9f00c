import Foundation

/// The view at the top of a hierarchy, shown by the app's window.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The view controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            guard let controller = rootViewController else { return }
            controller.view.frame = bounds
            controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(controller.view)
        }
    }

    /// The touches on this window and their recognizers.
    lazy var touchDelivery = TouchDelivery(window: self)

    /// Whether this is the window that takes key presses.
    public internal(set) var isKeyWindow = false

    /// Makes this the key window and shows it.
    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
        UIApplication.shared.windowBecameKey(self)
    }

    open func makeKey() { isKeyWindow = true }

    override open var next: UIResponder? { UIApplication.shared }
}
