import Foundation
import LayerAnimation
@testable import ConcentrationScene
import SceneControls
import Testing

/// Concentration as a ``HostedScene``: typed actions name what is allowed.
@Suite @MainActor struct ConcentrationHostedSceneTests {
    @Test func actionsParse() throws {
        #expect(try ConcentrationAction(parsing: "choose 3 5") == .choose([3, 5]))
        #expect(try ConcentrationAction(parsing: "theme animals") == .theme(ConcentrationTheme.all.firstIndex { $0.name == "Animals" }!))
        #expect(try ConcentrationAction(parsing: "new") == .new)
        #expect(throws: SceneActionError(scene: "concentration", text: "flip 3", allowed: "choose INDEX…, theme NAME, new")) {
            try ConcentrationAction(parsing: "flip 3")
        }
        do {
            _ = try ConcentrationAction(parsing: "theme Dinosaurs")
            Issue.record("an unknown theme was accepted")
        } catch {
            #expect("\(error)".contains("no theme “Dinosaurs”") && "\(error)".contains("Animals"))
        }
    }

    @Test func keysAndEsc() {
        let scene = ConcentrationScene(seed: 3)
        scene.layout(in: CGSize(width: 900, height: 640))
        #expect(!scene.handle(.keyDown(KeyPress(.escape))))
        #expect(scene.handle(.keyDown(KeyPress(.digit(2)))) && scene.themeIndex == 1)
        #expect(!scene.handle(.keyDown(KeyPress(.digit(2), control: true))))
    }
}
