/// An animation between two values of one key path, following Apple's
/// from/to/by table (see the module overview).
open class CABasicAnimation: CAPropertyAnimation {
    @exclusivity(unchecked) open var fromValue: Any?
    @exclusivity(unchecked) open var toValue: Any?
    @exclusivity(unchecked) open var byValue: Any?

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CABasicAnimation else { return }
        copy.fromValue = fromValue
        copy.toValue = toValue
        copy.byValue = byValue
    }
}
