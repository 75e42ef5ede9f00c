import Foundation

/// A basic animation's `fromValue`, `toValue` or `byValue` as stored: the
/// common number types unboxed, anything else in a shared box. Nine bytes
/// instead of a 32-byte `Any`, and copied without calling into its type:
/// every added animation is copied, for every layer it is added to.
enum StoredValue {
    case absent
    case double(Double)
    case cgFloat(CGFloat)
    case float(Float)
    case int(Int)
    case other(Boxed)

    /// Any other value, with its number when it is one of another type
    /// (`Int32`, `NSNumber`...), worked out once.
    final class Boxed: @unchecked Sendable {
        let value: Any
        let number: Double?

        init(_ value: Any, number: Double?) {
            (self.value, self.number) = (value, number)
        }
    }

    init(_ value: Any?) {
        guard let value else { self = .absent; return }
        self = _openExistential(value, do: openedStoredValue)
    }

    var isAbsent: Bool {
        if case .absent = self { return true }
        return false
    }

    /// The value as it was set, of the type it was set with.
    var value: Any? {
        switch self {
        case .absent: nil
        case .double(let number): number
        case .cgFloat(let number): number
        case .float(let number): number
        case .int(let number): number
        case .other(let box): box.value
        }
    }

    /// `value` as one of the unboxed cases when its type is exactly one of
    /// theirs (told apart by comparing type metadata first, so only a
    /// matching value is cast); nil for any other type.
    @inline(__always)
    static func unboxed<T>(_ value: T) -> StoredValue? {
        if T.self == Double.self, let number = value as? Double { return .double(number) }
        if T.self == CGFloat.self, let number = value as? CGFloat { return .cgFloat(number) }
        if T.self == Float.self, let number = value as? Float { return .float(number) }
        if T.self == Int.self, let number = value as? Int { return .int(number) }
        return nil
    }

    /// The value as a number (finite or not); nil when absent or not a number.
    var number: Double? {
        switch self {
        case .absent: nil
        case .double(let value): value
        case .cgFloat(let value): Double(value)
        case .float(let value): Double(value)
        case .int(let value): Double(value)
        case .other(let box): box.number
        }
    }

    /// The value as the compiler's fast path sees it.
    var numberForm: CABasicAnimation.NumberForm {
        guard let number else {
            if case .absent = self { return .absent }
            return .other
        }
        return number.isFinite ? .number(number) : .other
    }
}

/// ``StoredValue/init(_:)`` with the value's type known (a free function:
/// the compiler cannot open an existential into a static method). Exact
/// types only: `as?` would also unwrap optionals and bridge.
private func openedStoredValue<T>(_ value: T) -> StoredValue {
    if let unboxed = StoredValue.unboxed(value) { return unboxed }
    // Only numbers and NSNumber can be numbers: asking a colour, point or
    // transform each numeric type in turn costs a dozen failed casts. The
    // values animations hold most are told apart by their type first:
    // asking the runtime for a conformance costs more than the rest of the set.
    if T.self == CGPoint.self || T.self == CGColor.self || T.self == CGSize.self || T.self == CGRect.self
        || T.self == CATransform3D.self {
        return .other(StoredValue.Boxed(value, number: nil))
    }
    let mayBeNumber = T.self is any Numeric.Type || T.self is NSNumber.Type
    return .other(StoredValue.Boxed(value, number: mayBeNumber ? AnimationNumber.cast(value) : nil))
}
