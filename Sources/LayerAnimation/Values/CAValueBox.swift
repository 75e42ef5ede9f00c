import Foundation

/// An `NSValue` holding a transform. swift-corelibs-foundation boxes only
/// points, sizes, rectangles and ranges (`NSValue(bytes:objCType:)` traps
/// on other structs), so transforms get a subclass of their own; code sees
/// a plain `NSValue` and reads it back with `caTransform3DValue` or
/// `cgAffineTransformValue`.
final class CAValueBox: NSValue, @unchecked Sendable {
    enum Content: Equatable {
        case transform3D(CATransform3D)
        case affineTransform(CGAffineTransform)
    }

    let content: Content

    init(_ content: Content) {
        self.content = content
        super.init()
    }

    /// Required by `NSValue`; raw bytes never describe our content, so this is the identity.
    required convenience init(bytes value: UnsafeRawPointer, objCType type: UnsafePointer<Int8>) {
        self.init(.transform3D(CATransform3DIdentity))
    }

    required init?(coder aDecoder: NSCoder) { nil }

    private static let transform3DType = "{CATransform3D=dddddddddddddddd}"
    private static let affineType = "{CGAffineTransform=dddddd}"
    /// Kept for the process's life: `objCType` hands out a pointer. Never
    /// written after it is made, so sharing it between threads is safe.
    nonisolated(unsafe) private static let typeNames: (UnsafePointer<Int8>, UnsafePointer<Int8>) =
        (UnsafePointer(strdup(transform3DType)!), UnsafePointer(strdup(affineType)!))

    override var objCType: UnsafePointer<Int8> {
        if case .transform3D = content { return Self.typeNames.0 }
        return Self.typeNames.1
    }

    override func getValue(_ value: UnsafeMutableRawPointer) {
        switch content {
        case .transform3D(var t): withUnsafeBytes(of: &t) { value.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        case .affineTransform(var t): withUnsafeBytes(of: &t) { value.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        }
    }

    override func isEqual(_ object: Any?) -> Bool { (object as? CAValueBox)?.content == content }

    override var hash: Int {
        switch content {
        case .transform3D(let t): t.hashValue
        case .affineTransform(let t): t.hashValue
        }
    }

    override var description: String {
        switch content {
        case .transform3D(let t): "\(t)"
        case .affineTransform(let t): "\(t)"
        }
    }
}

/// Lets `NSValue`'s own initializers return our subclass (`self = ...`
/// works only in a protocol extension's initializer).
public protocol _CAValueBoxing {}
extension NSValue: _CAValueBoxing {}

extension _CAValueBoxing where Self: NSValue {
    /// A boxed 3D transform, as Apple's QuartzCore adds to `NSValue`.
    public init(caTransform3D t: CATransform3D) {
        self = CAValueBox(.transform3D(t)) as! Self
    }

    /// A boxed affine transform, as Apple's UIKit adds to `NSValue`.
    public init(cgAffineTransform t: CGAffineTransform) {
        self = CAValueBox(.affineTransform(t)) as! Self
    }
}

extension NSValue {
    /// Apple's spelling of `NSValue(point:)`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// Apple's spelling of `NSValue(size:)`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// Apple's spelling of `NSValue(rect:)`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgRectValue: CGRect { rectValue }

    /// The boxed transform; the identity when the value holds something else (as Apple's zeroes).
    public var caTransform3DValue: CATransform3D {
        switch (self as? CAValueBox)?.content {
        case .transform3D(let t)?: t
        case .affineTransform(let t)?: CATransform3DMakeAffineTransform(t)
        case nil: CATransform3DIdentity
        }
    }

    /// The boxed affine transform; the identity when the value holds something else.
    public var cgAffineTransformValue: CGAffineTransform {
        switch (self as? CAValueBox)?.content {
        case .affineTransform(let t)?: t
        case .transform3D(let t)?: CATransform3DGetAffineTransform(t)
        case nil: CGAffineTransform()
        }
    }
}

/// Geometry as animations and key-value coding take it: the raw struct,
/// or an `NSValue` boxing one (decided by what the value holds, so a
/// boxed size never passes for a point).
enum BoxedGeometry {
    static func point(_ value: Any) -> CGPoint? {
        ExactType.cast(value, to: CGPoint.self) ?? boxed(value) as? CGPoint
    }

    static func size(_ value: Any) -> CGSize? {
        ExactType.cast(value, to: CGSize.self) ?? boxed(value) as? CGSize
    }

    static func rect(_ value: Any) -> CGRect? {
        ExactType.cast(value, to: CGRect.self) ?? boxed(value) as? CGRect
    }

    /// A 3D transform, or an affine one made 3D.
    static func transform(_ value: Any) -> CATransform3D? {
        if let t = value as? CATransform3D { return t }
        if let t = value as? CGAffineTransform { return CATransform3DMakeAffineTransform(t) }
        guard let box = value as? CAValueBox else { return nil }
        return box.caTransform3DValue
    }

    /// The struct Foundation's `NSValue(point:)`, `(size:)` or `(rect:)`
    /// boxed, read from the box itself: its `objCType` would say which,
    /// but swift-corelibs-foundation allocates that string on every call
    /// and never frees it. Nil for numbers and anything else.
    private static func boxed(_ value: Any) -> Any? {
        guard let boxed = value as? NSValue, !(boxed is NSNumber), !(boxed is CAValueBox) else { return nil }
        return Mirror(reflecting: boxed).children.first { $0.label == "_value" }?.value
    }
}
