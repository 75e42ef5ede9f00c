import CSDL2
import Foundation
import LayerAnimation
import Testing
@testable import LayerRendering

/// Masks, rounded clipping, group opacity and shadows, against pixels.
@Suite struct CompositingTests {
    /// A square layer of `size` at `center` with `color`.
    static func square(_ size: Double, at center: CGPoint, _ color: CGColor? = nil) -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: size, height: size)
        layer.position = center
        layer.backgroundColor = color
        return layer
    }

    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

    /// Two overlapping red squares in a half-transparent parent.
    func overlapping(groupOpacity: Bool) -> OffscreenCanvas {
        let canvas = OffscreenCanvas(width: 80, height: 40)
        let parent = Self.square(80, at: CGPoint(x: 40, y: 20))
        parent.bounds.size.height = 40
        parent.opacity = 0.5
        parent.allowsGroupOpacity = groupOpacity
        parent.addSublayer(Self.square(30, at: CGPoint(x: 25, y: 20), Self.red))  // 10...40
        parent.addSublayer(Self.square(30, at: CGPoint(x: 45, y: 20), Self.red))  // 30...60
        canvas.render(scene(size: CGSize(width: 80, height: 40), child: parent))
        return canvas
    }

    @Test func groupOpacityFadesTheSubtreeAsOnePicture() {
        let group = overlapping(groupOpacity: true)
        #expect(group.pixel(20, 20) == RGBA(128, 0, 0))
        #expect(group.pixel(35, 20) == RGBA(128, 0, 0))  // the overlap does not show through
        #expect(group.layers.lastOffscreenPasses == 1)
        let separate = overlapping(groupOpacity: false)
        #expect(abs(Int(separate.pixel(20, 20).r) - 128) <= 1)
        #expect(separate.pixel(35, 20).r > 180)  // each square faded alone: the overlap is brighter
        #expect(separate.layers.lastOffscreenPasses == 0)
    }

    /// A 40-point square parent at the centre of 60 x 60 with rounded
    /// corners clipping a red child that fills it, turned by `angle`.
    func roundedClip(angle: Double, pixelsPerPoint: Double = 1) -> OffscreenCanvas {
        let side = Int32(60 * pixelsPerPoint)
        let canvas = OffscreenCanvas(width: side, height: side)
        canvas.layers.pixelsPerPoint = pixelsPerPoint
        let parent = Self.square(40, at: CGPoint(x: 30, y: 30))
        parent.cornerRadius = 12
        parent.masksToBounds = true
        parent.transform = CATransform3DMakeRotation(angle, 0, 0, 1)
        parent.addSublayer(Self.square(40, at: CGPoint(x: 20, y: 20), Self.red))
        canvas.render(scene(size: CGSize(width: 60, height: 60), child: parent))
        return canvas
    }

    @Test func roundedMasksToBoundsClipsSublayers() {
        let flat = roundedClip(angle: 0)
        #expect(flat.pixel(30, 30) == RGBA(255, 0, 0))
        #expect(flat.pixel(11, 11) == RGBA(0, 0, 0))   // inside the box, outside the rounded corner
        #expect(flat.pixel(11, 30) == RGBA(255, 0, 0))  // along a straight edge
        #expect(flat.pixel(45, 45) == RGBA(255, 0, 0))
    }

    @Test func roundedClippingHoldsWhenTurned() {
        let turned = roundedClip(angle: .pi / 4)
        #expect(turned.pixel(30, 30) == RGBA(255, 0, 0))
        // The square's corners point up, down, left and right now, 28.3 from
        // the centre; rounded, they reach 28.3 - 12 (√2 - 1) ≈ 23.3.
        #expect(turned.pixel(30, 30 - 21) == RGBA(255, 0, 0))
        #expect(turned.pixel(30, 30 - 26) == RGBA(0, 0, 0))
        // Where the unturned square's corner was: outside the turned one.
        #expect(turned.pixel(12, 12) == RGBA(0, 0, 0))
    }

    @Test func roundedClippingAtScaleTwoCoversTwiceThePixels() {
        let sharp = roundedClip(angle: 0, pixelsPerPoint: 2)
        #expect(sharp.pixel(60, 60) == RGBA(255, 0, 0))
        #expect(sharp.pixel(22, 22) == RGBA(0, 0, 0))   // the corner, at twice the size
        #expect(sharp.pixel(22, 60) == RGBA(255, 0, 0))
        #expect(sharp.pixel(19, 60) == RGBA(0, 0, 0))   // left of the layer (which starts at 20)
    }

    @Test func aMaskShowsTheLayerWhereTheMaskHasAlpha() {
        let canvas = OffscreenCanvas(width: 60, height: 40)
        let layer = Self.square(60, at: CGPoint(x: 30, y: 20), Self.red)
        layer.bounds.size.height = 40
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 20, height: 40)
        mask.backgroundColor = Self.white
        let half = CALayer()
        half.frame = CGRect(x: 20, y: 0, width: 20, height: 40)
        half.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        mask.addSublayer(half)
        layer.mask = mask
        canvas.render(scene(size: CGSize(width: 60, height: 40), child: layer))
        #expect(canvas.pixel(10, 20) == RGBA(255, 0, 0))
        #expect(abs(Int(canvas.pixel(30, 20).r) - 128) <= 1)  // half the mask's alpha, half the red
        #expect(canvas.pixel(50, 20) == RGBA(0, 0, 0))
        #expect(mask.superlayer == nil)
    }

    @Test func masksThatAreTheirOwnAncestorsAreRefused() {
        let recorder = DiagnosticsCounter()
        let root = Self.square(40, at: CGPoint(x: 20, y: 20), Self.red)
        let child = Self.square(20, at: CGPoint(x: 10, y: 10), Self.blue)
        root.addSublayer(child)
        CADiagnostics.$taskHandler.withValue({ recorder.add($0) }) {
            root.mask = root
            child.mask = root
            let mask = CALayer()
            child.mask = mask
            mask.mask = child  // the layer it masks
            root.addSublayer(mask)  // a mask cannot be a sublayer
        }
        #expect(recorder.count == 4)
        #expect(root.mask == nil && child.mask != nil && child.mask?.mask == nil)
        let canvas = OffscreenCanvas(width: 40, height: 40)
        canvas.render(scene(size: CGSize(width: 40, height: 40), child: root))
        #expect(canvas.pixel(30, 30) == RGBA(255, 0, 0))  // the rest still draws
    }

    @Test func aShadowFallsBesideTheLayerAndIsBlurredByItsRadius() {
        func render(radius: Double, path: CGPath? = nil) -> OffscreenCanvas {
            let canvas = OffscreenCanvas(width: 80, height: 80)
            let layer = Self.square(30, at: CGPoint(x: 35, y: 35), Self.white)  // 20...50
            layer.shadowOpacity = 1
            layer.shadowColor = Self.blue
            layer.shadowOffset = CGSize(width: 12, height: 12)
            layer.shadowRadius = radius
            layer.shadowPath = path
            canvas.render(scene(size: CGSize(width: 80, height: 80), child: layer))
            return canvas
        }
        let hard = render(radius: 0)
        #expect(hard.pixel(30, 30) == RGBA(255, 255, 255))  // the layer covers its shadow
        #expect(hard.pixel(56, 56) == RGBA(0, 0, 255))      // 32...62: the shadow's own part
        #expect(hard.pixel(66, 56) == RGBA(0, 0, 0))
        let soft = render(radius: 4)
        #expect(soft.pixel(55, 45).b > 220)                  // inside, away from the edges
        let edge = soft.pixel(62, 40).b                      // on the edge: about half
        #expect(edge > 90 && edge < 165)
        #expect(soft.pixel(62 + 6, 40).b < 30)               // 1.5 sigma outside: faint
        #expect(soft.pixel(62 + 14, 40).b == 0)
        // A shadow path replaces the layer's shape.
        let pathed = render(radius: 0, path: CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil))
        #expect(pathed.pixel(56, 56) == RGBA(0, 0, 0))
        #expect(pathed.pixel(15, 25) == RGBA(0, 0, 0))
        #expect(pathed.pixel(34, 34) == RGBA(255, 255, 255))
    }

    @Test func aShadowFollowsTheAlphaOfTheContents() {
        let canvas = OffscreenCanvas(width: 60, height: 60)
        final class Disc: CALayer {
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
                ctx.fillEllipse(in: bounds)
            }
        }
        let disc = Disc()
        disc.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
        disc.position = CGPoint(x: 25, y: 25)  // 10...40
        disc.shadowOpacity = 1
        disc.shadowRadius = 0
        disc.shadowColor = Self.red
        disc.shadowOffset = CGSize(width: 10, height: 10)
        disc.setNeedsDisplay()
        canvas.render(scene(size: CGSize(width: 60, height: 60), child: disc))
        #expect(canvas.pixel(30, 30) == RGBA(255, 255, 255))  // the disc over its shadow
        #expect(canvas.pixel(45, 35) == RGBA(255, 0, 0))      // the shadow's disc: 20...50, centre 35
        #expect(canvas.pixel(48, 48) == RGBA(0, 0, 0))        // the shadow's square corner is not drawn
    }

    @Test func recordedShadowsAreDrawnByCairo() {
        let canvas = OffscreenCanvas(width: 40, height: 40)
        final class Boxed: CALayer {
            override func draw(in ctx: CGContext) {
                ctx.setShadow(offset: CGSize(width: 8, height: 8), blur: 0,
                              color: CGColor(red: 0, green: 1, blue: 0, alpha: 1))
                ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
                ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            }
        }
        let layer = Boxed()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.setNeedsDisplay()
        canvas.render(scene(size: CGSize(width: 40, height: 40), child: layer))
        #expect(canvas.pixel(10, 10) == RGBA(255, 0, 0))
        #expect(canvas.pixel(24, 24) == RGBA(0, 255, 0))
        #expect(canvas.pixel(32, 32) == RGBA(0, 0, 0))
    }
}
