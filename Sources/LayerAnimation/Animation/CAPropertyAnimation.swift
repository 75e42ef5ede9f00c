/// An animation of one key path of a layer.
open class CAPropertyAnimation: CAAnimation {
    /// The layer property to animate, such as `"position"` or `"transform.rotation.x"`.
    @exclusivity(unchecked) open var keyPath: String?
    /// Whether the animated value is added to the model value.
    @exclusivity(unchecked) open var isAdditive = false
    /// Whether each repeat starts where the previous one ended.
    @exclusivity(unchecked) open var isCumulative = false

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CAPropertyAnimation else { return }
        copy.keyPath = keyPath
        copy.isAdditive = isAdditive
        copy.isCumulative = isCumulative
    }
}
