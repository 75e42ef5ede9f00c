/// Several animations played together in the group's local time, each cut
/// off at the group's duration. A child whose `duration` is 0 takes the
/// group's. The children's delegates and `isRemovedOnCompletion` are ignored.
open class CAAnimationGroup: CAAnimation {
    override var asGroup: CAAnimationGroup? { self }
    override var engineClass: CAAnimation.Type { CAAnimationGroup.self }

    /// The animations played together, each in the group's time.
    open var animations: [CAAnimation]? {
        get { storedAnimations }
        set { storedAnimations = newValue }
    }
    /// Internal, so the compiler sees every access and drops the run-time
    /// exclusivity check a public stored property pays at each read.
    final var storedAnimations: [CAAnimation]?

    /// The most animations one tree of groups may hold, counting an
    /// animation again each time it appears: copying more would take
    /// unbounded time and memory (a group listing another twice, 64 deep,
    /// stands for 2^64 animations).
    static let maximumTreeSize = 100_000

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy.asGroup else { return }
        if let problem = structureProblem() {
            CADiagnostics.report(CADiagnostic(animationKey: nil, keyPath: nil, message: "\(problem); the copy has no animations"))
            copy.animations = nil
            return
        }
        // A child whose copy() override returns something else plays as itself.
        copy.animations = animations?.map { $0.animationCopy() ?? $0 }
    }
}

extension CAAnimation {
    /// Why a copy of this animation could not be made or played: a group
    /// that contains itself, or a tree of groups too large to copy. Nil
    /// for every animation that is not a group, or a sound one.
    func structureProblem() -> String? {
        guard let group = asGroup else { return nil }
        // The common group holds no groups: nothing to remember.
        guard group.animations?.contains(where: { $0.asGroup != nil }) == true else {
            return (group.animations?.count ?? 0) < CAAnimationGroup.maximumTreeSize ? nil : Self.tooLarge
        }
        var walk = GroupWalk()
        return walk.problem(in: group)
    }

    fileprivate static let tooLarge = "the group holds more than \(CAAnimationGroup.maximumTreeSize) animations"
}

/// A depth-first walk over a tree of groups that finds cycles (a group met
/// again while inside it), trees nested too deep to walk safely, and trees
/// too large to copy. Every occurrence of a shared group is walked: the
/// walk stops once the count passes the largest tree a copy may hold, so it
/// costs no more than the copy it guards, and it allocates nothing but the
/// path (a set and a table of sizes per walk cost more than the walk).
private struct GroupWalk {
    /// The deepest nesting walked; deeper trees are refused (recursion, here
    /// and when copying and compiling, stays shallow).
    static let maximumDepth = 64

    enum Problem: Error { case cycle, tooDeep, tooLarge }

    /// The groups being walked, outermost first: never longer than
    /// `maximumDepth`, so a linear search finds a cycle.
    private var path: [ObjectIdentifier] = []
    /// Animations met so far, repeats counted.
    private var size = 0

    mutating func problem(in group: CAAnimationGroup) -> String? {
        do {
            try walk(group)
            return nil
        } catch .cycle {
            return "a group contains itself"
        } catch .tooDeep {
            return "groups are nested more than \(Self.maximumDepth) deep"
        } catch {
            return CAAnimation.tooLarge
        }
    }

    private mutating func walk(_ group: CAAnimationGroup) throws(Problem) {
        let id = ObjectIdentifier(group)
        guard !path.contains(id) else { throw .cycle }
        guard path.count < Self.maximumDepth else { throw .tooDeep }
        path.append(id)
        size += 1
        for child in group.animations ?? [] {
            if let childGroup = child.asGroup {
                try walk(childGroup)
            } else {
                size += 1
            }
            guard size <= CAAnimationGroup.maximumTreeSize else { throw .tooLarge }
        }
        path.removeLast()
    }
}
