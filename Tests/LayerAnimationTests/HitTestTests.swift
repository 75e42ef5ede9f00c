import Foundation
import Testing
@testable import LayerAnimation

/// Hit testing and point conversion on the model geometry, through
/// rotations, perspective and planes seen edge-on.
@Suite struct HitTestTests {
    /// A 400x400 root at (200, 200) and a 50x50 child centred at (100, 100).
    private func tree() -> (root: CALayer, child: CALayer) {
        let root = CALayer(), child = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        root.position = CGPoint(x: 200, y: 200)
        child.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        child.position = CGPoint(x: 100, y: 100)
        root.addSublayer(child)
        return (root, child)
    }

    private func close(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func hitsTheFrontmostVisibleLayerUnderThePoint() {
        let (root, child) = tree()
        #expect(root.hitTest(CGPoint(x: 100, y: 100)) === child)
        #expect(root.hitTest(CGPoint(x: 130, y: 100)) === root)
        #expect(root.hitTest(CGPoint(x: 500, y: 100)) == nil)
        // A later sibling covers an earlier one; a higher zPosition beats order.
        let later = CALayer()
        later.frame = CGRect(x: 90, y: 90, width: 20, height: 20)
        root.addSublayer(later)
        #expect(root.hitTest(CGPoint(x: 100, y: 100)) === later)
        child.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 100, y: 100)) === child)
        // Hidden layers are skipped; transparent ones are not (that is UIView's rule).
        child.isHidden = true
        #expect(root.hitTest(CGPoint(x: 100, y: 100)) === later)
        later.opacity = 0
        #expect(root.hitTest(CGPoint(x: 100, y: 100)) === later)
    }

    @Test func masksToBoundsLimitsHitsOnSublayers() {
        let (root, child) = tree()
        let outside = CALayer()
        outside.frame = CGRect(x: 60, y: 0, width: 20, height: 20)  // beyond the child's 50 points
        child.addSublayer(outside)
        let point = CGPoint(x: 75 + 70, y: 75 + 10)  // root coordinates of the grandchild's centre
        #expect(root.hitTest(point) === outside)
        child.masksToBounds = true
        #expect(root.hitTest(point) === root)
    }

    @Test func rotationTurnsTheHitArea() {
        let (root, child) = tree()
        child.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        // A corner of the unturned square, now outside the diamond.
        #expect(root.hitTest(CGPoint(x: 76, y: 76)) === root)
        #expect(root.hitTest(CGPoint(x: 100, y: 66)) === child)  // the diamond reaches 35 points up
        let local = child.convert(CGPoint(x: 100, y: 100 - 20 * 2.squareRoot()), from: root)
        #expect(close(local, CGPoint(x: 25 - 20, y: 25 - 20), within: 1e-9))
    }

    @Test func perspectiveIsUnprojectedOntoTheLayersPlane() {
        let (root, child) = tree()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        root.sublayerTransform = perspective
        child.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        for q in [CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 10), CGPoint(x: 12.5, y: 40), CGPoint(x: 25, y: 25)] {
            let there = child.convert(q, to: root)
            #expect(close(child.convert(there, from: root), q, within: 1e-9), "\(q)")
            // The same projection the renderer draws: about the anchor, the
            // transform, the position, then the root's perspective about its centre.
            var m = CATransform3DMakeTranslation(-25, -25, 0)
            m = CATransform3DConcat(m, child.transform)
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(100, 100, 0))
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(-200, -200, 0))
            m = CATransform3DConcat(m, perspective)
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(200, 200, 0))
            let w = q.x * m.m14 + q.y * m.m24 + m.m44
            let expected = CGPoint(x: (q.x * m.m11 + q.y * m.m21 + m.m41) / w, y: (q.x * m.m12 + q.y * m.m22 + m.m42) / w)
            #expect(close(there, expected, within: 1e-9), "\(q)")
        }
        #expect(root.hitTest(child.convert(CGPoint(x: 48, y: 2), to: root)) === child)
        #expect(root.hitTest(child.convert(CGPoint(x: 52, y: 2), to: root)) === root)
    }

    @Test func aPlaneSeenEdgeOnIsNeverHit() {
        let (root, child) = tree()
        child.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)  // no perspective: a line
        #expect(root.hitTest(CGPoint(x: 100, y: 100)) === root)
        #expect(child.convert(CGPoint(x: 100, y: 100), from: root) == .zero)
    }

    @Test func convertingBetweenSiblingsAndRects() {
        let (root, child) = tree()
        let other = CALayer()
        other.frame = CGRect(x: 200, y: 200, width: 10, height: 10)
        root.addSublayer(other)
        #expect(close(other.convert(CGPoint(x: 25, y: 25), from: child), CGPoint(x: -100, y: -100)))
        #expect(close(child.convert(CGPoint(x: 0, y: 0), to: other), CGPoint(x: -125, y: -125)))
        // nil is the space above the root: the root sits at (200, 200) about its centre.
        #expect(close(child.convert(CGPoint(x: 0, y: 0), to: nil), CGPoint(x: 75, y: 75)))
        #expect(close(root.convert(CGPoint(x: 10, y: 10), from: nil), CGPoint(x: 10, y: 10)))
        #expect(child.convert(CGRect(x: 0, y: 0, width: 50, height: 50), to: root) == CGRect(x: 75, y: 75, width: 50, height: 50))
        child.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let turned = child.convert(CGRect(x: 0, y: 0, width: 50, height: 10), to: root)
        #expect(abs(turned.width - 10) < 1e-9 && abs(turned.height - 50) < 1e-9)
    }
}

/// A transform layer is never hit itself; its front-most sublayer is.
@Suite struct TransformLayerHitTestTests {
    @Test func theFrontMostSublayerWinsAndNeverTheLayer() {
        let container = CATransformLayer()
        container.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let back = CALayer(), front = CALayer()
        back.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        front.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        front.zPosition = 5
        container.addSublayer(front)
        container.addSublayer(back)
        #expect(container.hitTest(CGPoint(x: 40, y: 40)) === front)
        #expect(container.hitTest(CGPoint(x: 10, y: 10)) === back)
        #expect(container.hitTest(CGPoint(x: 95, y: 5)) == nil)
        #expect(!container.contains(CGPoint(x: 50, y: 50)))
    }
}
