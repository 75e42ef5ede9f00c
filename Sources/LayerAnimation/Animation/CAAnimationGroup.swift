/// Several animations played together in the group's local time, each cut
/// off at the group's duration. A child whose `duration` is 0 takes the
/// group's. The children's delegates and `isRemovedOnCompletion` are ignored.
open class CAAnimationGroup: CAAnimation {
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
        guard let copy = copy as? CAAnimationGroup else { return }
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
        guard let group = self as? CAAnimationGroup else { return nil }
        // The common group holds no groups: nothing to remember.
        guard group.animations?.contains(where: { $0 is CAAnimationGroup }) == true else {
            return (group.animations?.count ?? 0) < CAAnimationGroup.maximumTreeSize ? nil : Self.tooLarge
        }
        var walk = GroupWalk()
        return walk.problem(in: group)
    }

    fileprivate static let tooLarge = "the group holds more than \(CAAnimationGroup.maximumTreeSize) animations"
}

/// A depth-first walk over a tree of groups that finds cycles (a group met
/// again while inside it), trees nested too deep to walk safely, and trees
/// too large to copy (repeats counted), visiting each group once.
private struct GroupWalk {
    /// The deepest nesting walked; deeper trees are refused (recursion, here
    /// and when copying and compiling, stays shallow).
    static let maximumDepth = 64

    enum Problem: Error { case cycle, tooDeep, tooLarge }

    /// Groups being walked (on the current path).
    var open: Set<ObjectIdentifier> = []
    /// Groups walked to the end, with their size (themselves and everything below).
    var sizes: [ObjectIdentifier: Int] = [:]

    mutating func problem(in group: CAAnimationGroup) -> String? {
        do {
            _ = try size(of: group)
            return nil
        } catch .cycle {
            return "a group contains itself"
        } catch .tooDeep {
            return "groups are nested more than \(Self.maximumDepth) deep"
        } catch {
            return CAAnimation.tooLarge
        }
    }

    /// The tree's size, with repeats counted.
    private mutating func size(of group: CAAnimationGroup) throws(Problem) -> Int {
        let id = ObjectIdentifier(group)
        if let known = sizes[id] { return known }
        guard open.insert(id).inserted else { throw .cycle }
        guard open.count <= Self.maximumDepth else { throw .tooDeep }
        var total = 1
        for child in group.animations ?? [] {
            if let childGroup = child as? CAAnimationGroup {
                total += try size(of: childGroup)
            } else {
                total += 1
            }
            guard total <= CAAnimationGroup.maximumTreeSize else { throw .tooLarge }
        }
        open.remove(id)
        sizes[id] = total
        return total
    }
}
