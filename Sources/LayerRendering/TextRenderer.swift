import CSDL2
import Foundation

/// Draws text with SDL2_ttf (DejaVu Sans, and Noto Color Emoji for emoji
/// when installed), for text layers to keep as pictures. Right-to-left
/// scripts are shaped by HarfBuzz in their direction and placed in visual
/// order (``TextRuns``).
public final class TextRenderer {
    public enum Weight: Hashable, Sendable { case regular, bold }

    private let fontPaths: [Weight: String]
    private let emojiFontPath: String?
    /// The colour emoji font, opened once at its one bitmap size (nil: none installed).
    private var emojiFont: OpaquePointer?
    private var fonts: [FontKey: OpenFont] = [:]
    /// How many fonts (a size and weight each) are open (for tests).
    var openFonts: Int { fonts.count }
    private struct FontKey: Hashable { var pixelSize: Int, weight: Weight }
    private struct OpenFont { let font: OpaquePointer; var lastUse: UInt64 }
    /// Counts font lookups, to find the least recently used.
    private var uses: UInt64 = 0
    /// Fonts kept open at once: text whose size follows the window's
    /// would otherwise open one more size at every resize, for good.
    static let maximumOpenFonts = 16

    /// The fonts' paths, from `SNOWMAN_FONT_DIR` or Debian's fonts-dejavu-core.
    public static func fontPaths(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> [Weight: String] {
        let directories = [environment["SNOWMAN_FONT_DIR"], "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/TTF"]
            .compactMap { $0 }
        for directory in directories {
            let regular = directory + "/DejaVuSans.ttf", bold = directory + "/DejaVuSans-Bold.ttf"
            if FileManager.default.fileExists(atPath: regular) {
                return [.regular: regular, .bold: FileManager.default.fileExists(atPath: bold) ? bold : regular]
            }
        }
        throw SDLError(message: "font DejaVu Sans not found (install fonts-dejavu-core, or set SNOWMAN_FONT_DIR)")
    }

    /// Noto Color Emoji from `SNOWMAN_FONT_DIR` or Debian's fonts-noto-color-emoji, if there.
    public static func emojiFontPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let candidates = [environment["SNOWMAN_FONT_DIR"].map { $0 + "/NotoColorEmoji.ttf" },
                          "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"].compactMap { $0 }
        return candidates.first { FileManager.default.fileExists(atPath: $0) }
    }

    public init(fontPaths: [Weight: String],
                emojiFontPath: String? = TextRenderer.emojiFontPath()) throws {
        if TTF_WasInit() == 0 && TTF_Init() != 0 { throw SDLError("cannot start SDL2_ttf") }
        self.fontPaths = fontPaths
        self.emojiFontPath = emojiFontPath
        _ = try font(pixelSize: 14, weight: .regular)  // fail now, not mid-frame
    }

    deinit {
        for open in fonts.values { TTF_CloseFont(open.font) }
        if let emojiFont { TTF_CloseFont(emojiFont) }
    }

    /// The emoji font's one bitmap size: asked for at any other size,
    /// FreeType picks this one anyway.
    private static let emojiBitmapSize: Int32 = 109

    private func openEmojiFont() -> OpaquePointer? {
        if emojiFont == nil, let emojiFontPath { emojiFont = TTF_OpenFont(emojiFontPath, Self.emojiBitmapSize) }
        return emojiFont
    }

    private func font(pixelSize: Int, weight: Weight) throws -> OpaquePointer {
        let key = FontKey(pixelSize: pixelSize, weight: weight)
        uses += 1
        if let open = fonts[key] {
            fonts[key]?.lastUse = uses
            return open.font
        }
        guard let path = fontPaths[weight], let font = TTF_OpenFont(path, Int32(pixelSize)) else {
            throw SDLError("cannot open font \(fontPaths[weight] ?? "?")")
        }
        if fonts.count >= Self.maximumOpenFonts, let oldest = fonts.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            TTF_CloseFont(oldest.value.font)  // what it drew is kept as pixels; nothing holds the font
            fonts[oldest.key] = nil
        }
        fonts[key] = OpenFont(font: font, lastUse: uses)
        return font
    }

    /// `text` drawn into a new surface (the caller frees it).
    func surface(for text: String, pixelSize: Int, weight: Weight, color: RGBA) -> UnsafeMutablePointer<SDL_Surface>? {
        guard let font = try? font(pixelSize: max(pixelSize, 4), weight: weight) else { return nil }
        return TextRuns.isPlain(text) ? TTF_RenderUTF8_Blended(font, text, color.sdl)
            : renderRuns(TextRuns(text), font: font, color: color)
    }

    /// The width and height `text` would take, in pixels.
    public func measure(_ text: String, pixelSize: Int, weight: Weight = .regular) -> (width: Int, height: Int) {
        guard let font = try? font(pixelSize: max(pixelSize, 4), weight: weight) else { return (0, 0) }
        guard !TextRuns.isPlain(text) else {
            var width: Int32 = 0, height: Int32 = 0
            TTF_SizeUTF8(font, text, &width, &height)
            return (Int(width), Int(height))
        }
        let height = Int(TTF_FontHeight(font))
        let width = TextRuns(text).runs.reduce(0) { $0 + runSize($1, font: font, height: height).width }
        return (width, height)
    }

    // MARK: Runs

    /// The size `run` takes on a line `height` pixels high.
    private func runSize(_ run: TextRuns.Run, font: OpaquePointer, height: Int) -> (width: Int, height: Int) {
        var width: Int32 = 0, runHeight: Int32 = 0
        if run.isEmoji, let emoji = openEmojiFont() {
            TTF_SizeUTF8(emoji, run.text, &width, &runHeight)
            guard runHeight > 0 else { return (0, height) }
            return (Self.scaledWidth(Int(width), from: Int(runHeight), to: height), height)
        }
        _ = withDirection(of: run, on: font) { TTF_SizeUTF8(font, run.text, &width, &runHeight) }
        return (Int(width), Int(runHeight))
    }

    /// An emoji run's width once its height is scaled to the line's: one rule
    /// for measuring and drawing, so the two agree.
    private static func scaledWidth(_ width: Int, from runHeight: Int, to height: Int) -> Int {
        Int((Double(width) * Double(height) / Double(runHeight)).rounded())
    }

    /// Shapes `run` in its direction and script, then puts the font back to
    /// left-to-right (fonts are shared by every label).
    private func withDirection<R>(of run: TextRuns.Run, on font: OpaquePointer, _ body: () -> R) -> R {
        guard run.isRightToLeft else { return body() }
        TTF_SetFontDirection(font, TTF_DIRECTION_RTL)
        if let script = run.script { TTF_SetFontScriptName(font, script) }
        defer {
            TTF_SetFontDirection(font, TTF_DIRECTION_LTR)
            TTF_SetFontScriptName(font, "Zzzz")
        }
        return body()
    }

    /// A line of several runs: each drawn alone (emoji scaled smoothly to
    /// the line's height), then copied side by side in visual order.
    private func renderRuns(_ runs: TextRuns, font: OpaquePointer, color: RGBA) -> UnsafeMutablePointer<SDL_Surface>? {
        let height = Int(TTF_FontHeight(font))
        var pieces: [(surface: UnsafeMutablePointer<SDL_Surface>, width: Int)] = []
        defer { for piece in pieces { SDL_FreeSurface(piece.surface) } }
        for run in runs.runs {
            let rendered: UnsafeMutablePointer<SDL_Surface>?
            if run.isEmoji, let emoji = openEmojiFont() {
                rendered = TTF_RenderUTF8_Blended(emoji, run.text, SDL_Color(r: 255, g: 255, b: 255, a: 255))
            } else {
                rendered = withDirection(of: run, on: font) { TTF_RenderUTF8_Blended(font, run.text, color.sdl) }
            }
            guard let rendered, let converted = SDL_ConvertSurfaceFormat(rendered, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
                if let rendered { SDL_FreeSurface(rendered) }
                continue
            }
            SDL_FreeSurface(rendered)
            let width = run.isEmoji && converted.pointee.h > 0
                ? Self.scaledWidth(Int(converted.pointee.w), from: Int(converted.pointee.h), to: height)
                : Int(converted.pointee.w)
            pieces.append((converted, width))
        }
        let total = pieces.reduce(0) { $0 + $1.width }
        guard total > 0, height > 0,
              let line = SDL_CreateRGBSurfaceWithFormat(0, Int32(total), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
        else { return nil }
        var x = 0
        for piece in pieces {
            var target = SDL_Rect(x: Int32(x), y: 0, w: Int32(piece.width), h: Int32(height))
            if piece.surface.pointee.w == piece.width && piece.surface.pointee.h == height {
                SDL_SetSurfaceBlendMode(piece.surface, SDL_BLENDMODE_NONE)
                SDL_UpperBlit(piece.surface, nil, line, &target)
            } else {
                SDL_SoftStretchLinear(piece.surface, nil, line, &target)
            }
            x += piece.width
        }
        return line
    }
}
