import Foundation
import Testing
@testable import LayerAnimation

/// `CAReplicatorLayer`'s values, animations and delayed copies.
@Suite struct ReplicatorLayerTests {
    @Test func defaultsAreApples() {
        let layer = CAReplicatorLayer()
        #expect(layer.instanceCount == 1 && layer.instanceDelay == 0)
        #expect(layer.instanceTransform == CATransform3DIdentity && layer.instanceColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(layer.instanceRedOffset == 0 && layer.instanceAlphaOffset == 0 && !layer.preservesDepth)
        let shown = layer.presentedInstances
        #expect(shown.count == 1 && shown.color == ColorComponents(red: 1, green: 1, blue: 1, alpha: 1))
    }

    @Test func copiesAreColouredAndPlacedAsTheSpecSays() {
        let layer = CAReplicatorLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 60)
        layer.instanceCount = 5
        layer.instanceColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        layer.instanceRedOffset = -0.3
        layer.instanceBlueOffset = 0.4
        layer.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        layer.evaluateFrame(atTime: 0)
        let shown = layer.presentedInstances
        #expect(shown.count == 5)
        // Clamped to 0...1 per channel.
        #expect(shown.color(ofCopy: 4) == ColorComponents(red: 0, green: 0.5, blue: 1, alpha: 1))
        #expect(abs(shown.color(ofCopy: 2).red - 0.4) < 1e-6)
        // Copy 1 turns a quarter about the centre (50, 30): (60, 30) goes to (50, 40).
        let m = shown.placement(power: shown.transform)
        let x = 60 * m.m11 + 30 * m.m21 + m.m41, y = 60 * m.m12 + 30 * m.m22 + m.m42
        #expect(abs(x - 50) < 1e-9 && abs(y - 40) < 1e-9)
    }

    @Test func hugeNegativeAndNonFiniteValues() {
        let recorder = DiagnosticsRecorder()
        recorder.run {
            let layer = CAReplicatorLayer()
            layer.instanceCount = 1_000_000_000
            #expect(layer.instanceCount == CAReplicatorLayer.maximumInstanceCount)
            layer.instanceCount = -4
            layer.evaluateFrame(atTime: 0)
            #expect(layer.presentedInstances.count == 0)
            layer.instanceDelay = .nan
            layer.instanceRedOffset = .infinity
            #expect(layer.instanceDelay == 0 && layer.instanceRedOffset == 0)
        }
        #expect(recorder.diagnostics.count == 3)
    }

    /// Every property but preservesDepth animates; the count floors.
    @Test func propertiesAnimate() {
        let clock = ManualMediaClock(now: 0)
        clock.run {
            let layer = CAReplicatorLayer()
            layer.add(basic("instanceCount", from: 1, to: 10), forKey: "count")
            layer.add(basic("instanceDelay", from: 0, to: 1), forKey: "delay")
            layer.add(basic("instanceAlphaOffset", from: 0, to: -0.5), forKey: "fade")
            layer.add(basic("instanceTransform", from: CATransform3DIdentity, to: CATransform3DMakeTranslation(20, 0, 0)),
                      forKey: "spread")
            layer.add(basic("instanceColor", from: CGColor(red: 1, green: 1, blue: 1, alpha: 1),
                            to: CGColor(red: 0, green: 0, blue: 0, alpha: 1)), forKey: "tint")
            layer.evaluateFrame(atTime: 0.45)
            let shown = layer.presentedInstances
            #expect(shown.count == 5)  // 1 + 9 * 0.45 = 5.05, floored
            #expect(abs(shown.delay - 0.45) < 1e-9 && abs(shown.offsets.alpha + 0.225) < 1e-9)
            #expect(abs(shown.transform.m41 - 9) < 1e-9 && abs(shown.color.red - 0.55) < 1e-9)
            clock.now = 0.45
            #expect(layer.presentation()!.instanceCount == 5)
            #expect(layer.instanceCount == 1)
        }
    }

    /// Copy k's subtree shows its values k · instanceDelay earlier, and
    /// before a copy's shifted start, model values (no backwards fill).
    @Test func delayedCopiesShowEarlierValues() {
        let replicator = CAReplicatorLayer()
        let dot = CALayer()
        replicator.addSublayer(dot)
        replicator.instanceCount = 3
        replicator.instanceDelay = 0.25
        let fade = basic("opacity", from: 0, to: 1, duration: 1)
        fade.beginTime = 1
        dot.add(fade, forKey: "fade")
        replicator.evaluateFrame(atTime: 1.6)
        #expect(isCloseFloat(Double(dot.presentedProperties.opacity), 0.6))
        let opacities = (0..<3).map { k in
            replicator.withSublayersPresented(delayedBy: Double(k) * 0.25) { Double(dot.presentedProperties.opacity) }
        }
        #expect(isCloseFloat(opacities[0], 0.6) && isCloseFloat(opacities[1], 0.35) && isCloseFloat(opacities[2], 0.1))
        // Restored afterwards, and nothing was removed or told.
        #expect(isCloseFloat(Double(dot.presentedProperties.opacity), 0.6))
        replicator.evaluateFrame(atTime: 1.1)
        let early = replicator.withSublayersPresented(delayedBy: 0.5) { Double(dot.presentedProperties.opacity) }
        #expect(early == 1)  // before its start: the model
        fade.fillMode = .backwards
        dot.add(fade, forKey: "fade")
        replicator.evaluateFrame(atTime: 1.1)
        let filled = replicator.withSublayersPresented(delayedBy: 0.5) { Double(dot.presentedProperties.opacity) }
        #expect(filled == 0)
    }

    @Test func nestedReplicatorsAddTheirDelays() {
        let outer = CAReplicatorLayer(), inner = CAReplicatorLayer(), dot = CALayer()
        outer.addSublayer(inner)
        inner.addSublayer(dot)
        outer.instanceDelay = 0.1
        inner.instanceDelay = 0.2
        dot.add(basic("opacity", from: 0, to: 1, duration: 10), forKey: "fade")
        dot.animation(forKey: "fade")!.beginTime = 0
        let fade = basic("opacity", from: 0, to: 1, duration: 10)
        fade.beginTime = 1e-9
        dot.add(fade, forKey: "fade")
        outer.evaluateFrame(atTime: 5)
        let shown = outer.withSublayersPresented(delayedBy: 0.1) {
            inner.withSublayersPresented(delayedBy: 0.2) { Double(dot.presentedProperties.opacity) }
        }
        #expect(isCloseFloat(shown, 0.47))
    }

    /// Hit testing sees copy 0 only, and copies are never sublayers.
    @Test func hitTestingTestsTheFirstCopy() {
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        replicator.addSublayer(dot)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(100, 0, 0)
        #expect(replicator.hitTest(CGPoint(x: 25, y: 25)) === dot)
        #expect(replicator.hitTest(CGPoint(x: 125, y: 25)) === replicator)
        #expect(replicator.sublayers?.count == 1)
    }
}
