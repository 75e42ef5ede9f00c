import Testing
@testable import LayerAnimation

@Suite struct GroupTests {
    @Test func childrenRunInTheGroupsTimeAndAreClippedAtItsDuration() {
        let clock = ManualMediaClock(now: 0)
        let layer = CALayer()
        layer.opacity = 0.5
        let long = basic("position.x", from: 0, to: 100, duration: 10)
        let late = basic("opacity", from: 0, to: 1, duration: 1)
        late.beginTime = 0.5  // relative to the group's start
        let group = CAAnimationGroup()
        group.animations = [long, late]
        group.duration = 1
        clock.run {
            layer.add(group, forKey: "g")
            clock.now = 0.25
            #expect(isClose(layer.presentedX, 2.5) && layer.presentedOpacity == 0.5)
            clock.now = 0.75
            #expect(isClose(layer.presentedX, 7.5) && isClose(layer.presentedOpacity, 0.25))
            clock.now = 1.5  // the group is over: nothing of the 10 s child remains
            #expect(layer.presentedX == 0 && layer.presentedOpacity == 0.5)
        }
    }

    @Test func groupRepeatAutoreverseAndFillDriveTheChildren() {
        let clock = ManualMediaClock(now: 0)
        let layer = CALayer()
        let child = basic("position.x", from: 0, to: 100, duration: 2)
        let group = CAAnimationGroup()
        group.animations = [child]
        group.duration = 2
        group.autoreverses = true
        group.repeatCount = 2
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        clock.run {
            layer.add(group, forKey: "g")
            let samples = [0.5, 2, 3, 4.5, 6.5, 9]
            let expected = [25.0, 100, 50, 25, 75, 0]
            for (time, value) in zip(samples, expected) {
                clock.now = time
                #expect(isClose(layer.presentedX, value), "at \(time)")
            }
        }
    }

    @Test func childrenHoldTheirEndWhileTheGroupFills() {
        let clock = ManualMediaClock(now: 0)
        let layer = CALayer()
        let group = CAAnimationGroup()
        group.animations = [basic("position.x", from: 0, to: 100, duration: 2)]
        group.duration = 2
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        clock.run {
            layer.add(group, forKey: "g")
            clock.now = 5
            #expect(layer.presentedX == 100)
        }
    }

    @Test func groupTimingFunctionWarpsTheChildren() {
        let clock = ManualMediaClock(now: 0)
        let layer = CALayer()
        let group = CAAnimationGroup()
        group.animations = [basic("position.x", from: 0, to: 100, duration: 1)]
        group.duration = 1
        group.timingFunction = CAMediaTimingFunction(name: .easeIn)
        clock.run {
            layer.add(group, forKey: "g")
            clock.now = 0.5
            #expect(isClose(layer.presentedX, 100 * CAMediaTimingFunction(name: .easeIn).evaluate(at: 0.5), within: 1e-9))
        }
    }

    @Test func childrenDelegatesAreIgnoredAndTheGroupsIsTold() {
        let clock = ManualMediaClock(now: 0)
        let layer = CALayer()
        let childDelegate = RecordingDelegate(), groupDelegate = RecordingDelegate()
        let child = basic("opacity", from: 0, to: 1, duration: 0.5)
        child.delegate = childDelegate
        child.isRemovedOnCompletion = true
        let group = CAAnimationGroup()
        group.animations = [child]
        group.duration = 1
        group.delegate = groupDelegate
        clock.run { layer.add(group, forKey: "g") }
        layer.evaluateFrame(atTime: 0.75)
        layer.evaluateFrame(atTime: 1.5)
        #expect(childDelegate.events.isEmpty)
        #expect(groupDelegate.events == ["start", "stop(true)"])
    }

    @Test func nestedGroups() {
        let clock = ManualMediaClock(now: 0)
        let layer = CALayer()
        let inner = CAAnimationGroup()
        inner.animations = [basic("position.x", from: 0, to: 10, duration: 1)]
        inner.duration = 1
        inner.beginTime = 1
        let outer = CAAnimationGroup()
        outer.animations = [inner]
        outer.duration = 3
        clock.run {
            layer.add(outer, forKey: "g")
            clock.now = 1.5
            #expect(isClose(layer.presentedX, 5))
        }
    }

    @Test func uniformNumericChildrenMatchTheSameAnimationsAddedAlone() {
        func children() -> [CABasicAnimation] {
            let a = basic("transform.rotation.x", from: 0, to: 3 * Double.pi, duration: 2)
            let b = basic("position.x", by: 40, duration: 2)
            let c = basic("opacity", to: 0.2, duration: 2)
            let d = basic("transform.scale.y", from: 1, by: 2, duration: 2)
            d.isAdditive = true
            let e = basic("transform.translation.x", from: 5, to: 15, duration: 2)
            e.isCumulative = true
            for animation in [a, b, c, d, e] {
                animation.timingFunction = CAMediaTimingFunction(name: .easeOut)
                animation.repeatCount = 2
            }
            return [a, b, c, d, e]
        }
        let clock = ManualMediaClock(now: 0)
        let grouped = CALayer(), alone = CALayer()
        for layer in [grouped, alone] { layer.position.x = 7 }
        let group = CAAnimationGroup()
        group.animations = children()
        group.duration = 4
        clock.run {
            grouped.add(group, forKey: "g")
            for (index, animation) in children().enumerated() { alone.add(animation, forKey: "a\(index)") }
            for time in stride(from: 0.0, through: 3.9, by: 0.3) {
                clock.now = time
                let g = grouped.presentation()!, a = alone.presentation()!
                #expect(g.modelProperties == a.modelProperties, "at \(time)")
            }
        }
    }

    /// A run of plain steps on transform components is written straight
    /// into the components; every one must land in its own component (the
    /// whole scale for `transform.scale`), on top of a model transform that
    /// decomposes, exactly as the same animations added alone.
    @Test func aRunOfTransformComponentsMatchesTheSameAnimationsAddedAlone() {
        let paths = ["transform.scale.x", "transform.scale.y", "transform.scale.z", "transform.rotation.x",
                     "transform.rotation.y", "transform.rotation.z", "transform.translation.x",
                     "transform.translation.y", "transform.translation.z", "transform.scale"]
        func children() -> [CABasicAnimation] {
            paths.enumerated().map { index, path in
                let animation = basic(path, from: 0.5 + Double(index), to: -1.25 * Double(index + 1), duration: 2)
                animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                return animation
            }
        }
        let clock = ManualMediaClock(now: 0)
        let grouped = CALayer(), alone = CALayer()
        for layer in [grouped, alone] {
            layer.transform = CATransform3DRotate(CATransform3DMakeScale(2, 3, 1), 0.4, 0, 0, 1)
        }
        let group = CAAnimationGroup()
        let all = children()
        group.animations = [4, 0, 9, 8, 2, 6, 1, 7, 3, 5].map { all[$0] }  // not in component order
        group.duration = 2
        clock.run {
            grouped.add(group, forKey: "g")
            for (index, animation) in group.animations!.map({ $0.copy() as! CABasicAnimation }).enumerated() {
                alone.add(animation, forKey: "a\(index)")
            }
        }
        // One run that spans the group: the group runs as it, in its own timing.
        let compiled = grouped.frameState.entries[0].compiled
        #expect(compiled.kind == .scalarRun && compiled.runComponentLanes == 0b1_1111_1111)
        for time in stride(from: 0.0, through: 2.2, by: 0.1) {
            grouped.evaluateFrame(atTime: time)
            alone.evaluateFrame(atTime: time)
            #expect(grouped.presentedProperties.transform.entries.map(\.bitPattern)
                    == alone.presentedProperties.transform.entries.map(\.bitPattern), "at \(time)")
        }
    }

    @Test func childrenTimedAlikeAreWalkedAsOneRun() {
        let layer = CALayer()
        let group = CAAnimationGroup()
        group.animations = [basic("position.x", from: 0, to: 10), basic("position.y", from: 0, to: 20),
                            basic("opacity", from: 1, to: 0, duration: 2), basic("zPosition", from: 0, to: 4, duration: 2),
                            basic("cornerRadius", from: 0, to: 8)]
        group.duration = 2
        ManualMediaClock(now: 0).run { layer.add(group, forKey: "g") }
        let children = layer.frameState.entries[0].compiled.children
        #expect(children.map(\.kind) == [.scalarRun, .scalarRun, .scalar])
        layer.evaluateFrame(atTime: 0.5)
        let p = layer.presentedProperties
        #expect(isClose(p.position.x, 5) && isClose(p.position.y, 10) && isCloseFloat(Double(p.opacity), 0.75))
        #expect(isClose(p.zPosition, 1) && isClose(p.cornerRadius, 4))
    }
}
