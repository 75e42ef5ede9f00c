import Foundation

/// The media time at which an outermost transaction committed: the begin
/// time of every implicit animation it carries.
///
/// Each such animation's entry holds this object until its layer has
/// turned the time into its own local begin time. A layer does that at its
/// next frame evaluation, or earlier when something reads its animations
/// or a clock or the tree is about to change (``TransactionStack``): the
/// value is the same as at the commit, because no clock has moved since.
/// The commit itself only stamps the time, instead of visiting every
/// changed layer a second time over cold memory.
final class CommitTime {
    /// The commit's media time; nil while the transaction is open.
    var mediaTime: CFTimeInterval?
    /// How many animation entries still wait to learn it.
    var waitingEntries = 0
    /// The last superlayer whose local time at the commit was worked out,
    /// and that time: siblings share it (no clock changes while entries
    /// wait, so it stays right). Held weakly: a cache must not keep a
    /// dropped tree alive.
    private weak var lastParent: CALayer?
    private var lastParentTime: CFTimeInterval = 0

    /// The commit's time in the time space of `parent` (nil: absolute).
    func time(in parent: CALayer?) -> CFTimeInterval? {
        guard let mediaTime, let parent else { return mediaTime }
        if lastParent === parent { return lastParentTime }
        let time = parent.convertTime(mediaTime, from: nil)
        (lastParent, lastParentTime) = (parent, time)
        return time
    }
}
