import Foundation
import LayerAnimation

/// What the user did, as a window hands it to a program: typed keys and
/// pointer positions in the window's points, never SDL codes or strings.
public enum InputEvent {
    /// A key went down (again while held: repeats arrive as more presses).
    case keyDown(KeyPress)
    case keyUp(KeyPress)
    /// Text typed, after the keyboard layout and input method.
    case text(String)
    case pointerDown(PointerEvent)
    /// The pointer moved, with or without a button held.
    case pointerMoved(PointerEvent)
    case pointerUp(PointerEvent)
    /// A scroll: positive `dy` away from the user (scrolling up), positive `dx` to the right.
    case wheel(dx: Double, dy: Double, at: CGPoint)
    /// The window's new size in points (the root layer already fills it).
    case resize(CGSize)
    /// The user asked to close the window.
    case close
    /// A finger on a touch screen went down, moved or lifted.
    case touch(TouchEvent)
    /// The window stopped receiving input (another window took it): touches end there.
    case focusLost
}

/// One finger's event on a touch screen.
public struct TouchEvent: Equatable, Sendable {
    public enum Phase: Equatable, Sendable { case began, moved, ended }

    /// Which finger: the same for its whole touch.
    public var id: Int
    public var phase: Phase
    /// In the window's points.
    public var location: CGPoint

    public init(id: Int, phase: Phase, location: CGPoint) {
        (self.id, self.phase, self.location) = (id, phase, location)
    }
}

/// A pointer event: where, which button, and the layer under it.
public struct PointerEvent {
    public enum Button: Equatable, Sendable { case primary, middle, secondary, other(Int) }

    /// In the window's points, from its top left corner.
    public var location: CGPoint
    /// The button that went down or up; for a move, the first button held (nil: none).
    public var button: Button?
    /// 1 for a single click, 2 for a double click, and so on (0 for a move).
    public var clickCount: Int
    /// The deepest layer under the pointer: the root layer's `hitTest` (model geometry, as Apple's).
    public var layer: CALayer?
    /// Whether Shift was held (a Shift-click steps ten times in the Snowman panel).
    public var shift: Bool
    /// Made by the system from a finger on a touch screen (which also arrives as a ``InputEvent/touch(_:)``).
    public var isFromTouch = false

    public init(location: CGPoint, button: Button?, clickCount: Int = 1, layer: CALayer? = nil, shift: Bool = false) {
        (self.location, self.button, self.clickCount, self.layer, self.shift) = (location, button, clickCount, layer, shift)
    }
}
