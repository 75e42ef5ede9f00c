import CSDL2

/// Collects triangles and submits all consecutive ones that share a texture
/// in one `SDL_RenderGeometry` call. Buffers are reused between frames.
/// Its state is unchecked for exclusivity, for the reason `LayerRenderer`'s is.
final class GeometryBatch {
    private let renderer: OpaquePointer
    @exclusivity(unchecked) private var texture: OpaquePointer?
    @exclusivity(unchecked) private var vertices = _UnsafeTrivialBuffer<SDL_Vertex>(capacity: 4096)
    @exclusivity(unchecked) private var indices = _UnsafeTrivialBuffer<Int32>(capacity: 8192)
    /// Whether every vertex collected so far is opaque.
    @exclusivity(unchecked) private var isOpaque = true
    /// Geometry calls made since the last `resetCounters()`.
    private(set) var drawCalls = 0
    /// Whether opaque shapes without texture are submitted apart from
    /// translucent ones (see `begin(color:)`): for SDL's software renderer,
    /// where that saves a scratch surface a triangle; a GPU would only get
    /// more draw calls.
    private let keepsOpaqueApart: Bool

    init(renderer: OpaquePointer, keepsOpaqueApart: Bool) {
        self.renderer = renderer
        self.keepsOpaqueApart = keepsOpaqueApart
        // Untextured geometry follows the draw blend mode, which starts as "none".
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    deinit {
        vertices.deallocate()
        indices.deallocate()
    }

    /// The index the next vertex will get, after switching to `texture`.
    func begin(texture: OpaquePointer?) -> Int32 {
        if texture != self.texture {
            flush()
            self.texture = texture
        }
        return Int32(vertices.count)
    }

    /// The index the next vertex will get, for a shape without texture in
    /// `color`. With `keepsOpaqueApart`, opaque shapes and translucent ones
    /// are never submitted together, so the opaque go unblended (see
    /// `flush`): together, a card's fill went through SDL's scratch surfaces
    /// with its translucent border.
    func begin(color: SDL_Color) -> Int32 {
        if keepsOpaqueApart && indices.count > 0 && isOpaque != (color.a == 255) { flush() }
        return begin(texture: nil)
    }

    @inline(__always)
    func vertex(_ x: Double, _ y: Double, _ color: SDL_Color, _ u: Double = 0, _ v: Double = 0) {
        isOpaque = isOpaque && color.a == 255
        vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(x), y: Float(y)), color: color,
                                   tex_coord: SDL_FPoint(x: Float(u), y: Float(v))))
    }

    /// A textured quad, corners clockwise from the top left with the
    /// texture stretched over it, as two triangles (the first corner to the
    /// third, then to the fourth): its vertices, then its indices, in one
    /// append each.
    @inline(__always)
    func quad(_ p0: (x: Double, y: Double), _ p1: (x: Double, y: Double), _ p2: (x: Double, y: Double),
              _ p3: (x: Double, y: Double), _ color: SDL_Color) {
        isOpaque = isOpaque && color.a == 255
        let first = Int32(vertices.count)
        func corner(_ p: (x: Double, y: Double), _ u: Float, _ v: Float) -> SDL_Vertex {
            SDL_Vertex(position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: color, tex_coord: SDL_FPoint(x: u, y: v))
        }
        vertices.append(contentsOf: (corner(p0, 0, 0), corner(p1, 1, 0), corner(p2, 1, 1), corner(p3, 0, 1)))
        indices.append(contentsOf: (first, first + 1, first + 2, first, first + 2, first + 3))
    }

    @inline(__always)
    func triangle(_ a: Int32, _ b: Int32, _ c: Int32) {
        indices.append(a)
        indices.append(b)
        indices.append(c)
    }

    /// Fills the screen rectangle from (`minX`, `minY`) to (`maxX`, `maxY`)
    /// after what is collected so far, and returns true, when a rectangle
    /// gives exactly the pixels two triangles would; otherwise does nothing
    /// and returns false.
    ///
    /// In SDL's software renderer a rectangle fills several times faster
    /// than two triangles. They match only for an opaque colour (SDL blends
    /// the two with different rounding) and edges on whole pixels (off them,
    /// SDL's triangles round by their own rule: measured, an edge at 10.75
    /// still covers column 10).
    func fillRectIfExact(minX: Double, minY: Double, maxX: Double, maxY: Double, color: SDL_Color) -> Bool {
        guard color.a == 255, isWholePixel(minX), isWholePixel(minY), isWholePixel(maxX), isWholePixel(maxY) else { return false }
        // Opaque: no blending (the same pixels; SDL's software renderer
        // blends every pixel of a blended fill, even an opaque one).
        fill(SDL_Rect(x: Int32(minX), y: Int32(minY), w: Int32(maxX - minX), h: Int32(maxY - minY)), color, SDL_BLENDMODE_NONE)
        return true
    }

    /// Blends `color` over the rectangle of whole pixels from (`minX`,
    /// `minY`) to (`maxX`, `maxY`), after what is collected so far: a
    /// border's partly covered last row or column, at its coverage.
    func blendRect(minX: Int32, minY: Int32, maxX: Int32, maxY: Int32, color: SDL_Color) {
        guard color.a > 0 else { return }
        fill(SDL_Rect(x: minX, y: minY, w: maxX - minX, h: maxY - minY), color, SDL_BLENDMODE_BLEND)
    }

    /// Fills `rect` (if not empty) with `color` in blend mode `blending`,
    /// after what is collected, leaving the renderer's draw blend mode as it was.
    private func fill(_ rect: SDL_Rect, _ color: SDL_Color, _ blending: SDL_BlendMode) {
        var rect = rect
        guard rect.w > 0, rect.h > 0 else { return }
        flush()
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        var mode = SDL_BLENDMODE_BLEND
        SDL_GetRenderDrawBlendMode(renderer, &mode)
        SDL_SetRenderDrawBlendMode(renderer, blending)
        SDL_RenderFillRect(renderer, &rect)
        SDL_SetRenderDrawBlendMode(renderer, mode)
    }

    /// Submits what is collected.
    func flush() {
        guard indices.count > 0 else {
            vertices.removeAll()
            isOpaque = true
            return
        }
        // Opaque colour triangles go unblended: the same pixels, and SDL's software
        // renderer then fills them in place instead of through a scratch surface
        // the size of each triangle's bounding box.
        let unblended = texture == nil && isOpaque
        if unblended { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE) }
        let (v, i) = (vertices.elements, indices.elements)
        _ = SDL_RenderGeometry(renderer, texture, v.baseAddress, Int32(v.count), i.baseAddress, Int32(i.count))
        if unblended { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND) }
        drawCalls += 1
        vertices.removeAll()
        indices.removeAll()
        isOpaque = true
    }

    func resetCounters() { drawCalls = 0 }
}

/// Whether `value` falls on a whole pixel SDL can address: where a rectangle
/// or a blit gives exactly the pixels SDL's triangles would.
func isWholePixel(_ value: Double) -> Bool { value.rounded() == value && abs(value) < Double(Int32.max) }
