import Foundation
import Testing
@testable import LayerKit

/// UIKit's names for the property animator and dynamics, on views.
@MainActor
@Suite struct UIKitWrapperTests {
    @Test func aPropertyAnimatorMovesAViewAndScrubs() {
        let stage = ViewStage()
        var ended: [UIViewAnimatingPosition] = []
        stage.clock.run {
            stage.frame(at: 0)
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
                stage.view.center = CGPoint(x: 250, y: 50)
            }
            animator.addCompletion { ended.append($0) }
            animator.startAnimation()
            stage.frame(at: 0.5)
            #expect(isClose(stage.presentedCenter.x, 150, within: 1e-3))
            animator.pauseAnimation()
            animator.fractionComplete = 0.25
            stage.frame(at: 0.6)
            #expect(isClose(stage.presentedCenter.x, 100, within: 1e-3))
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            stage.frame(at: 2)
            stage.frame(at: 2.1)
            #expect(ended == [.end] && stage.presentedCenter.x == 250)
        }
    }

    @Test func springTimingParametersUnderUIKitsName() {
        let spring = UISpringTimingParameters(dampingRatio: 0.5)
        #expect(spring.timingCurveType == .spring && spring.springTimingParameters != nil)
        let cubic = UICubicTimingParameters(animationCurve: .easeIn)
        #expect(cubic.cubicTimingParameters?.animationCurve == .easeIn)
    }

    @Test func gravityPullsAViewDownInItsReferenceView() {
        let stage = ViewStage()
        let animator = UIDynamicAnimator(referenceView: stage.root)
        let gravity = UIGravityBehavior(items: [stage.view])
        let collision = UICollisionBehavior(items: [stage.view])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
        let start = stage.view.center.y
        for step in 0...120 { animator.advance(toMediaTime: Double(step) / 60) }
        #expect(stage.view.center.y > start + 100)
        #expect(stage.view.frame.maxY < 402)  // the bounds stop it (Chipmunk lets a body sink a point into a wall)
        #expect(RunningDynamics.anyRunning || !animator.isRunning)
    }
}
