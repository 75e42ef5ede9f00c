import Foundation
import TestSupport
import Testing
@testable import LayerKit

/// `animateKeyframes` and the transitions (layerkit.md §1).
@MainActor
@Suite struct KeyframeAndTransitionTests {
    @Test func keyframesHoldTheirValueBetweenFramesAndMakeOneAnimationPerKey() {
        let stage = ViewStage()
        var results: [Bool] = []
        stage.clock.run {
            stage.frame(at: 0)
            UIView.animateKeyframes(withDuration: 4, delay: 0, options: [.calculationModeLinear], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
                    stage.view.center = CGPoint(x: 150, y: 50)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    stage.view.center = CGPoint(x: 150, y: 250)
                }
            }, completion: { results.append($0) })
            #expect(stage.view.center == CGPoint(x: 150, y: 250))
            let animation = stage.view.layer.animation(forKey: "position") as? CAKeyframeAnimation
            #expect(animation?.keyTimes?.map(\.doubleValue) == [0, 0.25, 0.5, 1])
            #expect(stage.view.layer.animationKeys() == ["position"])
            stage.frame(at: 1.5)  // between the frames: held at the first frame's value
            #expect(stage.presentedCenter.x == 150 && stage.presentedCenter.y == 50)
            stage.frame(at: 4.1)
            #expect(results == [true] && stage.presentedCenter.y == 250)
        }
    }

    @Test func aKeyframeBlockWithoutDurationAppliesAtOnceAndCompletesNextTurn() {
        let stage = ViewStage()
        var results: [Bool] = []
        stage.clock.run {
            stage.frame(at: 0)
            UIView.animateKeyframes(withDuration: 0, delay: 0, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { stage.view.alpha = 0 }
            }, completion: { results.append($0) })
            #expect(stage.view.layer.animationKeys() == nil && results.isEmpty)
            runNextTurn()
            #expect(results == [true])
        }
    }

    @Test func aTransitionShowsTheOldLookThenTheNewAndCompletes() {
        let stage = ViewStage()
        let (first, second) = (UIView(), UIView())
        stage.view.addSubview(first)
        var results: [Bool] = []
        stage.clock.run {
            stage.frame(at: 0)
            UIView.transition(from: first, to: second, duration: 1, options: [.transitionFlipFromLeft],
                              completion: { results.append($0) })
            #expect(stage.view.subviews.count == 1 && stage.view.subviews[0] === second)
            #expect(stage.view.layer.animation(forKey: kCATransition) is CATransition)
            stage.frame(at: 0.5)
            #expect(results.isEmpty)
            stage.frame(at: 1.1)
            #expect(results == [true])
            UIView.transition(from: second, to: first, duration: 1, options: [.showHideTransitionViews])
            #expect(second.isHidden && !first.isHidden && second.superview === stage.view)
        }
    }

    @Test func aTransitionOfAViewInNoSuperviewIsReportedAndCompletesFalse() {
        var results: [Bool] = []
        let recorder = DiagnosticsRecorder()
        recorder.run { UIView.transition(from: UIView(), to: UIView(), duration: 1, completion: { results.append($0) }) }
        runNextTurn()
        #expect(recorder.count == 1 && results == [false])
    }
}
