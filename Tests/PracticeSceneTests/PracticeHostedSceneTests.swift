import Foundation
import LayerAnimation
@testable import PracticeScene
import SceneControls
import Testing

/// The Practice tab as a ``HostedScene``: typed input, the tap-or-drag rule,
/// Esc, typed actions.
@Suite @MainActor struct PracticeHostedSceneTests {
    static func pointer(_ x: CGFloat, _ y: CGFloat) -> PointerEvent {
        PointerEvent(location: CGPoint(x: x, y: y), button: .primary)
    }

    /// The same drag as the animator test's, given as pointer events: it
    /// scrubs once past the slop, and the release decides from the presentation.
    @Test func pointerEventsDragTheAnimator() {
        let clock = ManualMediaClock(now: 0)
        clock.run {
            let scene = PracticeScene()
            scene.layout(in: CGSize(width: 900, height: 640))
            scene.select(4)
            let exercise = scene.exercises[4] as! AnimatorExercise
            let start = exercise.view.position.x
            #expect(scene.handle(.pointerDown(Self.pointer(100, 300))))
            #expect(!scene.handle(.pointerMoved(Self.pointer(102, 300))), "within the slop: not yet a drag")
            #expect(scene.handle(.pointerMoved(Self.pointer(100 + exercise.travel * 0.7, 300))))
            scene.rootLayer.evaluateFrame(atTime: 0.1)
            #expect(abs(exercise.view.presentedProperties.position.x - (start + exercise.travel * 0.7)) < 1e-6)
            #expect(scene.handle(.pointerUp(Self.pointer(100 + exercise.travel * 0.7, 300))))
            for step in 1...120 {
                clock.now = 0.1 + Double(step) / 20
                scene.rootLayer.evaluateFrame(atTime: clock.now)
            }
            #expect(abs(exercise.view.presentedProperties.position.x - (start + exercise.travel)) < 1e-6)
        }
    }

    /// Hiding the scene mid-drag ends the drag (the scene is not left scrubbing).
    @Test func pausingEndsADrag() {
        ManualMediaClock(now: 0).run {
            let scene = PracticeScene()
            scene.layout(in: CGSize(width: 900, height: 640))
            scene.select(4)
            let exercise = scene.exercises[4] as! AnimatorExercise
            _ = scene.handle(.pointerDown(Self.pointer(100, 300)))
            _ = scene.handle(.pointerMoved(Self.pointer(160, 300)))
            #expect(exercise.animator != nil)
            scene.pause()
            #expect(!scene.pointer.isDragging)
        }
    }

    @Test func keysEscAndHelp() {
        let scene = PracticeScene()
        scene.layout(in: CGSize(width: 900, height: 640))
        #expect(!scene.handle(.keyDown(KeyPress(.escape))), "nothing to close: the window quits")
        #expect(scene.handle(.keyDown(KeyPress(.letter("t")))) && scene.isInspectorVisible && scene.needsFrames)
        #expect(scene.handle(.keyDown(KeyPress(.escape))) && !scene.isInspectorVisible)
        #expect(scene.handle(.keyDown(KeyPress(.digit(3)))) && scene.selected == 2)
        #expect(!scene.handle(.keyDown(KeyPress(.digit(3), control: true))))
        #expect(scene.help.first == KeyHelp("1–5", "Pick an exercise"))
        #expect(type(of: scene).sceneName == "practice" && scene.title == "Practice")
    }

    @Test func actionsParseOrNameWhatIsAllowed() throws {
        #expect(try PracticeAction(parsing: "cyan").name == "cyan")
        #expect(throws: SceneActionError.self) { try PracticeAction(parsing: "fly") }
        do {
            _ = try PracticeAction(parsing: String(repeating: "x", count: 200))
        } catch {
            #expect("\(error)".hasPrefix("the practice scene has no action “xxxx") && "\(error)".contains("…”; it has ") && "\(error)".contains("cyan"))
            #expect("\(error)".count < 400 && !"\(error)".contains("\n"))
        }
    }
}
