import Foundation
import LayerAnimation
import Testing
@testable import LayerAnimators

/// The README's drag-scrubbed animator, as written there.
@Suite struct ReadmeExampleTests {
    @Test(arguments: [false, true])
    func aDragScrubsThenTheSpringFinishes(goingBack: Bool) {
        let stage = Stage()
        let card = stage.layer
        var ends: [LayerAnimatingPosition] = []
        stage.clock.run {
            stage.frame(at: 0)
            let slide = LayerPropertyAnimator(duration: 0.6, curve: .easeInOut) {
                card.position.x += 300
            }
            slide.addCompletion { ends.append($0) }
            slide.pauseAnimation()
            func dragMoved(by dx: CGFloat) { slide.fractionComplete = dx / 300 }
            func dragEnded(goingBack: Bool) {
                slide.isReversed = goingBack
                slide.continueAnimation(withTimingParameters: SpringTimingParameters(dampingRatio: 0.7), durationFactor: 0)
            }
            dragMoved(by: 120)
            stage.frame(at: 0.1)
            #expect(isClose(stage.x, 120, within: 1e-6))
            dragEnded(goingBack: goingBack)
            for step in 2...40 {
                stage.frame(at: Double(step) / 20)
                #expect(stage.x.isFinite)
            }
            #expect(ends == [goingBack ? .start : .end])
            #expect(card.position.x == (goingBack ? 0 : 300) && stage.x == (goingBack ? 0 : 300))
        }
    }
}
