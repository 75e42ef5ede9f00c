// swift-tools-version: 6.1
// Engine benchmarks (ordo-one/benchmark), kept out of the main package so
// `swift build` and CI stay fast. Run: `cd Benchmarks && swift package benchmark`.
import PackageDescription

let package = Package(
    name: "SnowmanBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        // The engine and the bench scenes, from the main package.
        .package(name: "Snowman", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "EngineBenchmarks",
            dependencies: [
                .product(name: "LayerAnimation", package: "Snowman"),
                .product(name: "LayerDynamics", package: "Snowman"),
                .product(name: "BenchmarkScenes", package: "Snowman"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/EngineBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The mixed scene's timings and curves, for reference/mixed-timings.c.
        .executableTarget(
            name: "MixedSceneTimings",
            dependencies: [
                .product(name: "LayerAnimation", package: "Snowman"),
                .product(name: "BenchmarkScenes", package: "Snowman"),
            ],
            path: "Benchmarks/MixedSceneTimings"
        ),
    ],
    swiftLanguageModes: [.v6]
)
