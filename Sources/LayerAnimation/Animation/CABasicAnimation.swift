/// An animation between two values of one key path, following Apple's
/// from/to/by table (see the module overview).
open class CABasicAnimation: CAPropertyAnimation {
    /// The three values in one struct (see ``CAAnimation``'s fields), each
    /// also as a plain number when it is one: worked out once when set, so
    /// adding the animation (and every copy of it) need not open the `Any`.
    struct Values {
        private(set) var from: Any?, to: Any?, by: Any?
        private(set) var numbers = (from: NumberForm.absent, to: NumberForm.absent, by: NumberForm.absent)

        // Setters that classify the value they are given: a `didSet` would
        // copy it back out of storage first (~90 instructions a value).
        mutating func setFrom(_ value: Any?) { numbers.from = NumberForm(value); from = value }
        mutating func setTo(_ value: Any?) { numbers.to = NumberForm(value); to = value }
        mutating func setBy(_ value: Any?) { numbers.by = NumberForm(value); by = value }
    }

    /// A value as the compiler's fast path sees it.
    enum NumberForm {
        case absent
        /// A finite number of a numeric type.
        case number(Double)
        /// Anything else (left to the general path, which reports what is wrong).
        case other

        init(_ value: Any?) {
            guard let value else { self = .absent; return }
            guard let number = AnimatableValue.number(value), number.isFinite else { self = .other; return }
            self = .number(number)
        }
    }
    @exclusivity(unchecked) final var values = Values()

    open var fromValue: Any? {
        get { values.from }
        set { values.setFrom(newValue) }
    }
    open var toValue: Any? {
        get { values.to }
        set { values.setTo(newValue) }
    }
    open var byValue: Any? {
        get { values.by }
        set { values.setBy(newValue) }
    }

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        // `copy` was made by `type(of: self).init()`: the same class.
        unsafeDowncast(copy, to: CABasicAnimation.self).values = values
    }
}
