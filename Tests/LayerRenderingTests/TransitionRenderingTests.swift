import CSDL2
import Foundation
import LayerAnimation
import Testing
@testable import LayerRendering

/// Transitions drawn from the old picture and the new, at progress 0, ½ and 1.
@Suite struct TransitionRenderingTests {
    static let green = RGBA(0, 255, 0), blue = RGBA(0, 0, 255), red = RGBA(255, 0, 0)

    /// A 40 x 20 layer at (10, 10) whose old picture is green on the left
    /// half and blue on the right, and whose new one is all red, with a
    /// transition of `type`/`subtype` drawn at `progress`.
    func render(_ type: CATransitionType, _ subtype: CATransitionSubtype?, progress: Double) -> OffscreenCanvas {
        let canvas = OffscreenCanvas(width: 60, height: 40)
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        let left = CALayer(), right = CALayer()
        left.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        left.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        right.frame = CGRect(x: 20, y: 0, width: 20, height: 20)
        right.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        layer.sublayers = [left, right]
        let root = scene(size: CGSize(width: 60, height: 40), child: layer)
        canvas.render(root, at: 0)
        let transition = CATransition()
        (transition.type, transition.subtype) = (type, subtype)
        transition.beginTime = 10
        transition.duration = 1
        transition.fillMode = .both
        transition.isRemovedOnCompletion = false
        layer.add(transition, forKey: kCATransition)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.sublayers = nil
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        CATransaction.commit()
        canvas.render(root, at: 10 + progress)
        return canvas
    }

    /// The colours at the layer's left and right quarters (x 20 and 40).
    func quarters(_ canvas: OffscreenCanvas) -> (RGBA, RGBA) {
        (canvas.pixel(20, 20), canvas.pixel(40, 20))
    }

    @Test(arguments: [CATransitionType.fade, .moveIn, .push, .reveal])
    func progressZeroShowsTheOldAndOneTheNew(type: CATransitionType) {
        let start = render(type, .fromRight, progress: 0)
        #expect(quarters(start) == (Self.green, Self.blue))
        #expect(start.pixel(5, 20) == RGBA(0, 0, 0))  // nothing outside the layer
        let end = render(type, .fromRight, progress: 1)
        #expect(quarters(end) == (Self.red, Self.red))
    }

    @Test func halfwayEachTypeMovesOrMixesThePictures() {
        let fade = quarters(render(.fade, nil, progress: 0.5))
        #expect(abs(Int(fade.0.r) - 128) <= 1 && abs(Int(fade.0.g) - 127) <= 1)
        // moveIn from the right: the new covers the right half; the old stays put.
        #expect(quarters(render(.moveIn, .fromRight, progress: 0.5)) == (Self.green, Self.red))
        #expect(quarters(render(.moveIn, .fromLeft, progress: 0.5)) == (Self.red, Self.blue))
        // push from the right: the old moved left by half (its blue half now on the left).
        #expect(quarters(render(.push, .fromRight, progress: 0.5)) == (Self.blue, Self.red))
        #expect(quarters(render(.push, .fromLeft, progress: 0.5)) == (Self.red, Self.green))
        // reveal from the right: the old slides out left, the new is under it.
        #expect(quarters(render(.reveal, .fromRight, progress: 0.5)) == (Self.blue, Self.red))
        #expect(quarters(render(.reveal, .fromLeft, progress: 0.5)) == (Self.red, Self.green))
        // Vertical: push from the top at ½ shows the new in the top half.
        let top = render(.push, .fromTop, progress: 0.5)
        #expect(top.pixel(20, 14) == Self.red && top.pixel(20, 26) == Self.green)
    }

    @Test func aFlipDrawsEachFaceOnceWhileItTurns() {
        let canvas = OffscreenCanvas(width: 60, height: 40)
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        layer.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        let root = scene(size: CGSize(width: 60, height: 40), child: layer)
        canvas.render(root, at: 0)
        let transition = CATransition()
        transition.type = .flip
        transition.beginTime = 10
        transition.duration = 1
        layer.add(transition, forKey: kCATransition)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        CATransaction.commit()
        for frame in 0..<20 { canvas.render(root, at: 10.02 + Double(frame) / 20) }
        #expect(canvas.layers.flipFacesDrawn == 2, "the old face and the new, once each")
        #expect(canvas.pixel(30, 20).r > 200, "the new face shows near the end: \(canvas.pixel(30, 20))")
        // The new face changes in the second half: drawn again, once.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        CATransaction.commit()
        canvas.render(root, at: 10.96)
        canvas.render(root, at: 10.97)
        #expect(canvas.layers.flipFacesDrawn == 3)
        #expect(canvas.pixel(30, 20).b > 200, "\(canvas.pixel(30, 20))")
    }

    @Test func theSnapshotIsDroppedWhenTheTransitionEnds() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let transition = CATransition()
        transition.beginTime = 1
        transition.duration = 1
        layer.add(transition, forKey: nil)
        #expect(layer.transitionSnapshot != nil)
        layer.evaluateFrame(atTime: 1.5)
        #expect(layer.transitionSnapshot != nil)
        layer.evaluateFrame(atTime: 2.5)
        #expect(layer.transitionSnapshot == nil)
    }
}
