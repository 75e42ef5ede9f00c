import Foundation
import LayerAnimation

/// Pushes its items (UIKit's `UIPushBehavior`): magnitude 1 on a 100 x 100
/// item of density 1 gives it 100 points/s at once (`.instantaneous`) or
/// accelerates it by 100 points/s² (`.continuous`). An instantaneous push
/// acts once, at the next step, then sets ``active`` to false; set it to
/// true to push again.
public final class PushBehavior: DynamicBehavior {
    public enum Mode: Sendable { case continuous, instantaneous }

    public let mode: Mode
    public private(set) var items: [CALayer]
    /// The push in UIKit newtons (see the type's description).
    public var pushDirection = CGVector(dx: 0, dy: 0) {
        didSet {
            let checked = pushDirection.limited("pushDirection")
            if checked != pushDirection { pushDirection = checked }
            changed()
        }
    }
    public var active: Bool {
        get { isActive }
        set { isActive = newValue; changed() }
    }
    private var isActive = true
    /// Where the push acts on each item, from its centre in its own axes (default: the centre).
    private var offsets: [ObjectIdentifier: CGPoint] = [:]

    public init(items: [CALayer], mode: Mode) {
        (self.items, self.mode) = (items, mode)
    }

    public var angle: CGFloat {
        get { pushDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    public var magnitude: CGFloat {
        get { pushDirection.magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    public func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = .direction(angle: angle, magnitude: magnitude, of: "PushBehavior", fallbackAngle: 0)
    }

    public func setTargetOffsetFromCenter(_ offset: UIOffset, for item: CALayer) {
        guard let point = DynamicsDiagnostics.finite(CGPoint(x: offset.horizontal, y: offset.vertical), "push offset") else { return }
        offsets[ObjectIdentifier(item)] = point
        changed()
    }

    public func targetOffsetFromCenter(for item: CALayer) -> UIOffset {
        let offset = offsets[ObjectIdentifier(item)] ?? .zero
        return UIOffset(horizontal: offset.x, vertical: offset.y)
    }

    public func addItem(_ item: CALayer) {
        if items.appendIfAbsent(item) { changed() }
    }

    public func removeItem(_ item: CALayer) {
        items.removeAll { $0 === item }
        offsets[ObjectIdentifier(item)] = nil
        changed()
    }

    override var ownItems: [CALayer] { items }

    /// The force or impulse, in mass x points/s or /s²: UIKit's newton
    /// moves a mass of 1 (100 x 100 points at density 1) 100 points/s.
    var vector: CGPoint { CGPoint(x: pushDirection.dx * 100, y: pushDirection.dy * 100) }

    func offset(for item: CALayer) -> CGPoint { offsets[ObjectIdentifier(item)] ?? .zero }

    /// An instantaneous push has acted: it stays inactive until set again
    /// (quietly: the animator is stepping, nothing else changed).
    func didPush() {
        isActive = false
    }
}

/// A horizontal and vertical offset (UIKit's `UIOffset`).
public struct UIOffset: Equatable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init(horizontal: CGFloat, vertical: CGFloat) {
        (self.horizontal, self.vertical) = (horizontal, vertical)
    }

    public static let zero = UIOffset(horizontal: 0, vertical: 0)
}
