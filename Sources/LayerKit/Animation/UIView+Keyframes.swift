import Foundation

extension UIView {
    /// Options of `animateKeyframes`, with UIKit's raw values.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The Core Animation mode the options name (three bits at 10).
        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 7 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }
    }

    /// A keyframe block: `animations` adds frames with
    /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``;
    /// each property changed gets one `CAKeyframeAnimation` over the whole
    /// duration, holding its value between frames. The curve bits of
    /// `UIView.AnimationOptions`, if passed in the raw value, shape the whole
    /// run (ease in and out by default).
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                        completion: ((Bool) -> Void)? = nil) {
        let blockOptions = AnimationOptions(rawValue: options.rawValue & ~(7 << 10))
        let block = ViewAnimationBlock(duration: checked(duration, "animateKeyframes(withDuration:)"),
                                       delay: checked(delay, "animateKeyframes(withDuration:delay:)"),
                                       timing: .curve(blockOptions.curve.timingFunction),
                                       options: blockOptions.union(.overrideInheritedCurve),
                                       completion: ViewBlockCompletion(completion))
        let running = block.inheriting(from: ViewAnimationBlock.running.last)
        let recording = KeyframeRecording(calculationMode: options.calculationMode)
        running.keyframes = recording
        running.run(animations, beforeCommit: { recording.addAnimations(for: running) })
    }

    /// Inside `animateKeyframes`: the changes `animations` makes happen
    /// between the two fractions of the block's duration.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping () -> Void) {
        guard let recording = ViewAnimationBlock.running.last?.keyframes else { return animations() }
        let start = frameStartTime.isFinite ? min(max(frameStartTime, 0), 1) : 0
        let length = frameDuration.isFinite ? min(max(frameDuration, 0), 1 - start) : 0
        let saved = recording.frame
        recording.frame = (start, length)
        animations()
        recording.frame = saved
    }
}

/// The changes of a keyframe block, by layer and key, each with the part of the duration it takes.
@preconcurrency @MainActor
final class KeyframeRecording {
    struct Change {
        let start: Double, length: Double
        let value: Any
    }

    struct Track {
        weak var view: UIView?
        let layer: CALayer
        let key: String
        let before: Any
        var changes: [Change]
    }

    let calculationMode: CAAnimationCalculationMode
    /// The frame whose closure is running; the whole run outside frames.
    var frame: (start: Double, length: Double) = (0, 1)
    private(set) var tracks: [Track] = []

    init(calculationMode: CAAnimationCalculationMode) { self.calculationMode = calculationMode }

    func record(view: UIView, layer: CALayer, key: String, before: Any, after: Any) {
        let change = Change(start: frame.start, length: frame.length, value: after)
        if let index = tracks.firstIndex(where: { $0.layer === layer && $0.key == key }) {
            tracks[index].changes.append(change)
        } else {
            tracks.append(Track(view: view, layer: layer, key: key, before: before, changes: [change]))
        }
    }

    /// One keyframe animation per track: the value before, held until each
    /// frame starts and reached when it ends.
    func addAnimations(for block: ViewAnimationBlock) {
        for track in tracks {
            guard let view = track.view else { continue }
            var times: [Double] = [0], values: [Any] = [track.before]
            for change in track.changes.sorted(by: { $0.start < $1.start }) {
                if change.start > times.last! { times.append(change.start); values.append(values.last!) }
                times.append(max(change.start + change.length, times.last!))
                values.append(change.value)
            }
            if times.last! < 1 { times.append(1); values.append(values.last!) }
            let animation = CAKeyframeAnimation(keyPath: track.key)
            animation.values = values
            animation.keyTimes = times.map { NSNumber(value: $0) }
            animation.calculationMode = calculationMode
            block.configure(animation, on: track.layer)
            block.add(animation, forKey: track.key, to: track.layer, of: view)
        }
    }
}

/// Records a change inside a keyframe block (its animation is made when the block ends).
@preconcurrency @MainActor
final class KeyframeChangeAction: @preconcurrency CAAction {
    let recording: KeyframeRecording
    weak var view: UIView?
    let before: Any?

    init(recording: KeyframeRecording, view: UIView, before: Any?) {
        (self.recording, self.view, self.before) = (recording, view, before)
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer, let view, let before, let after = layer.value(forKey: event) else { return }
        recording.record(view: view, layer: layer, key: event, before: before, after: after)
    }
}
