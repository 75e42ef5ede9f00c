import Foundation
import LayerAnimation
import SceneControls
import LayerAnimators

/// The Practice scene: five classic exercises (Basic, Keyframe, Transition,
/// View, Animator) picked with a segmented control, each a layer tree
/// driven by the engine's public API. No window: the viewer passes it
/// taps, drags and keys, and draws ``root``.
public final class PracticeScene {
    /// The scene's root layer: draw it; its `speed` is the scene's clock (slow motion, pause).
    public let root = CALayer()
    let segments: [Button] = ["Basic", "Keyframe", "Transition", "View", "Animator"].map { Button($0) }
    let captionLayer = label("", size: 13, color: CGColor(red: 0.7, green: 0.76, blue: 0.85, alpha: 1))
    let exercises: [Exercise] = [BasicExercise(), KeyframeExercise(), TransitionExercise(), ViewExercise(), AnimatorExercise()]
    /// The exercise area (clipped).
    let area = CALayer()
    public private(set) var selected = 0
    /// What Tab focused: an index into `focusables`, drawn with a ring; nil for none.
    public private(set) var focus: Int?
    public private(set) var size = CGSize.zero
    /// Whether slow motion (the root at speed 0.1) is on.
    public private(set) var isSlow = false
    /// Whether the timing inspector is shown.
    public private(set) var isInspectorVisible = false
    /// The inspector, over the exercise (the window draws F1's help, as in every tab).
    let overlay = CATextLayer()
    /// The press under way: a tap or a drag.
    var pointer = PressTracker()

    /// The exercises' names, in order, as actions and `--scene practice/NAME` use them.
    public static let exerciseNames = ["basic", "keyframe", "transition", "view", "animator"]

    public init() {
        root.anchorPoint = .zero
        root.name = "practice"
        root.backgroundColor = CGColor(red: 0.1, green: 0.13, blue: 0.18, alpha: 1)
        area.masksToBounds = true
        area.anchorPoint = .zero
        for segment in segments { root.addSublayer(segment.layer) }
        root.addSublayer(area)
        root.addSublayer(captionLayer)
        overlay.fontSize = 13
        overlay.isWrapped = true
        overlay.alignmentMode = .left
        overlay.foregroundColor = Palette.text
        overlay.backgroundColor = CGColor(red: 0.05, green: 0.07, blue: 0.1, alpha: 0.88)
        overlay.cornerRadius = 8
        overlay.isHidden = true
        overlay.name = "overlay"
        root.addSublayer(overlay)
        for exercise in exercises {
            exercise.root.anchorPoint = .zero
            exercise.root.isHidden = true
            area.addSublayer(exercise.root)
        }
        select(0)
    }

    /// The exercise on show.
    var current: Exercise { exercises[selected] }

    /// Lays the scene out in `size` points.
    public func layout(size: CGSize) {
        self.size = size
        let areaFrame = CGRect(x: 0, y: 52, width: size.width, height: max(size.height - 52 - 32, 40))
        CALayer.performWithoutAnimation {
            root.bounds = CGRect(origin: .zero, size: size)
            root.position = .zero
            let width = min(560, size.width - 40), segment = width / CGFloat(segments.count)
            for (index, button) in segments.enumerated() {
                button.place(CGRect(x: (size.width - width) / 2 + CGFloat(index) * segment, y: 10, width: segment - 4, height: 32))
            }
            area.frame = areaFrame
            captionLayer.frame = CGRect(x: 16, y: size.height - 28, width: size.width - 32, height: 20)
            overlay.frame = CGRect(x: max(size.width - 430, 10), y: 56, width: 410, height: min(300, max(size.height - 100, 40)))
            for exercise in exercises {
                exercise.root.frame = CGRect(origin: .zero, size: areaFrame.size)
            }
        }
        for exercise in exercises { exercise.layout(size: areaFrame.size) }
    }

    /// What Tab moves through: the segments, then the exercise's targets.
    var focusables: [(layer: CALayer, action: String)] {
        segments.enumerated().map { ($0.element.layer, "select-\($0.offset)") } + current.focusTargets
    }

    /// Moves the focus to the next (or previous) focusable, drawing its ring.
    func moveFocus(by step: Int) {
        let all = focusables
        let next = ((focus ?? (step > 0 ? -1 : 0)) + step + all.count) % all.count
        setFocus(next)
    }

    private func setFocus(_ index: Int?) {
        CALayer.performWithoutAnimation {
            if let focus, focus < focusables.count { focusables[focus].layer.borderWidth = 0 }
            focus = index
            if let index {
                focusables[index].layer.borderColor = Palette.focus
                focusables[index].layer.borderWidth = 3
            }
        }
    }

    /// Presses what has the focus.
    private func pressFocused() {
        guard let focus, focus < focusables.count else { return }
        let action = focusables[focus].action
        if action.hasPrefix("select-"), let index = Int(action.dropFirst(7)) {
            select(index)
            setFocus(index)
        } else {
            current.perform(action)
        }
    }

    /// Shows exercise `index` (0...4).
    public func select(_ index: Int) {
        guard exercises.indices.contains(index) else { return }
        setFocus(nil)
        selected = index
        CALayer.performWithoutAnimation {
            for (i, exercise) in exercises.enumerated() { exercise.root.isHidden = i != index }
            for (i, segment) in segments.enumerated() {
                segment.layer.backgroundColor = i == index ? Palette.selected : Palette.control
            }
            captionLayer.string = current.caption
        }
    }

    // MARK: Input

    /// A tap at `point` (in the scene's coordinates).
    public func tap(at point: CGPoint) {
        if let index = segments.firstIndex(where: { $0.contains(point) }) { return select(index) }
        guard area.frame.contains(point) else { return }
        current.tap(at: exercisePoint(point))
    }

    public func dragBegan(at point: CGPoint) { current.dragBegan(at: exercisePoint(point)) }
    public func dragMoved(to point: CGPoint) { current.dragMoved(to: exercisePoint(point)) }
    public func dragEnded(at point: CGPoint) { current.dragEnded(at: exercisePoint(point)) }

    /// A key: "1"..."5", "s", "t", or the exercise's own (a character in
    /// lower case, "left", "right", "enter"). Returns whether it did anything.
    @discardableResult
    public func key(_ key: String) -> Bool {
        if let digit = Int(key), (1...exercises.count).contains(digit) {
            select(digit - 1)
            return true
        }
        switch key {
        case "tab": moveFocus(by: 1)
        case "shift-tab": moveFocus(by: -1)
        case "space": pressFocused()
        case "s": setSlowMotion(!isSlow)
        case "t":
            isInspectorVisible.toggle()
            refreshOverlay()
        default: return current.key(key)
        }
        return true
    }

    /// Closes the inspector; false when it was not open.
    public func closeOverlay() -> Bool {
        guard isInspectorVisible else { return false }
        isInspectorVisible = false
        refreshOverlay()
        return true
    }

    /// Writes the inspector into the overlay (each frame while it shows).
    public func refreshOverlay() {
        CALayer.performWithoutAnimation {
            overlay.isHidden = !isInspectorVisible
            if isInspectorVisible {
                let lines = inspectorLines()
                let clock = String(format: "scene time %.2f s, speed %.1f", root.convertTime(CACurrentMediaTime(), from: nil),
                                   Double(root.speed))
                overlay.string = ([clock] + (lines.isEmpty ? ["no animation running"] : lines)).joined(separator: "\n")
            }
        }
    }

    /// Performs `action` of the exercise on show (as `snowman render --action` does).
    @discardableResult
    public func perform(_ action: String) -> Bool {
        current.perform(action)
    }

    /// The actions of the exercise named `name`, for help and errors.
    public static func actions(ofExercise name: String) -> [String] {
        guard let index = exerciseNames.firstIndex(of: name) else { return [] }
        return PracticeScene().exercises[index].actionNames
    }

    /// The keys of the scene and of the exercise on show, with what they do.
    public var keyHelp: [(key: String, action: String)] {
        [("1–5", "pick an exercise"), ("Tab, Space", "focus the next control, press it"), ("S", "slow motion"),
         ("T", "timing inspector")]
            + current.keys.map { ($0.key.capitalized, $0.action) }
    }

    private func exercisePoint(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - area.frame.minX, y: point.y - area.frame.minY)
    }

    // MARK: Time

    /// Slow motion: the scene's root at speed 0.1, its local time continuous.
    public func setSlowMotion(_ on: Bool) {
        isSlow = on
        setSpeed(on ? 0.1 : 1)
    }

    /// Hides the scene the Core Animation way (QA1673): speed 0 at the
    /// current local time, so nothing moves and no frame is needed.
    public func pause() {
        if let gesture = pointer.cancel() { apply(gesture) }  // a drag ends with its scene
        guard root.speed != 0 else { return }
        root.setSpeedKeepingLocalTime(0)
    }

    /// Shows it again: time goes on from where it was paused (QA1673's
    /// resume, at the scene's own speed: 1, or 0.1 in slow motion).
    public func resume() {
        guard root.speed == 0 else { return }
        root.setSpeedKeepingLocalTime(isSlow ? 0.1 : 1)
    }

    /// Changes the root's speed keeping its local time where it is.
    private func setSpeed(_ speed: Float) {
        guard root.speed != 0 else { return }  // paused: resume() picks the speed
        root.setSpeedKeepingLocalTime(speed)
    }

    /// One line per running animation of the scene: layer, key, local time and progress.
    public func inspectorLines() -> [String] {
        var lines: [String] = []
        func visit(_ layer: CALayer) {
            for key in layer.animationKeys() ?? [] {
                guard let animation = layer.animation(forKey: key) else { continue }
                let local = layer.convertTime(CACurrentMediaTime(), from: nil)
                let duration = animation.duration > 0 ? animation.duration : 0.25
                let elapsed = (local - animation.beginTime) * Double(animation.speed) + animation.timeOffset
                let progress = min(max(elapsed / duration, 0), 1)
                let shownKey = key.hasPrefix("LayerPropertyAnimator.") ? "animator " + (key.split(separator: ".").last.map(String.init) ?? key) : key
                lines.append(String(format: "%@ · %@ · t %.2f s · %3.0f %%", layer.name ?? "layer", shownKey, elapsed, progress * 100))
            }
            for child in layer.sublayers ?? [] where !child.isHidden { visit(child) }
        }
        visit(root)
        return lines
    }
}
