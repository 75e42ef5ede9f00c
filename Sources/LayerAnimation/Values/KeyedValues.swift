/// Values a layer or an animation holds for keys that are not its
/// properties (Apple's objects hold a value for any key).
///
/// Worked on as a local value: the owner swaps its dictionary out, changes
/// it here and swaps it back, so no dictionary call (which may release a
/// value and run any code) happens inside an access to the stored property.
/// The compiler can then prove that no two accesses to it overlap and drops
/// the run-time exclusivity check each one would pay, copies included.
enum KeyedValues {
    /// The value held for `key`, if any.
    static func value(forKey key: String, in values: [String: Any]?) -> Any? {
        values?[key]
    }

    /// Holds `value` for `key` (nil removes it); `values` stays nil until the
    /// first value and goes back to nil when the last one is removed.
    static func set(_ value: Any?, forKey key: String, in values: inout [String: Any]?) {
        guard let value else {
            values?[key] = nil
            if values?.isEmpty == true { values = nil }
            return
        }
        if values == nil { values = [:] }
        values?[key] = value
    }
}
