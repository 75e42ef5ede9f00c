import Foundation

/// How a presented controller arrives, with UIKit's raw values.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
}

/// Where a presented controller's view goes: every style is full screen here.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, none
    case automatic = -2
}

/// Minimal presentation: the presented controller's view covers the
/// window, arriving by its transition style (a 0.4 s slide up, a
/// cross-dissolve or a flip) and leaving the same way.
extension UIViewController {
    /// The duration of a presentation's slide, fade or flip.
    static let presentationDuration: TimeInterval = 0.4

    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                        completion: (() -> Void)? = nil) {
        guard presentedViewController == nil, viewControllerToPresent.presentingViewController == nil,
              viewControllerToPresent !== self, let window = viewIfLoaded?.window else {
            CADiagnostics.report(CADiagnostic(call: "UIViewController.present",
                                              message: "the controller is not in a window, already presents one, or is being presented; not presented"))
            return
        }
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        let shown = viewControllerToPresent.view!
        UIView.performWithoutAnimation {
            shown.frame = window.bounds
            shown.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        viewControllerToPresent.viewWillAppear(flag)
        viewWillDisappear(flag)
        let finish = { [weak self] (_: Bool) in
            viewControllerToPresent.viewDidAppear(flag)
            self?.viewDidDisappear(flag)
            completion?()
        }
        let duration = flag ? Self.presentationDuration : 0
        switch viewControllerToPresent.modalTransitionStyle {
        case .crossDissolve:
            UIView.transition(with: window, duration: duration, options: [.transitionCrossDissolve],
                              animations: { window.addSubview(shown) }, completion: finish)
        case .flipHorizontal, .partialCurl:
            UIView.transition(with: window, duration: duration, options: [.transitionFlipFromRight],
                              animations: { window.addSubview(shown) }, completion: finish)
        case .coverVertical:
            UIView.performWithoutAnimation {
                window.addSubview(shown)
                shown.center.y += window.bounds.height
            }
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut],
                           animations: { shown.center.y -= window.bounds.height }, completion: finish)
        }
    }

    /// Dismisses what this controller presented (or, if it presents
    /// nothing, itself from the controller that presented it).
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let presenter = presentedViewController == nil ? presentingViewController : self
        guard let presenter, let presented = presenter.presentedViewController, let shown = presented.viewIfLoaded else {
            NextRunLoopTurn.schedule { completion?() }
            return
        }
        presented.viewWillDisappear(flag)
        presenter.viewWillAppear(flag)
        let finish = { [weak presenter] (_: Bool) in
            shown.removeFromSuperview()
            presenter?.presentedViewController = nil
            presented.presentingViewController = nil
            presented.viewDidDisappear(flag)
            presenter?.viewDidAppear(flag)
            completion?()
        }
        let duration = flag ? Self.presentationDuration : 0
        switch presented.modalTransitionStyle {
        case .coverVertical:
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut],
                           animations: { shown.center.y += shown.bounds.height }, completion: finish)
        case .crossDissolve, .flipHorizontal, .partialCurl:
            guard let window = shown.window else { return finish(true) }
            let style: UIView.AnimationOptions = presented.modalTransitionStyle == .crossDissolve
                ? .transitionCrossDissolve : .transitionFlipFromLeft
            UIView.transition(with: window, duration: duration, options: [style],
                              animations: { shown.isHidden = true }, completion: finish)
        }
    }
}
