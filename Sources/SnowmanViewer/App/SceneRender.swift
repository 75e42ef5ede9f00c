import CSDL2
import Foundation
import LayerAnimation
import LayerRendering
import PracticeScene

/// `snowman render --scene practice[/EXERCISE] --action NAME --at T`: draws
/// the Practice scene without a window into PNG files, with the exercise's
/// actions performed at time 0 and time driven by a `ManualMediaClock`.
public struct SceneRender {
    /// The exercise to show (`basic`, `keyframe`, ...); nil: the first.
    public var exercise: String?
    /// Actions of that exercise, performed in order at time 0.
    public var actions: [String]
    public var size: CGSize
    public var times: [Double]
    public var output: URL

    public init(exercise: String?, actions: [String], size: CGSize, times: [Double], output: URL) {
        (self.exercise, self.actions, self.size, self.times, self.output) = (exercise, actions, size, times, output)
    }

    /// Checks the names before anything is drawn: one line naming what exists.
    public func validate() throws {
        let names = PracticeScene.exerciseNames
        if let exercise, !names.contains(exercise) {
            throw ViewerError("no exercise named “\(OffscreenRender.shortened(exercise))”; there are \(names.joined(separator: ", "))")
        }
        let known = PracticeScene.actions(ofExercise: exercise ?? names[0])
        if let unknown = actions.first(where: { !known.contains($0) }) {
            throw ViewerError("the \(exercise ?? names[0]) exercise has no action “\(OffscreenRender.shortened(unknown))”; it has \(known.joined(separator: ", "))")
        }
    }

    @discardableResult
    public func run() throws -> [URL] {
        try validate()
        try OffscreenRender.prepareSDL()
        let target = try OffscreenTarget(size: size)
        let layers = LayerRenderer(renderer: target.renderer)
        let scene = PracticeScene()
        let clock = ManualMediaClock(now: 0)
        let several = times.count > 1
        if several { try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true) }
        var written: [URL] = []
        try clock.run {
            scene.layout(size: size)
            if let exercise, let index = PracticeScene.exerciseNames.firstIndex(of: exercise) { scene.select(index) }
            scene.root.evaluateFrame(atTime: 0)
            for action in actions { scene.perform(action) }
            for (number, time) in times.enumerated() {
                clock.now = time
                scene.root.evaluateFrame(atTime: time)
                SDL_SetRenderDrawColor(target.renderer, 20, 26, 36, 255)
                SDL_RenderClear(target.renderer)
                layers.draw(scene.root)
                SDL_RenderFlush(target.renderer)
                let file = several ? output.appendingPathComponent(String(format: "frame-%05d.png", number + 1)) : output
                guard IMG_SavePNG(target.surface, file.path) == 0 else {
                    throw ViewerError("cannot write \(file.path): \(String(cString: SDL_GetError()))")
                }
                written.append(file)
            }
        }
        return written
    }
}
