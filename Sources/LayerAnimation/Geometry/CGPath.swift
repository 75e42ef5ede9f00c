import Foundation

/// What one element of a path does (Core Graphics' names).
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

/// One element as ``CGPath/applyWithBlock(_:)`` hands it over: its type and
/// its points (1 for a move or line, 2 for a quadratic curve, control
/// first, 3 for a cubic, none for a close). Valid only inside the block.
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>
}

/// How a fill decides what is inside: nonzero winding, or even-odd crossings.
public enum CGPathFillRule: Int, Sendable {
    case winding, evenOdd
}

/// An immutable path of lines and Bézier curves in subpaths (Core Graphics'
/// `CGPath`; ``CGMutablePath`` builds one). Arcs and ellipses are stored as
/// cubic Béziers of at most 90° each, as Core Graphics does.
open class CGPath: @unchecked Sendable, Equatable, CustomStringConvertible {
    /// One element, with its points already transformed.
    enum Element: Equatable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case quad(control: CGPoint, end: CGPoint)
        case cubic(control1: CGPoint, control2: CGPoint, end: CGPoint)
        case close
    }

    /// Never changed once the path is shared (``CGMutablePath`` changes its own).
    var elements: [Element] = []

    init(elements: [Element]) {
        self.elements = elements
    }

    /// A rectangle: a move, three lines and a close.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// An ellipse inscribed in `rect`: a move, four curves and a close.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A rectangle with elliptical corners of the given width and height.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.elements == rhs.elements
    }

    public var description: String { "CGPath(\(elements.count) elements)" }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Where the next element would start: the last end point, or the start
    /// of the subpath a close ended; zero for an empty path.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p): (start, current) = (p, p)
            case .line(let p), .quad(_, let p), .cubic(_, _, let p): current = p
            case .close: current = start
            }
        }
        return current
    }

    /// The smallest rectangle holding every point, control points
    /// included; `CGRect.null` for an empty path.
    public var boundingBox: CGRect {
        var box = BoundingBox()
        for element in elements {
            switch element {
            case .move(let p), .line(let p): box.add(p)
            case .quad(let c, let p): box.add(c); box.add(p)
            case .cubic(let c1, let c2, let p): box.add(c1); box.add(c2); box.add(p)
            case .close: break
            }
        }
        return box.rect
    }

    /// The smallest rectangle holding the path itself: curves by their
    /// extreme points, not their control points; `CGRect.null` when empty.
    public var boundingBoxOfPath: CGRect {
        var box = BoundingBox()
        forEachSegment(onMove: { box.add($0) }) { segment in
            box.add(segment.end)
            segment.forEachExtremeParameter { box.add(segment.point(at: $0)) }
        }
        return box.rect
    }

    /// Whether `point` is inside the filled path by `rule`; every subpath
    /// counts as closed, as a fill closes it. `transform` applies to the path.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        let target = transform.isIdentity ? point : point.applying(transform.inverted())
        var winding = 0
        func crossing(_ a: CGPoint, _ b: CGPoint) {
            // Nonzero winding: upward edges count +1, downward -1, where the
            // horizontal ray to the right of the point crosses them.
            if a.y <= target.y {
                if b.y > target.y && cross(a, b, target) > 0 { winding += 1 }
            } else if b.y <= target.y && cross(a, b, target) < 0 {
                winding -= 1
            }
        }
        var start = CGPoint.zero, current = CGPoint.zero
        forEachSegment(onMove: { p in
            crossing(current, start)  // the fill closes the previous subpath
            (start, current) = (p, p)
        }) { segment in
            segment.flatten { a, b in crossing(a, b) }
            current = segment.end
        }
        crossing(current, start)
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    /// A copy with `transform` applied to every point (nil: unchanged).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(elements: transform.map { t in elements.map { $0.applying(t.pointee) } } ?? elements)
    }

    /// An immutable copy.
    public func copy() -> CGPath { CGPath(elements: elements) }

    /// A mutable copy, optionally transformed.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>? = nil) -> CGMutablePath? {
        let copy = CGMutablePath()
        copy.elements = transform.map { t in elements.map { $0.applying(t.pointee) } } ?? elements
        return copy
    }

    /// Calls `block` with each element in order, as Core Graphics does.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        withUnsafeTemporaryAllocation(of: CGPoint.self, capacity: 3) { buffer in
            buffer.initialize(repeating: .zero)
            for element in elements {
                let type: CGPathElementType
                switch element {
                case .move(let p): (type, buffer[0]) = (.moveToPoint, p)
                case .line(let p): (type, buffer[0]) = (.addLineToPoint, p)
                case .quad(let c, let p): (type, buffer[0], buffer[1]) = (.addQuadCurveToPoint, c, p)
                case .cubic(let c1, let c2, let p): (type, buffer[0], buffer[1], buffer[2]) = (.addCurveToPoint, c1, c2, p)
                case .close: type = .closeSubpath
                }
                var element = CGPathElement(type: type, points: buffer.baseAddress!)
                withUnsafePointer(to: &element) { block($0) }
            }
        }
    }

    /// Every drawn segment, with its start (moves and closes handled here).
    func forEachSegment(onMove: (CGPoint) -> Void = { _ in }, _ body: (PathSegment) -> Void) {
        var start = CGPoint.zero, current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                onMove(p)
                (start, current) = (p, p)
            case .line(let p):
                body(PathSegment(start: current, control1: nil, control2: nil, end: p))
                current = p
            case .quad(let c, let p):
                // The quadratic raised to a cubic: the same curve.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                body(PathSegment(start: current, control1: c1, control2: c2, end: p))
                current = p
            case .cubic(let c1, let c2, let p):
                body(PathSegment(start: current, control1: c1, control2: c2, end: p))
                current = p
            case .close:
                if current != start { body(PathSegment(start: current, control1: nil, control2: nil, end: start)) }
                current = start
            }
        }
    }
}

/// The z of `(b - a) x (p - a)`: positive when `p` is left of a→b in y-up terms.
private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
}

extension CGPath.Element {
    func applying(_ t: CGAffineTransform) -> CGPath.Element {
        switch self {
        case .move(let p): .move(p.applying(t))
        case .line(let p): .line(p.applying(t))
        case .quad(let c, let p): .quad(control: c.applying(t), end: p.applying(t))
        case .cubic(let c1, let c2, let p): .cubic(control1: c1.applying(t), control2: c2.applying(t), end: p.applying(t))
        case .close: .close
        }
    }
}

/// A growing rectangle around points; `CGRect.null` until one is added.
struct BoundingBox {
    private var minX = CGFloat.infinity, minY = CGFloat.infinity
    private var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ p: CGPoint) {
        (minX, minY, maxX, maxY) = (min(minX, p.x), min(minY, p.y), max(maxX, p.x), max(maxY, p.y))
    }

    var rect: CGRect {
        minX <= maxX ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }
}

/// A line (no controls) or a cubic Bézier from `start` to `end`.
struct PathSegment {
    var start: CGPoint, control1: CGPoint?, control2: CGPoint?, end: CGPoint

    /// The point at parameter `t` in 0...1.
    func point(at t: CGFloat) -> CGPoint {
        guard let c1 = control1, let c2 = control2 else {
            return CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
        }
        let u = 1 - t
        let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(x: w0 * start.x + w1 * c1.x + w2 * c2.x + w3 * end.x,
                       y: w0 * start.y + w1 * c1.y + w2 * c2.y + w3 * end.y)
    }

    /// Calls `body` with each parameter in (0, 1) where x or y turns: roots
    /// of the derivative, a quadratic per coordinate, x's first. Handed
    /// over, not collected: a shape redrawn every frame (a colour fading)
    /// measured every curve of its path, four arrays a curve.
    func forEachExtremeParameter(_ body: (CGFloat) -> Void) {
        guard let c1 = control1, let c2 = control2 else { return }
        func roots(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) {
            func found(_ t: CGFloat) { if t > 0 && t < 1 { body(t) } }
            // B'(t)/3 = a t^2 + b t + c.
            let a = -p0 + 3 * p1 - 3 * p2 + p3, b = 2 * (p0 - 2 * p1 + p2), c = p1 - p0
            if abs(a) < 1e-12 {
                if abs(b) >= 1e-12 { found(-c / b) }
                return
            }
            let discriminant = b * b - 4 * a * c
            guard discriminant >= 0 else { return }
            let root = discriminant.squareRoot()
            found((-b + root) / (2 * a))
            found((-b - root) / (2 * a))
        }
        roots(start.x, c1.x, c2.x, end.x)
        roots(start.y, c1.y, c2.y, end.y)
    }

    /// The segment as straight pieces, each handed to `body`: curves cut
    /// into pieces of at most 1/4 unit of their control polygon's length
    /// (at most 256), lines whole.
    func flatten(_ body: (CGPoint, CGPoint) -> Void) {
        guard let c1 = control1, let c2 = control2 else { return body(start, end) }
        func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }
        let length = distance(start, c1) + distance(c1, c2) + distance(c2, end)
        let pieces = length.isFinite ? Int(min(max((length * 4).rounded(.up), 1), 256)) : 1
        var previous = start
        for index in 1...pieces {
            let next = index == pieces ? end : point(at: CGFloat(index) / CGFloat(pieces))
            body(previous, next)
            previous = next
        }
    }
}
