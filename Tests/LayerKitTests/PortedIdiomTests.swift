import Testing
import LayerKit
import TestSupport
import Swift5PortedCode

/// Idioms of iOS animation code, in a file that imports only LayerKit (as a
/// ported file does): Core Foundation's names, transaction keys, values read
/// back by key path and cast to the type the code knows them by.
@MainActor
@Suite struct PortedIdiomTests {
    /// A view whose layer is a shape layer, as progress rings are written.
    final class RingView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
        var ring: CAShapeLayer { layer as! CAShapeLayer }

        /// Jumps to `progress` without an animation, the Core Foundation way.
        func show(_ progress: CGFloat) {
            CATransaction.begin()
            CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)
            ring.strokeEnd = progress
            CATransaction.commit()
        }

        /// Animates from what is shown now: the from value is read back by key path.
        func animate(to progress: CGFloat, duration: Double) {
            let animation = CABasicAnimation(keyPath: "strokeEnd")
            animation.duration = duration
            animation.fromValue = ring.presentation()?.value(forKeyPath: "strokeEnd") as? CGFloat
            animation.toValue = progress
            ring.add(animation, forKey: "progress")
            ring.strokeEnd = progress
        }
    }

    @Test func aRingAnimatesFromWhatItShows() {
        let stage = ViewStage()
        let ring = RingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.ring.path = UIBezierPath(ovalIn: ring.bounds).cgPath
        stage.root.addSubview(ring)
        stage.clock.run {
            ring.show(0.2)
            stage.frame(at: 0)
            #expect(ring.ring.presentedProperties.shape.strokeEnd == 0.2)
            #expect(ring.ring.presentation()?.value(forKeyPath: "strokeEnd") as? CGFloat == 0.2)
            ring.animate(to: 1, duration: 1)
            stage.frame(at: 0.5)
            let halfway = ring.ring.presentedProperties.shape.strokeEnd
            #expect(halfway > 0.2 && halfway < 1, "from 0.2, not from the new model value: \(halfway)")
            stage.frame(at: 1.5)
            #expect(ring.ring.presentedProperties.shape.strokeEnd == 1)
        }
    }

    /// Core Graphics' gradient spelled as drawing code spells it: colours `as CFArray`.
    @Test func aGradientFromAColourArrayAsCFArray() {
        let colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: [0, 1])
        #expect(gradient?.colors.count == 2 && gradient?.locations == [0, 1])
        let recorder = DiagnosticsRecorder()
        var wrong: CGGradient?
        recorder.run {
            wrong = CGGradient(colorsSpace: nil, colors: [UIColor.red, UIColor.blue] as CFArray, locations: nil)
        }
        #expect(wrong == nil && recorder.diagnostics.count == 1)
        #expect(UIColor().cgColor.alpha == 0, "UIColor() is a placeholder: clear")
    }

    /// Swift 5 code off the main actor (`Swift5PortedCode`) moves views, as it does against UIKit.
    @Test func helpersOffTheMainActorMoveViews() {
        let stage = ViewStage()
        stage.clock.run {
            let card = fadedCard(in: stage.root)
            Shaker().shake(card, by: 12)
            stage.frame(at: 0)
            stage.frame(at: 0.1)
            let shown = card.layer.presentedProperties
            #expect(shown.position.x != card.center.x && shown.opacity < 1 && shown.opacity > 0.25, "\(shown.position.x) \(shown.opacity)")
        }
    }

    /// UIKit's rectangle functions fill in the current context: a rectangle, and a one-point frame inside one.
    @Test func rectangleFunctionsFillInTheCurrentContext() {
        let context = CGContext(size: CGSize(width: 20, height: 20))
        UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 5))  // no context: nothing
        UIGraphicsPushContext(context)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 1, y: 2, width: 3, height: 4))
        UIRectFrame(CGRect(x: 0, y: 0, width: 10, height: 10))
        UIGraphicsPopContext()
        let boxes = context.commands.compactMap { command -> CGRect? in
            if case .fill(let path, _, _) = command { return path.boundingBox }
            return nil
        }
        #expect(boxes.first == CGRect(x: 1, y: 2, width: 3, height: 4) && boxes.count == 5, "\(boxes)")
        let framed = boxes.dropFirst().reduce(CGRect.null) { $0.union($1) }
        #expect(framed == CGRect(x: 0, y: 0, width: 10, height: 10) && boxes.dropFirst().allSatisfy { min($0.width, $0.height) == 1 })
    }

    @Test func coreFoundationsNamesAreThere() {
        let start = CFAbsoluteTimeGetCurrent()
        let interval: CFTimeInterval = CACurrentMediaTime()
        #expect(start > 0 && interval >= 0)
        CATransaction.begin()
        CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)
        #expect(CATransaction.disableActions())
        CATransaction.setValue(kCFBooleanFalse, forKey: kCATransactionDisableActions)
        #expect(!CATransaction.disableActions())
        CATransaction.commit()
    }

    /// A view's numbers read back by key path cast to the types UIKit code uses for them.
    @Test func numbersReadByKeyPathCastAsDeclared() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        view.alpha = 0.5
        view.transform = CGAffineTransform(rotationAngle: 0.25)
        #expect(view.layer.value(forKeyPath: "position.x") as? CGFloat == 25)
        #expect(view.layer.value(forKeyPath: "opacity") as? Float == 0.5)
        let angle = view.layer.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0
        #expect(abs(angle - 0.25) < 1e-12, "\(angle)")
    }
}
