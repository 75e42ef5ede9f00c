import CCairo
import CSDL2
import Foundation
import LayerAnimation

/// A drawing that is one axial gradient filling its picture (shimmers,
/// backgrounds, diagonal sheens), drawn from a single line of colours:
/// the gradient's value is affine in the pixel, `t = A·x + B·y + C`, so
/// every row is the same run of colours shifted by `B/A` pixels a row
/// (every column, when the gradient runs more up than across). Cairo draws
/// the run; rows are copied out of it. Each row starts at the nearest
/// whole pixel of its exact offset: colours land within half a pixel of
/// where rasterizing every pixel puts them (exact for horizontal and
/// vertical gradients), for a fraction of the work.
struct AxisGradientStrip {
    let fill: CGGradientFill
    let state: CGGraphicsState
    let start: CGPoint, end: CGPoint

    init?(_ drawing: CALayerDrawing) {
        guard drawing.commands.count == 1, case .gradient(let fill, let state) = drawing.commands[0],
              state.clips.isEmpty, state.shadow == nil, case .axial(let s, let e) = fill.shape, s != e,
              state.ctm.b == 0, state.ctm.c == 0, state.ctm.a != 0, state.ctm.d != 0 else { return nil }
        (self.fill, self.state, start, end) = (fill, state, s, e)
    }

    /// The gradient's value at the centre of device pixel (x, y), at `scale` pixels a point.
    private func t(_ x: Double, _ y: Double, scale: Double) -> Double {
        let m = state.ctm
        let ux = ((x + 0.5) / scale - m.tx) / m.a, uy = ((y + 0.5) / scale - m.ty) / m.d
        let (dx, dy) = (end.x - start.x, end.y - start.y)
        return ((ux - start.x) * dx + (uy - start.y) * dy) / (dx * dx + dy * dy)
    }

    /// The picture, `width` x `height` pixels at `scale` pixels a point.
    func surface(width: Int, height: Int, scale: Double) -> UnsafeMutablePointer<SDL_Surface>? {
        let origin = t(0, 0, scale: scale)
        let (a, b) = (t(1, 0, scale: scale) - origin, t(0, 1, scale: scale) - origin)
        // Along rows when the gradient changes faster across than down; else along columns.
        let byRows = abs(a) >= abs(b)
        let (step, drift) = byRows ? (a, b / a) : (b, a / b)
        let (along, across) = byRows ? (width, height) : (height, width)
        guard step.isFinite, step != 0, drift.isFinite else { return nil }
        // Line pixel k has the value origin + step·k; line `i` (a row or column) starts at k = round(drift·i).
        let shifts = (0..<across).map { Int((drift * Double($0)).rounded()) }
        let lowest = min(shifts.first ?? 0, shifts.last ?? 0), highest = max(shifts.first ?? 0, shifts.last ?? 0)
        let length = along + highest - lowest
        guard length <= RadialGradientRaster.longestRun else { return nil }
        guard let line = runOfColours(length: length, first: origin + step * Double(lowest), step: step),
              let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32,
                                                           SDL_PIXELFORMAT_ARGB8888.rawValue) else { return nil }
        defer { SDL_FreeSurface(line) }
        let source = line.pointee.pixels!, target = surface.pointee.pixels!
        let pitch = Int(surface.pointee.pitch)
        for i in 0..<across {
            let from = source + (shifts[i] - lowest) * 4
            if byRows {
                (target + i * pitch).copyMemory(from: from, byteCount: width * 4)
            } else {
                for y in 0..<height {
                    (target + y * pitch + i * 4).storeBytes(of: from.load(fromByteOffset: y * 4, as: UInt32.self), as: UInt32.self)
                }
            }
        }
        var mode = SDL_BLENDMODE_BLEND
        if SDL_GetSurfaceBlendMode(line, &mode) == 0 { SDL_SetSurfaceBlendMode(surface, mode) }
        return surface
    }

    private func runOfColours(length: Int, first: Double, step: Double) -> UnsafeMutablePointer<SDL_Surface>? {
        Self.runOfColours(fill, alpha: state.alpha, length: length, first: first, step: step)
    }

    /// `length` pixels whose values run from `first` by `step`, drawn by Cairo
    /// as a horizontal gradient with `fill`'s stops.
    static func runOfColours(_ fill: CGGradientFill, alpha: CGFloat, length: Int, first: Double,
                             step: Double) -> UnsafeMutablePointer<SDL_Surface>? {
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(length), 1) else { return nil }
        defer { cairo_surface_destroy(image) }
        guard let cr = cairo_create(image) else { return nil }
        // Pixel k's centre (k + 0.5) has value first + step·k: value 0 at x0, 1 at x0 + 1/step.
        let x0 = 0.5 - first / step
        var line = fill
        line.shape = .axial(start: CGPoint(x: x0, y: 0), end: CGPoint(x: x0 + 1 / step, y: 0))
        GradientPainter.paint(line, ctm: .identity, alpha: alpha, on: cr)
        cairo_destroy(cr)
        cairo_surface_flush(image)
        return DrawingRasterizer.surface(from: image, width: length, height: 1)
    }
}
