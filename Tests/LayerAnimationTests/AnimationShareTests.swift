import Foundation
import SplitMix
import Testing
@testable import LayerAnimation

/// `add(_:forKey:)` promises a copy; a layer may play the original until
/// anything could tell (`AnimationShare`). Whatever happens to the original
/// afterwards, what plays, what `animation(forKey:)` hands out and what
/// delegates hear must be exactly what an eager copy gives.
/// `LAYER_ANIMATION_SEED=N swift test` tries another seed.
@Suite struct AnimationShareTests {
    static var seed: UInt64 { SplitMix64.testSeed(20_261_207) }

    // MARK: The copy is not made until needed

    /// A layer, at time 10, with a fade added under "fade", for `body`.
    static func withFadeAdded(_ body: (CALayer, CABasicAnimation) -> Void) {
        let clock = ManualMediaClock(now: 10)
        clock.run {
            let layer = CALayer()
            let original = basic("opacity", from: 0.0, to: 1.0)
            layer.add(original, forKey: "fade")
            body(layer, original)
        }
    }

    @Test func anAddedBasicAnimationIsPlayedItselfUntilHandedOut() {
        Self.withFadeAdded { layer, original in
            #expect(layer.frameState.entries[0].animation === original, "no copy made when added")
            #expect(layer.frameState.entries[0].share != nil)
            let handed = layer.animation(forKey: "fade")
            #expect(handed !== original, "the layer hands out its own copy")
            #expect(handed === layer.animation(forKey: "fade"), "the same copy each time")
            #expect(layer.frameState.entries[0].share == nil)
        }
    }

    @Test func groupsSubclassesTransitionsAndShapeLayersAreCopiedWhenAdded() {
        final class Tagged: CABasicAnimation { var tag = 0 }
        let clock = ManualMediaClock(now: 10)
        clock.run {
            let layer = CALayer()
            let group = CAAnimationGroup()
            group.animations = [basic("opacity", from: 0.0, to: 1.0)]
            let tagged = Tagged(keyPath: "opacity")
            let transition = CATransition()
            layer.add(group, forKey: "group")
            layer.add(tagged, forKey: "tagged")
            layer.add(transition, forKey: "transition")
            for entry in layer.frameState.entries {
                #expect(entry.share == nil)
                #expect(entry.animation !== group && entry.animation !== tagged && entry.animation !== transition)
            }
            let shape = CAShapeLayer()
            shape.add(basic("opacity", from: 0.0, to: 1.0), forKey: "fade")
            #expect(shape.frameState.entries[0].share == nil)
        }
    }

    // MARK: Changes to the original after adding

    /// Every setter of the three shared classes, each with a new value and a
    /// description of what it reads back.
    static var changes: [(name: String, change: (CAAnimation) -> Void, read: (CAAnimation) -> String)] { [
        ("beginTime", { $0.beginTime = 55 }, { "\($0.beginTime)" }),
        ("duration", { $0.duration = 9 }, { "\($0.duration)" }),
        ("speed", { $0.speed = 3 }, { "\($0.speed)" }),
        ("timeOffset", { $0.timeOffset = 0.5 }, { "\($0.timeOffset)" }),
        ("repeatCount", { $0.repeatCount = 4 }, { "\($0.repeatCount)" }),
        ("repeatDuration", { $0.repeatDuration = 7 }, { "\($0.repeatDuration)" }),
        ("autoreverses", { $0.autoreverses = true }, { "\($0.autoreverses)" }),
        ("fillMode", { $0.fillMode = .both }, { "\($0.fillMode.rawValue)" }),
        ("timingFunction", { $0.timingFunction = CAMediaTimingFunction(name: .easeIn) }, { "\($0.timingFunction.map { ObjectIdentifier($0) } as Any)" }),
        ("isRemovedOnCompletion", { $0.isRemovedOnCompletion = false }, { "\($0.isRemovedOnCompletion)" }),
        ("delegate", { $0.delegate = RecordingDelegate() }, { "\($0.delegate != nil)" }),
        ("a keyed value", { $0.setValue("after", forKey: "tag") }, { "\($0.value(forKey: "tag") as Any)" }),
        ("a timing property by key", { $0.setValue(8.0, forKey: "duration") }, { "\($0.duration)" }),
        ("keyPath", { ($0 as! CAPropertyAnimation).keyPath = "position.x" }, { "\(($0 as! CAPropertyAnimation).keyPath as Any)" }),
        ("isAdditive", { ($0 as! CAPropertyAnimation).isAdditive = true }, { "\(($0 as! CAPropertyAnimation).isAdditive)" }),
        ("isCumulative", { ($0 as! CAPropertyAnimation).isCumulative = true }, { "\(($0 as! CAPropertyAnimation).isCumulative)" }),
        ("valueFunction", { ($0 as! CAPropertyAnimation).valueFunction = CAValueFunction(name: .rotateZ) },
         { "\(($0 as! CAPropertyAnimation).valueFunction != nil)" }),
    ] }
    static var basicChanges: [(name: String, change: (CABasicAnimation) -> Void, read: (CABasicAnimation) -> String)] { [
        ("fromValue", { $0.fromValue = 0.9 }, { "\($0.fromValue as Any)" }),
        ("toValue", { $0.toValue = 0.1 }, { "\($0.toValue as Any)" }),
        ("byValue", { $0.byValue = 0.3 }, { "\($0.byValue as Any)" }),
        ("toValue by key", { $0.setValue(0.2, forKey: "toValue") }, { "\($0.toValue as Any)" }),
    ] }
    static var keyframeChanges: [(name: String, change: (CAKeyframeAnimation) -> Void, read: (CAKeyframeAnimation) -> String)] { [
        ("values", { $0.values = [0.5, 0.25] }, { "\($0.values as Any)" }),
        ("keyTimes", { $0.keyTimes = [0, 1] }, { "\($0.keyTimes as Any)" }),
        ("timingFunctions", { $0.timingFunctions = [CAMediaTimingFunction(name: .easeOut)] }, { "\($0.timingFunctions?.count as Any)" }),
        ("calculationMode", { $0.calculationMode = .discrete }, { $0.calculationMode.rawValue }),
        ("path", { $0.path = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil) }, { "\($0.path != nil)" }),
        ("rotationMode", { $0.rotationMode = .rotateAuto }, { "\($0.rotationMode?.rawValue as Any)" }),
    ] }
    static var springChanges: [(name: String, change: (CASpringAnimation) -> Void, read: (CASpringAnimation) -> String)] { [
        ("mass", { $0.mass = 2 }, { "\($0.mass)" }),
        ("stiffness", { $0.stiffness = 50 }, { "\($0.stiffness)" }),
        ("damping", { $0.damping = 3 }, { "\($0.damping)" }),
        ("initialVelocity", { $0.initialVelocity = 4 }, { "\($0.initialVelocity)" }),
    ] }

    /// Adds `original` to a layer, plays a little, changes it, and checks
    /// that the layer still plays and hands out the animation as added.
    static func checkChangeAfterAdding<A: CAAnimation>(_ name: String, made: () -> A, change: (A) -> Void,
                                                        read: (A) -> String) {
        let clock = ManualMediaClock(now: 10)
        clock.run {
            let reference = CALayer(), shared = CALayer()
            let original = made()
            original.setValue("before", forKey: "tag")
            reference.add(original.copy() as! A, forKey: "a")
            shared.add(original, forKey: "a")
            clock.advance(by: 0.3)
            let before = read(original)
            change(original)
            #expect(read(original) != before, "\(name): the change is one")
            for time in [0.0, 0.2, 0.45, 2.5] {
                clock.advance(by: time)
                #expect(presented(reference) == presented(shared), "\(name): what plays changed with the original")
            }
            let handed = shared.animation(forKey: "a")
            #expect(handed.map { read($0 as! A) } == reference.animation(forKey: "a").map { read($0 as! A) },
                    "\(name): the layer's animation changed with the original")
            #expect(handed.map { describe($0) } == reference.animation(forKey: "a").map { describe($0) }, "\(name)")
        }
    }

    static func keyframes() -> CAKeyframeAnimation {
        let keyframes = CAKeyframeAnimation(keyPath: "opacity")
        keyframes.values = [0.0, 1.0, 0.4]
        return keyframes
    }

    static func spring() -> CASpringAnimation {
        let spring = CASpringAnimation(keyPath: "opacity")
        (spring.fromValue, spring.toValue) = (0.0, 1.0)
        return spring
    }

    @Test func everyChangeToTheOriginalLeavesThePlayingAnimationAsAdded() {
        for (name, change, read) in Self.changes {
            Self.checkChangeAfterAdding(name, made: { basic("opacity", from: 0.0, to: 1.0) }, change: change, read: read)
            Self.checkChangeAfterAdding(name, made: Self.keyframes, change: change, read: read)
        }
        for (name, change, read) in Self.basicChanges {
            Self.checkChangeAfterAdding(name, made: { basic("opacity", from: 0.0, to: 1.0) }, change: change, read: read)
            Self.checkChangeAfterAdding(name, made: Self.spring, change: change, read: read)
        }
        for (name, change, read) in Self.keyframeChanges {
            Self.checkChangeAfterAdding(name, made: Self.keyframes, change: change, read: read)
        }
        for (name, change, read) in Self.springChanges {
            Self.checkChangeAfterAdding(name, made: Self.spring, change: change, read: read)
        }
    }

    @Test func theHandedOutCopyHasTheBeginTimeTheLayerGaveIt() {
        let clock = ManualMediaClock(now: 10)
        clock.run {
            let layer = CALayer()
            layer.beginTime = 2
            layer.timeOffset = 0.5
            let zero = basic("opacity", from: 0.0, to: 1.0)
            let given = basic("opacity", from: 0.0, to: 1.0)
            given.beginTime = 4.25
            layer.add(zero, forKey: "zero")
            layer.add(given, forKey: "given")
            clock.advance(by: 1)
            zero.duration = 3  // frozen: the copy comes from the frozen state
            #expect(zero.beginTime == 0, "the original keeps its own begin time")
            #expect(layer.animation(forKey: "zero")?.beginTime == layer.convertTime(10, from: nil))
            #expect(layer.animation(forKey: "given")?.beginTime == 4.25)
            #expect(layer.animation(forKey: "zero")?.duration == 1)
        }
    }

    @Test func oneOriginalOnSeveralLayersGivesEachItsOwnCopy() {
        let clock = ManualMediaClock(now: 10)
        clock.run {
            let layers = (0..<3).map { _ in CALayer() }
            let original = basic("opacity", from: 0.0, to: 1.0)
            for layer in layers { layer.add(original, forKey: "fade") }
            layers[0].add(original, forKey: "again")
            original.toValue = 0.5
            let added = layers.map { $0.animation(forKey: "fade")! } + [layers[0].animation(forKey: "again")!]
            #expect(Set(added.map(ObjectIdentifier.init)).count == 4, "one copy per entry")
            #expect(added.allSatisfy { $0 !== original && ($0 as! CABasicAnimation).toValue as? Double == 1 })
            // Added again after the change: the new values.
            let later = CALayer()
            later.add(original, forKey: "fade")
            #expect((later.animation(forKey: "fade") as! CABasicAnimation).toValue as? Double == 0.5)
            #expect(later.frameState.entries[0].share == nil)
        }
    }

    @Test func aChangeOnceNoLayerPlaysTheOriginalKeepsNothing() {
        Self.withFadeAdded { layer, original in
            weak let share = layer.frameState.entries[0].share
            layer.removeAnimation(forKey: "fade")
            #expect(share != nil, "the original still holds its share")
            original.duration = 2
            #expect(share == nil && original.share == nil, "no entry holds the share: nothing kept frozen")
            layer.add(original, forKey: "fade")
            weak let second = layer.frameState.entries[0].share
            #expect(second != nil && second !== share, "a new share after a change")
            original.duration = 3
            #expect(second?.frozen?.duration == 2)
        }
    }

    // MARK: Delegates hear the layer's copy

    final class Hearing: CAAnimationDelegate {
        var heard: [(String, CAAnimation)] = []
        func animationDidStart(_ anim: CAAnimation) { heard.append(("start", anim)) }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { heard.append(("stop \(flag)", anim)) }
    }

    @Test func delegatesHearTheLayersCopyNotTheOriginal() {
        let clock = ManualMediaClock(now: 10)
        clock.run {
            let root = CALayer(), layer = CALayer()
            root.addSublayer(layer)
            let hearing = Hearing()
            let original = basic("opacity", from: 0.0, to: 1.0, duration: 0.5)
            original.delegate = hearing
            original.setValue("before", forKey: "tag")
            layer.add(original, forKey: "fade")
            let removedEarly = basic("position.x", from: 0.0, to: 9.0)
            removedEarly.delegate = hearing
            layer.add(removedEarly, forKey: "move")
            _ = root.evaluateFrame(atTime: CACurrentMediaTime())
            original.setValue("after", forKey: "tag")
            layer.removeAnimation(forKey: "move")
            clock.advance(by: 1)
            _ = root.evaluateFrame(atTime: CACurrentMediaTime())
            #expect(hearing.heard.map(\.0) == ["start", "start", "stop false", "stop true"])
            #expect(hearing.heard.allSatisfy { $0.1 !== original && $0.1 !== removedEarly })
            #expect(hearing.heard[0].1 === hearing.heard[3].1, "start and stop hear one copy")
            #expect(hearing.heard[3].1.value(forKey: "tag") as? String == "before")
            hearing.heard.removeAll()  // the copies hold their delegate: a cycle otherwise
        }
    }

    @Test func aDelegateSetAfterAddingIsNotTheLayers() {
        let clock = ManualMediaClock(now: 10)
        clock.run {
            let root = CALayer(), layer = CALayer()
            root.addSublayer(layer)
            let original = basic("opacity", from: 0.0, to: 1.0, duration: 0.5)
            layer.add(original, forKey: "fade")
            let hearing = Hearing()
            original.delegate = hearing
            clock.advance(by: 1)
            _ = root.evaluateFrame(atTime: CACurrentMediaTime())
            #expect(hearing.heard.isEmpty)
        }
    }

    // MARK: Randomized: shared against copied, step by step

    /// What a layer shows, every field the script animates.
    static func presented(_ layer: CALayer) -> [UInt64] {
        guard let p = layer.presentation() else { return [] }
        var bits = [Double(p.opacity), p.position.x, p.position.y, p.bounds.width, p.zPosition, p.cornerRadius,
                    p.anchorPoint.x, p.anchorPoint.y].map(\.bitPattern)
        bits += p.transform.entries.map { Double($0).bitPattern }
        return bits
    }

    /// Every property an animation of the script can hold.
    static func describe(_ a: CAAnimation) -> String {
        var parts = ["\(type(of: a))", "\(a.beginTime.bitPattern)", "\(a.duration)", "\(a.speed)", "\(a.timeOffset)",
                     "\(a.repeatCount)", "\(a.repeatDuration)", "\(a.autoreverses)", a.fillMode.rawValue,
                     "\(a.isRemovedOnCompletion)", "\(a.timingFunction.map(ObjectIdentifier.init) as Any)",
                     "\(a.delegate.map { ObjectIdentifier($0) } as Any)", "\(a.value(forKey: "tag") as Any)"]
        if let p = a as? CAPropertyAnimation { parts += ["\(p.keyPath as Any)", "\(p.isAdditive)", "\(p.isCumulative)"] }
        if let b = a as? CABasicAnimation { parts += ["\(b.fromValue as Any)", "\(b.toValue as Any)", "\(b.byValue as Any)"] }
        if let k = a as? CAKeyframeAnimation {
            parts += ["\(k.values as Any)", "\(k.keyTimes as Any)", k.calculationMode.rawValue]
        }
        if let s = a as? CASpringAnimation { parts += ["\(s.mass)", "\(s.stiffness)", "\(s.damping)", "\(s.initialVelocity)"] }
        return parts.joined(separator: "|")
    }

    /// What delegates heard. Knows the originals by identity only: the
    /// originals hold it as their delegate, and holding them back would
    /// leak the lot.
    final class Log: CAAnimationDelegate {
        var lines: [String] = []
        var originals: Set<ObjectIdentifier> = []
        func note(_ what: String, _ anim: CAAnimation) {
            let isOriginal = originals.contains(ObjectIdentifier(anim))
            lines.append("\(what) \(isOriginal ? "ORIGINAL" : "") \(AnimationShareTests.describe(anim))")
        }
        func animationDidStart(_ anim: CAAnimation) { note("start", anim) }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { note("stop \(flag)", anim) }
    }

    static let keyPaths = ["opacity", "position.x", "position.y", "bounds.size.width", "zPosition", "cornerRadius",
                           "transform.rotation.z", "transform.scale"]

    static func madeAnimation(_ g: inout SplitMix64) -> CAAnimation {
        let keyPath = keyPaths.randomElement(using: &g)!
        let made: CAAnimation
        switch Int.random(in: 0..<4, using: &g) {
        case 0:
            let keyframes = CAKeyframeAnimation(keyPath: keyPath)
            keyframes.values = (0..<Int.random(in: 2...4, using: &g)).map { _ in Double.random(in: 0...2, using: &g) }
            made = keyframes
        case 1:
            let spring = CASpringAnimation(keyPath: keyPath)
            (spring.fromValue, spring.toValue) = (Double.random(in: 0...1, using: &g), Double.random(in: 0...2, using: &g))
            spring.damping = Double.random(in: 2...20, using: &g)
            made = spring
        default:
            made = basic(keyPath, from: Double.random(in: 0...1, using: &g), to: Double.random(in: 0...2, using: &g),
                         duration: Double.random(in: 0.2...2, using: &g))
        }
        made.beginTime = [0, 0, 0, CACurrentMediaTime() + 0.3].randomElement(using: &g)!
        made.isRemovedOnCompletion = Bool.random(using: &g)
        made.setValue("tag \(Int.random(in: 0..<100, using: &g))", forKey: "tag")
        return made
    }

    static func change(_ a: CAAnimation, _ g: inout SplitMix64, log: Log) {
        switch Int.random(in: 0..<12, using: &g) {
        case 0: a.duration = Double.random(in: 0.1...3, using: &g)
        case 1: a.speed = [1, 2, 0.5, -1].randomElement(using: &g)!
        case 2: a.timeOffset = Double.random(in: 0...1, using: &g)
        case 3: a.beginTime = [0, CACurrentMediaTime() + 0.2].randomElement(using: &g)!
        case 4: a.isRemovedOnCompletion.toggle()
        case 5: a.delegate = Bool.random(using: &g) ? log : nil
        case 6: a.setValue("tag \(Int.random(in: 0..<100, using: &g))", forKey: "tag")
        case 7: (a as! CAPropertyAnimation).keyPath = keyPaths.randomElement(using: &g)!
        case 8: (a as! CAPropertyAnimation).isAdditive.toggle()
        case 9: a.fillMode = [.removed, .forwards, .both].randomElement(using: &g)!
        case 10: a.repeatCount = [0, 2, .infinity].randomElement(using: &g)!
        default:
            if let k = a as? CAKeyframeAnimation {
                k.values = (0..<Int.random(in: 2...4, using: &g)).map { _ in Double.random(in: 0...2, using: &g) }
            } else if let b = a as? CABasicAnimation {
                b.toValue = Double.random(in: 0...2, using: &g)
            }
        }
    }

    @Test func sharingPlaysAndHandsOutWhatEagerCopiesDo() {
        var g = SplitMix64(seed: Self.seed)
        let clock = ManualMediaClock(now: 100)
        clock.run {
            let log = Log()
            let roots = (CALayer(), CALayer())  // (shared, copied)
            var layers: [(CALayer, CALayer)] = []
            for index in 0..<5 {
                let pair = (CALayer(), CALayer())
                for layer in [pair.0, pair.1] {
                    layer.speed = [1, 1, 2, 0.5][index % 4]
                    layer.timeOffset = Double(index) * 0.1
                }
                roots.0.addSublayer(pair.0)
                roots.1.addSublayer(pair.1)
                layers.append(pair)
            }
            var originals = (0..<6).map { _ in Self.madeAnimation(&g) }
            log.originals = Set(originals.map(ObjectIdentifier.init))
            let keys: [String?] = ["a", "b", "c", nil]
            for step in 0..<1_500 {
                let pair = layers.randomElement(using: &g)!
                switch Int.random(in: 0..<10, using: &g) {
                case 0, 1, 2:
                    let original = originals.randomElement(using: &g)!
                    if Int.random(in: 0..<4, using: &g) == 0 { original.delegate = log }
                    let key = keys.randomElement(using: &g)!
                    pair.0.add(original, forKey: key)
                    pair.1.add(original.copy() as! CAAnimation, forKey: key)
                case 3, 4:
                    Self.change(originals.randomElement(using: &g)!, &g, log: log)
                case 5:
                    let key = keys.compactMap { $0 }.randomElement(using: &g)!
                    pair.0.removeAnimation(forKey: key)
                    pair.1.removeAnimation(forKey: key)
                case 6:
                    let key = keys.compactMap { $0 }.randomElement(using: &g)!
                    let handed = (pair.0.animation(forKey: key), pair.1.animation(forKey: key))
                    #expect(handed.0.map(Self.describe) == handed.1.map(Self.describe), "step \(step)")
                    if let shared = handed.0 {
                        #expect(!originals.contains { $0 === shared }, "step \(step): an original handed out")
                        #expect(pair.0.animation(forKey: key) === shared, "step \(step)")
                    }
                case 7:
                    originals[Int.random(in: 0..<originals.count, using: &g)] = Self.madeAnimation(&g)
                    log.originals = Set(originals.map(ObjectIdentifier.init))
                default:
                    clock.advance(by: Double.random(in: 0...0.4, using: &g))
                }
                let start = log.lines.count
                _ = roots.0.evaluateFrame(atTime: CACurrentMediaTime())
                let heardShared = Array(log.lines[start...])
                let middle = log.lines.count
                _ = roots.1.evaluateFrame(atTime: CACurrentMediaTime())
                let heardCopied = Array(log.lines[middle...])
                #expect(heardShared == heardCopied, "step \(step): delegates heard differently")
                #expect(!heardShared.contains { $0.contains("ORIGINAL") }, "step \(step): a delegate heard an original")
                for (shared, copied) in layers {
                    #expect(Self.presented(shared) == Self.presented(copied), "step \(step): presentations differ")
                    #expect(shared.animationKeys() == copied.animationKeys(), "step \(step)")
                }
                if heardShared != heardCopied { break }
            }
        }
    }
}

private func presented(_ layer: CALayer) -> [UInt64] { AnimationShareTests.presented(layer) }
private func describe(_ animation: CAAnimation) -> String { AnimationShareTests.describe(animation) }
