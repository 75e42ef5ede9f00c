import CCairo
import CSDL2

/// The four corners of an opaque rounded rectangle, or of its border, as a
/// texture rasterized by Cairo (antialiased): what an upright rounded
/// rectangle on whole pixels takes its corners from, the rest being
/// rectangles. In SDL's software renderer a corner fan or a border's
/// corner ring costs a triangle call per segment; four blits cost a few.
final class CornerTexture {
    struct Key: Hashable {
        /// The corner radius in pixels, and the border's width in quarter
        /// pixels (0: a fill; a border of 1.5 pixels is 6).
        var radius: Int32, ringQuarters: Int32
        /// The colour, 0xAARRGGBB.
        var color: UInt32
    }

    let texture: OpaquePointer
    /// The side of the square texture: a rounded square of this size.
    let side: Int32

    /// The largest radius, in pixels, drawn this way.
    static let maximumRadius: Int32 = 512

    /// A rounded square of side `2 r + 2` drawn in `key.color`, filled or
    /// as a ring `key.ringQuarters / 4` pixels wide; nil when SDL or Cairo fail.
    init?(_ key: Key, renderer: OpaquePointer) {
        guard key.radius > 0, key.radius <= Self.maximumRadius, key.ringQuarters >= 0 else { return nil }
        let side = 2 * key.radius + 2
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, side, side) else { return nil }
        defer { cairo_surface_destroy(image) }
        guard let cr = cairo_create(image) else { return nil }
        func channel(_ shift: UInt32) -> Double { Double((key.color >> shift) & 0xFF) / 255 }
        cairo_set_source_rgba(cr, channel(16), channel(8), channel(0), channel(24))
        Self.appendRoundedSquare(cr, inset: 0, side: Double(side), radius: Double(key.radius))
        if key.ringQuarters > 0 {
            let ring = Double(key.ringQuarters) / 4
            Self.appendRoundedSquare(cr, inset: ring, side: Double(side), radius: max(Double(key.radius) - ring, 0))
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        }
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(image)
        guard let surface = DrawingRasterizer.surface(from: image, width: Int(side), height: Int(side)) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        (self.texture, self.side) = (texture, side)
    }

    deinit { SDL_DestroyTexture(texture) }

    private static func appendRoundedSquare(_ cr: OpaquePointer, inset: Double, side: Double, radius: Double) {
        let (low, high) = (inset, side - inset)
        guard high > low else { return }
        guard radius > 0 else { return cairo_rectangle(cr, low, low, high - low, high - low) }
        cairo_new_sub_path(cr)
        cairo_arc(cr, high - radius, low + radius, radius, -.pi / 2, 0)
        cairo_arc(cr, high - radius, high - radius, radius, 0, .pi / 2)
        cairo_arc(cr, low + radius, high - radius, radius, .pi / 2, .pi)
        cairo_arc(cr, low + radius, low + radius, radius, .pi, 1.5 * .pi)
        cairo_close_path(cr)
    }

    /// Blits the four `r` x `r` corners into the box from `minX, minY` to
    /// `maxX, maxY` (whole pixels).
    func drawCorners(renderer: OpaquePointer, radius r: Int32, minX: Int32, minY: Int32, maxX: Int32, maxY: Int32) {
        let far = side - r
        let pieces = [(SDL_Rect(x: 0, y: 0, w: r, h: r), minX, minY),
                      (SDL_Rect(x: far, y: 0, w: r, h: r), maxX - r, minY),
                      (SDL_Rect(x: far, y: far, w: r, h: r), maxX - r, maxY - r),
                      (SDL_Rect(x: 0, y: far, w: r, h: r), minX, maxY - r)]
        for (source, x, y) in pieces {
            var source = source, destination = SDL_Rect(x: x, y: y, w: r, h: r)
            SDL_RenderCopy(renderer, texture, &source, &destination)
        }
    }
}
