import Foundation
import Testing
@testable import LayerAnimation

/// `LayerDrawingTraits`, what a renderer reads of a layer besides its
/// presentation, follow the layer's settings however they are made.
@Suite struct DrawingTraitsTests {
    @Test func aPlainLayerStartsWithTheDefaults() {
        let traits = CALayer().drawingTraits
        #expect(traits == LayerDrawingTraits())
        #expect(traits.kind == .plain && traits.gravityIsResize && !traits.minifiesNearest && !traits.magnifiesNearest)
        #expect(!traits.shouldRasterize && !traits.hasMask)
    }

    @Test func eachSettingIsFollowedBothWays() {
        let layer = CALayer()
        layer.contentsGravity = .center
        layer.minificationFilter = .nearest
        layer.magnificationFilter = .nearest
        layer.shouldRasterize = true
        layer.mask = CALayer()
        var traits = layer.drawingTraits
        #expect(!traits.gravityIsResize && traits.minifiesNearest && traits.magnifiesNearest)
        #expect(traits.shouldRasterize && traits.hasMask)

        layer.contentsGravity = .resize
        layer.minificationFilter = .linear
        layer.magnificationFilter = .trilinear
        layer.shouldRasterize = false
        layer.mask = nil
        traits = layer.drawingTraits
        #expect(traits == LayerDrawingTraits())
    }

    @Test func aRefusedMaskLeavesTheTraitsAsTheMaskIs() {
        let layer = CALayer(), child = CALayer()
        layer.addSublayer(child)
        CADiagnostics.$taskHandler.withValue({ _ in }) {
            child.mask = layer  // an ancestor: refused, the old (no) mask is kept
        }
        #expect(child.mask == nil && !child.drawingTraits.hasMask)
    }

    @Test func theContentsIdentityIsTheContentsObjects() {
        final class Picture {}
        let layer = CALayer(), picture = Picture()
        layer.contents = picture
        #expect(layer.drawingTraits.contentsIdentity == ObjectIdentifier(picture))
        #expect(CALayer(layer: layer).drawingTraits.contentsIdentity == ObjectIdentifier(picture))
        layer.contents = CGSize(width: 1, height: 1)  // not an object: nothing a renderer recognises
        #expect(layer.drawingTraits.contentsIdentity == nil)
        layer.contents = picture
        layer.contents = nil
        #expect(layer.drawingTraits.contentsIdentity == nil)
    }

    /// The walk reads the flag, not the snapshot's line of the layer object.
    @Test func holdingATransitionSnapshotIsFollowedBothWays() {
        let layer = CALayer()
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(!layer.drawingTraits.holdsTransitionSnapshot)
        layer.add(CATransition(), forKey: "fade")
        #expect(layer.transitionSnapshot != nil && layer.drawingTraits.holdsTransitionSnapshot)
        // A copy (a presentation layer) has no snapshot of its own.
        let copy = CALayer(layer: layer)
        #expect(copy.transitionSnapshot == nil && !copy.drawingTraits.holdsTransitionSnapshot)
        layer.removeAllAnimations()
        layer.evaluateFrame(atTime: CACurrentMediaTime())  // the frame after drops the snapshot
        #expect(layer.transitionSnapshot == nil && !layer.drawingTraits.holdsTransitionSnapshot)
        #expect(layer.drawingTraits == LayerDrawingTraits())
    }

    final class Dots: CAReplicatorLayer {}

    @Test func theKindIsTheLayersClassEvenASubclassOfIt() {
        #expect(CATransformLayer().drawingTraits.kind == .transform)
        #expect(CAReplicatorLayer().drawingTraits.kind == .replicator)
        #expect(Dots().drawingTraits.kind == .replicator)
        #expect(CAEmitterLayer().drawingTraits.kind == .emitter)
        #expect(CAShapeLayer().drawingTraits.kind == .plain)
        #expect(CATextLayer().drawingTraits.kind == .plain)
    }

    @Test func aCopyMadeFromALayerKeepsItsTraitsAndHasItsOwnKind() {
        let model = Dots()
        model.contentsGravity = .topLeft
        model.magnificationFilter = .nearest
        model.shouldRasterize = true
        model.mask = CALayer()
        let copy = Dots(layer: model)
        #expect(copy.drawingTraits.kind == .replicator)
        #expect(!copy.drawingTraits.gravityIsResize && copy.drawingTraits.magnifiesNearest && copy.drawingTraits.shouldRasterize)
        // The mask is not copied (Core Animation's copies do not share it), nor is its trait.
        #expect(copy.mask == nil && !copy.drawingTraits.hasMask)
        // A plain layer made from a replicator is plain.
        #expect(CALayer(layer: model).drawingTraits.kind == .plain)
    }
}
