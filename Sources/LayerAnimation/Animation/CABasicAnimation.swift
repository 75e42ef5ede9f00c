/// An animation between two values of one key path, following Apple's
/// from/to/by table (see the module overview).
open class CABasicAnimation: CAPropertyAnimation {
    /// The three values in one struct (see ``CAAnimation``'s fields), each
    /// also as a plain number when it is one: worked out once when set, so
    /// adding the animation (and every copy of it) need not open the `Any`.
    struct Values {
        var from: Any? { didSet { numbers.from = NumberForm(from) } }
        var to: Any? { didSet { numbers.to = NumberForm(to) } }
        var by: Any? { didSet { numbers.by = NumberForm(by) } }
        private(set) var numbers = (from: NumberForm.absent, to: NumberForm.absent, by: NumberForm.absent)
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
        set { values.from = newValue }
    }
    open var toValue: Any? {
        get { values.to }
        set { values.to = newValue }
    }
    open var byValue: Any? {
        get { values.by }
        set { values.by = newValue }
    }

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        // `copy` was made by `type(of: self).init()`: the same class.
        unsafeDowncast(copy, to: CABasicAnimation.self).values = values
    }
}
