/// An animation between two values of one key path, following Apple's
/// from/to/by table (see the module overview).
open class CABasicAnimation: CAPropertyAnimation {
    /// The three values in one struct (see ``CAAnimation``'s fields), each
    /// also as a plain number when it is one: worked out once when set, so
    /// adding the animation (and every copy of it) need not open the `Any`.
    struct Values {
        private(set) var from: Any?, to: Any?, by: Any?
        // Each value's number form, packed as three numbers and three one-byte
        // kinds (27 bytes, where three `NumberForm`s take 41): the animation
        // object, copied for every layer it is added to, fits a smaller block.
        private var plain: (from: Double, to: Double, by: Double) = (0, 0, 0)
        private var kinds: (from: NumberForm.Kind, to: NumberForm.Kind, by: NumberForm.Kind) = (.absent, .absent, .absent)

        var numbers: (from: NumberForm, to: NumberForm, by: NumberForm) {
            (NumberForm(kinds.from, plain.from), NumberForm(kinds.to, plain.to), NumberForm(kinds.by, plain.by))
        }

        // Setters that classify the value they are given: a `didSet` would
        // copy it back out of storage first (~90 instructions a value).
        mutating func setFrom(_ value: Any?) { (kinds.from, plain.from) = NumberForm.classify(value); from = value }
        mutating func setTo(_ value: Any?) { (kinds.to, plain.to) = NumberForm.classify(value); to = value }
        mutating func setBy(_ value: Any?) { (kinds.by, plain.by) = NumberForm.classify(value); by = value }
    }

    /// A value as the compiler's fast path sees it.
    enum NumberForm {
        case absent
        /// A finite number of a numeric type.
        case number(Double)
        /// Anything else (left to the general path, which reports what is wrong).
        case other

        enum Kind: UInt8 { case absent, number, other }

        init(_ kind: Kind, _ number: Double) {
            switch kind {
            case .absent: self = .absent
            case .number: self = .number(number)
            case .other: self = .other
            }
        }

        static func classify(_ value: Any?) -> (Kind, Double) {
            guard let value else { return (.absent, 0) }
            guard let number = AnimatableValue.number(value), number.isFinite else { return (.other, 0) }
            return (.number, number)
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
