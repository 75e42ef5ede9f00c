import Foundation

/// The running app: its delegate, its windows, the end of the responder chain.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    public static let shared = UIApplication()

    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The app's delegate (held while the app runs, as iOS's app holds it).
    open var delegate: UIApplicationDelegate?
    /// Windows that have been made key, in that order.
    public private(set) var windows: [UIWindow] = []
    public var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }

    func windowBecameKey(_ window: UIWindow) {
        for other in windows where other !== window { other.isKeyWindow = false }
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
    }

    override open var next: UIResponder? { delegate as? UIResponder }
}

/// What the app tells its delegate. `@main` on a (final) class that
/// adopts it starts the app: the delegate is made, told the app launched,
/// and the key window it made is shown until closed.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    init()
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }
    public func applicationWillTerminate(_ application: UIApplication) {}

    /// `@main`'s entry: the app's window, from the delegate's key window.
    public static func main() {
        LayerKitApp.launch(delegate: Self())
    }
}
