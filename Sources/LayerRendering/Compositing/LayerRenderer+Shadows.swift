import CCairo
import CSDL2
import Foundation
import LayerAnimation

/// What a shadow was made from, for its cache.
struct ShadowKey: Hashable {
    enum Source: Hashable {
        /// `shadowPath`, by the outline it draws: layers of one shape (a Set
        /// card and its flying copy, each with a path of its own) share one
        /// blur (keyed by the object, each card would be blurred again).
        case path(Outline)
        /// The rounded bounds of a layer that draws only a background or border.
        case roundedRect(width: Double, height: Double, radius: Double, ring: Double)
        /// The alpha of a layer's contents (no sublayers).
        case contents(ObjectIdentifier, width: Double, height: Double, gravity: String)
    }
    var source: Source
    /// The blur in pixels, and pixels per point.
    var sigma: Double, scale: Double
    /// The colour, which the texture holds (0xRRGGBB).
    var rgb: UInt32

    /// A path compared by its elements; hashed by its box (equal paths
    /// share it, and the few others that do are told apart by `==`), which
    /// the caller has already worked out: a lookup each frame walks no path.
    struct Outline: Hashable {
        let path: CGPath
        let box: CGRect

        static func == (a: Outline, b: Outline) -> Bool { a.path === b.path || a.path == b.path }

        func hash(into hasher: inout Hasher) {
            hasher.combine(box.minX)
            hasher.combine(box.minY)
            hasher.combine(box.width)
            hasher.combine(box.height)
        }
    }
}

/// A blurred shadow: the colour with the blurred alpha, as a texture, and
/// the area of the layer's plane it covers before the offset.
final class ShadowTexture {
    let area: CGRect
    /// What the key names by identity, kept so that the identity is not reused.
    var source: AnyObject?
    /// The blurred alpha, row by row, and the colour (0xRRGGBB).
    private let alpha: [UInt8], rgb: UInt32
    private let width: Int32, height: Int32
    /// The texture made for the opacity last asked for.
    private var made: (opacity: UInt8, texture: OpaquePointer)?

    init(area: CGRect, alpha: [UInt8], rgb: UInt32, width: Int, height: Int) {
        (self.area, self.alpha, self.rgb) = (area, alpha, rgb & 0xFF_FFFF)
        (self.width, self.height) = (Int32(width), Int32(height))
    }

    deinit {
        if let made { SDL_DestroyTexture(made.texture) }
    }

    /// The shadow with `opacity` multiplied into its alpha (255 where the
    /// renderer modulates it when drawing), made again only when the
    /// opacity changes. The software renderer asks for the opacity itself:
    /// SDL blends a modulated texture in a generic loop several times slower
    /// than its blitter for plain per-pixel alpha (measured: a card shadow's
    /// bands were a third of Set's still frame). Alpha is scaled as SDL's
    /// own modulation does, `a * opacity / 255`.
    func texture(opacity: UInt8, renderer: OpaquePointer) -> OpaquePointer? {
        if let made, made.opacity == opacity { return made.texture }
        let texture = made?.texture ?? SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                                          Int32(SDL_TEXTUREACCESS_STATIC.rawValue), width, height)
        guard let texture else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        // Sampled at the nearest pixel: a blur looks the same either way, and SDL's
        // software renderer turns a picture about three times faster so.
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeNearest)
        let pixels = alpha.map { (UInt32($0) * UInt32(opacity) / 255) << 24 | rgb }
        pixels.withUnsafeBytes { _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, width * 4) }
        made = (opacity, texture)
        return texture
    }
}

/// Layer shadows: the shape (``CALayer/shadowPath``, else the rounded
/// bounds of a layer that draws only its background, else the alpha of
/// what the layer draws) rasterized at the device scale, blurred with a
/// Gaussian of standard deviation `shadowRadius`, drawn in the shadow's
/// colour under the layer, moved by `shadowOffset` in the layer's plane.
/// Cached by what it was made from, except for layers with sublayers,
/// whose shadow is made again each frame.
extension LayerRenderer {
    /// The largest side, in pixels, a shadow is made at.
    static let maximumShadowSide = 4096

    /// The shadow's blur radius in points, kept within what can be drawn.
    static func shadowBlurRadius(_ p: CALayerProperties) -> CGFloat { min(max(p.shadow.radius, 0), 500) }

    /// How far past its shape a shadow blurred by `radius` reaches, in
    /// points: three standard deviations, and a point for rounding.
    static func shadowReach(blurRadius radius: CGFloat) -> CGFloat { (3 * radius).rounded(.up) + 1 }

    func drawShadow(of layer: CALayer, _ p: CALayerProperties, matrix m: CATransform3D, alpha: Double) {
        guard !drawingShadowSource, let color = p.shadow.color else { return }
        let scale = pixelsPerPoint
        let radius = Self.shadowBlurRadius(p)
        let sigma = radius * scale
        let reach = Self.shadowReach(blurRadius: radius)
        let rgb = Self.rgb(color)
        let b = p.bounds
        let hasSublayers = !(layer.sublayers?.isEmpty ?? true)
        let shadow: ShadowTexture?
        var shift = CGPoint.zero  // a rounded-rect shadow is made at the origin, shared by layers of one size
        if let path = layer.shadowPath {
            let box = path.boundingBoxOfPath
            guard !box.isNull, box.isFiniteRect else { return }
            let key = ShadowKey(source: .path(ShadowKey.Outline(path: path, box: box)), sigma: sigma, scale: scale, rgb: rgb)
            shadow = cachedShadow(key, source: nil) {
                rasterizedShadow(area: box.insetBy(dx: -reach, dy: -reach), sigma: sigma, rgb: rgb) { cr in
                    DrawingRasterizer.append(path, on: cr)
                }
            }
        } else if !hasSublayers && layer.contentsObject == nil {
            let hasFill = (p.backgroundColorComponents?.alpha ?? 0) > 0
            let ring = hasFill ? 0 : min(max(p.borderWidth, 0), min(b.width, b.height) / 2)
            guard hasFill || (ring > 0 && (p.borderColorComponents?.alpha ?? 0) > 0) else { return }
            let key = ShadowKey(source: .roundedRect(width: b.width, height: b.height, radius: p.cornerRadius, ring: ring),
                                sigma: sigma, scale: scale, rgb: rgb)
            shadow = cachedShadow(key, source: nil) {
                let local = CGRect(origin: .zero, size: b.size)
                return rasterizedShadow(area: local.insetBy(dx: -reach, dy: -reach), sigma: sigma, rgb: rgb) { cr in
                    let corner = min(max(p.cornerRadius, 0), min(b.width, b.height) / 2)
                    DrawingRasterizer.append(CGPath(roundedRect: local, cornerWidth: corner, cornerHeight: corner, transform: nil), on: cr)
                    if ring > 0 {
                        let inner = local.insetBy(dx: ring, dy: ring), innerCorner = max(corner - ring, 0)
                        let hole = CGPath(roundedRect: inner, cornerWidth: innerCorner, cornerHeight: innerCorner, transform: nil)
                        let both = CGMutablePath()
                        both.addPath(CGPath(roundedRect: local, cornerWidth: corner, cornerHeight: corner, transform: nil))
                        both.addPath(hole)
                        DrawingRasterizer.append(both, on: cr)
                        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
                    }
                }
            }
            shift = b.origin
        } else if !hasSublayers, let object = layer.contentsObject {
            let key = ShadowKey(source: .contents(ObjectIdentifier(object), width: b.width, height: b.height,
                                                  gravity: layer.contentsGravity.rawValue), sigma: sigma, scale: scale, rgb: rgb)
            shadow = cachedShadow(key, source: object) { drawnShadow(of: layer, p, reach: reach, sigma: sigma, rgb: rgb) }
        } else {
            shadow = drawnShadow(of: layer, p, reach: reach, sigma: sigma, rgb: rgb)
        }
        guard let shadow else { return }
        let area = shadow.area.offsetBy(dx: p.shadow.offset.width + shift.x, dy: p.shadow.offset.height + shift.y)
        let corners = m.corners(of: area)
        guard isInFront(corners) else { return }
        let shadowAlpha = alpha * Double(min(max(p.shadow.opacity, 0), 1)) * min(max(color.alpha, 0), 1)
        guard isSoftware else {
            guard let texture = shadow.texture(opacity: 255, renderer: renderer) else { return }
            return drawTexture(texture, bounds: area, corners: corners, matrix: m, alpha: shadowAlpha)
        }
        // The opacity multiplied in: see `ShadowTexture.texture(opacity:renderer:)`.
        guard let faded = shadow.texture(opacity: UInt8(max(0, min(255, (shadowAlpha * 255).rounded()))), renderer: renderer)
        else { return }
        if drawShadowAroundOpaqueBody(faded, p, corners: corners, matrix: m, alpha: alpha) { return }
        drawTexture(faded, bounds: area, corners: corners, matrix: m, alpha: 1)
    }

    /// In the software renderer, a shadow (`texture`, its opacity in it)
    /// drawn pixel for pixel (upright, at whole pixels) under a layer whose
    /// opaque background will cover its middle: only the four bands around
    /// that middle are blended. The same pixels for a fraction of the work
    /// (a card's shadow: about a sixth). False, drawing nothing, for any
    /// other shadow.
    private func drawShadowAroundOpaqueBody(_ texture: OpaquePointer, _ p: CALayerProperties,
                                            corners: (ProjectedPoint, ProjectedPoint, ProjectedPoint, ProjectedPoint),
                                            matrix m: CATransform3D, alpha: Double) -> Bool {
        guard isSoftware, skipsCoveredShadow, alpha >= 1, (p.backgroundColorComponents?.alpha ?? 0) >= 1 else { return false }
        let p0 = corners.0.screen, p1 = corners.1.screen, p2 = corners.2.screen, p3 = corners.3.screen
        let (width, height) = Self.pixelSize(of: texture)
        // Far from Int32's ends too: the bands' offsets are added to the corner.
        guard Self.isUpright(p0, p1, p2, p3), isWholePixel(p0.x), isWholePixel(p0.y), abs(p0.x) < 1e6, abs(p0.y) < 1e6,
              p1.x - p0.x == Double(width), p3.y - p0.y == Double(height) else { return false }
        // The background's rounded rectangle holds its bounds inset by 0.3 of the corner radius.
        let b = p.bounds
        let inset = 0.3 * min(max(p.cornerRadius, 0), min(b.width, b.height) / 2) + 1
        let a = m.project(b.minX + inset, b.minY + inset).screen, c = m.project(b.maxX - inset, b.maxY - inset).screen
        let hole = (minX: Int32(max(ceil(min(a.x, c.x) - p0.x), 0)), minY: Int32(max(ceil(min(a.y, c.y) - p0.y), 0)),
                    maxX: Int32(min(floor(max(a.x, c.x) - p0.x), Double(width))),
                    maxY: Int32(min(floor(max(a.y, c.y) - p0.y), Double(height))))
        guard hole.maxX > hole.minX, hole.maxY > hole.minY else { return false }
        let bands = [SDL_Rect(x: 0, y: 0, w: width, h: hole.minY),
                     SDL_Rect(x: 0, y: hole.maxY, w: width, h: height - hole.maxY),
                     SDL_Rect(x: 0, y: hole.minY, w: hole.minX, h: hole.maxY - hole.minY),
                     SDL_Rect(x: hole.maxX, y: hole.minY, w: width - hole.maxX, h: hole.maxY - hole.minY)]
        copying(texture, alpha: 255) {
            for var band in bands where band.w > 0 && band.h > 0 {
                var destination = SDL_Rect(x: Int32(p0.x) + band.x, y: Int32(p0.y) + band.y, w: band.w, h: band.h)
                SDL_RenderCopy(renderer, texture, &band, &destination)
            }
        }
        lastQuads += 1
        return true
    }

    private func cachedShadow(_ key: ShadowKey, source: AnyObject?, make: () -> ShadowTexture?) -> ShadowTexture? {
        if let kept = shadows.use(key) { return kept }
        guard let made = make() else { return nil }
        shadowsBlurred += 1
        made.source = source
        shadows.store(made, for: key)
        return made
    }

    /// A shape filled by Cairo (`appendShape` adds it to the path) in
    /// `area` of the layer's plane, blurred.
    private func rasterizedShadow(area: CGRect, sigma: Double, rgb: UInt32,
                                  appendShape: (OpaquePointer) -> Void) -> ShadowTexture? {
        let scale = pixelsPerPoint
        let width = Int((area.width * scale).rounded(.up)), height = Int((area.height * scale).rounded(.up))
        guard (1...Self.maximumShadowSide).contains(width), (1...Self.maximumShadowSide).contains(height),
              let image = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        defer { cairo_surface_destroy(image) }
        guard let cr = cairo_create(image) else { return nil }
        cairo_scale(cr, scale, scale)
        cairo_translate(cr, -area.minX, -area.minY)
        appendShape(cr)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(image)
        guard let data = cairo_image_surface_get_data(image) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(image))
        GaussianBlur.blur(data, width: width, height: height, stride: stride, sigma: sigma)
        return shadowTexture(width: width, height: height, area: area, rgb: rgb) { x, y in data[y * stride + x] }
    }

    /// The alpha of what the layer draws (without shadows), `reach` points
    /// around its bounds, blurred.
    private func drawnShadow(of layer: CALayer, _ p: CALayerProperties, reach: Double, sigma: Double,
                             rgb: UInt32) -> ShadowTexture? {
        let area = p.bounds.insetBy(dx: -reach, dy: -reach)
        let scale = pixelsPerPoint
        let width = Int((area.width * scale).rounded(.up)), height = Int((area.height * scale).rounded(.up))
        guard (1...Self.maximumShadowSide).contains(width), (1...Self.maximumShadowSide).contains(height) else { return nil }
        drawingShadowSource = true
        let picture = renderOffscreen(width: Int32(width), height: Int32(height)) {
            drawBody(layer, p, layer.drawingTraits, matrix: localPixels(area, scale: scale), alpha: 1, clipsSublayers: true)
        }
        drawingShadowSource = false
        guard let picture else { return nil }
        var alpha = picture.pixels.map { UInt8($0 >> 24) }
        alpha.withUnsafeMutableBufferPointer {
            GaussianBlur.blur($0.baseAddress!, width: width, height: height, stride: width, sigma: sigma)
        }
        return shadowTexture(width: width, height: height, area: area, rgb: rgb) { x, y in alpha[y * width + x] }
    }

    /// A shadow in its colour `rgb` (opaque: the opacity is applied
    /// when drawing) whose alpha is `alpha(x, y)`.
    private func shadowTexture(width: Int, height: Int, area: CGRect, rgb: UInt32,
                               alpha: (Int, Int) -> UInt8) -> ShadowTexture? {
        var values = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width { values[y * width + x] = alpha(x, y) }
        }
        return ShadowTexture(area: area, alpha: values, rgb: rgb, width: width, height: height)
    }

    /// A colour as 0xRRGGBB.
    static func rgb(_ color: ColorComponents) -> UInt32 {
        func byte(_ v: CGFloat) -> UInt32 { UInt32(max(0, min(255, (v * 255).rounded()))) }
        return byte(color.red) << 16 | byte(color.green) << 8 | byte(color.blue)
    }
}

extension CGRect {
    var isFiniteRect: Bool { origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite }
}
