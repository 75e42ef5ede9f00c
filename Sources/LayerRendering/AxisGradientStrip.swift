import CCairo
import CSDL2
import Foundation
import LayerAnimation

/// A drawing that is one gradient changing along x or y only (a
/// horizontal or vertical axial gradient filling its picture: shimmers,
/// backgrounds): Cairo draws one row or column of it, and the picture is
/// that row repeated, or each row one colour. The same pixels as
/// rasterizing all of it, for a fraction of the work.
struct AxisGradientStrip {
    enum Axis { case horizontal, vertical }
    let fill: CGGradientFill
    let state: CGGraphicsState
    let axis: Axis

    init?(_ drawing: CALayerDrawing) {
        guard drawing.commands.count == 1, case .gradient(let fill, let state) = drawing.commands[0],
              state.clips.isEmpty, state.shadow == nil, case .axial(let s, let e) = fill.shape,
              state.ctm.b == 0, state.ctm.c == 0 else { return nil }
        if s.y == e.y && s.x != e.x {
            axis = .horizontal
        } else if s.x == e.x && s.y != e.y {
            axis = .vertical
        } else {
            return nil
        }
        (self.fill, self.state) = (fill, state)
    }

    /// The picture, `width` x `height` pixels at `scale` pixels a point.
    func surface(width: Int, height: Int, scale: Double) -> UnsafeMutablePointer<SDL_Surface>? {
        let (stripWidth, stripHeight) = axis == .horizontal ? (width, 1) : (1, height)
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(stripWidth), Int32(stripHeight)) else { return nil }
        defer { cairo_surface_destroy(image) }
        guard let cr = cairo_create(image) else { return nil }
        cairo_scale(cr, scale, scale)
        GradientPainter.paint(fill, ctm: state.ctm, alpha: state.alpha, on: cr)
        cairo_destroy(cr)
        cairo_surface_flush(image)
        guard let strip = DrawingRasterizer.surface(from: image, width: stripWidth, height: stripHeight),
              let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32,
                                                           SDL_PIXELFORMAT_ARGB8888.rawValue) else { return nil }
        defer { SDL_FreeSurface(strip) }
        let source = strip.pointee.pixels!, target = surface.pointee.pixels!
        let pitch = Int(surface.pointee.pitch)
        switch axis {
        case .horizontal:
            for y in 0..<height { (target + y * pitch).copyMemory(from: source, byteCount: width * 4) }
        case .vertical:
            let stripPitch = Int(strip.pointee.pitch)
            for y in 0..<height {
                var rect = SDL_Rect(x: 0, y: Int32(y), w: Int32(width), h: 1)
                SDL_FillRect(surface, &rect, source.load(fromByteOffset: y * stripPitch, as: UInt32.self))
            }
        }
        var mode = SDL_BLENDMODE_BLEND
        if SDL_GetSurfaceBlendMode(strip, &mode) == 0 { SDL_SetSurfaceBlendMode(surface, mode) }
        return surface
    }
}
