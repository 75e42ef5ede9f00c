import Foundation

/// Tells a tap from a drag: a press becomes a drag once the pointer has
/// moved 4 points from where it went down; released before that, it was a tap.
public struct PressTracker {
    public enum Gesture: Equatable {
        case dragBegan(at: CGPoint), dragMoved(to: CGPoint), dragEnded(at: CGPoint), tap(at: CGPoint)
    }

    /// Points the pointer moves before a press is a drag.
    public static let slop: CGFloat = 4
    private var press: (point: CGPoint, dragging: Bool)?

    public init() {}

    public var isDragging: Bool { press?.dragging ?? false }

    public mutating func down(at point: CGPoint) { press = (point, false) }

    /// What a move means: nothing (no press, or still within the slop), a drag beginning then moving, or moving on.
    public mutating func moved(to point: CGPoint) -> [Gesture] {
        guard var current = press else { return [] }
        var gestures: [Gesture] = []
        if !current.dragging && hypot(point.x - current.point.x, point.y - current.point.y) >= Self.slop {
            current.dragging = true
            gestures.append(.dragBegan(at: current.point))
        }
        if current.dragging { gestures.append(.dragMoved(to: point)) }
        press = current
        return gestures
    }

    /// The release: a drag's end, or a tap where the press began; nil without a press.
    public mutating func up(at point: CGPoint) -> Gesture? {
        guard let current = press else { return nil }
        press = nil
        return current.dragging ? .dragEnded(at: point) : .tap(at: current.point)
    }

    /// Ends a press without a gesture (its scene was hidden); a drag under
    /// way ends where it began its last move.
    public mutating func cancel() -> Gesture? {
        defer { press = nil }
        guard let current = press, current.dragging else { return nil }
        return .dragEnded(at: current.point)
    }
}
