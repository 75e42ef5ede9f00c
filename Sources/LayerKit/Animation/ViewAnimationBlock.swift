import Foundation

/// How a block's animations move: along a curve, or as a spring.
enum BlockTiming {
    case curve(CAMediaTimingFunction)
    /// Mass, stiffness, damping and the initial velocity (whole distances per second).
    case spring(mass: Double, stiffness: Double, damping: Double, velocity: Double)
}

/// One `UIView.animate` block while its closure runs: its timing, and the
/// completion its animations report to. Blocks nest: the innermost
/// records the changes, with what it inherited from the blocks around it.
@preconcurrency @MainActor
final class ViewAnimationBlock {
    /// The blocks whose closures are running, outermost first.
    static var running: [ViewAnimationBlock] = []
    /// `performWithoutAnimation` closures running.
    static var withoutAnimation = 0
    /// `UIView.setAnimationsEnabled(_:)`.
    static var animationsEnabled = true

    /// The keys a view animates in a block; others change at once.
    static let animatableKeys: Set<String> = [
        "bounds", "position", "transform", "opacity", "backgroundColor", "cornerRadius", "borderWidth",
        "borderColor", "shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor", "anchorPoint",
        "zPosition", "sublayerTransform",
    ]
    /// The keys whose block animations add to the ones before them (iOS 8 on).
    static let additiveKeys: Set<String> = ["bounds", "position", "transform"]

    let duration: TimeInterval
    let delay: TimeInterval
    let timing: BlockTiming
    let options: UIView.AnimationOptions
    /// Set by `modifyAnimations(withRepeatCount:autoreverses:)`.
    var repeatCount: Float
    var autoreverses: Bool
    let completion: ViewBlockCompletion
    /// Set in `animateKeyframes`: changes are gathered, then animated as keyframes.
    var keyframes: KeyframeRecording?

    init(duration: TimeInterval, delay: TimeInterval, timing: BlockTiming, options: UIView.AnimationOptions,
         completion: ViewBlockCompletion) {
        (self.duration, self.delay, self.timing, self.options) = (duration, delay, timing, options)
        repeatCount = options.contains(.repeat) ? .infinity : 0
        autoreverses = options.contains(.autoreverse)
        self.completion = completion
    }

    /// A block nested in `outer` takes its duration, delay, curve and
    /// repeat from it unless its options say to keep its own.
    func inheriting(from outer: ViewAnimationBlock?) -> ViewAnimationBlock {
        guard let outer else { return self }
        let keepsDuration = options.contains(.overrideInheritedDuration)
        let keepsCurve = options.contains(.overrideInheritedCurve)
        let keepsOptions = options.contains(.overrideInheritedOptions)
        var timing = self.timing
        if !keepsCurve, case .curve = timing { timing = outer.timing }
        let block = ViewAnimationBlock(duration: keepsDuration ? duration : outer.duration,
                                       delay: keepsDuration ? delay : outer.delay, timing: timing,
                                       options: options, completion: completion)
        if !keepsOptions { (block.repeatCount, block.autoreverses) = (outer.repeatCount, outer.autoreverses) }
        block.keyframes = keyframes
        return block
    }

    /// Runs `changes` with this block recording the views' changes.
    func run(_ changes: () -> Void, beforeCommit: () -> Void = {}) {
        Self.running.append(self)
        CATransaction.begin()
        changes()
        if options.contains(.layoutSubviews) {
            for view in Self.changedViews { view.layoutIfNeeded() }
        }
        beforeCommit()
        CATransaction.commit()
        Self.running.removeLast()
        if Self.running.isEmpty { Self.changedViews.removeAll() }
        completion.seal()
    }
    /// Views a block changed while it runs (for `.layoutSubviews`).
    static var changedViews: [UIView] = []

    /// The action for a change of `key` on `view`'s layer: the innermost
    /// block's recording, or none (`NSNull`) outside blocks, inside
    /// `performWithoutAnimation`, with animations disabled or no duration.
    static func action(for view: UIView, forKey key: String) -> CAAction {
        guard withoutAnimation == 0, animationsEnabled, let block = running.last, block.duration > 0,
              animatableKeys.contains(key) else { return NSNull() }
        if block.options.contains(.layoutSubviews), !changedViews.contains(where: { $0 === view }) {
            changedViews.append(view)
        }
        if let recording = block.keyframes {
            return KeyframeChangeAction(recording: recording, view: view, before: view.layer.value(forKey: key))
        }
        return ViewPropertyAction(block: block, view: view, key: key, oldModel: view.layer.value(forKey: key),
                                  oldPresented: view.layer.presentation()?.value(forKey: key))
    }

    /// Gives `animation` this block's duration, delay and repeat.
    func configure(_ animation: CAAnimation, on layer: CALayer) {
        if case .curve(let function) = timing { animation.timingFunction = function }
        animation.duration = duration
        animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay
        if delay > 0 { animation.fillMode = .backwards }
        animation.repeatCount = repeatCount
        animation.autoreverses = autoreverses
    }

    /// Adds `animation` to `layer` under `key`, reporting to this block's
    /// completion and keeping hit tests off `view` unless the block allows interaction.
    func add(_ animation: CAAnimation, forKey key: String, to layer: CALayer, of view: UIView) {
        let blocksInteraction = !options.contains(.allowUserInteraction)
        let delegate = ViewAnimationDelegate(completion: completion, view: blocksInteraction ? view : nil)
        animation.delegate = delegate
        layer.add(animation, forKey: key)
        // Refused (a value the engine reported): it will never stop, so it stops now.
        if layer.animation(forKey: key) == nil { delegate.animationDidStop(animation, finished: false) }
    }

    /// A new animation with this block's timing, duration, delay and repeat.
    func makeAnimation(for layer: CALayer) -> CABasicAnimation {
        let animation: CABasicAnimation
        switch timing {
        case .curve:
            animation = CABasicAnimation()
        case .spring(let mass, let stiffness, let damping, let velocity):
            let spring = CASpringAnimation()
            (spring.mass, spring.stiffness, spring.damping) = (mass, stiffness, damping)
            spring.initialVelocity = velocity
            animation = spring
        }
        configure(animation, on: layer)
        return animation
    }
}
