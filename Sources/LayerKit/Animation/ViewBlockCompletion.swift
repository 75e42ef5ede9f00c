import Foundation

/// A block's completion: called once, when every animation the block
/// added has stopped (`true` if each ran to its end, `false` if one was
/// removed or replaced), or on the next turn of the run loop when the
/// block added none. Never inside the call that made the block.
@preconcurrency @MainActor
final class ViewBlockCompletion {
    private var running = 0
    private var allFinished = true
    private var isSealed = false
    private var completion: ((Bool) -> Void)?

    init(_ completion: ((Bool) -> Void)?) { self.completion = completion }

    func animationStarted() { running += 1 }

    func animationStopped(finished: Bool) {
        running -= 1
        allFinished = allFinished && finished
        callIfDone()
    }

    /// The block's closure has run: no more animations will be added.
    func seal() {
        isSealed = true
        if running == 0, let completion {
            self.completion = nil
            NextRunLoopTurn.schedule { completion(true) }
        }
    }

    private func callIfDone() {
        guard isSealed, running == 0, let completion else { return }
        self.completion = nil
        completion(allFinished)
    }
}

/// Each block animation's delegate: tells the block's completion, and
/// lets hit tests find its view again once it stops.
@preconcurrency @MainActor
final class ViewAnimationDelegate: @preconcurrency CAAnimationDelegate {
    let completion: ViewBlockCompletion
    /// The view hit tests pass over while this runs (a block without `.allowUserInteraction`).
    weak var view: UIView?

    init(completion: ViewBlockCompletion, view: UIView?) {
        (self.completion, self.view) = (completion, view)
        completion.animationStarted()
        view?.animationsBlockingInteraction += 1
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        view?.animationsBlockingInteraction -= 1
        view = nil
        completion.animationStopped(finished: flag)
    }
}
