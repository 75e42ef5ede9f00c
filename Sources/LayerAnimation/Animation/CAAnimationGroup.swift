/// Several animations played together in the group's local time, each cut
/// off at the group's duration. The children's delegates and
/// `isRemovedOnCompletion` are ignored.
open class CAAnimationGroup: CAAnimation {
    /// The animations played together, each in the group's time.
    // No dynamic exclusivity check, like `CAAnimation`'s fields: adding a
    // group reads this twice and writes it once on the copy.
    @exclusivity(unchecked) open var animations: [CAAnimation]?

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CAAnimationGroup else { return }
        // A child whose copy() override returns something else plays as itself.
        copy.animations = animations?.map { $0.animationCopy() ?? $0 }
    }
}
