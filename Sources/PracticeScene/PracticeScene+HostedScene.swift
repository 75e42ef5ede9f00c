import Foundation
import LayerAnimation
import SceneControls

extension PracticeScene: HostedScene {
    nonisolated public static let sceneName = "practice"
    public var title: String { "Practice" }
    public var rootLayer: CALayer { root }

    public func layout(in size: CGSize) { layout(size: size) }

    /// Keys by name (see ``key(_:)``); a press is a tap or, past 4 points, a
    /// drag; Esc closes the inspector (otherwise it is not handled: the window quits).
    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .keyDown(let press):
            if press.key == .escape { return closeOverlay() }
            return press.sceneKeyName.map { key($0) } ?? false
        case .pointerDown(let pointer) where pointer.button == .primary:
            self.pointer.down(at: pointer.location)
            return true
        case .pointerMoved(let pointer):
            let gestures = self.pointer.moved(to: pointer.location)
            gestures.forEach(apply)
            return !gestures.isEmpty
        case .pointerUp(let pointer) where pointer.button == .primary:
            guard let gesture = self.pointer.up(at: pointer.location) else { return false }
            apply(gesture)
            return true
        default:
            return false
        }
    }

    func apply(_ gesture: PressTracker.Gesture) {
        switch gesture {
        case .dragBegan(let point): dragBegan(at: point)
        case .dragMoved(let point): dragMoved(to: point)
        case .dragEnded(let point): dragEnded(at: point)
        case .tap(let point): tap(at: point)
        }
    }

    public var help: [KeyHelp] {
        keyHelp.map { KeyHelp($0.key, $0.action.prefix(1).uppercased() + $0.action.dropFirst()) }
    }

    /// The live inspector follows the clock.
    public func advance(toMediaTime time: CFTimeInterval) {
        if isInspectorVisible { refreshOverlay() }
    }

    public var needsFrames: Bool { isInspectorVisible }

    public func perform(_ action: PracticeAction) { perform(action.name) }
}

/// One of the exercises' actions (`snowman render --scene practice/NAME --actions …`).
public struct PracticeAction: SceneAction, Equatable {
    public let name: String

    /// Every exercise's actions, in order, without repeats.
    public static var all: [String] {
        var seen = Set<String>()
        return PracticeScene.exerciseNames.flatMap { PracticeScene.actions(ofExercise: $0) }.filter { seen.insert($0).inserted }
    }

    public init(parsing text: String) throws {
        guard Self.all.contains(text) else {
            throw SceneActionError(scene: "practice", text: text, allowed: Self.all.joined(separator: ", "))
        }
        name = text
    }
}
