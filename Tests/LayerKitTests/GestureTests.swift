import Foundation
import TestSupport
import Testing
@testable import LayerKit

/// Touches and gesture recognizers, fed as the window feeds them (layerkit.md §7).
@MainActor
@Suite struct GestureTests {
    /// A window with one 200 x 200 view at (100, 100) that records what reaches it.
    @MainActor final class Stage {
        final class Recorder: UIView {
            var heard: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { heard.append("began") }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { heard.append("moved") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { heard.append("ended") }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { heard.append("cancelled") }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = Recorder(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        var delivery: TouchDelivery { window.touchDelivery }
        init() { window.addSubview(view) }

        /// A drag from `start` along `steps` (each `interval` apart), lifted at the last one.
        func drag(from start: CGPoint, by steps: [CGPoint], interval: TimeInterval = 0.01, at time: TimeInterval = 0) {
            delivery.touchDown(id: 0, at: start, time: time, tapCount: 1)
            var point = start
            for (index, step) in steps.enumerated() {
                point = CGPoint(x: point.x + step.x, y: point.y + step.y)
                delivery.touchMoved(id: 0, to: point, time: time + Double(index + 1) * interval)
            }
            delivery.touchUp(id: 0, at: point, time: time + Double(steps.count) * interval)
        }
    }

    @MainActor final class Controller {
        var states: [UIGestureRecognizer.State] = []
        var translations: [CGPoint] = []
        var velocity = CGPoint.zero
        func handlePan(_ pan: UIPanGestureRecognizer) {
            states.append(pan.state)
            translations.append(pan.translation(in: pan.view?.superview))
            velocity = pan.velocity(in: pan.view?.superview)
        }
        func handleTap(_ tap: UITapGestureRecognizer) { states.append(tap.state) }
        func tapped() { states.append(.ended) }
    }

    @Test func touchesGoToTheViewHitAndAlongTheResponderChain() {
        let stage = Stage()
        stage.drag(from: CGPoint(x: 150, y: 150), by: [CGPoint(x: 5, y: 0)])
        #expect(stage.view.heard == ["began", "moved", "ended"])
        // Outside the view: the window (and beyond) hear it, the view does not.
        stage.drag(from: CGPoint(x: 10, y: 10), by: [])
        #expect(stage.view.heard.count == 3)
    }

    @Test func aPanBeginsAfterTenPointsAndReportsTranslationAndVelocity() {
        let stage = Stage()
        let controller = Controller()
        let pan = UIPanGestureRecognizer(target: controller, action: Controller.handlePan)
        stage.view.addGestureRecognizer(pan)
        // 2 points per 10 ms: 200 points per second to the right.
        stage.drag(from: CGPoint(x: 150, y: 150), by: Array(repeating: CGPoint(x: 2, y: 0), count: 20))
        #expect(controller.states.first == .began && controller.states.last == .ended)
        #expect(controller.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(controller.states.count == 20 - 4 + 1)  // began at the fifth move (10 points)
        #expect(controller.translations.first == CGPoint(x: 10, y: 0) && controller.translations.last == CGPoint(x: 40, y: 0))
        #expect(isClose(controller.velocity.x, 200, within: 1e-6) && isClose(controller.velocity.y, 0))
        #expect(stage.view.heard == ["began", "moved", "moved", "moved", "moved", "cancelled"])
        #expect(pan.state == .possible)  // reset once the touches are over
    }

    /// UIKit's drag idiom: add the translation to the centre, then set it back to zero.
    @Test func aViewDraggedByItsPanFollowsThePointerExactly() {
        let stage = Stage()
        let card = UIView(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        stage.view.addSubview(card)
        // The closure reaches the views through the recognizer: capturing the
        // card would make a cycle (card, recognizer, closure), as it would on iOS.
        let pan = UIPanGestureRecognizer { pan in
            guard let card = pan.view, let container = card.superview else { return }
            let moved = pan.translation(in: container)
            card.center = CGPoint(x: card.center.x + moved.x, y: card.center.y + moved.y)
            pan.setTranslation(.zero, in: container)
            card.transform = CGAffineTransform(rotationAngle: (card.center.x - 200) / 400)
        }
        card.addGestureRecognizer(pan)
        stage.drag(from: CGPoint(x: 280, y: 280), by: Array(repeating: CGPoint(x: 10, y: 6), count: 10))
        #expect(isClose(card.center.x, 300) && isClose(card.center.y, 260), "\(card.center)")
    }

    @Test func setTranslationRebasesAndASmallMoveIsNoPan() {
        let stage = Stage()
        let controller = Controller()
        let pan = UIPanGestureRecognizer(target: controller, action: Controller.handlePan)
        stage.view.addGestureRecognizer(pan)
        let delivery = stage.delivery
        delivery.touchDown(id: 0, at: CGPoint(x: 150, y: 150), time: 0, tapCount: 1)
        delivery.touchMoved(id: 0, to: CGPoint(x: 170, y: 150), time: 0.01)
        pan.setTranslation(.zero, in: stage.window)
        delivery.touchMoved(id: 0, to: CGPoint(x: 175, y: 160), time: 0.02)
        #expect(pan.translation(in: stage.window) == CGPoint(x: 5, y: 10))
        delivery.touchUp(id: 0, at: CGPoint(x: 175, y: 160), time: 0.03)
        controller.states.removeAll()
        stage.drag(from: CGPoint(x: 150, y: 150), by: [CGPoint(x: 3, y: 3)])
        #expect(controller.states.isEmpty)
        #expect(stage.view.heard.suffix(3) == ["began", "moved", "ended"])
    }

    @Test func aTapRecognizesOnLiftAndCancelsTheViewsTouch() {
        let stage = Stage()
        let controller = Controller()
        stage.view.addGestureRecognizer(UITapGestureRecognizer(target: controller, action: Controller.handleTap))
        stage.drag(from: CGPoint(x: 150, y: 150), by: [])
        #expect(controller.states == [.ended])
        #expect(stage.view.heard == ["began", "cancelled"])
        stage.drag(from: CGPoint(x: 150, y: 150), by: [CGPoint(x: 20, y: 0)])  // moved too far
        #expect(controller.states == [.ended])
    }

    @Test func aDoubleTapWaitsForTheSecondTapAndASingleTapCanRequireItToFail() {
        let stage = Stage()
        let singles = Controller(), doubles = Controller()
        let single = UITapGestureRecognizer(target: singles, action: Controller.tapped)
        let double = UITapGestureRecognizer(target: doubles, action: Controller.handleTap)
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        stage.view.addGestureRecognizer(single)
        stage.view.addGestureRecognizer(double)
        stage.drag(from: CGPoint(x: 150, y: 150), by: [], at: 0)
        stage.drag(from: CGPoint(x: 150, y: 150), by: [], at: 0.2)
        #expect(doubles.states == [.ended] && singles.states.isEmpty)
        stage.drag(from: CGPoint(x: 150, y: 150), by: [], at: 1)
        #expect(singles.states.isEmpty)  // waits for the double tap to fail
        stage.delivery.advance(to: 1.5)
        #expect(singles.states == [.ended] && doubles.states == [.ended])
    }

    @Test func aLongPressBeginsAfterHalfASecondAndEndsOnLift() {
        let stage = Stage()
        var states: [UIGestureRecognizer.State] = []
        let press = UILongPressGestureRecognizer { states.append($0.state) }
        stage.view.addGestureRecognizer(press)
        stage.delivery.touchDown(id: 0, at: CGPoint(x: 150, y: 150), time: 0, tapCount: 1)
        stage.delivery.advance(to: 0.4)
        #expect(states.isEmpty)
        stage.delivery.advance(to: 0.5)
        #expect(states == [.began])
        stage.delivery.touchMoved(id: 0, to: CGPoint(x: 180, y: 150), time: 0.6)
        stage.delivery.touchUp(id: 0, at: CGPoint(x: 180, y: 150), time: 0.7)
        #expect(states == [.began, .changed, .ended])
    }

    @Test func removingARecognizerOrItsTargetInsideItsOwnActionIsSafe() {
        let stage = Stage()
        var calls = 0
        let pan = UIPanGestureRecognizer()
        pan.addAction { recognizer in
            calls += 1
            recognizer.view?.removeGestureRecognizer(recognizer)
            recognizer.removeTarget(nil)
        }
        stage.view.addGestureRecognizer(pan)
        stage.drag(from: CGPoint(x: 150, y: 150), by: Array(repeating: CGPoint(x: 5, y: 0), count: 6))
        #expect(calls == 1 && stage.view.gestureRecognizers == nil)
    }

    @Test func theTargetIsHeldWeakly() {
        let stage = Stage()
        weak var gone: Controller?
        do {
            let controller = Controller()
            gone = controller
            stage.view.addGestureRecognizer(UITapGestureRecognizer(target: controller, action: Controller.handleTap))
        }
        #expect(gone == nil)
        stage.drag(from: CGPoint(x: 150, y: 150), by: [])  // nothing to call: no crash
    }

    @Test func losingFocusCancelsTouchesAndRecognizers() {
        let stage = Stage()
        let controller = Controller()
        stage.view.addGestureRecognizer(UIPanGestureRecognizer(target: controller, action: Controller.handlePan))
        stage.delivery.touchDown(id: 0, at: CGPoint(x: 150, y: 150), time: 0, tapCount: 1)
        stage.delivery.touchMoved(id: 0, to: CGPoint(x: 180, y: 150), time: 0.01)
        stage.delivery.cancelAll(time: 0.02)
        #expect(controller.states == [.began, .cancelled])
        #expect(stage.view.heard == ["began", "cancelled"])
    }
}
