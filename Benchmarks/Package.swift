// swift-tools-version: 6.1
// Engine benchmarks (ordo-one/benchmark), kept out of the main package so
// `swift build` and CI stay fast. Run: `cd Benchmarks && swift package benchmark`.
import PackageDescription

let package = Package(
    name: "SnowmanBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The engine's own sources (a link to ../Sources/LayerAnimation), built with optimisation here.
        .target(name: "LayerAnimation", path: "Sources/LayerAnimation"),
        // The bench's animation, from the viewer's sources (a link to one file).
        .target(name: "BenchmarkScene", dependencies: ["LayerAnimation"], path: "Sources/BenchmarkScene"),
        .executableTarget(
            name: "EngineBenchmarks",
            dependencies: ["LayerAnimation", "BenchmarkScene", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/EngineBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
