import Foundation
import Testing
@testable import LayerAnimation

/// Shadows, masks, group opacity and the text layer's animatable values.
@Suite struct CompositingPropertyTests {
    @Test func shadowsHaveApplesDefaultsAndAnimate() {
        let layer = CALayer()
        #expect(layer.shadowOpacity == 0 && layer.shadowRadius == 3 && layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowColor.map(ColorComponents.init) == ColorComponents(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(layer.allowsGroupOpacity && layer.mask == nil && layer.shadowPath == nil)
        let clock = ManualMediaClock(now: 0)
        clock.run {
            layer.add(basic("shadowOpacity", from: 0.0, to: 1.0, duration: 2), forKey: "o")
            layer.add(basic("shadowRadius", from: 0.0, to: 10.0, duration: 2), forKey: "r")
            layer.add(basic("shadowOffset", from: CGSize(width: 0, height: 0), to: CGSize(width: 8, height: -4), duration: 2), forKey: "d")
            layer.add(basic("shadowColor", from: CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                            to: CGColor(red: 0, green: 0, blue: 1, alpha: 1), duration: 2), forKey: "c")
            clock.now = 1
            let shadow = layer.presentation()!.presentedProperties.shadow
            #expect(isClose(Double(shadow.opacity), 0.5, within: 1e-6) && isClose(shadow.radius, 5))
            #expect(shadow.offset == CGSize(width: 4, height: -2))
            #expect(isClose(shadow.color!.red, 0.5) && isClose(shadow.color!.blue, 0.5))
            #expect(layer.shadowOpacity == 0)  // the model is unchanged
        }
    }

    @Test func shadowChangesAnimateImplicitlyInATree() {
        let clock = ManualMediaClock(now: 0)
        clock.run {
            let root = CALayer(), layer = CALayer()
            root.addSublayer(layer)
            layer.shadowOpacity = 1
            root.evaluateFrame(atTime: 0)
            #expect(layer.animation(forKey: "shadowOpacity") is CABasicAnimation)
            root.evaluateFrame(atTime: 0.125)
            // Half the time on the default curve (ease: 0.25, 0.1, 0.25, 1) is 80 % of the way.
            #expect(isClose(Double(layer.presentedProperties.shadow.opacity), 0.8, within: 0.01))
        }
    }

    @Test func aMaskIsEvaluatedWithItsLayer() {
        let root = CALayer(), mask = CALayer()
        root.mask = mask
        let slide = basic("position.x", from: 0.0, to: 100.0, duration: 1)
        slide.beginTime = 1
        mask.add(slide, forKey: "slide")
        root.evaluateFrame(atTime: 1.5)
        #expect(isClose(mask.presentedProperties.position.x, 50))
        #expect(mask.superlayer == nil)
        root.mask = nil
        let other = CALayer()
        other.addSublayer(mask)  // no longer a mask: it can be a sublayer
        #expect(mask.superlayer === other)
    }

    @Test func textFontSizeAndColourAnimateAndRedrawTheText() {
        let text = CATextLayer()
        text.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        text.string = "Hi"
        #expect(text.fontSize == 36)
        let grow = basic("fontSize", from: 10.0, to: 30.0, duration: 1)
        grow.beginTime = 1
        text.add(grow, forKey: "grow")
        let tint = basic("foregroundColor", from: CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                         to: CGColor(red: 0, green: 1, blue: 0, alpha: 1), duration: 1)
        tint.beginTime = 1
        text.add(tint, forKey: "tint")
        text.evaluateFrame(atTime: 1.5)
        let drawing = text.contents as? CATextDrawing
        #expect(drawing.map { isClose($0.fontSize, 20) } == true)
        #expect(drawing.map { isClose($0.color.red, 0.5) && isClose($0.color.green, 0.5) } == true)
        text.evaluateFrame(atTime: 1.5)
        #expect(text.contents as? CATextDrawing === drawing)  // unchanged values: no new drawing
        text.evaluateFrame(atTime: 3)
        #expect((text.contents as? CATextDrawing)?.fontSize == 36)  // back to the model
    }

    @Test func nonFiniteShadowAndTextValuesAreRefused() {
        let recorder = DiagnosticsRecorder()
        let text = CATextLayer()
        recorder.run {
            text.shadowOpacity = .nan
            text.shadowRadius = .infinity
            text.shadowOffset = CGSize(width: CGFloat.nan, height: 0)
            text.fontSize = .nan
        }
        #expect(recorder.diagnostics.count == 4)
        #expect(text.shadowOpacity == 0 && text.shadowRadius == 3 && text.fontSize == 36)
    }
}
