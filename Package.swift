// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Snowman",
    products: [
        .library(name: "LayerAnimation", targets: ["LayerAnimation"]),
        .library(name: "LayerRendering", targets: ["LayerRendering"]),
        .library(name: "LayerAnimators", targets: ["LayerAnimators"]),
        .library(name: "LayerDynamics", targets: ["LayerDynamics"]),
        // A window for any layer tree, and offscreen pictures of one.
        .library(name: "LayerHost", targets: ["LayerHost"]),
        // With the modules iOS code imports beside UIKit, under their names.
        .library(name: "LayerKit", targets: ["LayerKit", "QuartzCore", "CoreGraphics"]),
        .library(name: "PracticeScene", targets: ["PracticeScene"]),
        .library(name: "SnowmanScene", targets: ["SnowmanScene"]),
        .library(name: "CatFacts", targets: ["CatFacts"]),
        .library(name: "SetGame", targets: ["SetGame"]),
        .library(name: "SetScene", targets: ["SetScene"]),
        .library(name: "ConcentrationGame", targets: ["ConcentrationGame"]),
        .library(name: "ConcentrationScene", targets: ["ConcentrationScene"]),
        .library(name: "CatFactsScene", targets: ["CatFactsScene"]),
        // The scenes `snowman bench` and Benchmarks/ measure (LayerAnimation only).
        .library(name: "BenchmarkScenes", targets: ["BenchmarkScenes"]),
        .executable(name: "snowman", targets: ["snowman"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The engine: Core Animation's layer and timing model, pure Swift, no SDL.
        // A hint to fetch memory ahead (`__builtin_prefetch`), which Swift cannot spell.
        .systemLibrary(name: "CPrefetch"),
        .target(name: "LayerAnimation", dependencies: ["SplitMix", "CPrefetch"]),
        .target(name: "LayerAnimators", dependencies: ["LayerAnimation"]),
        // UIKit Dynamics' behaviours on layers, on Chipmunk2D (Debian's libchipmunk-dev).
        .systemLibrary(name: "CChipmunk"),
        .target(name: "LayerDynamics", dependencies: ["LayerAnimation", "CChipmunk"]),
        // What every scene is (`HostedScene`, typed actions, help), and buttons and labels drawn with layers.
        .target(name: "SceneControls", dependencies: ["LayerAnimation", "LayerAnimators", "LayerInput"]),
        .target(name: "PracticeScene", dependencies: ["LayerAnimation", "LayerAnimators", "SceneControls"]),
        // A seedable random number generator: a seed repeats a shuffle, a scene or a test run.
        .target(name: "SplitMix"),
        // Set's rules, deck and score (no layers, no time).
        .target(name: "SetGame", dependencies: ["SplitMix"]),
        // The Set tab as a layer tree: cards, deal, rearrange and the flyaway (no window).
        .target(name: "SetScene", dependencies: ["SetGame", "SplitMix", "LayerAnimation", "LayerAnimators", "LayerDynamics", "SceneControls"]),
        // Concentration's rules and score (no layers, no time), and its tab with the theme chooser.
        .target(name: "ConcentrationGame", dependencies: ["SplitMix"]),
        .target(name: "ConcentrationScene", dependencies: ["ConcentrationGame", "SplitMix", "LayerAnimation", "LayerAnimators", "SceneControls"]),
        // Cat Facts' logic and HTTP client (Foundation only), and its tab as a layer tree.
        .target(name: "AtomicFiles"),
        .target(name: "CatFacts", dependencies: ["SplitMix", "AtomicFiles"]),
        .target(name: "CatFactsScene", dependencies: ["AtomicFiles", "CatFacts", "LayerAnimation", "LayerAnimators", "SceneControls"]),
        // SDL2, SDL2_image and SDL2_ttf from the system's include path (Debian's
        // libsdl2-dev and friends). Not through pkg-config: sdl2.pc's -D_REENTRANT
        // makes SwiftPM warn on every build, and the headers need no other flag.
        .systemLibrary(name: "CSDL2"),
        // glibc's malloc.h (malloc_trim): freed heap goes back to the system (LayerHost's HeapTrim).
        .systemLibrary(name: "CMalloc"),
        // giflib (Debian's libgif-dev), for animated GIF export.
        .systemLibrary(name: "CGif"),
        // Cairo (Debian's libcairo2-dev), which rasterizes recorded drawings and paths.
        .systemLibrary(name: "CCairo"),
        // Draws a layer tree's presentation with SDL's renderer.
        .target(name: "LayerRendering", dependencies: ["LayerAnimation", "CSDL2", "CCairo"]),
        // What a person does, typed: keys, text, pointer, wheel, resize, close (no SDL: scenes use it).
        .target(name: "LayerInput", dependencies: ["LayerAnimation"]),
        // A window for any layer tree: frame pacing, typed input, the main run loop, offscreen PNGs.
        .target(name: "LayerHost", dependencies: ["LayerAnimation", "LayerInput", "LayerRendering", "CSDL2", "CMalloc"]),
        // UIKit's animation surface on the engine: `import UIKit` becomes `import LayerKit`.
        .target(name: "LayerKit", dependencies: ["LayerAnimation", "LayerAnimators", "LayerDynamics", "LayerHost"]),
        // `import QuartzCore` and `import CoreGraphics` in ported files: the engine under Apple's module names.
        .target(name: "QuartzCore", dependencies: ["LayerAnimation"]),
        .target(name: "CoreGraphics", dependencies: ["LayerAnimation"]),
        // Hello, layers: a window, an animating shape, a click that moves it (`swift run HelloLayer`).
        .executableTarget(name: "HelloLayer", dependencies: ["LayerHost"], path: "Examples/HelloLayer"),
        // UIKit-style programs on LayerKit: `swift run ActivityIndicators`, `DraggableCard`, `AnimateSampler`.
        .executableTarget(name: "ActivityIndicators", dependencies: ["LayerKit"], path: "Examples/ActivityIndicators"),
        .executableTarget(name: "DraggableCard", dependencies: ["LayerKit"], path: "Examples/DraggableCard"),
        .executableTarget(name: "AnimateSampler", dependencies: ["LayerKit"], path: "Examples/AnimateSampler"),
        // LayerKit's commit and per-frame costs, printed (`swift run -c release layerkit-bench`).
        .executableTarget(name: "layerkit-bench", dependencies: ["LayerKit"], path: "Benchmarks/LayerKitBench"),
        // The benchmark scenes: the uniform snowman group and a seeded mixed scene.
        .target(name: "BenchmarkScenes", dependencies: ["LayerAnimation", "SplitMix"]),
        // The snowman's settings: the model, the file format, the store (lock, atomic save). No SDL.
        .target(name: "SnowmanSettings", dependencies: ["AtomicFiles"]),
        // The Snowman tab as a scene: stage, panel, playback, inspector, keys (no window, no SDL).
        .target(name: "SnowmanScene", dependencies: ["SnowmanSettings", "SceneControls", "LayerAnimation", "LayerAnimators"]),
        // The app: the window with its tab strip and scene registry, offscreen renders, GIF export, benchmarks; no `main`.
        .target(name: "SnowmanViewer", dependencies: ["AtomicFiles", "SnowmanSettings", "SnowmanScene", "SceneControls", "LayerAnimation", "LayerAnimators", "LayerRendering", "LayerHost", "BenchmarkScenes", "PracticeScene", "CatFacts", "CatFactsScene", "SetScene", "ConcentrationScene", "CGif"]),
        // The thin executable that owns the process.
        .executableTarget(
            name: "snowman",
            dependencies: [
                "SnowmanViewer", "SnowmanScene", "SnowmanSettings", "LayerHost", "LayerRendering", "LayerAnimation", "BenchmarkScenes", "CatFacts",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // For the end-to-end tests only: a second process saving settings.
        .executableTarget(name: "settings-writer", dependencies: ["SnowmanSettings"]),
        .testTarget(name: "LayerAnimationTests", dependencies: ["TestSupport", "SplitMix", "LayerAnimation"]),
        // The Cat Facts tests' loopback server and fixture files (facts, pictures).
        .target(name: "CatFactsFixtures", path: "Tests/CatFactsFixtures", exclude: ["Fixtures"]),
        // What several test targets share: a diagnostics recorder, a CPU hog, a full disk.
        .target(name: "TestSupport", dependencies: ["LayerAnimation"], path: "Tests/TestSupport"),
        // Ported iOS code in the Swift 5 language mode, touching views off the main actor as UIKit allows it.
        .target(name: "Swift5PortedCode", dependencies: ["LayerKit"], path: "Tests/Swift5PortedCode",
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "CatFactsTests", dependencies: ["AtomicFiles", "TestSupport", "SplitMix", "CatFacts", "CatFactsScene", "CatFactsFixtures", "LayerAnimation"]),
        .testTarget(name: "PracticeSceneTests", dependencies: ["SceneControls", "SplitMix", "PracticeScene", "LayerAnimation", "LayerAnimators"]),
        .testTarget(name: "SetGameTests", dependencies: ["SplitMix", "SetGame"]),
        .testTarget(name: "SetSceneTests", dependencies: ["SceneControls", "SplitMix", "SetScene", "SetGame", "LayerAnimation"]),
        .testTarget(name: "ConcentrationGameTests", dependencies: ["SplitMix", "ConcentrationGame"]),
        .testTarget(name: "ConcentrationSceneTests", dependencies: ["SplitMix", "ConcentrationScene", "ConcentrationGame", "SceneControls", "LayerAnimation"]),
        .testTarget(name: "LayerDynamicsTests", dependencies: ["SplitMix", "LayerDynamics", "LayerAnimation"]),
        .testTarget(name: "LayerAnimatorsTests", dependencies: ["TestSupport", "SplitMix", "LayerAnimators", "LayerAnimation"]),
        .testTarget(name: "BenchmarkScenesTests", dependencies: ["BenchmarkScenes", "LayerAnimation"]),
        .testTarget(name: "LayerRenderingTests", dependencies: ["SplitMix", "LayerRendering", "LayerHost", "SnowmanSettings", "LayerAnimation", "BenchmarkScenes", "LayerAnimators", "PracticeScene", "SetScene", "SetGame", "ConcentrationScene", "CatFacts", "CatFactsScene", "CatFactsFixtures", "SnowmanViewer", "SnowmanScene", "SceneControls", "CSDL2", "CCairo"]),
        .testTarget(name: "SnowmanViewerTests", dependencies: ["TestSupport", "SplitMix", "SnowmanViewer", "SnowmanScene", "SnowmanSettings", "LayerHost", "LayerRendering", "SceneControls", "CatFacts", "LayerAnimation", "CGif"]),
        .testTarget(name: "SceneControlsTests", dependencies: ["SceneControls"]),
        .testTarget(name: "LayerHostTests", dependencies: ["SplitMix", "LayerHost", "LayerRendering", "LayerAnimation", "CSDL2"]),
        .testTarget(name: "LayerKitTests", dependencies: ["TestSupport", "SplitMix", "LayerKit", "QuartzCore", "CoreGraphics",
                                                          "Swift5PortedCode"]),
        .testTarget(name: "EndToEndTests", dependencies: ["CGif", "CatFactsFixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
