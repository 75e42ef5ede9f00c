import Foundation
import SplitMix
import Testing
@testable import LayerAnimation

/// An implicit animation begins at the media time of the commit that
/// carries it, in its layer's clock as it was at that commit. The commit
/// only stamps the time (``CommitTime``); each layer learns it at its next
/// frame, or sooner when something reads its animations or a clock or the
/// tree is about to change. Whatever happens in between, the begin time is
/// the one the commit would have given.
@Suite(.serialized) struct CommitTimeTests {
    /// A root, a parent with a clock of its own (so a conversion that
    /// skipped it would show) and `count` children with clocks of their own.
    private func family(_ count: Int) -> (root: CALayer, parent: CALayer, children: [CALayer]) {
        CATransaction.flush()
        let root = CALayer(), parent = CALayer()
        root.addSublayer(parent)
        (parent.beginTime, parent.speed, parent.timeOffset) = (2, 2, 0.5)
        let children = (0..<count).map { index in
            let child = CALayer()
            child.timeOffset = Double(index) * 0.25
            parent.addSublayer(child)
            return child
        }
        return (root, parent, children)
    }

    @Test func theCommitStampsItsTimeAndEachLayerLearnsItAtItsNextFrame() {
        let clock = ManualMediaClock(now: 10)
        let (root, _, children) = family(100)
        clock.run {
            CATransaction.begin()
            for child in children { child.opacity = 0.5 }
            clock.advance(by: 0.5)
            CATransaction.commit()
            // Nothing visited the layers again: they still wait.
            #expect(children.allSatisfy { $0.awaitsCommitTimes })
            let expected = children.map { $0.convertTime(10.5, from: nil) }
            clock.advance(by: 1.0 / 60)
            root.evaluateFrame(atTime: clock.now)
            #expect(!children.contains { $0.awaitsCommitTimes })
            #expect(TransactionStack.existing?.committedTime == nil)  // the layers are let go
            for (child, begin) in zip(children, expected) {
                #expect(child.animation(forKey: "opacity")?.beginTime == begin)
            }
        }
    }

    /// What can change the conversion between a commit and the next frame.
    enum Change: String, CaseIterable {
        case parentSpeed, parentBeginTime, childTimeOffset, rootSpeed, movedToRoot, removed
    }

    @Test(arguments: Change.allCases)
    func aClockOrTreeChangedBeforeTheNextFrameDoesNotMoveTheBeginTime(_ change: Change) {
        let clock = ManualMediaClock(now: 10)
        let (root, parent, children) = family(2)
        let child = children[1]
        clock.run {
            CATransaction.begin()
            child.opacity = 0.5
            CATransaction.commit()
            let expected = child.convertTime(10, from: nil)
            switch change {
            case .parentSpeed: parent.speed = 5
            case .parentBeginTime: parent.beginTime = 7
            case .childTimeOffset: child.timeOffset = 3
            case .rootSpeed: root.speed = 0.5
            case .movedToRoot: root.addSublayer(child)
            case .removed: child.removeFromSuperlayer()
            }
            #expect(!child.awaitsCommitTimes)  // learnt before the change, not after
            #expect(child.animation(forKey: "opacity")?.beginTime == expected)
            #expect(child.convertTime(10, from: nil) != expected)  // the change did move the conversion
        }
    }

    @Test func aSuperlayerReleasedBeforeTheNextFrameLeavesItsTimeBehind() {
        CATransaction.flush()
        let clock = ManualMediaClock(now: 10)
        var top: CALayer? = CALayer()
        let middle = CALayer(), leaf = CALayer()
        (top!.speed, top!.beginTime) = (2, 3)
        middle.timeOffset = 1
        top!.addSublayer(middle)
        middle.addSublayer(leaf)
        clock.run {
            CATransaction.begin()
            middle.opacity = 0.5
            leaf.opacity = 0.5
            CATransaction.commit()
            let expected = (middle.convertTime(10, from: nil), leaf.convertTime(10, from: nil))
            top = nil  // deinitialized: its weak references read nil from here on
            #expect(middle.superlayer == nil)
            #expect(middle.animation(forKey: "opacity")?.beginTime == expected.0)
            #expect(leaf.animation(forKey: "opacity")?.beginTime == expected.1)
        }
    }

    @Test func aSecondCommitBeforeAnyFrameLeavesTheFirstItsOwnTime() {
        let clock = ManualMediaClock(now: 10)
        let (root, _, children) = family(2)
        clock.run {
            #expect(children[0].superlayer?.superlayer === root)
            CATransaction.begin()
            children[0].opacity = 0.5
            CATransaction.commit()
            clock.advance(by: 1)
            CATransaction.begin()
            children[0].cornerRadius = 4
            children[1].opacity = 0.5
            CATransaction.commit()
            #expect(children[0].animation(forKey: "opacity")?.beginTime == children[0].convertTime(10, from: nil))
            #expect(children[0].animation(forKey: "cornerRadius")?.beginTime == children[0].convertTime(11, from: nil))
            #expect(children[1].animation(forKey: "opacity")?.beginTime == children[1].convertTime(11, from: nil))
        }
    }

    @Test func aPresentationBeforeTheNextFrameShowsTheAnimationFromTheCommit() {
        let clock = ManualMediaClock(now: 10)
        let (readRoot, _, read) = family(1)
        let (framedRoot, _, framed) = family(1)
        clock.run {
            CATransaction.begin()
            read[0].opacity = 0
            framed[0].opacity = 0
            clock.advance(by: 0.1)  // the commit is later than the change
            CATransaction.commit()
            clock.advance(by: 0.1)
            let presented = read[0].presentation()?.opacity
            framedRoot.evaluateFrame(atTime: clock.now)
            readRoot.evaluateFrame(atTime: clock.now)
            #expect(presented == framed[0].presentedProperties.opacity)
            #expect(presented == read[0].presentedProperties.opacity)
            #expect(presented.map { $0 > 0 && $0 < 1 } == true)  // mid-way, not from the change's time
        }
    }

    /// An implicit animation followed from its change to its check.
    private struct Followed {
        let layer: CALayer
        let key: String
        let animation: CAAnimation
        let commit: CommitTime
        /// Its begin time, once its commit has happened.
        var expected: Double?
    }

    /// Random trees with random clocks; changes in nested, implicit and
    /// explicit transactions; commits, frames, clock changes, moves and
    /// releases in any order. Each implicit animation still on its layer
    /// begins at its commit's time in its layer's clock at that commit
    /// (or, if a frame started it while its transaction was open, where it
    /// started). Seeded: `LAYER_ANIMATION_SEED=N` tries another.
    @Test func whateverHappensBetweenACommitAndAFrameTheBeginTimeIsTheCommits() {
        CATransaction.flush()
        var generator = SplitMix64(seed: SplitMix64.testSeed(20_261_123))
        let clock = ManualMediaClock(now: 100)
        let root = CALayer()
        var layers: [CALayer] = []
        var followed: [Followed] = []
        var openTransactions = 0
        var checked = 0
        func randomClockValue() -> Double {
            [0, 0.5, 1, 2, -1, Double.random(in: -50...50, using: &generator)].randomElement(using: &generator)!
        }
        func check() {
            for record in followed {
                guard let expected = record.expected, record.layer.animation(forKey: record.key) === record.animation
                else { continue }
                #expect(record.animation.beginTime == expected, "\(record.key) on a layer")
                checked += 1
            }
            // Replaced or removed ones are done with.
            followed.removeAll { $0.expected != nil && $0.layer.animation(forKey: $0.key) !== $0.animation }
        }
        clock.run {
            for step in 0..<4_000 {
                // Before anything can commit: an animation a frame started
                // while its transaction was open keeps the begin it started at.
                for index in followed.indices where followed[index].expected == nil {
                    let record = followed[index]
                    if record.commit.mediaTime == nil,
                       record.layer.frameState.entries.contains(where: { $0.animation === record.animation && $0.compiled.didStart }) {
                        followed[index].expected = record.animation.beginTime
                    }
                }
                switch Int.random(in: 0..<20, using: &generator) {
                case 0..<6:  // a change (roots change at once)
                    guard let layer = layers.randomElement(using: &generator) else { fallthrough }
                    let key = Bool.random(using: &generator) ? "opacity" : "cornerRadius"
                    if key == "opacity" {
                        layer.opacity = Float.random(in: 0...1, using: &generator)
                    } else {
                        layer.cornerRadius = CGFloat.random(in: 0...20, using: &generator)
                    }
                    if let entry = layer.frameState.entries.last(where: { $0.key == key }), let commit = entry.awaitedCommit,
                       !followed.contains(where: { $0.animation === entry.animation }) {
                        followed.append(Followed(layer: layer, key: key, animation: entry.animation, commit: commit))
                    }
                case 6:
                    let layer = CALayer()
                    (layers.randomElement(using: &generator) ?? root).addSublayer(layer)
                    layers.append(layer)
                case 7:
                    if openTransactions < 3 { CATransaction.begin(); openTransactions += 1 }
                case 8:
                    if openTransactions > 0 { CATransaction.commit(); openTransactions -= 1 }
                case 9:
                    CATransaction.flush()
                case 10, 11:
                    root.evaluateFrame(atTime: clock.now)
                case 12, 13:
                    clock.advance(by: [1.0 / 60, 0.1, 2].randomElement(using: &generator)!)
                case 14, 15:  // a clock changes
                    let layer = layers.randomElement(using: &generator) ?? root
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: layer.speed = Float(randomClockValue())
                    case 1: layer.beginTime = randomClockValue()
                    default: layer.timeOffset = randomClockValue()
                    }
                case 16:  // a move, or out of the tree
                    guard let layer = layers.randomElement(using: &generator) else { break }
                    if Bool.random(using: &generator) {
                        layer.removeFromSuperlayer()
                    } else {
                        (layers.randomElement(using: &generator) ?? root).addSublayer(layer)
                    }
                case 17:  // a layer let go (its sublayers stay held here)
                    guard !layers.isEmpty else { break }
                    let layer = layers.remove(at: Int.random(in: 0..<layers.count, using: &generator))
                    followed.removeAll { $0.layer === layer }
                case 18:
                    check()
                default:
                    root.evaluateFrame(atTime: clock.now)
                    clock.advance(by: 1.0 / 60)
                }
                // A commit just happened (in a frame, a flush or a commit):
                // no clock has moved since, so the conversion now is the commit's.
                for index in followed.indices where followed[index].expected == nil {
                    if let time = followed[index].commit.mediaTime {
                        followed[index].expected = followed[index].layer.convertTime(time, from: nil)
                    }
                }
                if step % 500 == 499 { check() }
            }
            while openTransactions > 0 { CATransaction.commit(); openTransactions -= 1 }
            CATransaction.flush()
            for index in followed.indices where followed[index].expected == nil {
                if let time = followed[index].commit.mediaTime {
                    followed[index].expected = followed[index].layer.convertTime(time, from: nil)
                }
            }
            check()
        }
        #expect(checked > 100)
    }
}
