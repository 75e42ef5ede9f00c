import Foundation
import LayerAnimation
import SceneControls
@testable import SetScene
import Testing

/// The Set tab as a ``HostedScene``: its typed actions, keys and clicks.
@Suite @MainActor struct SetHostedSceneTests {
    @Test func actionsParse() throws {
        #expect(try SetAction(parsing: "select 0 1 2") == .select([0, 1, 2]))
        #expect(try SetAction(parsing: "deal") == .deal)
        #expect(try SetAction(parsing: "hint") == .hint)
        #expect(try SetAction(parsing: "new") == .new)
        for bad in ["select", "select one", "deal 3", "fly", "", "select 0 x"] {
            #expect(throws: SceneActionError(scene: "set", text: bad, allowed: "select SLOT…, deal, hint, new")) {
                try SetAction(parsing: bad)
            }
        }
    }

    /// A typed action does what its text did, and Esc is left to the window.
    @Test func typedActionsAndKeys() throws {
        ManualMediaClock(now: 0).run {
            let scene = SetScene(seed: 7)
            scene.layout(in: CGSize(width: 900, height: 640))
            let dealt = scene.game.table.count
            try? scene.perform(parsing: "deal")
            #expect(scene.game.table.count == dealt + 3)
            #expect(!scene.handle(.keyDown(KeyPress(.escape))))
            #expect(scene.handle(.keyDown(KeyPress(.letter("n")))) && scene.game.table.count == 12)
            #expect(!scene.debugState.isEmpty && SetScene.sceneName == "set")
        }
    }
}
