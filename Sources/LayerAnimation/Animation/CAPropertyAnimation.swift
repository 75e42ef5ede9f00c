/// An animation of one key path of a layer.
open class CAPropertyAnimation: CAAnimation {
    /// Every property's value in one struct (see ``CAAnimation``'s fields).
    struct PropertyFields {
        private(set) var keyPath: String?
        /// What the engine animates for `keyPath`, parsed at the first add
        /// and carried by copies (nil: not parsed yet; `.some(nil)`: a path
        /// the engine does not animate).
        private var parsed: AnimatableKeyPath??
        var isAdditive = false
        var isCumulative = false

        /// Sets the path; `parsed` when the caller already knows its parse.
        mutating func setKeyPath(_ path: String?, parsed: AnimatableKeyPath?? = nil) {
            (keyPath, self.parsed) = (path, parsed)
        }

        mutating func parsedKeyPath() -> AnimatableKeyPath? {
            if let parsed { return parsed }
            let keyPath = keyPath.flatMap(AnimatableKeyPath.init)
            parsed = .some(keyPath)
            return keyPath
        }
    }
    final var propertyFields = PropertyFields()

    /// The layer property to animate, such as `"position"` or `"transform.rotation.x"`.
    open var keyPath: String? {
        get { propertyFields.keyPath }
        set { propertyFields.setKeyPath(newValue) }
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
