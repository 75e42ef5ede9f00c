import Foundation
import LayerAnimation
import SceneControls

extension CatFactsScene: KeysAndTapsScene {
    public typealias Action = NoSceneAction
    nonisolated public static let sceneName = "cat-facts"
    public var title: String { "Cat Facts" }
    public var rootLayer: CALayer { root }

    public func layout(in size: CGSize) { layout(size: size) }

    /// Keys by name (see ``key(_:)``), clicks, and the wheel (a notch moves
    /// three lines). Esc on the first screen is not handled (the window quits).
    public func handle(_ event: InputEvent) -> Bool {
        if case .wheel(_, let dy, _) = event {
            scroll(by: -CGFloat(dy) * 60)
            return true
        }
        return handleKeyOrTap(event) ?? false
    }

    public func advance(toMediaTime time: CFTimeInterval) {}
    public var needsFrames: Bool { false }
    public var isWaiting: Bool { isBusy }
    public func perform(_ action: NoSceneAction) {}
}
