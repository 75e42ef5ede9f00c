import Testing
@testable import LayerAnimation

@Suite struct TransitionTests {
    @Test func progressRunsFromStartToEndProgress() {
        let clock = ManualMediaClock(now: 0)
        let layer = CALayer()
        let transition = CATransition()
        #expect(transition.type == .fade && transition.subtype == nil)
        transition.type = .push
        transition.subtype = .fromLeft
        transition.duration = 2
        transition.startProgress = 0.2
        transition.endProgress = 0.6
        clock.run {
            layer.add(transition, forKey: kCATransition)
            clock.now = 1
            let state = layer.presentation()!.presentedTransition
            #expect(state?.type == .push && state?.subtype == .fromLeft)
            #expect(abs(Double(state!.progress) - 0.4) < 1e-6)
            clock.now = 2.5
            #expect(layer.presentation()!.presentedTransition == nil)
        }
    }
}
