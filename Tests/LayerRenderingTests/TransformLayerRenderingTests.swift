import CSDL2
import Foundation
import LayerAnimation
import Testing
@testable import LayerRendering

/// `CATransformLayer`: nothing of its own drawn, sublayers kept in 3D and
/// sorted by depth, opacity per sublayer; `preservesDepth` replicators.
@Suite struct TransformLayerRenderingTests {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    static func square(_ color: CGColor, z: CGFloat) -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        layer.backgroundColor = color
        layer.zPosition = z
        return layer
    }

    /// Flipped about y, the sublayer behind comes to the front: a transform
    /// layer sorts after the flip; a plain layer flattens first (the control).
    @Test func sublayersAreSortedByDepthAfterTheTransform() {
        let canvas = OffscreenCanvas(width: 100, height: 100)
        for (container, expected) in [(CATransformLayer() as CALayer, RGBA(0, 0, 255)), (CALayer(), RGBA(255, 0, 0))] {
            container.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            container.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
            container.addSublayer(Self.square(Self.red, z: 10))
            container.addSublayer(Self.square(Self.blue, z: -10))
            container.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            canvas.render(stillRoot(width: 100, height: 100, [container]))
            #expect(canvas.pixel(50, 50) == expected, "\(type(of: container))")
            // The transform layer's own background is never drawn.
            #expect(canvas.pixel(5, 5) == (container is CATransformLayer ? RGBA(0, 0, 0) : RGBA(0, 255, 0)))
        }
    }

    @Test func opacityAppliesToEachSublayer() {
        let canvas = OffscreenCanvas(width: 100, height: 100)
        let container = CATransformLayer()
        container.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        container.addSublayer(Self.square(Self.red, z: 0))
        container.addSublayer(Self.square(Self.blue, z: 1))
        container.opacity = 0.5
        canvas.render(stillRoot(width: 100, height: 100, [container]))
        let overlap = canvas.pixel(50, 50)
        #expect(abs(Int(overlap.r) - 64) <= 2 && overlap.g == 0 && abs(Int(overlap.b) - 128) <= 2)
    }

    @Test func nestedTransformLayersSortTogether() {
        let canvas = OffscreenCanvas(width: 100, height: 100)
        let outer = CATransformLayer()
        outer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let first = CATransformLayer(), second = CATransformLayer()
        for inner in [first, second] {
            inner.frame = outer.bounds
            outer.addSublayer(inner)
        }
        first.addSublayer(Self.square(Self.red, z: 30))   // nearest, but in the first group
        second.addSublayer(Self.square(Self.blue, z: 5))
        canvas.render(stillRoot(width: 100, height: 100, [outer]))
        #expect(canvas.pixel(50, 50) == RGBA(255, 0, 0))
    }

    /// A replicator that preserves depth draws its copies back to front.
    @Test func aReplicatorPreservingDepthSortsItsCopies() {
        let canvas = OffscreenCanvas(width: 100, height: 100)
        for (preserves, expected) in [(true, RGBA(255, 255, 255)), (false, RGBA(0, 0, 255))] {
            let replicator = CAReplicatorLayer()
            replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            replicator.addSublayer(Self.square(CGColor(red: 1, green: 1, blue: 1, alpha: 1), z: 0))
            replicator.instanceCount = 2
            replicator.instanceTransform = CATransform3DMakeTranslation(0, 0, -20)  // copy 1 behind, tinted blue
            replicator.instanceRedOffset = -1
            replicator.instanceGreenOffset = -1
            replicator.preservesDepth = preserves
            canvas.render(stillRoot(width: 100, height: 100, [replicator]))
            #expect(canvas.pixel(50, 50) == expected, "preservesDepth \(preserves)")
        }
    }
}
