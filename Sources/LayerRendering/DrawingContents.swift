import CCairo
import CSDL2
import Foundation
import LayerAnimation

/// A layer's recorded drawing (``CALayerDrawing``) as contents the renderer
/// draws: played into a Cairo image at the drawing's own scale once, kept
/// as a texture while the layer keeps the recording (or any layer an equal one).
final class DrawingContents: LayerContents {
    let drawing: CALayerDrawing
    /// The screen's pixels per point: a recording is vectors, so it is
    /// rasterized at least this sharp whatever its `contentsScale`.
    let deviceScale: CGFloat
    /// Shared with the contents of equal drawings (see `DrawingTextures`).
    private let rasterized: RasterizedTexture
    /// The renderer's maps of conic gradients (see `ConicIndexMaps`).
    private let conicMaps: ConicIndexMaps?

    init(_ drawing: CALayerDrawing, deviceScale: CGFloat = 1, texture: RasterizedTexture = RasterizedTexture(),
         conicMaps: ConicIndexMaps? = nil) {
        (self.drawing, self.deviceScale, self.rasterized, self.conicMaps) = (drawing, deviceScale, texture, conicMaps)
    }

    func texture(for renderer: OpaquePointer, pixelSize: CGSize) -> OpaquePointer? {
        rasterized.texture(for: renderer) { DrawingRasterizer.rasterize(drawing, atLeast: deviceScale, conicMaps: conicMaps) }
    }

    var isOpaque: Bool { rasterized.isOpaque }
}

/// Plays recorded Core Graphics commands with Cairo.
enum DrawingRasterizer {
    /// The largest side, in pixels, a drawing is rasterized at.
    static let maximumSide = 8192

    /// The drawing as an SDL surface of straight-alpha ARGB pixels at its
    /// scale, or `minimumScale` if larger; nil for an empty size. A conic
    /// gradient may use and keep a map in `conicMaps`.
    static func rasterize(_ drawing: CALayerDrawing, atLeast minimumScale: CGFloat = 1,
                          conicMaps: ConicIndexMaps? = nil) -> UnsafeMutablePointer<SDL_Surface>? {
        let own = drawing.scale.isFinite && drawing.scale > 0 ? Double(drawing.scale) : 1
        let scale = minimumScale.isFinite ? max(own, min(Double(minimumScale), 16)) : own
        let width = Int((Double(drawing.size.width) * scale).rounded(.up))
        let height = Int((Double(drawing.size.height) * scale).rounded(.up))
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height) else { return nil }
        // One gradient filling the picture: from a run of colours (Cairo fills every pixel when that cannot be made).
        if let strip = AxisGradientStrip(drawing), let surface = strip.surface(width: width, height: height, scale: scale) {
            return surface
        }
        if let radial = RadialGradientRaster(drawing), let surface = radial.surface(width: width, height: height, scale: scale, conicMaps: conicMaps) {
            return surface
        }
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        defer { cairo_surface_destroy(image) }
        guard let cr = cairo_create(image) else { return nil }
        cairo_scale(cr, scale, scale)
        for command in drawing.commands {
            if let shadow = command.state.shadow, command.isPainting {
                playWithShadow(command, shadow, scale: scale, size: (width, height), on: cr)
            } else {
                play(command, on: cr)
            }
        }
        cairo_destroy(cr)
        cairo_surface_flush(image)
        return surface(from: image, width: width, height: height)
    }

    private static func play(_ command: CGDrawingCommand, on cr: OpaquePointer) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let state: CGGraphicsState
        switch command {
        case .fill(let path, let rule, let s):
            state = s
            clip(to: s, on: cr)
            setSource(s.fillColor, alpha: s.alpha, on: cr)
            append(path, on: cr)
            cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(cr)
        case .stroke(let path, let s):
            state = s
            clip(to: s, on: cr)
            setSource(s.strokeColor, alpha: s.alpha, on: cr)
            append(path, on: cr)
            // The path is in the context's space; the pen follows the CTM, as in Core Graphics.
            var matrix = cairo_matrix_t(xx: s.ctm.a, yx: s.ctm.b, xy: s.ctm.c, yy: s.ctm.d, x0: s.ctm.tx, y0: s.ctm.ty)
            cairo_transform(cr, &matrix)
            cairo_set_line_width(cr, Double(state.lineWidth))
            cairo_set_line_cap(cr, [CAIRO_LINE_CAP_BUTT, CAIRO_LINE_CAP_ROUND, CAIRO_LINE_CAP_SQUARE][Int(s.lineCap.rawValue)])
            cairo_set_line_join(cr, [CAIRO_LINE_JOIN_MITER, CAIRO_LINE_JOIN_ROUND, CAIRO_LINE_JOIN_BEVEL][Int(s.lineJoin.rawValue)])
            cairo_set_miter_limit(cr, Double(s.miterLimit))
            let dashes = s.lineDashLengths.map(Double.init)
            dashes.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), Double(s.lineDashPhase)) }
            cairo_stroke(cr)
        case .clear(let rect, let s):
            state = s
            clip(to: s, on: cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_rectangle(cr, rect.origin.x, rect.origin.y, rect.width, rect.height)
            cairo_fill(cr)
        case .gradient(let fill, let s):
            state = s
            clip(to: s, on: cr)
            GradientPainter.paint(fill, ctm: s.ctm, alpha: s.alpha, on: cr)
        }
        _ = state
    }

    /// Plays `command` into a group, paints the group's alpha blurred in
    /// the shadow's colour, moved by its offset (in device pixels: base
    /// space, as Core Graphics; y down like the layer), then the group.
    private static func playWithShadow(_ command: CGDrawingCommand, _ shadow: CGGraphicsState.Shadow, scale: Double,
                                       size: (width: Int, height: Int), on cr: OpaquePointer) {
        cairo_push_group(cr)
        play(command, on: cr)
        guard let drawn = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(drawn) }
        if let alpha = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(size.width), Int32(size.height)) {
            defer { cairo_surface_destroy(alpha) }
            if let a = cairo_create(alpha) {
                cairo_set_source(a, drawn)
                cairo_paint(a)
                cairo_destroy(a)
            }
            cairo_surface_flush(alpha)
            if let data = cairo_image_surface_get_data(alpha) {
                let blur = min(max(Double(shadow.blur), 0), 500) * scale
                GaussianBlur.blur(data, width: size.width, height: size.height,
                                  stride: Int(cairo_image_surface_get_stride(alpha)), sigma: blur / 2)
            }
            cairo_surface_mark_dirty(alpha)
            cairo_save(cr)
            cairo_identity_matrix(cr)
            setSource(shadow.color, alpha: 1, on: cr)
            let (dx, dy) = (Double(shadow.offset.width) * scale, Double(shadow.offset.height) * scale)
            if dx.isFinite && dy.isFinite { cairo_mask_surface(cr, alpha, dx, dy) }
            cairo_restore(cr)
        }
        cairo_set_source(cr, drawn)
        cairo_paint(cr)
    }

    private static func clip(to state: CGGraphicsState, on cr: OpaquePointer) {
        for clip in state.clips {
            append(clip.path, on: cr)
            cairo_set_fill_rule(cr, clip.rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_clip(cr)
        }
    }

    private static func setSource(_ color: ColorComponents, alpha: CGFloat, on cr: OpaquePointer) {
        cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha * alpha))
    }

    static func append(_ path: CGPath, on cr: OpaquePointer) {
        cairo_new_path(cr)
        var current = CGPoint.zero
        path.applyWithBlock { element in
            let points = element.pointee.points
            switch element.pointee.type {
            case .moveToPoint:
                cairo_move_to(cr, points[0].x, points[0].y)
                current = points[0]
            case .addLineToPoint:
                cairo_line_to(cr, points[0].x, points[0].y)
                current = points[0]
            case .addQuadCurveToPoint:
                // Raised to a cubic: the same curve.
                let (c, p) = (points[0], points[1])
                cairo_curve_to(cr, current.x + 2 / 3 * (c.x - current.x), current.y + 2 / 3 * (c.y - current.y),
                               p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
                current = p
            case .addCurveToPoint:
                cairo_curve_to(cr, points[0].x, points[0].y, points[1].x, points[1].y, points[2].x, points[2].y)
                current = points[2]
            case .closeSubpath:
                cairo_close_path(cr)
            }
        }
    }

    /// Cairo's premultiplied pixels as an SDL surface of straight alpha
    /// (SDL's software renderer blends straight alpha only).
    static func surface(from image: OpaquePointer, width: Int, height: Int) -> UnsafeMutablePointer<SDL_Surface>? {
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue),
              let source = cairo_image_surface_get_data(image) else { return nil }
        let sourceStride = Int(cairo_image_surface_get_stride(image)), targetStride = Int(surface.pointee.pitch)
        let target = surface.pointee.pixels!.assumingMemoryBound(to: UInt8.self)
        var opaque = true
        for y in 0..<height {
            let from = UnsafeRawPointer(source + y * sourceStride), to = UnsafeMutableRawPointer(target + y * targetStride)
            for x in 0..<width {
                let pixel = from.load(fromByteOffset: x * 4, as: UInt32.self)
                let alpha = pixel >> 24
                opaque = opaque && alpha == 255
                var straight = pixel
                if alpha > 0 && alpha < 255 {
                    func channel(_ shift: UInt32) -> UInt32 { min(255, ((pixel >> shift) & 0xFF) * 255 / alpha) << shift }
                    straight = alpha << 24 | channel(16) | channel(8) | channel(0)
                }
                to.storeBytes(of: straight, toByteOffset: x * 4, as: UInt32.self)
            }
        }
        // No transparent pixel: said by the surface's blend mode (see `RasterizedTexture`).
        if opaque { SDL_SetSurfaceBlendMode(surface, SDL_BLENDMODE_NONE) }
        return surface
    }
}

extension CGDrawingCommand {
    /// The graphics state the command was recorded with.
    var state: CGGraphicsState {
        switch self {
        case .fill(_, _, let s), .stroke(_, let s), .clear(_, let s), .gradient(_, let s): s
        }
    }

    /// Whether it paints (a clear casts no shadow).
    var isPainting: Bool {
        if case .clear = self { return false }
        return true
    }
}
