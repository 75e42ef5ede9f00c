import Foundation
import TestSupport
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

/// What real UIKit animation code reaches for beside the views (found porting
/// NVActivityIndicatorView, MIT, outside this repository): geometry strings,
/// fonts, the intrinsic size.
@MainActor
@Suite struct UIKitValueTests {
    @Test func geometryStringsParseAsUIKitsDo() {
        #expect(NSCoder.cgPoint(for: "{12.5, -3}") == CGPoint(x: 12.5, y: -3))
        #expect(NSCoder.cgSize(for: "{4,5}") == CGSize(width: 4, height: 5))
        #expect(NSCoder.cgRect(for: "{{1, 2}, {3, 4}}") == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSCoder.cgPoint(for: "nonsense") == .zero && NSCoder.cgPoint(for: "{nan, 1}") == .zero)
        #expect(NSCoder.string(for: CGPoint(x: 3, y: 4.5)) == "{3, 4.5}")
        #expect(NSCoder.cgRect(for: NSCoder.string(for: CGRect(x: 1, y: 2, width: 3, height: 4))) == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func fontsKeepNameAndSizeAndRefuseNonsense() {
        let bold = UIFont.boldSystemFont(ofSize: 20)
        #expect(bold.pointSize == 20 && bold.fontName.contains("Bold"))
        #expect(UIFont(name: "", size: 12) == nil)
        let recorder = DiagnosticsRecorder()
        let bad = recorder.run { UIFont.systemFont(ofSize: .nan) }
        #expect(bad.pointSize == 17 && recorder.count == 1)
    }

    @Test func aViewWithoutContentHasNoIntrinsicSize() {
        final class Sized: UIView {
            override var intrinsicContentSize: CGSize { bounds.size }
        }
        #expect(UIView().intrinsicContentSize.width == UIView.noIntrinsicMetric)
        #expect(Sized(frame: CGRect(x: 0, y: 0, width: 3, height: 4)).intrinsicContentSize == CGSize(width: 3, height: 4))
    }
}
