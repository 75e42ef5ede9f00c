import Foundation

/// Transitions: a view's look before and after `animations`, shown with
/// the options' flip or cross-dissolve (a curl is drawn as a flip).
extension UIView {
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let duration = checked(duration, "transition(with:duration:)")
        let completion = ViewBlockCompletion(completion)
        defer { completion.seal() }
        guard duration > 0, areAnimationsEnabled, ViewAnimationBlock.withoutAnimation == 0 else {
            animations?()
            return
        }
        let transition = CATransition()
        (transition.type, transition.subtype) = options.transition ?? (.fade, nil)
        transition.duration = duration
        transition.timingFunction = options.curve.timingFunction
        transition.delegate = ViewAnimationDelegate(completion: completion,
                                                    view: options.contains(.allowUserInteraction) ? nil : view)
        view.layer.add(transition, forKey: kCATransition)
        animations?()
    }

    /// Replaces `fromView` with `toView` in its superview (or, with
    /// `.showHideTransitionViews`, hides one and shows the other), shown
    /// as a transition of the superview.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let container = fromView.superview else {
            CADiagnostics.report(CADiagnostic(call: "UIView.transition(from:to:)",
                                              message: "the view to replace is in no superview; nothing to show"))
            NextRunLoopTurn.schedule { completion?(false) }
            return
        }
        transition(with: container, duration: duration, options: options, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if fromView !== toView {
                if toView.superview !== container, let index = container.subviews.firstIndex(where: { $0 === fromView }) {
                    container.insertSubview(toView, at: index)
                }
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }
}
