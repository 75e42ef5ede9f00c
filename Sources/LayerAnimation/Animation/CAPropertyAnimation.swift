/// An animation of one key path of a layer.
open class CAPropertyAnimation: CAAnimation {
    /// Every property's value in one struct (see ``CAAnimation``'s fields).
    struct PropertyFields {
        var keyPath: String?
        var isAdditive = false
        var isCumulative = false
    }
    final var propertyFields = PropertyFields()

    /// The layer property to animate, such as `"position"` or `"transform.rotation.x"`.
    open var keyPath: String? {
        get { propertyFields.keyPath }
        set { propertyFields.keyPath = newValue }
    }
    /// Whether the animated value is added to the model value.
    open var isAdditive: Bool {
        get { propertyFields.isAdditive }
        set { propertyFields.isAdditive = newValue }
    }
    /// Whether each repeat starts where the previous one ended.
    open var isCumulative: Bool {
        get { propertyFields.isCumulative }
        set { propertyFields.isCumulative = newValue }
    }

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        (copy as? CAPropertyAnimation)?.propertyFields = propertyFields
    }
}
