/// An animation of one key path of a layer.
open class CAPropertyAnimation: CAAnimation {
    override var asPropertyAnimation: CAPropertyAnimation? { self }
    override var engineClass: CAAnimation.Type { CAPropertyAnimation.self }

    /// Every property's value in one struct (see ``CAAnimation``'s fields).
    struct PropertyFields {
        private(set) var keyPath: String?
        /// What the engine animates for `keyPath`, parsed at the first add
        /// and carried by copies (nil: not parsed yet; `.some(nil)`: a path
        /// the engine does not animate).
        private(set) var parsed: AnimatableKeyPath??
        var isAdditive = false
        var isCumulative = false
        var valueFunction: CAValueFunction?

        /// Sets the path; `parsed` when the caller already knows its parse.
        mutating func setKeyPath(_ path: String?, parsed: AnimatableKeyPath?? = nil) {
            (keyPath, self.parsed) = (path, parsed)
        }

        /// Keeps the parse of `keyPath`.
        mutating func remember(parse: AnimatableKeyPath?) { parsed = .some(parse) }
    }
    final var propertyFields = PropertyFields()

    /// What the engine animates for `keyPath`, parsed at the first add and
    /// kept. Parsed outside any access to the fields: a call the compiler
    /// cannot see through inside one keeps it from proving that accesses to
    /// them never overlap, and each then pays a dynamic exclusivity check.
    final func parsedKeyPath() -> AnimatableKeyPath? {
        if let parsed = propertyFields.parsed { return parsed }
        let parse = propertyFields.keyPath.flatMap(AnimatableKeyPath.init)
        propertyFields.remember(parse: parse)
        return parse
    }

    /// The layer property to animate, such as `"position"` or `"transform.rotation.x"`.
    open var keyPath: String? {
        get { propertyFields.keyPath }
        set { willChange(); propertyFields.setKeyPath(newValue) }
    }
    /// Whether the animated value is added to the model value.
    open var isAdditive: Bool {
        get { propertyFields.isAdditive }
        set { willChange(); propertyFields.isAdditive = newValue }
    }
    /// Whether each repeat starts where the previous one ended.
    open var isCumulative: Bool {
        get { propertyFields.isCumulative }
        set { willChange(); propertyFields.isCumulative = newValue }
    }

    /// Makes the transform this animation presents from the numbers it
    /// interpolates (transform key paths only; ignored elsewhere). Nil by default.
    open var valueFunction: CAValueFunction? {
        get { propertyFields.valueFunction }
        set { willChange(); propertyFields.valueFunction = newValue }
    }

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        copy.asPropertyAnimation?.propertyFields = propertyFields
    }

    /// `"keyPath"`, `"additive"` and `"cumulative"` by key, then the base's.
    override open func value(forKey key: String) -> Any? {
        switch key {
        case "keyPath": keyPath
        case "additive", "isAdditive": isAdditive
        case "cumulative", "isCumulative": isCumulative
        default: super.value(forKey: key)
        }
    }

    override open func setValue(_ value: Any?, forKey key: String) {
        switch (key, value) {
        case ("keyPath", nil): keyPath = nil
        case ("keyPath", let path as String): keyPath = path
        case ("additive", let flag as Bool), ("isAdditive", let flag as Bool): isAdditive = flag
        case ("cumulative", let flag as Bool), ("isCumulative", let flag as Bool): isCumulative = flag
        case ("keyPath", _), ("additive", _), ("isAdditive", _), ("cumulative", _), ("isCumulative", _):
            Self.refuse(value, forKey: key)
        default: super.setValue(value, forKey: key)
        }
    }
}
