/// An animation between two values of one key path, following Apple's
/// from/to/by table (see the module overview).
open class CABasicAnimation: CAPropertyAnimation {
    override var asBasicAnimation: CABasicAnimation? { self }
    override var engineClass: CAAnimation.Type { CABasicAnimation.self }

    /// The three values in one struct (see ``CAAnimation``'s fields), each
    /// classified once when set (``StoredValue``), so adding the animation
    /// (and every copy of it) need not open an `Any`.
    struct Values {
        private var stored = (from: StoredValue.absent, to: StoredValue.absent, by: StoredValue.absent)

        var from: Any? { stored.from.value }
        var to: Any? { stored.to.value }
        var by: Any? { stored.by.value }
        var numbers: (from: NumberForm, to: NumberForm, by: NumberForm) {
            (stored.from.numberForm, stored.to.numberForm, stored.by.numberForm)
        }

        /// Each value is classified first and swapped in: the old one, which
        /// may hold any object, is released after the access ends (see
        /// ``CAPropertyAnimation/parsedKeyPath()`` for why that matters).
        mutating func setFrom(_ value: inout StoredValue) { swap(&stored.from, &value) }
        mutating func setTo(_ value: inout StoredValue) { swap(&stored.to, &value) }
        mutating func setBy(_ value: inout StoredValue) { swap(&stored.by, &value) }

        /// Whether none of the three is set (an action to fill in).
        var areAllAbsent: Bool {
            stored.from.isAbsent && stored.to.isAbsent && stored.by.isAbsent
        }

        /// From `from` to `to`, with no `by`.
        mutating func setFromTo(_ from: StoredValue, _ to: StoredValue) {
            stored = (from, to, .absent)
        }
    }

    /// A value as the compiler's fast path sees it.
    enum NumberForm {
        case absent
        /// A finite number of a numeric type.
        case number(Double)
        /// Anything else (left to the general path, which reports what is wrong).
        case other
    }
    final var values = Values()

    open var fromValue: Any? {
        get { values.from }
        set {
            var value = StoredValue(newValue)
            willChange()
            values.setFrom(&value)
        }
    }
    open var toValue: Any? {
        get { values.to }
        set {
            var value = StoredValue(newValue)
            willChange()
            values.setTo(&value)
        }
    }
    open var byValue: Any? {
        get { values.by }
        set {
            var value = StoredValue(newValue)
            willChange()
            values.setBy(&value)
        }
    }

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        copy.asBasicAnimation?.values = values
    }

    /// `"fromValue"`, `"toValue"` and `"byValue"` by key, then the others.
    override open func value(forKey key: String) -> Any? {
        switch key {
        case "fromValue": fromValue
        case "toValue": toValue
        case "byValue": byValue
        default: super.value(forKey: key)
        }
    }

    override open func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "fromValue": fromValue = value
        case "toValue": toValue = value
        case "byValue": byValue = value
        default: super.setValue(value, forKey: key)
        }
    }
}
