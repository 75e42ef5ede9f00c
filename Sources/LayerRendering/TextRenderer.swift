import CSDL2
import Foundation

/// Draws text with SDL2_ttf (DejaVu Sans), keeping each label's texture
/// cached by text, size, weight and colour instead of rebuilding it every frame.
public final class TextRenderer {
    public enum Weight: Hashable, Sendable { case regular, bold }

    /// A rendered label: its texture and size in pixels.
    public struct Label {
        public let texture: OpaquePointer
        public let width: Int
        public let height: Int
    }

    private struct Key: Hashable {
        var text: String, pixelSize: Int, weight: Weight, color: RGBA
    }

    private let renderer: OpaquePointer
    private let fontPaths: [Weight: String]
    private var fonts: [FontKey: OpaquePointer] = [:]
    private struct FontKey: Hashable { var pixelSize: Int, weight: Weight }
    private var labels: [Key: (label: Label, lastUse: Int)] = [:]
    private var frame = 0

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

    public init(renderer: OpaquePointer, fontPaths: [Weight: String]) throws {
        if TTF_WasInit() == 0 && TTF_Init() != 0 { throw SDLError("cannot start SDL2_ttf") }
        self.renderer = renderer
        self.fontPaths = fontPaths
        _ = try font(pixelSize: 14, weight: .regular)  // fail now, not mid-frame
    }

    deinit {
        for entry in labels.values { SDL_DestroyTexture(entry.label.texture) }
        for font in fonts.values { TTF_CloseFont(font) }
    }

    private func font(pixelSize: Int, weight: Weight) throws -> OpaquePointer {
        let key = FontKey(pixelSize: pixelSize, weight: weight)
        if let font = fonts[key] { return font }
        guard let path = fontPaths[weight], let font = TTF_OpenFont(path, Int32(pixelSize)) else {
            throw SDLError("cannot open font \(fontPaths[weight] ?? "?")")
        }
        fonts[key] = font
        return font
    }

    /// The label for `text`, rendered once and then reused.
    public func label(_ text: String, pixelSize: Int, weight: Weight = .regular, color: RGBA) -> Label? {
        guard !text.isEmpty else { return nil }
        let key = Key(text: text, pixelSize: max(pixelSize, 4), weight: weight, color: color)
        if let entry = labels[key] {
            labels[key]!.lastUse = frame
            return entry.label
        }
        guard let font = try? font(pixelSize: key.pixelSize, weight: weight),
              let surface = TTF_RenderUTF8_Blended(font, text, color.sdl) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let label = Label(texture: texture, width: Int(surface.pointee.w), height: Int(surface.pointee.h))
        labels[key] = (label, frame)
        return label
    }

    /// The width and height `text` would take, in pixels.
    public func measure(_ text: String, pixelSize: Int, weight: Weight = .regular) -> (width: Int, height: Int) {
        guard let font = try? font(pixelSize: max(pixelSize, 4), weight: weight) else { return (0, 0) }
        var width: Int32 = 0, height: Int32 = 0
        TTF_SizeUTF8(font, text, &width, &height)
        return (Int(width), Int(height))
    }

    /// Marks a frame; labels unused for a while are let go.
    public func endFrame() {
        frame += 1
        guard labels.count > 400 else { return }
        for (key, entry) in labels where frame - entry.lastUse > 120 {
            SDL_DestroyTexture(entry.label.texture)
            labels[key] = nil
        }
    }
}
