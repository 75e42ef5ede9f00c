/// A path with the stroke settings that go with it (UIKit's
/// `UIBezierPath`), on the engine's `CGMutablePath`. Points are in a y-down
/// space: an arc drawn `clockwise` looks clockwise on screen. Non-finite
/// points are refused by the path, each with one diagnostic.
open class UIBezierPath: NSObject, @unchecked Sendable {
    /// The path as built so far (`cgPath` hands out a copy).
    var path: CGMutablePath

    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    open var miterLimit: CGFloat = 10
    open var flatness: CGFloat = 0.6
    open var usesEvenOddFillRule = false

    public override init() {
        path = CGMutablePath()
        super.init()
    }

    public init(cgPath: CGPath) {
        path = cgPath.mutableCopy() ?? CGMutablePath()
        super.init()
    }

    /// A move to the rectangle's top-left corner, three lines clockwise, a close.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// The inscribed ellipse: from its rightmost point, four quarter curves
    /// through the bottom, a close (strokes start at 3 o'clock).
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// An arc from `startAngle` to `endAngle` (radians from +x toward +y).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A rectangle with iOS 7's continuous corners of `cornerRadius` (see `ContinuousCorners`).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        ContinuousCorners.add(rect.standardized, radius: cornerRadius, to: path)
    }

    /// A rectangle with circular arcs of `cornerRadii.width` at `corners`
    /// (the height is ignored, as on iOS), at most half the shorter side.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        CircularCorners.add(rect.standardized, radius: cornerRadii.width, corners: corners, to: path)
    }

    // MARK: Building

    public var cgPath: CGPath {
        get { path.copy() }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    public var currentPoint: CGPoint { path.currentPoint }
    public var isEmpty: Bool { path.isEmpty }
    /// The box around every point, control points included.
    public var bounds: CGRect { path.boundingBox }

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// An arc, after a line from the current point to its start; `clockwise`
    /// as seen on a y-down screen (toward increasing angles).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        // Core Graphics' flag means the opposite in a y-down space.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path = CGMutablePath() }
    open func append(_ other: UIBezierPath) { path.addPath(other.path) }
    open func apply(_ transform: CGAffineTransform) {
        var transform = transform
        path = path.mutableCopy(using: &transform) ?? path
    }

    /// The same outline run backwards (each subpath from its end).
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath(cgPath: PathReversal.reversed(path))
        reversed.copyStroke(from: self)
        return reversed
    }

    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    func copyStroke(from other: UIBezierPath) {
        (lineWidth, lineCapStyle, lineJoinStyle, miterLimit, flatness, usesEvenOddFillRule) =
            (other.lineWidth, other.lineCapStyle, other.lineJoinStyle, other.miterLimit, other.flatness,
             other.usesEvenOddFillRule)
    }
}

/// The corners `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners = UIRectCorner(rawValue: ~0)
}
