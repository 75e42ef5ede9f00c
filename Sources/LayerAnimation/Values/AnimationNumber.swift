import Foundation

/// Numbers as animations take them: any of Core Animation's numeric
/// types, converted once, and blended without overflow.
enum AnimationNumber {
    /// A number of any of the types Core Animation accepts.
    static func of(_ value: Any) -> Double? {
        // Opened, the common types are told apart by their type metadata
        // (``StoredValue/unboxed(_:)``), paid for every value added.
        _openExistential(value, do: openedNumber)
    }

    /// `value` as a number, cast type by type (for values not yet opened).
    static func cast(_ value: Any) -> Double? {
        switch value {
        case let v as Double: v
        case let v as CGFloat: Double(v)
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case let v as Int8: Double(v)
        case let v as Int16: Double(v)
        case let v as Int32: Double(v)
        case let v as Int64: Double(v)
        case let v as UInt: Double(v)
        case let v as UInt8: Double(v)
        case let v as UInt16: Double(v)
        case let v as UInt32: Double(v)
        case let v as UInt64: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }

    /// `p + (q - p) t`, or where `q - p` overflows (ends near opposite
    /// extremes), the same blend as `p (1 - t) + q t`, which does not.
    @inline(__always)
    static func mix(_ p: Double, _ q: Double, _ t: Double) -> Double {
        let delta = q - p
        return delta.isFinite ? p + delta * t : p * (1 - t) + q * t
    }
}

/// ``AnimationNumber/of(_:)`` with the value's type known (a free
/// function: the compiler cannot open an existential into a static method).
private func openedNumber<T>(_ value: T) -> Double? {
    StoredValue.unboxed(value)?.number ?? AnimationNumber.cast(value)
}
