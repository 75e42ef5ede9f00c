import Foundation
import SplitMix
import TestSupport
import Testing
@testable import LayerKit

/// Seeded hostile use of views, blocks and gestures: hierarchy changes
/// that would make cycles, NaN and huge geometry, blocks with any duration
/// and options (nested, keyframes, transitions), touches anywhere, and
/// recognizers removed from their own actions. After every step the
/// hierarchy and the layer tree agree, nothing presented is NaN or
/// infinite, and every completion ran at most once.
@MainActor
@Suite struct RandomizedViewTests {
    static let seed: UInt64 = SplitMix64.testSeed(20_261_127)

    static func hostile(_ g: inout SplitMix64) -> CGFloat {
        [0, 0.5, 1, -1, 50, 200, 1e-9, 1e9, -1e300, .nan, .infinity, -.infinity, CGFloat.random(in: -50...450, using: &g)]
            .randomElement(using: &g)!
    }

    /// A view that asks to draw again from its own drawing, and removes its recognizers when touched.
    final class Unruly: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            setNeedsDisplay()
            UIBezierPath(rect: rect).fill()
        }
    }

    @Test func fiveThousandHostileSteps() {
        var g = SplitMix64(seed: Self.seed)
        let clock = ManualMediaClock(now: 0)
        let diagnostics = DiagnosticsRecorder()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let views: [UIView] = (0..<10).map { index in
            index % 3 == 0 ? Unruly(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
                : UIView(frame: CGRect(x: CGFloat(index) * 30, y: CGFloat(index) * 20, width: 80, height: 80))
        }
        for view in views.prefix(6) { window.addSubview(view) }
        var completions: [Int: Int] = [:]
        var blockNumber = 0
        var time = 0.0
        func change(_ view: UIView, _ g: inout SplitMix64) {
            switch Int.random(in: 0..<7, using: &g) {
            case 0: view.center = CGPoint(x: Self.hostile(&g), y: Self.hostile(&g))
            case 1: view.frame = CGRect(x: Self.hostile(&g), y: Self.hostile(&g), width: Self.hostile(&g), height: Self.hostile(&g))
            case 2: view.alpha = Self.hostile(&g)
            case 3: view.transform = CGAffineTransform(scaleX: Self.hostile(&g), y: Self.hostile(&g))
            case 4: view.backgroundColor = Bool.random(using: &g) ? nil : UIColor(red: Self.hostile(&g), green: 0.5, blue: 0, alpha: 1)
            case 5: view.bounds.size = CGSize(width: Self.hostile(&g), height: Self.hostile(&g))
            default: view.layer.cornerRadius = Self.hostile(&g)
            }
        }
        func block(_ g: inout SplitMix64) -> (Double, (Bool) -> Void) {
            blockNumber += 1
            let number = blockNumber
            return (Double(Self.hostile(&g)), { _ in completions[number, default: 0] += 1 })
        }
        diagnostics.run {
            clock.run {
                for step in 0..<5_000 {
                    let view = views.randomElement(using: &g)!
                    let other = views.randomElement(using: &g)!
                    switch Int.random(in: 0..<16, using: &g) {
                    case 0: other.addSubview(view)  // cycles among them are refused
                    case 1: view.removeFromSuperview()
                    case 2: window.insertSubview(view, at: Int.random(in: -3...12, using: &g))
                    case 3: change(view, &g)
                    case 4, 5:
                        let (duration, completion) = block(&g)
                        let options = UIView.AnimationOptions(rawValue: UInt.random(in: 0...(1 << 22), using: &g))
                        UIView.animate(withDuration: duration, delay: Bool.random(using: &g) ? 0 : Double(Self.hostile(&g)),
                                       options: options, animations: {
                            change(view, &g)
                            if Bool.random(using: &g) {
                                let (inner, innerCompletion) = block(&g)
                                UIView.animate(withDuration: inner, animations: { change(other, &g) }, completion: innerCompletion)
                            }
                        }, completion: completion)
                    case 6:
                        let (duration, completion) = block(&g)
                        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: Self.hostile(&g),
                                       initialSpringVelocity: Self.hostile(&g), options: [], animations: { change(view, &g) },
                                       completion: completion)
                    case 7:
                        let (duration, completion) = block(&g)
                        UIView.animateKeyframes(withDuration: duration, delay: 0, options: [], animations: {
                            UIView.addKeyframe(withRelativeStartTime: Double(Self.hostile(&g)),
                                               relativeDuration: Double(Self.hostile(&g))) { change(view, &g) }
                            change(other, &g)
                        }, completion: completion)
                    case 8:
                        let (duration, completion) = block(&g)
                        UIView.transition(from: view, to: other, duration: duration,
                                          options: Bool.random(using: &g) ? [.showHideTransitionViews] : [.transitionFlipFromTop],
                                          completion: completion)
                    case 9:
                        let pan = UIPanGestureRecognizer { recognizer in
                            if Bool.random(using: &g) { recognizer.view?.removeGestureRecognizer(recognizer) }
                            recognizer.setTranslation(CGPoint(x: Self.hostile(&g), y: 0), in: recognizer.view)
                            _ = recognizer.velocity(in: nil)
                        }
                        view.addGestureRecognizer(Bool.random(using: &g) ? pan : UITapGestureRecognizer { $0.view?.gestureRecognizers = nil })
                    case 10:
                        let point = CGPoint(x: Self.hostile(&g), y: Self.hostile(&g))
                        switch Int.random(in: 0..<4, using: &g) {
                        case 0: window.touchDelivery.touchDown(id: Int.random(in: 0...1, using: &g), at: point, time: time, tapCount: 1)
                        case 1: window.touchDelivery.touchMoved(id: Int.random(in: 0...1, using: &g), to: point, time: time)
                        case 2: window.touchDelivery.touchUp(id: Int.random(in: 0...1, using: &g), at: point, time: time)
                        default: window.touchDelivery.cancelAll(time: time)
                        }
                    case 11: view.layer.removeAllAnimations()
                    case 12: UIView.performWithoutAnimation { change(view, &g) }
                    case 13: view.setNeedsDisplay(); view.setNeedsLayout()
                    case 14: _ = window.hitTest(CGPoint(x: Self.hostile(&g), y: Self.hostile(&g)), with: nil)
                    default:
                        time += [0.004, 0.016, 0.1, 0.5, 3][Int.random(in: 0..<5, using: &g)]
                        clock.now = time
                        window.touchDelivery.advance(to: time)
                        window.layoutIfNeeded()
                        window.layer.evaluateFrame(atTime: time)
                        NextRunLoopTurn.run()
                    }
                    let problem = Self.check(window, views)
                    #expect(problem == nil, "step \(step): \(problem ?? "")")
                    if problem != nil { return }
                }
            }
        }
        #expect(completions.count > 100 && diagnostics.count > 100)  // the blocks ran and the hostile values were met
        let repeated = completions.filter { $0.value > 1 }
        #expect(repeated.isEmpty, "completions that ran more than once: \(repeated)")
    }

    /// The first thing wrong with the tree, if any.
    static func check(_ window: UIWindow, _ views: [UIView]) -> String? {
        for view in views + [window] {
            for subview in view.subviews where subview.superview !== view || subview.layer.superlayer !== view.layer {
                return "a subview's superview or layer is not its parent's"
            }
            if let parent = view.superview, !parent.subviews.contains(where: { $0 === view }) {
                return "a view's superview does not list it"
            }
            var seen = Set<ObjectIdentifier>()
            var current: UIView? = view
            while let each = current {
                guard seen.insert(ObjectIdentifier(each)).inserted else { return "a cycle of superviews" }
                current = each.superview
            }
            let order = view.layer.sublayers?.filter { layer in view.subviews.contains { $0.layer === layer } } ?? []
            if order.map(ObjectIdentifier.init) != view.subviews.map({ ObjectIdentifier($0.layer) }) {
                return "the subviews' layers are not in the subviews' order"
            }
            let shown = view.layer.presentedProperties
            let numbers: [CGFloat] = [shown.position.x, shown.position.y, shown.bounds.width, shown.bounds.height,
                                      CGFloat(shown.opacity), shown.transform.m11, shown.transform.m41, shown.cornerRadius]
            if !numbers.allSatisfy(\.isFinite) { return "a presented value is not finite: \(numbers)" }
        }
        return nil
    }

    @Test func drawingThatAsksToDrawAgainDrawsOnceAFrameAndIsReportedOnce() {
        let stage = ViewStage()
        let unruly = Unruly(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        stage.root.addSubview(unruly)
        let diagnostics = DiagnosticsRecorder()
        diagnostics.run {
            stage.clock.run {
                for frame in 0..<5 { stage.frame(at: Double(frame) / 60) }
            }
        }
        #expect(unruly.draws == 1)
        #expect(diagnostics.count == 1)
    }
}
