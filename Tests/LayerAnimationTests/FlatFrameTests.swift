import Foundation
import SplitMix
import Testing
@testable import LayerAnimation

/// A sublayer's flat frame (`FlatFrame`) must give what the usual frame
/// gives, bit for bit, whatever happens to the layer between frames.
///
/// Two trees are built and changed alike by a seeded random script; each
/// frame evaluates one with flat frames and the other without, and every
/// presented value, running count and delegate call must agree.
/// `LAYER_ANIMATION_SEED=N swift test` tries another seed.
@Suite struct FlatFrameTests {
    static var seed: UInt64 { SplitMix64.testSeed(20_261_206) }

    /// A group of transform component animations timed alike: what a flat frame evaluates.
    static func componentGroup(_ g: inout SplitMix64, huge: Bool = false) -> CAAnimationGroup {
        let keyPaths = ["transform.scale.x", "transform.scale.y", "transform.scale", "transform.rotation.x",
                        "transform.rotation.z", "transform.rotation", "transform.translation.x",
                        "transform.translation.y", "transform.translation.z"]
        let durations = [0.25, 0.5, 1, 2, 0.3, 1.7]
        let duration = durations.randomElement(using: &g)!
        let curves: [CAMediaTimingFunction?] = [nil, CAMediaTimingFunction(name: .easeInEaseOut),
                                                CAMediaTimingFunction(controlPoints: 0.3, 0.9, 0.2, 1.4)]
        let curve = curves.randomElement(using: &g)!
        let group = CAAnimationGroup()
        group.animations = (0..<Int.random(in: 1...4, using: &g)).map { _ in
            let child = CABasicAnimation(keyPath: keyPaths.randomElement(using: &g)!)
            child.fromValue = huge ? 1e300 : Double.random(in: -3...3, using: &g)
            child.toValue = huge ? 1e308 : Double.random(in: -3...3, using: &g)
            child.duration = duration
            // Mostly one curve for all (a run a flat frame can take), sometimes not.
            child.timingFunction = Int.random(in: 0..<8, using: &g) == 0 ? curves.randomElement(using: &g)! : curve
            return child
        }
        group.duration = duration
        group.autoreverses = Bool.random(using: &g)
        group.repeatCount = [0, 2.5, .infinity, .infinity, .infinity].randomElement(using: &g)!
        group.timeOffset = [0, 0.1, Double.random(in: 0...3, using: &g)].randomElement(using: &g)!
        group.beginTime = [0, 0, CACurrentMediaTime() + 0.4].randomElement(using: &g)!
        group.speed = [1, 1, 2, 0.5, -1, 0].randomElement(using: &g)!
        group.isRemovedOnCompletion = Bool.random(using: &g)
        group.fillMode = [.removed, .forwards, .backwards, .both].randomElement(using: &g)!
        return group
    }

    /// One of the two trees: a root, layers under it, and what their
    /// animations' delegate heard (an object apart: an animation holds its
    /// delegate, which must not hold the layers back).
    final class World {
        let root = CALayer()
        let layers: [CALayer]
        let listener = Listener()
        var heard: [String] { listener.heard }

        init(count: Int) {
            layers = (0..<count).map { _ in CALayer() }
            for layer in layers { root.addSublayer(layer) }
        }
    }

    final class Listener: CAAnimationDelegate {
        var heard: [String] = []
        func animationDidStart(_ anim: CAAnimation) { heard.append("start \(anim.value(forKey: "tag") ?? "")") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            heard.append("stop \(anim.value(forKey: "tag") ?? "") \(flag)")
        }
    }

    /// One random change, made alike in `world` (the generator's state is
    /// the same for both worlds at each step, so each gets the same change).
    static func change(_ world: World, _ g: inout SplitMix64, step: Int) {
        let layer = world.layers.randomElement(using: &g)!
        let other = world.layers.randomElement(using: &g)!
        func tagged(_ animation: CAAnimation) -> CAAnimation {
            animation.setValue("\(step)", forKey: "tag")
            animation.delegate = world.listener
            return animation
        }
        CATransaction.begin()
        CATransaction.setDisableActions(Bool.random(using: &g))
        defer { CATransaction.commit() }
        switch Int.random(in: 0..<20, using: &g) {
        case 0, 1, 2, 16, 17, 18, 19:
            let group = tagged(componentGroup(&g))
            layer.add(group, forKey: Int.random(in: 0..<5, using: &g) == 0 ? "g1" : "g0")  // mostly one a layer
        case 3: layer.add(tagged(componentGroup(&g, huge: true)), forKey: "g0")
        case 4: layer.add(tagged(basic("opacity", from: 0, to: 1, duration: 0.7)), forKey: "o")
        case 5: layer.removeAnimation(forKey: ["g0", "g1", "o"].randomElement(using: &g)!)
        case 6: layer.removeAllAnimations()
        case 7: layer.transform = Bool.random(using: &g) ? CATransform3DIdentity : CATransform3DMakeScale(2, 1, 1)
        case 8:
            switch Int.random(in: 0..<3, using: &g) {
            case 0: layer.speed = [0, 0.5, 1, 2, -1].randomElement(using: &g)!
            case 1: layer.timeOffset = Double.random(in: -2...2, using: &g)
            default: layer.beginTime = CACurrentMediaTime() + Double.random(in: -1...1, using: &g)
            }
        case 9: layer.setNeedsDisplay()
        case 10:
            // A leaf becomes a parent (of a sibling, or of a new layer that
            // animates), or a layer goes back under the root.
            switch Int.random(in: 0..<3, using: &g) {
            case 0: layer.addSublayer(other)
            case 1:
                let fresh = CALayer()
                fresh.add(basic("opacity", from: 0, to: 1, duration: 5), forKey: "o")
                layer.addSublayer(fresh)
            default: world.root.addSublayer(layer)
            }
        case 11: layer.mask = Bool.random(using: &g) ? CALayer() : nil
        case 12: _ = layer.presentation()
        case 13: world.root.sublayers = world.root.sublayers?.shuffled(using: &g)
        case 14: layer.opacity = Float.random(in: 0...1, using: &g)
        default: world.root.speed = [1, 1, 0.5, 2].randomElement(using: &g)!
        }
    }

    @Test func flatFramesShowWhatTheUsualFrameShows() {
        let clock = ManualMediaClock(now: 100)
        let flat = World(count: 13), usual = World(count: 13)
        var g = SplitMix64(seed: Self.seed)
        var time = 100.0
        var flatFrames = 0
        clock.run {
            for step in 0..<1_500 {
                let state = g
                for _ in 0..<[0, 0, 0, 0, 1, 1, 2].randomElement(using: &g)! { Self.change(flat, &g, step: step) }
                g = state
                for _ in 0..<[0, 0, 0, 0, 1, 1, 2].randomElement(using: &g)! { Self.change(usual, &g, step: step) }
                time += [1.0 / 60, 1.0 / 60, 1.0 / 60, 0.4, 2.5, -0.3, 0].randomElement(using: &g)!
                clock.now = time
                let flatStatus = flat.root.evaluateFrame(atTime: time, usesFlatFrames: true)
                let usualStatus = usual.root.evaluateFrame(atTime: time, usesFlatFrames: false)
                #expect(flatStatus == usualStatus, "step \(step)")
                #expect(flat.heard == usual.heard, "step \(step)")
                Self.expectSamePresentation(flat.root, usual.root, step: step)
                flatFrames += Self.flatFrameCount(under: flat.root)
                if step.isMultiple(of: 100) {
                    for (a, b) in zip(flat.layers, usual.layers) {
                        #expect(a.presentation()?.modelProperties == b.presentation()?.modelProperties, "step \(step)")
                    }
                }
            }
        }
        // The script reaches flat frames often (and the usual frames more often).
        #expect(flatFrames > 200, "\(flatFrames) flat frames in 1,500 frames of 13 layers")
    }

    /// The changes a flat frame depends on, each made to a leaf that has one.
    enum Change: String, CaseIterable, CustomTestStringConvertible {
        case speed, timeOffset, beginTime, modelTransform, opacity, addAnimation, replaceAnimation, removeAnimation
        case removeAll, needsDisplay, mask, animatedSublayer, presentation, moved, rootSpeed
        var testDescription: String { rawValue }

        func make(on layer: CALayer, in world: World) {
            switch self {
            case .speed: layer.speed = 3
            case .timeOffset: layer.timeOffset = 0.7
            case .beginTime: layer.beginTime = 0.2
            case .modelTransform: layer.transform = CATransform3DMakeTranslation(5, 0, 0)
            case .opacity: layer.opacity = 0.5  // an implicit animation as well
            case .addAnimation: layer.add(basic("position.x", from: 0, to: 9, duration: 3), forKey: "x")
            case .replaceAnimation: layer.add(FlatFrameTests.steadyGroup(rotation: 1), forKey: "g")
            case .removeAnimation: layer.removeAnimation(forKey: "g")
            case .removeAll: layer.removeAllAnimations()
            case .needsDisplay: layer.setNeedsDisplay()
            case .mask:
                let mask = CALayer()
                mask.add(basic("opacity", from: 0, to: 1, duration: 5), forKey: "o")
                layer.mask = mask
            case .animatedSublayer:
                let fresh = CALayer()
                fresh.add(basic("opacity", from: 0, to: 1, duration: 5), forKey: "o")
                layer.addSublayer(fresh)
            case .presentation: _ = layer.presentation()
            case .moved: world.root.insertSublayer(layer, at: 0)
            case .rootSpeed: world.root.speed = 0.5
            }
        }
    }

    /// Scale and turn, 2 s each way, forever: a flat frame's steady case.
    static func steadyGroup(rotation: Double = 3) -> CAAnimationGroup {
        let group = CAAnimationGroup()
        group.animations = [basic("transform.scale.x", from: 1, to: 2, duration: 2),
                            basic("transform.rotation.z", from: 0, to: rotation, duration: 2)]
        for child in group.animations! { child.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut) }
        (group.duration, group.autoreverses, group.repeatCount) = (2, true, .infinity)
        return group
    }

    @Test(arguments: Change.allCases)
    func aChangeTakesTheLayerOffItsFlatFrame(_ change: Change) {
        let clock = ManualMediaClock(now: 0)
        let flat = World(count: 4), usual = World(count: 4)
        clock.run {
            for world in [flat, usual] {
                for layer in world.layers { layer.add(Self.steadyGroup(), forKey: "g") }
            }
            for time in [0.1, 0.2] {
                clock.now = time
                _ = flat.root.evaluateFrame(atTime: time, usesFlatFrames: true)
                _ = usual.root.evaluateFrame(atTime: time, usesFlatFrames: false)
            }
            #expect(Self.flatFrameCount(under: flat.root) == 4, "every leaf has its flat frame")
            CATransaction.begin()
            change.make(on: flat.layers[1], in: flat)
            change.make(on: usual.layers[1], in: usual)
            CATransaction.commit()
            for (step, time) in [0.3, 0.35, 1.1].enumerated() {
                clock.now = time
                let statuses = (flat.root.evaluateFrame(atTime: time, usesFlatFrames: true),
                                usual.root.evaluateFrame(atTime: time, usesFlatFrames: false))
                #expect(statuses.0 == statuses.1)
                Self.expectSamePresentation(flat.root, usual.root, step: step)
            }
        }
    }

    /// A layer's sublayers get flat frames only once one of them may use
    /// one: a still tree, or one whose layers have other animations or
    /// several, never pays their memory.
    @Test func onlySublayersThatMayUseThemGetFlatFrames() {
        let clock = ManualMediaClock(now: 0)
        let root = CALayer()
        let layers = (0..<5).map { _ in CALayer() }
        for layer in layers { root.addSublayer(layer) }
        clock.run {
            layers[0].add(basic("opacity", from: 0, to: 1, duration: 5), forKey: "o")
            layers[1].add(Self.steadyGroup(), forKey: "g")
            layers[1].add(basic("position.x", from: 0, to: 9, duration: 5), forKey: "x")
            for time in [0.1, 0.2, 0.3] { root.evaluateFrame(atTime: time) }
            #expect(root.frameState.flatFrames == nil, "no sublayer may use one")
            #expect(layers.allSatisfy { $0.frameState.flatFrames == nil }, "no layer has sublayers")
            layers[2].add(Self.steadyGroup(), forKey: "g")
            root.evaluateFrame(atTime: 0.4)  // finds that it may, and makes them
            #expect(root.frameState.flatFrames?.count == 5)
            root.evaluateFrame(atTime: 0.5)  // makes its copy
            #expect(Self.flatFrameCount(under: root) == 1)
        }
    }

    /// Every layer of the two trees (built alike) presents the same values, bit for bit.
    static func expectSamePresentation(_ a: CALayer, _ b: CALayer, step: Int) {
        #expect(a.presentedProperties == b.presentedProperties, "step \(step)")
        #expect(a.presentedProperties.transform.entries.map(\.bitPattern)
                == b.presentedProperties.transform.entries.map(\.bitPattern), "step \(step)")
        #expect(a.sublayers?.count == b.sublayers?.count, "step \(step)")
        for (a, b) in zip(a.sublayers ?? [], b.sublayers ?? []) { expectSamePresentation(a, b, step: step) }
    }

    /// How many layers below `layer` have a flat frame now.
    static func flatFrameCount(under layer: CALayer) -> Int {
        let below = (layer.sublayers ?? []).reduce(0) { $0 + flatFrameCount(under: $1) }
        guard let frames = layer.frameState.flatFrames else { return below }
        return below + frames.withUnsafeMutablePointerToElements { frame in
            (0..<frames.count).count { frame[$0].isFlat }
        }
    }
}
