import ArgumentParser
import Foundation
import SnowmanSettings
import LayerHost
import BenchmarkScenes
import CatFacts
import SnowmanViewer

/// Parses "WxH" into a size.
struct PixelSize: ExpressibleByArgument {
    var width: Int, height: Int

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (64...16384).contains(width), (64...16384).contains(height) else { return nil }
        self.width = width
        self.height = height
    }

    var size: CGSize { CGSize(width: width, height: height) }
}

extension ViewerWindow.RendererChoice: ExpressibleByArgument {}
extension BenchScene: ExpressibleByArgument {}
extension SceneTab: ExpressibleByArgument {}

@main
struct Snowman: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Design, save and play animations of a snowman, driven by a Core Animation engine.",
        subcommands: [Open.self, Render.self, Bench.self, BenchSet.self, BenchLayers.self],
        defaultSubcommand: Open.self
    )

    /// Bad input of any kind ends with one line on stderr, never a backtrace.
    static func fail(_ error: Error) -> Never {
        FileHandle.standardError.write(Data("snowman: \(error)\n".utf8))
        Foundation.exit(1)
    }
}

struct SettingsOption: ParsableArguments {
    @Option(name: .long, help: "The settings file (default: $XDG_DATA_HOME/snowman/settings.json).")
    var settings: String?

    var url: URL { settings.map { URL(fileURLWithPath: $0) } ?? SettingsStore.defaultURL() }
}

extension Snowman {
    struct Open: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "open", abstract: "Open the viewer window (the default).")

        @OptionGroup var settings: SettingsOption

        @Option(name: .long, help: "The window's size in points, as WxH (at least 800x520).")
        var window: PixelSize = PixelSize(argument: "1100x720")!

        @Option(name: .long, help: "How to draw: auto (the GPU when there is one), accelerated or software.")
        var renderer: ViewerWindow.RendererChoice = .auto

        @Option(name: .long, help: ArgumentHelp("The scene to open on: \(SceneTab.namesSentence()) (the first is the default)."))
        var scene: SceneTab = .snowman

        @Option(name: .long, help: "The cat-facts API's base URL (default: $SNOWMAN_CAT_FACTS_URL, else https://catfact.ninja).")
        var catFactsURL: String?

        @Option(name: .long, help: "The cat-photo API's base URL (default: $SNOWMAN_CAT_PHOTOS_URL, else https://api.thecatapi.com).")
        var catPhotosURL: String?

        @Option(name: .long, help: "Shuffles the Set deck and the Concentration board from this number (the same number, the same games).")
        var seed: UInt64?

        @Flag(name: .long, help: "Writes the card games' state to standard error after each change: Set's cards and a set on the table, Concentration's cards and theme buttons.")
        var debugState = false

        func validate() throws {
            for (name, value) in [("--cat-facts-url", catFactsURL), ("--cat-photos-url", catPhotosURL)] {
                if let value, CatFactsClient.webAddress(value) == nil { throw ValidationError("\(name) needs an http or https URL, not \"\(value)\"") }
            }
        }

        func run() throws {
            ProcessHeap.shareOneArena()  // before the window's threads start
            let fromEnvironment = CatFactsClient.fromEnvironment()
            let client = CatFactsClient(factsURL: catFactsURL.flatMap(CatFactsClient.webAddress) ?? fromEnvironment.factsURL,
                                        photosURL: catPhotosURL.flatMap(CatFactsClient.webAddress) ?? fromEnvironment.photosURL)
            // The window lives on the main thread, which is where `run()` is.
            MainActor.assumeIsolated {
                do {
                    let viewer = try ViewerWindow(settingsURL: settings.url, size: window.size, renderer: renderer,
                                                  scene: scene, catFacts: client, gameSeed: seed, printsGameState: debugState)
                    viewer.run()
                } catch {
                    Snowman.fail(error)
                }
            }
        }
    }

    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render the viewer playing a setting to PNG files, without a window.")

        @OptionGroup var settings: SettingsOption

        @Option(name: .long, help: "The saved setting to play (default: the first in the list).")
        var setting: String?

        @Option(name: .long, help: "One frame this many seconds after Play.")
        var at: Double?

        @Option(name: .long, help: "Frames per second, with --duration: writes a directory of frames.")
        var fps: Int?

        @Option(name: .long, help: "Seconds to render, with --fps.")
        var duration: Double?

        @Option(name: .long, help: "The PNG file (one frame) or directory (several frames).")
        var out: String?

        @Option(name: .long, help: "Write the whole animation (one cycle if it repeats forever) as an animated GIF.")
        var gif: String?

        @Option(name: .long, help: "The image size in pixels, as WxH (default 1100x720; 480x400 for --gif).")
        var size: PixelSize?

        @Option(name: .long, help: ArgumentHelp("The scene: \(SceneTab.namesSentence(withParts: true, more: ["gallery"])). The snowman (the default) plays a setting; practice's exercises are basic, keyframe, transition, view and animator, cat-facts' screens unlock, facts, saved and detail; gallery shows gradient, replicator, emitter and transform layers."))
        var scene: String?

        @Option(name: .long, help: "An action performed at time 0 (repeat for several), e.g. \"step opacity -3\" (snowman, after Play), start-sine (practice/EXERCISE), \"select 0 1 2\" (set), \"choose 3\" (concentration).")
        var action: [String] = []

        @Option(name: .long, help: "Several actions in one, separated by semicolons, e.g. \"select 0 1 2; deal\".")
        var actions: String?

        @Option(name: .long, help: "With --scene set, concentration or cat-facts: shuffles from this number (default 1).")
        var seed: UInt64?

        @Option(name: .long, help: "With --scene cat-facts: the cat-facts API's base URL (default: $SNOWMAN_CAT_FACTS_URL, else https://catfact.ninja).")
        var catFactsURL: String?

        @Option(name: .long, help: "With --scene cat-facts: the cat-photo API's base URL (default: $SNOWMAN_CAT_PHOTOS_URL, else https://api.thecatapi.com).")
        var catPhotosURL: String?

        func validate() throws {
            for (name, value) in [("--cat-facts-url", catFactsURL), ("--cat-photos-url", catPhotosURL)] {
                if let value, CatFactsClient.webAddress(value) == nil { throw ValidationError("\(name) needs an http or https URL, not \"\(value)\"") }
            }
            if let gif {
                guard out == nil, at == nil, duration == nil else { throw ValidationError("--gif takes --setting, --fps and --size only") }
                guard gif.lowercased().hasSuffix(".gif") else { throw ValidationError("--gif must name a .gif file") }
                if let fps, !(1...50).contains(fps) { throw ValidationError("--fps for a GIF must be from 1 to 50") }
                return
            }
            guard out != nil else { throw ValidationError("say where to write: --out FILE.png|DIR, or --gif FILE.gif") }
            if let at, !(at.isFinite && at >= 0) { throw ValidationError("--at needs a time of 0 seconds or more") }
            if at != nil && (fps != nil || duration != nil) { throw ValidationError("use --at, or --fps with --duration, not both") }
            if (fps == nil) != (duration == nil) { throw ValidationError("--fps and --duration go together") }
            if let fps, !(1...240).contains(fps) { throw ValidationError("--fps must be from 1 to 240") }
            if let duration, !(duration.isFinite && duration > 0 && duration <= 600) {
                throw ValidationError("--duration must be more than 0 and at most 600 seconds")
            }
        }

        /// The scene `--scene` names (the Snowman scene without one); nil for a name no scene has.
        private var renderedScene: SceneRender.Scene? {
            guard let scene else { return .registered(.snowman, part: nil) }
            return SceneRender.Scene(parsing: scene)
        }

        private var catFactsClient: CatFactsClient {
            let fromEnvironment = CatFactsClient.fromEnvironment()
            return CatFactsClient(factsURL: catFactsURL.flatMap(CatFactsClient.webAddress) ?? fromEnvironment.factsURL,
                                  photosURL: catPhotosURL.flatMap(CatFactsClient.webAddress) ?? fromEnvironment.photosURL)
        }

        /// `--action`s, then `--actions` split at semicolons.
        private var allActions: [String] {
            action + (actions ?? "").split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }

        func run() throws {
            guard let rendered = renderedScene else {
                Snowman.fail(ValidationError("--scene must be \(SceneTab.namesSentence(withParts: true, more: ["gallery"]))"))
            }
            let isSnowman = rendered == .registered(.snowman, part: nil)
            if seed != nil && !rendered.takesSeed {
                let seeded = SceneTab.allCases.filter(\.takesSeed).map(\.rawValue)
                Snowman.fail(ValidationError("--seed goes with --scene \(seeded.dropLast().joined(separator: ", ")) or \(seeded.last ?? "")"))
            }
            let isCatFacts = if case .registered(.catFacts, _) = rendered { true } else { false }
            if (catFactsURL != nil || catPhotosURL != nil) && !isCatFacts {
                Snowman.fail(ValidationError("--cat-facts-url and --cat-photos-url go with --scene cat-facts"))
            }
            if let gif {
                guard isSnowman else { Snowman.fail(ValidationError("--gif renders the snowman scene only")) }
                guard allActions.isEmpty else { Snowman.fail(ValidationError("--gif takes --setting, --fps and --size only")) }
                return renderGIF(to: URL(fileURLWithPath: gif))
            }
            let times: [Double]
            if let fps, let duration {
                let count = Int((duration * Double(fps)).rounded(.down)) + 1
                times = (0..<count).map { Double($0) / Double(fps) }
            } else {
                times = [at ?? 0]
            }
            let output = URL(fileURLWithPath: out!)
            if times.count == 1 && output.pathExtension.lowercased() != "png" {
                Snowman.fail(ValidationError("--out must name a .png file for one frame"))
            }
            do {
                let size = (size ?? PixelSize(argument: "1100x720")!).size
                let files: [URL]
                // `run()` is on the main thread, where the scenes live.
                if case .registered(.snowman, _) = rendered {
                    // The Snowman scene plays a saved setting from time 0, then takes the actions.
                    let render = OffscreenRender(settingsURL: settings.url, settingName: setting, size: size, times: times,
                                                 output: output, actions: allActions)
                    files = try MainActor.assumeIsolated { try render.run() }
                } else {
                    let render = SceneRender(scene: rendered, actions: allActions, size: size, times: times, output: output,
                                             catFacts: catFactsClient, seed: seed ?? 1)
                    files = try MainActor.assumeIsolated { try render.run() }
                }
                print(files.count == 1 ? "wrote \(files[0].path)" : "wrote \(files.count) frames to \(output.path)")
            } catch {
                Snowman.fail(error)
            }
        }

        private func renderGIF(to output: URL) {
            do {
                let chosen = try OffscreenRender.setting(named: setting, in: SettingsStore(url: settings.url).peek())
                let export = GIFExport(setting: chosen, size: (size ?? PixelSize(argument: "480x400")!).size,
                                       framesPerSecond: fps ?? 30, output: output)
                try OffscreenRender.prepareSDL()
                try export.run()
                print("wrote \(output.path) (\(export.frameTimes.count) frames)")
            } catch {
                Snowman.fail(error)
            }
        }
    }
}

extension Snowman {
    struct Bench: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Measure the engine and the renderer: N animated snowmen, offscreen.")

        @Option(name: .long, help: "How many snowman layers.")
        var layers: Int = 1000

        @Option(name: .long, help: "How many frames (1/60 s apart).")
        var frames: Int = 600

        @Option(name: .long, help: "The image size in pixels, as WxH.")
        var size: PixelSize = PixelSize(argument: "1280x800")!

        @Option(name: .long, help: "What the layers play: uniform (one five-child group each, staggered), mixed (a seeded mix of every kind of animation, about five a layer), text (text layers with static strings, sliding and fading) or still (no animation: for the implicit commit alone).")
        var scene: BenchScene = .uniform

        @Option(name: .long, help: "How to draw: auto (as the viewer picks), accelerated (OpenGL) or software.")
        var renderer: ViewerWindow.RendererChoice = .auto

        @Flag(name: .long, help: "End with one line of JSON.")
        var json = false

        @Flag(name: .long, help: "Also time set-up's parts apart: making the layers, making their animations, adding them.")
        var setUpPhases = false

        @Flag(name: .long, help: .hidden)
        var engineOnly = false

        @Flag(name: .long, help: .hidden)
        var framesOnly = false

        func validate() throws {
            guard (1...1_000_000).contains(layers) else { throw ValidationError("--layers must be from 1 to 1000000") }
            guard (1...100_000).contains(frames) else { throw ValidationError("--frames must be from 1 to 100000") }
        }

        func run() throws {
            do {
                var benchmark = RenderBenchmark(layers: layers, frames: frames, size: size.size)
                benchmark.engineOnly = engineOnly
                benchmark.framesOnly = framesOnly
                benchmark.measuresSetUpPhases = setUpPhases
                benchmark.scene = scene
                benchmark.renderer = renderer
                let result = try benchmark.run()
                print(String(format: "%@ scene, %d layers, %d frames, %@ renderer", result.scene, result.layers, result.frames,
                             result.renderer))
                print(String(format: "scene set-up        %10.2f ms (processor %.2f ms, %d page faults)", result.setupMilliseconds,
                             result.setupCPUMilliseconds, result.setupPageFaults))
                if let phases = result.setupPhasesMilliseconds {
                    print(String(format: "  of which           layers %.2f ms, making animations %.2f ms, adding them %.2f ms",
                                 phases.layers, phases.makingAnimations, phases.addingAnimations))
                }
                print(String(format: "engine evaluation   %10.1f ns per layer, %.3f ms per frame (median, after drawing)",
                             result.evalNanosecondsPerLayer, result.evalMillisecondsPerFrame))
                print(String(format: "engine alone        %10.1f ns per layer (median, frames back to back)",
                             result.evalEngineOnlyNanosecondsPerLayer))
                print(String(format: "drawing             %10.3f ms per frame (median, with present), %d quads in %d calls",
                             result.renderMillisecondsPerFrame, result.quads, result.drawCalls))
                print(String(format: "  of which           walking the layers %.3f ms, SDL drawing and presenting %.3f ms",
                             result.renderWalkMillisecondsPerFrame, result.renderSubmitMillisecondsPerFrame))
                print(String(format: "whole frame p99     %10.3f ms", result.frameMillisecondsP99))
                print(String(format: "implicit commit     %10.2f ms (processor %.2f ms, %d page faults: every layer's opacity changed in one transaction)",
                             result.implicitCommitMilliseconds, result.implicitCommitCPUMilliseconds,
                             result.implicitCommitPageFaults))
                print(String(format: "implicit commit     %10.2f ms (the same, repeated a frame apart: median of 5)",
                             result.laterImplicitCommitMilliseconds))
                print(String(format: "frame after commit  %10.2f ms (the engine's next frame, where those animations learn their begin times: median of 5)",
                             result.frameAfterCommitMilliseconds))
                print(String(format: "peak memory         %10.1f MB", result.peakRSSMegabytes))
                print(String(format: "memory per layer    %10.0f bytes to evaluate, %.0f bytes in all (resident)",
                             result.evaluationBytesPerLayer, result.sceneBytesPerLayer))
                if json { print(result.json) }
            } catch {
                Snowman.fail(error)
            }
        }
    }
}

extension Snowman {
    struct BenchLayers: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "bench-layers",
            abstract: "Time the particle, replicator and gradient targets against the same frames without those layers, offscreen.")

        @Option(name: .long, help: "How many frames of each (1/60 s apart).")
        var frames: Int = 240

        @Option(name: .long, help: "Each particle's side in points.")
        var particleSide: Double = 8

        @Option(name: .long, help: "How to draw the gradient: software (the default), accelerated (OpenGL) or auto.")
        var gradientRenderer: ViewerWindow.RendererChoice = .software

        @Option(name: .long, help: "The image size in pixels, as WxH.")
        var size: PixelSize = PixelSize(argument: "1280x800")!

        func validate() throws {
            guard (1...100_000).contains(frames) else { throw ValidationError("--frames must be from 1 to 100000") }
            guard particleSide.isFinite, (1...256).contains(particleSide) else {
                throw ValidationError("--particle-side must be from 1 to 256 points")
            }
        }

        func run() throws {
            do {
                var benchmark = LayerClassBenchmark(size: size.size, frames: frames)
                benchmark.particleSide = particleSide
                benchmark.gradientRenderer = gradientRenderer
                let r = try benchmark.run()
                print(String(format: "particles    %6d live, %.0f pt: %7.3f ms a frame, software renderer (without them %.3f ms; 60 fps needs under 16.7); the engine's part %.3f ms",
                             r.particles, particleSide, r.particleFrameMilliseconds, r.particleBaselineMilliseconds, r.particleEngineMilliseconds))
                print(String(format: "replicator   %6d copies: %7.3f ms of evaluation a frame (one subtree alone %.3f ms; target under 2)",
                             r.replicatorCopies, r.replicatorMilliseconds, r.replicatorBaselineMilliseconds))
                print(String(format: "gradient     full window: %7.3f ms of drawing a frame, %@ renderer (a plain background %.3f ms; target under 1 more)",
                             r.gradientDrawMilliseconds, gradientRenderer.rawValue, r.gradientBaselineMilliseconds))
                print(String(format: "             diagonal %.3f ms, radial %.3f ms (off centre %.3f ms), conic %.3f ms (its centre moving too %.3f ms)",
                             r.diagonalGradientMilliseconds, r.radialGradientMilliseconds, r.offCentreRadialMilliseconds,
                             r.conicGradientMilliseconds, r.movingConicGradientMilliseconds))
            } catch {
                Snowman.fail(error)
            }
        }
    }
}

extension Snowman {
    struct BenchSet: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "bench-set",
            abstract: "Time the Set tab's frames while a set flies away and three cards are dealt, offscreen.")

        @Option(name: .long, help: "How many sets to play (each in a new seeded game; 180 frames each).")
        var rounds: Int = 10

        @Option(name: .long, help: "The image size in pixels, as WxH.")
        var size: PixelSize = PixelSize(argument: "1100x684")!

        @Option(name: .long, help: "The first game's seed.")
        var seed: UInt64 = 1

        @Option(name: .long, help: "How to draw: auto, accelerated or software.")
        var renderer: ViewerWindow.RendererChoice = .auto

        func validate() throws {
            guard (1...1000).contains(rounds) else { throw ValidationError("--rounds must be from 1 to 1000") }
        }

        func run() throws {
            var benchmark = SetFrameBenchmark(rounds: rounds, size: size.size, seed: seed)
            benchmark.renderer = renderer
            do {
                let r = try benchmark.run()
                print(String(format: "Set flyaway + deal, %d frames, %@ renderer", r.frames, r.renderer))
                print(String(format: "frame work   median %6.2f ms   p95 %6.2f ms   p99 %6.2f ms   worst %6.2f ms", r.median, r.p95, r.p99, r.worst))
                print(String(format: "parts        physics + evaluation %.2f ms, drawing + present %.2f ms (medians)", r.engineMedian, r.drawMedian))
                print(String(format: "at rest      %.2f ms a frame (the full table, nothing moving: median)", r.restMedian))
                print(String(format: "the click    %.2f ms (median)", r.selectMedian))
            } catch {
                Snowman.fail(error)
            }
        }
    }
}
