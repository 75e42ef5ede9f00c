import Foundation
import LayerAnimation

/// Makes its items collide, as their bounds rectangles rotated (UIKit's
/// `UICollisionBehavior`): with each other, with boundaries, or both.
/// Items of different collision behaviours do not collide with each other.
public final class CollisionBehavior: DynamicBehavior {
    public struct Mode: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let items = Mode(rawValue: 1 << 0)
        public static let boundaries = Mode(rawValue: 1 << 1)
        public static let everything: Mode = [.items, .boundaries]
    }

    public private(set) var items: [CALayer]
    public var collisionMode: Mode = .everything { didSet { changed() } }
    /// Whether the reference layer's bounds are a boundary (they follow its size).
    public var translatesReferenceBoundsIntoBoundary = false { didSet { changed() } }
    /// The boundaries added by identifier, each as segments.
    private var boundaries: [(identifier: AnyHashable, segments: [(CGPoint, CGPoint)])] = []

    public init(items: [CALayer] = []) {
        self.items = items
    }

    public func addItem(_ item: CALayer) {
        if items.appendIfAbsent(item) { changed() }
    }

    public func removeItem(_ item: CALayer) {
        items.removeAll { $0 === item }
        changed()
    }

    /// A straight boundary; an existing one with the same identifier is replaced.
    public func addBoundary(withIdentifier identifier: AnyHashable, from p1: CGPoint, to p2: CGPoint) {
        guard let p1 = DynamicsDiagnostics.finite(p1, "boundary point"),
              let p2 = DynamicsDiagnostics.finite(p2, "boundary point") else { return }
        setBoundary(identifier, [(p1, p2)])
    }

    /// A boundary along `path` (curves as 8 straight pieces each), in the
    /// reference layer's coordinates.
    public func addBoundary(withIdentifier identifier: AnyHashable, for path: CGPath) {
        setBoundary(identifier, Self.segments(of: path))
    }

    public func removeBoundary(withIdentifier identifier: AnyHashable) {
        boundaries.removeAll { $0.identifier == identifier }
        changed()
    }

    public func removeAllBoundaries() {
        boundaries.removeAll()
        changed()
    }

    public var boundaryIdentifiers: [AnyHashable]? {
        boundaries.isEmpty ? nil : boundaries.map(\.identifier)
    }

    override var ownItems: [CALayer] { items }

    /// Every boundary segment, the reference bounds' edges included.
    func boundarySegments(referenceBounds: CGRect?) -> [(CGPoint, CGPoint)] {
        var all = boundaries.flatMap(\.segments)
        if translatesReferenceBoundsIntoBoundary, let r = referenceBounds {
            let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                           CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
            for index in corners.indices { all.append((corners[index], corners[(index + 1) % 4])) }
        }
        return all
    }

    private func setBoundary(_ identifier: AnyHashable, _ segments: [(CGPoint, CGPoint)]) {
        boundaries.removeAll { $0.identifier == identifier }
        boundaries.append((identifier, segments))
        changed()
    }

    /// `path` as straight segments; non-finite points are dropped (the
    /// path type refuses them already).
    static func segments(of path: CGPath) -> [(CGPoint, CGPoint)] {
        var segments: [(CGPoint, CGPoint)] = []
        var current = CGPoint.zero, start = CGPoint.zero
        func line(to point: CGPoint) {
            if point != current { segments.append((current, point)) }
            current = point
        }
        path.applyWithBlock { element in
            let e = element.pointee
            switch e.type {
            case .moveToPoint:
                current = e.points[0]
                start = current
            case .addLineToPoint:
                line(to: e.points[0])
            case .addQuadCurveToPoint:
                let (p0, c, p1) = (current, e.points[0], e.points[1])
                for step in 1...8 {
                    let t = CGFloat(step) / 8, u = 1 - t
                    line(to: CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
                                     y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y))
                }
            case .addCurveToPoint:
                let (p0, c1, c2, p1) = (current, e.points[0], e.points[1], e.points[2])
                for step in 1...8 {
                    let t = CGFloat(step) / 8, u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    line(to: CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x,
                                     y: a * p0.y + b * c1.y + c * c2.y + d * p1.y))
                }
            case .closeSubpath:
                line(to: start)
            }
        }
        return segments.filter { $0.0.x.isFinite && $0.0.y.isFinite && $0.1.x.isFinite && $0.1.y.isFinite }
    }
}
