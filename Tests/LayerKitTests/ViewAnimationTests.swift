import Foundation
import Testing
@testable import LayerKit

/// `UIView.animate` with UIKit's rules (layerkit.md §1).
@MainActor
@Suite struct ViewAnimationTests {
    @Test func viewsDoNotAnimateOutsideBlocks() {
        let stage = ViewStage()
        stage.clock.run {
            stage.frame(at: 0)
            stage.view.center = CGPoint(x: 200, y: 200)
            stage.view.alpha = 0.5
            stage.view.layer.opacity = 0.25  // the layer of a view, changed directly: no animation either
            stage.frame(at: 0.1)
            #expect(stage.presentedCenter == CGPoint(x: 200, y: 200))
            #expect(stage.presentedOpacity == 0.25)
            #expect(stage.view.layer.animationKeys() == nil)
        }
    }

    @Test func aLayerThatIsNotAViewsKeepsItsImplicitAnimationInsideABlock() {
        let stage = ViewStage()
        let plain = CALayer()
        stage.view.layer.addSublayer(plain)
        stage.clock.run {
            stage.frame(at: 0)
            UIView.animate(withDuration: 2, animations: { plain.opacity = 0 })
            stage.frame(at: 0.125)
            // Core Animation's own 0.25 s, not the block's 2 s.
            #expect(plain.animation(forKey: "opacity")?.duration == 0.25)
        }
    }

    @Test func aBlockAnimatesFromTheOldModelValueAlongTheCurve() {
        let stage = ViewStage()
        var results: [Bool] = []
        stage.clock.run {
            stage.frame(at: 0)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                stage.view.alpha = 0
                stage.view.center = CGPoint(x: 150, y: 50)
            }, completion: { results.append($0) })
            #expect(stage.view.alpha == 0 && stage.view.center.x == 150)  // the model at once
            stage.frame(at: 0.5)
            #expect(isClose(stage.presentedOpacity, 0.5))
            #expect(isClose(stage.presentedCenter.x, 100))
            stage.frame(at: 1.01)
            #expect(results == [true])
            #expect(stage.presentedCenter.x == 150 && stage.presentedOpacity == 0)
        }
    }

    @Test func positionBlocksAddUpWithoutAJumpAndBothFinish() {
        let stage = ViewStage()
        var results: [String] = []
        stage.clock.run {
            stage.frame(at: 0)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                stage.view.center = CGPoint(x: 150, y: 50)
            }, completion: { results.append("first \($0)") })
            stage.frame(at: 0.5)
            let before = stage.presentedCenter
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                stage.view.center = CGPoint(x: 150, y: 250)
            }, completion: { results.append("second \($0)") })
            stage.frame(at: 0.5)
            #expect(stage.presentedCenter == before)  // no jump
            #expect(stage.view.layer.animationKeys()?.count == 2)  // the first keeps running
            stage.frame(at: 1.0)
            // First: 150 − 100·(1 − 1.0) in x; y: 50 + 200·0.5 from the second alone.
            #expect(isClose(stage.presentedCenter.x, 150) && isClose(stage.presentedCenter.y, 150))
            stage.frame(at: 1.6)
            #expect(results == ["first true", "second true"])
            #expect(stage.presentedCenter == CGPoint(x: 150, y: 250))
        }
    }

    @Test func anAbsoluteKeyReplacesTheEarlierAnimationWhichHearsFalse() {
        let stage = ViewStage()
        var results: [String] = []
        stage.clock.run {
            stage.frame(at: 0)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { stage.view.alpha = 0 },
                           completion: { results.append("first \($0)") })
            stage.frame(at: 0.5)
            // Without .beginFromCurrentState: from the old model value (0), the iOS jump.
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { stage.view.alpha = 1 },
                           completion: { results.append("second \($0)") })
            stage.frame(at: 0.5)
            #expect(isClose(stage.presentedOpacity, 0))
            stage.frame(at: 1.6)
            #expect(results == ["first false", "second true"])
        }
    }

    @Test func beginFromCurrentStateStartsAnAbsoluteKeyWhereItIsShown() {
        let stage = ViewStage()
        stage.clock.run {
            stage.frame(at: 0)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { stage.view.alpha = 0 })
            stage.frame(at: 0.5)
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                           animations: { stage.view.alpha = 1 })
            stage.frame(at: 0.5)
            #expect(isClose(stage.presentedOpacity, 0.5))
            stage.frame(at: 1.0)
            #expect(isClose(stage.presentedOpacity, 0.75))
        }
    }

    @Test func aNestedBlockInheritsDurationAndCurveUnlessItOverrides() {
        let stage = ViewStage()
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.root.addSubview(other)
        var results: [String] = []
        stage.clock.run {
            stage.frame(at: 0)
            UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
                stage.view.alpha = 0
                UIView.animate(withDuration: 0.5, delay: 0, options: .curveEaseIn, animations: {
                    other.alpha = 0
                }, completion: { results.append("inner \($0)") })
                UIView.animate(withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration], animations: {
                    other.center = CGPoint(x: 100, y: 100)
                })
            }, completion: { results.append("outer \($0)") })
            #expect(other.layer.animation(forKey: "opacity")?.duration == 2)
            let curve = other.layer.animation(forKey: "opacity")?.timingFunction
            #expect(isClose(curve?.evaluate(at: 0.25) ?? 0, 0.25))  // the outer block's linear curve, not ease-in
            #expect(other.layer.animation(forKey: "position")?.duration == 0.5)
            UIView.animate(withDuration: 0.5, delay: 0, options: [.overrideInheritedCurve, .curveEaseIn], animations: {
                other.layer.cornerRadius = 4
            })
            let easeIn = other.layer.animation(forKey: "cornerRadius")?.timingFunction
            #expect(isClose(easeIn?.evaluate(at: 0.5) ?? 0, CAMediaTimingFunction(name: .easeIn).evaluate(at: 0.5)))
            #expect(UIView.inheritedAnimationDuration == 0)
            stage.frame(at: 2.1)
            #expect(Set(results) == ["inner true", "outer true"])
        }
    }

    @Test func aBlockThatChangesNothingCompletesOnTheNextTurnNeverInside() {
        let stage = ViewStage()
        var results: [Bool] = []
        stage.clock.run {
            stage.frame(at: 0)
            UIView.animate(withDuration: 1, animations: {}, completion: { results.append($0) })
            UIView.animate(withDuration: 0, animations: { stage.view.alpha = 0.5 }, completion: { results.append($0) })
            UIView.setAnimationsEnabled(false)
            UIView.animate(withDuration: 1, animations: { stage.view.alpha = 0.2 }, completion: { results.append($0) })
            UIView.setAnimationsEnabled(true)
            #expect(results.isEmpty)
            #expect(stage.view.layer.animationKeys() == nil)
            runNextTurn()
            #expect(results == [true, true, true])
        }
    }

    @Test func performWithoutAnimationStopsViewAnimationsOnly() {
        let stage = ViewStage()
        stage.clock.run {
            stage.frame(at: 0)
            UIView.animate(withDuration: 1, animations: {
                UIView.performWithoutAnimation { stage.view.alpha = 0.5 }
                stage.view.center = CGPoint(x: 10, y: 10)
            })
            #expect(stage.view.layer.animation(forKey: "opacity") == nil)
            #expect(stage.view.layer.animation(forKey: "position") != nil)
        }
    }

    @Test func autoreverseAlonePlaysThereAndBackThenShowsTheModel() {
        let stage = ViewStage()
        stage.clock.run {
            stage.frame(at: 0)
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse],
                           animations: { stage.view.alpha = 0 })
            stage.frame(at: 1)
            #expect(isClose(stage.presentedOpacity, 0))
            stage.frame(at: 1.5)
            #expect(isClose(stage.presentedOpacity, 0.5))
            stage.frame(at: 2.1)
            #expect(stage.presentedOpacity == 0)  // snaps to the model
        }
    }

    @Test func aRepeatingBlockCompletesOnlyWhenRemoved() {
        let stage = ViewStage()
        var results: [Bool] = []
        stage.clock.run {
            stage.frame(at: 0)
            UIView.animate(withDuration: 1, delay: 0, options: [.repeat], animations: { stage.view.alpha = 0 },
                           completion: { results.append($0) })
            stage.frame(at: 10)
            #expect(results.isEmpty)
            stage.view.layer.removeAllAnimations()
            stage.frame(at: 10.1)
            #expect(results == [false])
        }
    }

    @Test func aDelayHoldsTheOldValue() {
        let stage = ViewStage()
        stage.clock.run {
            stage.frame(at: 0)
            UIView.animate(withDuration: 1, delay: 1, options: .curveLinear, animations: {
                stage.view.center = CGPoint(x: 150, y: 50)
                stage.view.alpha = 0
            })
            stage.frame(at: 0.5)
            #expect(stage.presentedCenter == CGPoint(x: 50, y: 50) && stage.presentedOpacity == 1)
            stage.frame(at: 1.5)
            #expect(isClose(stage.presentedCenter.x, 100) && isClose(stage.presentedOpacity, 0.5))
        }
    }

    @Test func transformsAnimateAdditivelyFromTheOldTransform() {
        let stage = ViewStage()
        stage.clock.run {
            stage.frame(at: 0)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                stage.view.transform = CGAffineTransform(scaleX: 2, y: 2)
            })
            stage.frame(at: 0)
            #expect(isClose(stage.view.layer.presentedProperties.transform.m11, 1))
            stage.frame(at: 0.5)
            let half = stage.view.layer.presentedProperties.transform.m11
            #expect(half > 1.2 && half < 1.8)
            stage.frame(at: 1.1)
            #expect(stage.view.layer.presentedProperties.transform.m11 == 2)
        }
    }

    @Test func aSpringBlockSettlesExactlyAtItsDuration() {
        let stage = ViewStage()
        var results: [Bool] = []
        stage.clock.run {
            stage.frame(at: 0)
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
                           options: [], animations: { stage.view.center = CGPoint(x: 1050, y: 50) },
                           completion: { results.append($0) })
            var overshoot = 0.0
            for step in 1...99 {
                stage.frame(at: Double(step) / 100)
                overshoot = max(overshoot, Double(stage.presentedCenter.x) - 1050)
            }
            #expect(overshoot > 100)  // ζ = 0.3 overshoots visibly (a third of the way or so)
            #expect(abs(Double(stage.presentedCenter.x) - 1050) < 10)  // within 1 % of the distance near the end
            #expect(results.isEmpty)
            stage.frame(at: 1.001)
            #expect(results == [true])
            #expect(stage.view.layer.animationKeys() == nil)
        }
    }
}
