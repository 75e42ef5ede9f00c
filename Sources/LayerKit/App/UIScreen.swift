import Foundation

/// The screen the app's window is on: its size in points, its scale and refresh rate.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The screen of the app's window (set by the window as it opens).
    public static let main = UIScreen()

    /// The window's area, in points (390 x 844 until a window opens).
    public internal(set) var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// Pixels per point.
    public internal(set) var scale: CGFloat = 1
    public var nativeScale: CGFloat { scale }
    public internal(set) var maximumFramesPerSecond = 60
}
