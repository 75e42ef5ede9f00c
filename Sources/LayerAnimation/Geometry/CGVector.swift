import Foundation

/// A two-dimensional vector (Core Graphics' `CGVector`, which Foundation on
/// Linux lacks): a velocity, a direction.
public struct CGVector: Sendable, Equatable, Hashable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init(dx: CGFloat, dy: CGFloat) {
        (self.dx, self.dy) = (dx, dy)
    }

    public static let zero = CGVector(dx: 0, dy: 0)
}
