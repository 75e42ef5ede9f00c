import Foundation
import TestSupport
import Testing
@testable import LayerKit

/// Views and their layers: hierarchy, layer class, geometry and hit tests (layerkit.md §1).
@MainActor
@Suite struct ViewHierarchyTests {
    final class ShapeView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
    }

    @Test func aViewIsItsLayersDelegateAndMakesItFromItsLayerClass() {
        let view = ShapeView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.layer is CAShapeLayer)
        #expect(view.layer.delegate === view)
        #expect(view.center == CGPoint(x: 25, y: 40))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(UIView().frame == .zero)
    }

    @Test func subviewsAreTheirLayersInOrderWithTheLastInFront() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (a, b, c) = (UIView(), UIView(), UIView())
        let plain = CALayer()
        parent.addSubview(a)
        parent.layer.addSublayer(plain)  // a layer added directly keeps its place
        parent.addSubview(b)
        parent.insertSubview(c, belowSubview: b)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
        #expect(parent.layer.sublayers?.map(ObjectIdentifier.init) == [a.layer, plain, c.layer, b.layer].map(ObjectIdentifier.init))
        parent.bringSubviewToFront(a)
        #expect(parent.subviews.last === a && parent.layer.sublayers?.last === a.layer)
        parent.sendSubviewToBack(b)
        #expect(parent.subviews.first === b)
        c.removeFromSuperview()
        #expect(c.superview == nil && c.layer.superlayer == nil && parent.subviews.count == 2)
        a.tag = 7
        #expect(parent.viewWithTag(7) === a)
    }

    @Test func aViewCannotHoldItselfOrItsAncestorsWithADiagnosticEach() {
        let (parent, child) = (UIView(), UIView())
        parent.addSubview(child)
        let recorder = DiagnosticsRecorder()
        recorder.run {
            parent.addSubview(parent)
            child.addSubview(parent)
        }
        #expect(recorder.count == 2)
        #expect(parent.superview == nil && parent.subviews.count == 1 && child.subviews.isEmpty)
    }

    @Test func movingAViewCallsItsCallbacksOnce() {
        final class Watched: UIView {
            var calls: [String] = []
            override func willMove(toSuperview newSuperview: UIView?) { calls.append("will \(newSuperview == nil ? "nil" : "view")") }
            override func didMoveToSuperview() { calls.append("did") }
        }
        let (first, second) = (UIView(), UIView())
        let view = Watched()
        first.addSubview(view)
        second.addSubview(view)
        view.removeFromSuperview()
        #expect(view.calls == ["will view", "did", "will view", "did", "will nil", "did"])
        #expect(first.subviews.isEmpty)
    }

    @Test func convertGoesThroughTransformsAndNilIsTheTop() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let outer = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 30))
        root.addSubview(outer)
        outer.addSubview(inner)
        #expect(inner.convert(CGPoint.zero, to: nil) == CGPoint(x: 110, y: 120))
        #expect(root.convert(CGPoint(x: 110, y: 120), to: inner) == .zero)
        #expect(inner.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: outer) == CGRect(x: 10, y: 20, width: 5, height: 5))
        outer.transform = CGAffineTransform(scaleX: 2, y: 2)  // about the centre (150, 150)
        let point = inner.convert(CGPoint.zero, to: root)
        #expect(isClose(point.x, 70) && isClose(point.y, 90))
    }

    @Test func hitTestsFollowUIKitsRules() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let overhang = UIView(frame: CGRect(x: 150, y: 150, width: 100, height: 100))  // sticks out of `back`
        root.addSubview(back)
        root.addSubview(front)
        back.addSubview(overhang)
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)  // front to back
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 220, y: 220), with: nil) === root)  // outside `back`: not its subview's
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        front.isHidden = false
        front.alpha = 0.005
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        front.alpha = 1
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 500, y: 10), with: nil) == nil)
    }

    @Test func aMovingViewIsHitAtItsDestinationAndOnlyIfTheBlockAllowsIt() {
        let stage = ViewStage()
        stage.clock.run {
            stage.frame(at: 0)
            UIView.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction], animations: {
                stage.view.center = CGPoint(x: 300, y: 300)
            })
            stage.frame(at: 0.5)
            #expect(stage.root.hitTest(CGPoint(x: 300, y: 300), with: nil) === stage.view)
            UIView.animate(withDuration: 1, animations: { stage.view.alpha = 0.5 })
            #expect(stage.root.hitTest(CGPoint(x: 300, y: 300), with: nil) === stage.root)
            stage.frame(at: 2)
            #expect(stage.root.hitTest(CGPoint(x: 300, y: 300), with: nil) === stage.view)
        }
    }

    @Test func autoresizingSharesTheChangeAmongTheFlexibleParts() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let fill = UIView(frame: CGRect(x: 10, y: 10, width: 280, height: 280))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let corner = UIView(frame: CGRect(x: 250, y: 250, width: 40, height: 40))
        corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        let centred = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 10))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 5, height: 5))
        for view in [fill, corner, centred, fixed] { parent.addSubview(view) }
        parent.frame = CGRect(x: 0, y: 0, width: 500, height: 400)
        #expect(fill.frame == CGRect(x: 10, y: 10, width: 480, height: 380))
        #expect(corner.frame == CGRect(x: 450, y: 350, width: 40, height: 40))
        #expect(centred.frame == CGRect(x: 200, y: 0, width: 100, height: 10))
        #expect(fixed.frame == CGRect(x: 5, y: 5, width: 5, height: 5))
    }

    @Test func layoutSubviewsRunsOnceAfterChangesWhenLaidOut() {
        final class Counting: UIView {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let view = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        let first = view.layouts
        view.layoutIfNeeded()
        #expect(view.layouts == first)
        view.bounds.size = CGSize(width: 20, height: 20)
        view.addSubview(UIView())
        view.layoutIfNeeded()
        #expect(view.layouts == first + 1)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.layouts == first + 2)
        view.sizeToFit()
        #expect(view.bounds.size == CGSize(width: 20, height: 20))
    }

    @Test func drawRunsOnlyWhenOverriddenIntoTheCurrentContext() {
        final class Drawn: UIView {
            var draws = 0
            var hadContext = false
            override func draw(_ rect: CGRect) {
                draws += 1
                hadContext = UIGraphicsGetCurrentContext() != nil
                UIColor.red.setFill()
                UIBezierPath(ovalIn: rect).fill()
            }
        }
        let stage = ViewStage()
        let drawn = Drawn(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        stage.root.addSubview(drawn)
        stage.clock.run {
            stage.frame(at: 0)
            #expect(drawn.draws == 1 && drawn.hadContext && drawn.layer.contents != nil)
            #expect(stage.view.layer.contents == nil)  // a plain view keeps no drawing
            stage.frame(at: 0.1)
            #expect(drawn.draws == 1)
            drawn.setNeedsDisplay()
            stage.frame(at: 0.2)
            #expect(drawn.draws == 2)
            #expect(UIGraphicsGetCurrentContext() == nil)
        }
    }

    @Test func nonFiniteGeometryIsRefusedWithADiagnostic() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let recorder = DiagnosticsRecorder()
        recorder.run {
            view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
            view.center = CGPoint(x: 0, y: CGFloat.infinity)
            view.alpha = .nan
            view.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
            view.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
        }
        #expect(recorder.count == 5)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 10, height: 10) && view.alpha == 1)
    }
}
