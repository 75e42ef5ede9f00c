import Foundation

/// The chain events travel along: a view's next responder is its view
/// controller or its superview, up to the window and the application.
@MainActor
open class UIResponder: NSObject {
    /// The next object asked to handle what this one does not.
    open var next: UIResponder? { nil }

    open var canBecomeFirstResponder: Bool { false }
    open var isFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }
}
