import Foundation
import LayerAnimation
import SceneControls

extension CatFactsScene: HostedScene {
    public typealias Action = NoSceneAction
    public static let sceneName = "cat-facts"
    public var title: String { "Cat Facts" }
    public var rootLayer: CALayer { root }
    public var help: [KeyHelp] { Self.keyHelp.map { KeyHelp($0.key, $0.action) } }

    public func layout(in size: CGSize) { layout(size: size) }

    /// Keys by name (see ``key(_:)``), clicks, and the wheel (a notch moves
    /// three lines). Esc on the first screen is not handled (the window quits).
    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .keyDown(let press):
            guard let name = Self.keyName(for: press) else { return false }
            return key(name)
        case .pointerDown(let pointer) where pointer.button == .primary:
            tap(at: pointer.location)
            return true
        case .wheel(_, let dy, _):
            scroll(by: -CGFloat(dy) * 60)
            return true
        default:
            return false
        }
    }

    /// The scene's name for a key, or nil (see ``key(_:)``).
    nonisolated public static func keyName(for press: KeyPress) -> String? {
        if press.control { return press.key == .letter("z") ? "ctrl-z" : nil }
        switch press.key {
        case .letter(let c): return String(c)
        case .returnKey: return "enter"
        case .escape: return "escape"
        case .backspace: return "backspace"
        case .delete: return "delete"
        case .space: return "space"
        case .plus, .equals: return "plus"
        case .up: return "up"
        case .down: return "down"
        case .pageUp: return "pageup"
        case .pageDown: return "pagedown"
        case .home: return "home"
        case .end: return "end"
        default: return nil
        }
    }

    public func advance(toMediaTime time: CFTimeInterval) {}
    public var needsFrames: Bool { false }
    public var isWaiting: Bool { isBusy }
    public func perform(_ action: NoSceneAction) {}
}
