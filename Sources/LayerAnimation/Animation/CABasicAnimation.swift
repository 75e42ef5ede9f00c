/// An animation between two values of one key path, following Apple's
/// from/to/by table (see the module overview).
open class CABasicAnimation: CAPropertyAnimation {
    /// The three values in one struct (see ``CAAnimation``'s fields).
    struct Values {
        var from: Any?, to: Any?, by: Any?
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
