import AtomicFiles
import Foundation
import SnowmanScene
import SnowmanSettings
import LayerHost
import LayerAnimation
import LayerRendering

/// Renders one whole animation of a setting (every repeat; one cycle if it
/// repeats forever) into an animated GIF: the stage alone, offscreen, with
/// time driven by a `ManualMediaClock`.
public struct GIFExport: Sendable {
    public var setting: Setting
    /// Pixel size of the GIF.
    public var size: CGSize
    public var framesPerSecond: Int
    public var output: URL

    public init(setting: Setting, size: CGSize, framesPerSecond: Int = 30, output: URL) {
        self.setting = setting
        self.size = size
        self.framesPerSecond = framesPerSecond
        self.output = output
    }

    /// The frame times: 0, 1/fps, ... up to and including the end.
    public var frameTimes: [Double] {
        let span = SnowmanAnimation.activeSpan(of: setting)
        let count = Int((span * Double(framesPerSecond)).rounded(.up)) + 1
        return (0..<count).map { min(Double($0) / Double(framesPerSecond), span) }
    }

    /// Each frame's delay in hundredths of a second, rounded so the total
    /// stays true to the frame rate (30 fps alternates 3 and 4).
    public var frameDelays: [Int] {
        (0..<frameTimes.count).map { i in
            let start = (Double(i) * 100 / Double(framesPerSecond)).rounded()
            let end = (Double(i + 1) * 100 / Double(framesPerSecond)).rounded()
            return max(Int(end - start), 2)  // browsers treat 0 and 1 as "as fast as possible"
        }
    }

    /// Writes the GIF; `progress` hears 0...1 as frames are done. Safe to
    /// call off the main thread (it uses no fonts and its own renderer).
    @discardableResult
    public func run(progress: (Double) -> Void = { _ in }) throws -> URL {
        let width = Int(size.width), height = Int(size.height)
        let target = try OffscreenTarget(size: size)
        // Two passes over the frames, so one frame is held at a time whatever
        // the animation's length: a sample of every frame's pixels makes the
        // palette, then each frame is drawn again (the same pixels: the clock
        // is manual) and written.
        let count = frameTimes.count
        var samples: [UInt8] = []
        let stride = max(1, count * width * height / 150_000)
        samples.reserveCapacity(count * width * height / stride * 3 + 3)
        try renderFrames(on: target, progress: { progress($0 * 0.35) }) { _, frame in
            var pixel = 0
            while pixel < width * height {
                samples.append(contentsOf: frame[pixel * 3..<pixel * 3 + 3])
                pixel += stride
            }
        }
        var palette = Palette(samples: samples)
        try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Written beside the file and renamed over it once whole: a full disk,
        // a failure or SIGTERM leaves the previous file as it was, and no part.
        let temporary = output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).part")
        try PartialFileCleanup.removing(temporary) {
            do {
                let writer = try GIFWriter(url: temporary, width: width, height: height, palette: palette)
                let delays = frameDelays
                try renderFrames(on: target, progress: { progress(0.35 + 0.65 * $0) }) { index, frame in
                    try writer.addFrame(palette.map(frame, width: width, height: height), delay: delays[index], url: temporary)
                }
                try writer.close(url: temporary)
                chmod(temporary.path, 0o644)  // giflib creates it private
                try Self.syncToDisk(temporary)
                guard rename(temporary.path, output.path) == 0 else {
                    let code = errno  // before building the message can change it
                    throw ViewerError("cannot write \(output.path): \(ViewerError.text(ofSystemError: code))")
                }
            } catch {
                unlink(temporary.path)
                throw error
            }
        }
        return output
    }

    /// fsyncs `url`: a full disk that only shows when the data leaves the
    /// cache is reported here, before the rename.
    private static func syncToDisk(_ url: URL) throws {
        let fd = open(url.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        defer { close(fd) }
        if fsync(fd) != 0 {
            let code = errno
            throw ViewerError("cannot write \(url.deletingLastPathComponent().path): \(ViewerError.text(ofSystemError: code))")
        }
    }

    /// Draws every frame in order and hands each, as RGB bytes, to `body` with its index.
    private func renderFrames(on target: OffscreenTarget, progress: (Double) -> Void,
                              _ body: (Int, [UInt8]) throws -> Void) throws {
        let renderer = target.renderer
        let image = try SVGImage(contentsOf: AssetLocator.url(of: "snowman.svg"))
        let scene = SnowmanStage(contents: image, aspectRatio: image.intrinsicSize.width / image.intrinsicSize.height)
        scene.layout(windowSize: size, stageFrame: CGRect(origin: .zero, size: size))
        let layers = LayerRenderer(renderer: renderer)
        let playback = PlaybackController(layer: scene.snowman)
        let clock = ManualMediaClock(now: 0)
        let times = frameTimes
        let width = Int(size.width), height = Int(size.height)
        try clock.run {
            playback.play(setting)
            var rgb = [UInt8](repeating: 0, count: width * height * 3)
            for (index, time) in times.enumerated() {
                clock.now = time
                scene.root.evaluateFrame(atTime: time)
                layers.clear(to: RGBA(0, 0, 0))
                layers.draw(scene.root)
                layers.finish()
                for y in 0..<height {
                    for x in 0..<width {
                        let value = target.pixel(x, y)
                        let offset = (y * width + x) * 3
                        rgb[offset] = UInt8((value >> 16) & 0xFF)
                        rgb[offset + 1] = UInt8((value >> 8) & 0xFF)
                        rgb[offset + 2] = UInt8(value & 0xFF)
                    }
                }
                try body(index, rgb)
                progress(Double(index + 1) / Double(times.count))
            }
        }
    }

    /// Where the viewer puts exports: `$XDG_PICTURES_DIR`, the user-dirs
    /// file's Pictures folder, or `~/Pictures`.
    public static func picturesDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let home = environment["HOME"] ?? NSHomeDirectory()
        if let pictures = environment["XDG_PICTURES_DIR"], pictures.hasPrefix("/") { return URL(fileURLWithPath: pictures) }
        let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
        if let text = try? String(contentsOfFile: configHome + "/user-dirs.dirs", encoding: .utf8) {
            for line in text.split(separator: "\n") where line.hasPrefix("XDG_PICTURES_DIR=") {
                let value = line.dropFirst("XDG_PICTURES_DIR=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                let path = value.replacingOccurrences(of: "$HOME", with: home)
                if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
            }
        }
        return URL(fileURLWithPath: home).appendingPathComponent("Pictures")
    }

    /// `snowman-<name>.gif` with the name made safe for file names: letters and
    /// digits of any script kept, anything else a single "-".
    public static func fileName(for settingName: String) -> String {
        var safe = ""
        for scalar in settingName.unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) || scalar == "_" {
                safe.unicodeScalars.append(scalar)
            } else if !safe.hasSuffix("-") {
                safe += "-"
            }
        }
        safe = safe.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        return "snowman-\(safe.isEmpty ? "setting" : String(safe.prefix(60))).gif"
    }
}
