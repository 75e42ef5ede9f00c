import CSDL2
import Foundation
import LayerAnimation

/// Draws a `CALayer` tree's presentation (``CALayer/presentedProperties``,
/// so call `evaluateFrame(atTime:)` first) with SDL's renderer.
///
/// Each layer is mapped Core Animation's way (anchor point, `transform`,
/// `position`, the superlayer's `sublayerTransform`), flattened into its
/// superlayer and projected with real perspective. It draws background
/// colour with corner radius, contents, border; inherited opacity;
/// `isHidden`; `isDoubleSided`; `masksToBounds` (as the screen-aligned box);
/// sublayers by `zPosition`, then in order. Contents under perspective are
/// tessellated so the texture stays perspective-correct; flat layers are
/// one quad. Consecutive quads of one texture go in one `SDL_RenderGeometry`.
///
/// The state touched for every layer (`@exclusivity(unchecked)`: the
/// marked properties and `GeometryBatch`'s) is read and written only in
/// accesses that call nothing else, so no access can overlap another, and
/// the run-time exclusivity check each would pay per layer, per frame,
/// guards nothing (see docs/performance.md, "Drawing").
public final class LayerRenderer {
    public let renderer: OpaquePointer
    /// Pixels per point: 2 on a HiDPI screen.
    public var pixelsPerPoint: Double = 1
    /// The most cells per side a perspective quad is cut into; fewer are
    /// used when the quad is small or nearly flat.
    public var tessellation = 16

    /// Contents drawn this frame, told when it ends (reused: no allocation).
    @exclusivity(unchecked) private var contentsThisFrame: [LayerContents] = []
    /// The contents last marked drawn this frame (held by `contentsThisFrame`).
    @exclusivity(unchecked) private var lastMarked: ObjectIdentifier?
    /// The last contents object seen and what it is as `LayerContents`: one
    /// dynamic cast per distinct object, not one per layer per frame.
    @exclusivity(unchecked) private var lastContentsObject: AnyObject? {
        didSet { lastContentsID = lastContentsObject.map(ObjectIdentifier.init) }
    }
    /// `lastContentsObject`'s identity (unique while it is held there).
    @exclusivity(unchecked) private var lastContentsID: ObjectIdentifier?
    @exclusivity(unchecked) private var lastContents: LayerContents?
    /// The area `lastContents` covers in its layer's plane when it says
    /// (a recorded drawing reaching past the bounds); nil: its bounds.
    @exclusivity(unchecked) private var lastContentsArea: CGRect?
    /// The engine's own content objects (recorded drawings, text) as
    /// contents this renderer draws, by the object they adapt (which they
    /// keep alive), each rasterized once; dropped after a frame that did
    /// not draw them.
    private var adapted = FrameCache<ObjectIdentifier, LayerContents>()
    /// The textures of recorded drawings, one for equal drawings.
    private var drawingTextures = DrawingTextures()
    /// Kept per renderer, like the textures, and let go with it.
    private let conicMaps = ConicIndexMaps()
    /// The pixels per point `adapted` was rasterized for.
    private var adaptedScale: Double = 1
    /// Whether `lastContents` is one of `adapted`.
    @exclusivity(unchecked) private var lastContentsIsAdapted = false
    /// Lays out and draws text layers (made when the first one is drawn,
    /// unless given): its open fonts are most of what text costs in memory,
    /// so renderers drawing on one thread share one.
    private(set) lazy var textRenderer: TextRenderer? = try? TextRenderer(fontPaths: TextRenderer.fontPaths())
    /// How many recorded drawings and text layouts were rasterized so far
    /// (each once, when first drawn; a drawing equal to one still drawn
    /// shares its texture and does not count; for tests).
    private(set) var drawingsRasterized = 0
    /// Font names already reported as not installed (once each).
    private var unknownFonts: Set<String> = []

    let batch: GeometryBatch
    /// Corners of upright rounded rectangles and borders, by radius, ring and colour.
    private var cornerTextures = FrameCache<CornerTexture.Key, CornerTexture>()
    private var outline: [(Double, Double)] = []
    private var inner: [(Double, Double)] = []

    /// What the last ``draw(_:)`` submitted.
    public private(set) var lastDrawCalls = 0
    @exclusivity(unchecked) public internal(set) var lastQuads = 0
    /// Rounded rectangles the last ``draw(_:)`` filled as bands (for tests).
    private(set) var lastBandedFills = 0
    /// Whether a shadow's middle, hidden under its layer's opaque background,
    /// is left out (false only in tests, to compare the pixels).
    var skipsCoveredShadow = true

    /// What colours are multiplied by while a replicator's copy is drawn
    /// (red, green, blue; white otherwise).
    @exclusivity(unchecked) var tint = (red: 1.0, green: 1.0, blue: 1.0)
    var isTinted: Bool { tint != (1, 1, 1) }

    /// `color` at `alpha` times its own alpha, multiplied by the tint.
    func tinted(_ color: ColorComponents, opacity alpha: Double) -> SDL_Color {
        guard isTinted else { return RGBA(color, opacity: alpha).sdl }
        var c = color
        (c.red, c.green, c.blue) = (c.red * tint.red, c.green * tint.green, c.blue * tint.blue)
        return RGBA(c, opacity: alpha).sdl
    }

    /// What a texture drawn at `alpha` is multiplied by: white at `alpha`,
    /// tinted (`tinted(white, opacity: alpha)`, one channel worked out
    /// instead of four when there is no tint).
    @inline(__always)
    func textureColor(opacity alpha: Double) -> SDL_Color {
        // Opaque without rounding: `rounded()` is a call to the C library (most layers).
        guard isTinted else { return SDL_Color(r: 255, g: 255, b: 255, a: alpha >= 1 ? 255 : RGBA.byte(alpha)) }
        return tinted(ColorComponents(red: 1, green: 1, blue: 1, alpha: 1), opacity: alpha)
    }

    /// Whether SDL draws with its software renderer, where blits beat triangles.
    let isSoftware: Bool
    /// Textures for offscreen passes (masks, clips, group opacity, transitions, shadows).
    let pool: TexturePool
    /// Shadows rasterized and blurred, by what they were made from; dropped
    /// after a frame that did not draw them.
    var shadows = FrameCache<ShadowKey, ShadowTexture>()
    /// How many shadows were blurred so far (for tests).
    var shadowsBlurred = 0
    /// Set while drawing the picture a shadow is made from (which has no shadows of its own).
    var drawingShadowSource = false
    /// The old picture of each running transition, by its snapshot.
    var transitionPictures = FrameCache<ObjectIdentifier, (snapshot: CALayer, picture: PixelPicture)>()
    /// Pictures of layers that rasterize (``CALayer/shouldRasterize``), by layer.
    var rasterized = FrameCache<ObjectIdentifier, RasterizedLayer>()
    /// The look of each rasterizing layer whose look changed at the last
    /// frame, drawn directly until it holds still (see `drawRasterized`).
    var changingLooks = FrameCache<ObjectIdentifier, RasterizedLook>()
    /// The faces of running flips, uploaded once, by the snapshot or layer they show.
    var transitionFaces = FrameCache<ObjectIdentifier, RasterizedLayer>()
    /// How many faces of flips were drawn and uploaded so far (beyond
    /// Apple's API, for tests: each is drawn once while it looks the same).
    var flipFacesDrawn = 0
    /// How many pictures of rasterizing layers were drawn so far (beyond
    /// Apple's API, for tests: each is drawn again only when it changes).
    var layersRasterized = 0
    /// Whether the last ``draw(_:)`` drew a rasterizing layer directly, its
    /// look having changed since the frame before; the next frame makes its
    /// picture. A host draws that frame even when nothing moves: otherwise
    /// the still screen would show the direct drawing until some later
    /// frame, which would then change pixels that did not move.
    public private(set) var needsAnotherFrame = false
    var rasterizedLookIsSettling = false
    /// How many offscreen passes the last ``draw(_:)`` made (beyond Apple's API, for tests).
    var lastOffscreenPasses = 0
    var offscreenPasses = 0
    /// How many pixels the last ``draw(_:)``'s offscreen passes covered (beyond Apple's API, for tests).
    var lastOffscreenPixels = 0
    var offscreenPixels = 0
    /// Whether a layer drawn offscreen covers only where it can draw
    /// (``drawnBox(of:_:matrix:)``); false covers the whole target, for
    /// tests that check both give the same pixels.
    var offscreenPassesCoverDrawnBox = true
    /// Whether a rounded clip that would cut nothing is left out; false
    /// always clips, for tests that compare both.
    var skipsIdleClips = true

    public init(renderer: OpaquePointer) {
        self.renderer = renderer
        var info = SDL_RendererInfo()
        isSoftware = SDL_GetRendererInfo(renderer, &info) == 0 && info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
        batch = GeometryBatch(renderer: renderer, keepsOpaqueApart: isSoftware)
        pool = TexturePool(renderer: renderer)
    }

    /// A renderer drawing text with `text`'s open fonts, shared with
    /// whatever else uses it on the same thread (fonts are not safe to
    /// share between threads).
    public convenience init(renderer: OpaquePointer, text: TextRenderer) {
        self.init(renderer: renderer)
        textRenderer = text
    }

    /// Draws `root` and everything below it; `root` is placed in points from
    /// the render target's top-left corner.
    public func draw(_ root: CALayer) {
        if pixelsPerPoint != adaptedScale {
            // Drawings and text are rasterized for the screen's scale: again on another screen.
            adapted.removeAll()
            drawingTextures.removeAll()
            (lastContentsObject, lastContents, adaptedScale) = (nil, nil, pixelsPerPoint)
        }
        batch.resetCounters()
        lastQuads = 0
        lastBandedFills = 0
        offscreenPasses = 0
        offscreenPixels = 0
        rasterizedLookIsSettling = false
        // The root maps into the screen's plane, scaled to pixels.
        var screen = CATransform3DMakeScale(pixelsPerPoint, pixelsPerPoint, 1)
        screen.m33 = 0
        drawLayer(root, space: screen, opacity: 1)
        batch.flush()
        lastDrawCalls = batch.drawCalls
        for contents in contentsThisFrame { contents.frameDidEnd() }
        contentsThisFrame.removeAll(keepingCapacity: true)
        lastMarked = nil
        needsAnotherFrame = rasterizedLookIsSettling
        adapted.frameDidEnd()
        cornerTextures.frameDidEnd()
        offscreenFrameDidEnd()
    }

    /// Lets go of what was kept from earlier frames (text and drawings
    /// rasterized, corners, shadows, pictures of rasterizing layers,
    /// offscreen textures), as a frame that drew nothing would: for layers
    /// that leave the screen for a while, such as a hidden tab's. The next
    /// frame rasterizes again what it draws.
    public func releaseKeptTextures() {
        (lastContentsObject, lastContents, lastContentsIsAdapted) = (nil, nil, false)
        adapted.frameDidEnd()
        cornerTextures.frameDidEnd()
        offscreenFrameDidEnd()
    }

    /// Draws `layer` mapped by `layerToParent(layer) * space` (see `sublayerSpace`).
    func drawLayer(_ layer: CALayer, space: CATransform3D, opacity: Double) {
        let traits = layer.drawingTraits
        if traits.holdsTransitionSnapshot, let snapshot = layer.transitionSnapshot, let transition = layer.presentedTransition {
            return drawTransition(transition, of: layer, from: snapshot, space: space, opacity: opacity)
        }
        switch traits.kind {
        case .transform:
            return drawDepthSorted(layer, space: space, opacity: opacity)
        case .replicator, .emitter:
            // Copied: drawing its copies reads and shifts its state, which an
            // access held open across the drawing would conflict with.
            var properties = layer.presentedProperties
            return drawLayer(layer, &properties, traits, space: space, opacity: opacity)
        case .plain:
            // In place: a copy would read all of the properties, for every layer.
            drawLayer(layer, layer.unsafePresentedProperties, traits, space: space, opacity: opacity)
        }
    }

    private func drawLayer(_ layer: CALayer, _ properties: UnsafePointer<CALayerProperties>, _ traits: LayerDrawingTraits,
                           space: CATransform3D, opacity: Double) {
        // Read where they lie; copied only for the rare ways below.
        guard !properties.pointee.isHidden else { return }
        let alpha = opacity * Double(properties.pointee.opacity)
        guard alpha > 0.001 else { return }
        let m = CATransform3DConcat(layerToParent(properties.pointee), space)
        if traits.shouldRasterize, drawRasterized(layer, properties.pointee, matrix: m, alpha: alpha) { return }
        // The rare case, found by a field or two: drawn offscreen first.
        if Isolation.mayBeNeeded(hasMask: traits.hasMask, properties),
           let isolation = Isolation(layer, properties, hasMask: traits.hasMask, matrix: m, skipsIdleClips: skipsIdleClips) {
            return drawIsolated(layer, properties.pointee, isolation, matrix: m, opacity: opacity, alpha: alpha)
        }
        drawBody(layer, properties, traits, matrix: m, alpha: alpha, clipsSublayers: true)
    }

    /// The layer itself (shadow, background, contents, border) mapped by
    /// `m`, then its sublayers, each at `alpha` times its own opacity.
    func drawBody(_ layer: CALayer, _ p: CALayerProperties, _ traits: LayerDrawingTraits, matrix m: CATransform3D, alpha: Double,
                  clipsSublayers: Bool) {
        withUnsafePointer(to: p) { drawBody(layer, $0, traits, matrix: m, alpha: alpha, clipsSublayers: clipsSublayers) }
    }

    /// The same with the properties read where they lie (`properties`):
    /// a copy would read all of them, for every layer.
    func drawBody(_ layer: CALayer, _ properties: UnsafePointer<CALayerProperties>, _ traits: LayerDrawingTraits,
                  matrix m: CATransform3D, alpha: Double, clipsSublayers: Bool) {
        let b = properties.pointee.bounds
        let corners = m.corners(of: b)
        let inFront = isInFront(corners)
        if inFront && (properties.pointee.isDoubleSided || !Self.facesAway(corners)) {
            if properties.pointee.shadow.isVisible { drawShadow(of: layer, properties.pointee, matrix: m, alpha: alpha) }
            if let color = properties.pointee.backgroundColorComponents, color.alpha > 0 {
                fillRoundedRect(b, radius: properties.pointee.cornerRadius, matrix: m, color: tinted(color, opacity: alpha),
                                corners: layer.maskedCorners)
            }
            if let contents = contents(of: layer, traits) {
                // A drawing that covers its own area (a shape reaching past the bounds),
                // or contents placed by its gravity.
                var area = lastContentsArea
                if area == nil && !traits.gravityIsResize {
                    let placed = layer.contentsGravity.rect(for: contents.naturalSize, in: b)
                    if placed != b { area = placed }
                }
                if let area, area != b {
                    drawContents(contents, of: layer, traits, bounds: area, corners: m.corners(of: area), matrix: m, alpha: alpha)
                } else {
                    drawContents(contents, of: layer, traits, bounds: b, corners: corners, matrix: m, alpha: alpha)
                }
            }
            if properties.pointee.borderWidth > 0, let color = properties.pointee.borderColorComponents, color.alpha > 0 {
                strokeRoundedRect(b, radius: properties.pointee.cornerRadius, width: properties.pointee.borderWidth, matrix: m, corners: layer.maskedCorners,
                                  color: tinted(color, opacity: alpha))
            }
            if case .emitter = traits.kind, let emitter = layer as? CAEmitterLayer { drawParticles(of: emitter, matrix: m, alpha: alpha) }
        }
        guard let children = layer.sublayers, !children.isEmpty else { return }
        let clip = clipsSublayers && properties.pointee.masksToBounds && inFront ? pushClip(corners) : nil
        let childSpace = sublayerSpace(properties.pointee, matrix: m)
        if case .replicator = traits.kind, let replicator = layer as? CAReplicatorLayer {
            // Copies that keep their depth are not flattened into the replicator.
            let space = replicator.preservesDepth ? sublayerSpace3D(properties.pointee, matrix: m) : childSpace
            drawCopies(of: children, in: replicator, space: space, alpha: alpha)
            if let clip { popClip(clip) }
            return
        }
        drawSublayers(children, space: childSpace, alpha: alpha)
        if let clip { popClip(clip) }
    }

    /// `children` mapped into `childSpace`, by `zPosition`, then in order.
    func drawSublayers(_ children: [CALayer], space childSpace: CATransform3D, alpha: Double) {
        // By index and unretained: `children` holds every child for the whole
        // loop, so a retain and a release per layer, per frame, guard nothing.
        func z(_ index: Int) -> CGFloat {
            Unmanaged.passUnretained(children[index])._withUnsafeGuaranteedRef { $0.unsafePresentedProperties.pointee.zPosition }
        }
        if CALayer.sublayersShareZPosition(children) {
            for index in children.indices {
                CALayer.prefetchForDrawing(after: index, of: children)
                Unmanaged.passUnretained(children[index])._withUnsafeGuaranteedRef {
                    drawLayer($0, space: childSpace, opacity: alpha)
                }
            }
        } else {
            let ordered = children.indices.sorted { (z($0), $0) < (z($1), $1) }
            for index in ordered { drawLayer(children[index], space: childSpace, opacity: alpha) }
        }
    }

    /// The layer's contents as something this renderer draws, if it is.
    private func contents(of layer: CALayer, _ traits: LayerDrawingTraits) -> LayerContents? {
        // By identity first, without holding the object: most layers show what the last one did.
        guard let id = traits.contentsIdentity else { return nil }
        if id == lastContentsID && !lastContentsIsAdapted { return lastContents }
        return contents(ofObject: layer.contentsObject)
    }

    /// A `contents` object as something this renderer draws, if it is.
    func contents(ofObject object: AnyObject?) -> LayerContents? {
        guard let object else { return nil }
        if object !== lastContentsObject {
            lastContentsObject = object
            if let contents = object as? LayerContents {
                (lastContents, lastContentsIsAdapted) = (contents, false)
            } else {
                lastContents = adaptedContents(for: object)
                lastContentsIsAdapted = lastContents != nil
            }
            lastContentsArea = (lastContents as? DrawingContents)?.drawing.area
        }
        if lastContentsIsAdapted { adapted.markUsed(ObjectIdentifier(object)) }
        return lastContents
    }

    /// The contents that draws one of the engine's content objects (a
    /// recorded drawing or a text layer's text), made once per object;
    /// nil for anything else.
    private func adaptedContents(for object: AnyObject) -> LayerContents? {
        let id = ObjectIdentifier(object)
        if let known = adapted.use(id) { return known }
        let made: LayerContents?
        var isNew = true
        if let drawing = object as? CALayerDrawing {
            let shared = drawingTextures.texture(for: drawing)
            made = DrawingContents(drawing, deviceScale: pixelsPerPoint, texture: shared.texture, conicMaps: conicMaps)
            isNew = shared.isNew
        } else if let text = object as? CATextDrawing, let textRenderer {
            if let name = text.fontName, !name.lowercased().hasPrefix("dejavu"), unknownFonts.insert(name).inserted {
                CADiagnostics.report(CADiagnostic(drawing: "CATextLayer.font",
                                                  message: "“\(name.prefix(40))” is not installed; using DejaVu Sans"))
            }
            made = TextLayerContents(text, text: textRenderer, deviceScale: pixelsPerPoint)
        } else {
            made = nil
        }
        if let made {
            adapted.store(made, for: id)
            if isNew { drawingsRasterized += 1 }
        }
        return made
    }

    /// Whether the projected quad is wound the other way: its back faces us.
    static func facesAway(_ c: ProjectedQuad) -> Bool {
        let (a, b, d, e) = (c.0.screen, c.1.screen, c.2.screen, c.3.screen)
        // Twice the signed area (shoelace); negative when wound the other way.
        let area = (a.x * b.y - b.x * a.y) + (b.x * d.y - d.x * b.y) + (d.x * e.y - e.x * d.y) + (e.x * a.y - a.x * e.y)
        return area < 0
    }

    // MARK: Contents

    private func drawContents(
        _ contents: LayerContents, of layer: CALayer, _ traits: LayerDrawingTraits, bounds b: CGRect,
        corners: (ProjectedPoint, ProjectedPoint, ProjectedPoint, ProjectedPoint),
        matrix m: CATransform3D, alpha: Double
    ) {
        let (pixelWidth, pixelHeight) = Self.projectedSize(corners)
        // The layer's filter for the way the contents is drawn: larger than its own pixels, or not.
        // Nearest takes the contents at its own size (a picture is otherwise stretched smoothly,
        // once, to the size it is shown at) and lets SDL stretch it pixel by pixel.
        // Only a nearest filter needs the contents' own size (most layers have neither).
        var (natural, nearest): (CGSize?, Bool) = (nil, false)
        if traits.magnifiesNearest || traits.minifiesNearest {
            natural = contents.naturalSize
            let magnified = natural.map { pixelWidth > $0.width + 0.5 || pixelHeight > $0.height + 0.5 } ?? false
            nearest = magnified ? traits.magnifiesNearest : traits.minifiesNearest
        }
        let requested = (nearest ? natural : nil) ?? CGSize(width: pixelWidth, height: pixelHeight)
        guard pixelWidth > 0 || pixelHeight > 0, let texture = contents.texture(for: renderer, pixelSize: requested) else { return }
        markDrawn(contents)
        guard nearest else {
            // Directly: a closure would hold what it captures, for every layer drawn.
            return drawTexture(texture, bounds: b, corners: corners, pixelSize: (pixelWidth, pixelHeight), matrix: m,
                               alpha: alpha, isOpaque: contents.isOpaque)
        }
        drawingNearest([texture]) {
            drawTexture(texture, bounds: b, corners: corners, pixelSize: (pixelWidth, pixelHeight), matrix: m,
                        alpha: alpha, isOpaque: contents.isOpaque)
        }
    }

    /// Runs `draw` with `textures` (distinct) sampled at their nearest pixel, then gives
    /// each its own mode back: they may be shared. SDL reads a texture's mode when it
    /// runs its queued commands, so those run on both sides.
    func drawingNearest(_ textures: [OpaquePointer], _ draw: () -> Void) {
        guard !textures.isEmpty else { return draw() }
        batch.flush()
        SDL_RenderFlush(renderer)
        let modes = textures.map { texture in
            var mode = SDL_ScaleModeLinear
            SDL_GetTextureScaleMode(texture, &mode)
            SDL_SetTextureScaleMode(texture, SDL_ScaleModeNearest)
            return mode
        }
        draw()
        batch.flush()
        SDL_RenderFlush(renderer)
        for (texture, mode) in zip(textures, modes) { SDL_SetTextureScaleMode(texture, mode) }
    }

    /// Tells `contents` when this frame ends (see ``LayerContents/frameDidEnd()``).
    @inline(__always)
    func markDrawn(_ contents: LayerContents) {
        // Compared by identity first, in line: most layers draw what the last one did.
        let id = ObjectIdentifier(contents)
        guard id != lastMarked else { return }
        lastMarked = id
        markDrawnThisFrame(contents)
    }

    private func markDrawnThisFrame(_ contents: LayerContents) {
        if !contentsThisFrame.contains(where: { $0 === contents }) {
            contentsThisFrame.append(contents)
        }
    }

    /// The size a quad covers on screen: its longest projected edges each way.
    private static func projectedSize(_ c: (ProjectedPoint, ProjectedPoint, ProjectedPoint, ProjectedPoint))
        -> (width: Double, height: Double) {
        func squaredLength(_ a: ProjectedPoint, _ b: ProjectedPoint) -> Double {
            let (a, b) = (a.screen, b.screen)
            return (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)
        }
        // The longer edge's root, not both roots compared: a correctly rounded
        // root keeps order, so it is the same number for half the roots.
        return (max(squaredLength(c.0, c.1), squaredLength(c.3, c.2)).squareRoot(),
                max(squaredLength(c.0, c.3), squaredLength(c.1, c.2)).squareRoot())
    }

    /// Whether the quad `p0`…`p3` (clockwise from the top left) is upright on
    /// screen: its edges along the axes, unturned and unmirrored.
    static func isUpright(_ p0: (x: Double, y: Double), _ p1: (x: Double, y: Double),
                          _ p2: (x: Double, y: Double), _ p3: (x: Double, y: Double)) -> Bool {
        p0.y == p1.y && p3.y == p2.y && p0.x == p3.x && p1.x == p2.x && p1.x > p0.x && p3.y > p0.y
    }

    /// Draws `texture` stretched over `b` of a layer's plane mapped by `m`
    /// (`corners`: `b`'s corners mapped), perspective-correct.
    func drawTexture(
        _ texture: OpaquePointer, bounds b: CGRect,
        corners: (ProjectedPoint, ProjectedPoint, ProjectedPoint, ProjectedPoint),
        pixelSize: (width: Double, height: Double)? = nil, matrix m: CATransform3D, alpha: Double, isOpaque: Bool = false
    ) {
        let p0 = corners.0.screen, p1 = corners.1.screen, p2 = corners.2.screen, p3 = corners.3.screen
        // `projectedSize(corners)`, unless the caller has it (four square roots a layer).
        let (pixelWidth, pixelHeight) = pixelSize ?? Self.projectedSize(corners)
        let color = textureColor(opacity: alpha)
        // Affine interpolation inside a projected quad is off by about
        // size x (w range / w) / 8 pixels; n cells a side divide that by n².
        let ws = (corners.0.w, corners.1.w, corners.2.w, corners.3.w)
        let wMin = min(ws.0, ws.1, ws.2, ws.3), wMax = max(ws.0, ws.1, ws.2, ws.3)
        let error = max(pixelWidth, pixelHeight) * (wMax - wMin) / wMin / 8
        var cells = 1
        // Compared before it becomes an integer: a quad of infinite size has
        // an infinite or undefined error (one cell: nothing of it is seen).
        if error >= 0.25 {
            let wanted = (error / 0.25).squareRoot()
            cells = wanted < Double(tessellation) ? Int(wanted.rounded(.up)) : tessellation
        }
        if cells == 1 && isSoftware && Self.isUpright(p0, p1, p2, p3) {
            // Upright and unturned: a blit, cheaper than two triangles in SDL's
            // software renderer (`snowman bench --scene text`).
            let (width, height) = Self.pixelSize(of: texture)
            copying(texture, alpha: color.a, unblended: isOpaque && color.a == 255 && !isTinted) {
                if abs(Double(width) - pixelWidth) < 1, abs(Double(height) - pixelHeight) < 1, abs(p0.x) < 1e6, abs(p0.y) < 1e6 {
                    // Within a pixel of its own size (drawings and text are rasterized rounded up
                    // to whole pixels): drawn at that size from the nearest pixel. SDL would
                    // stretch it by under a pixel through its scaling blitter, several times
                    // slower (measured: a fifth of Set's still table went to its symbols).
                    var destination = SDL_Rect(x: Int32(p0.x.rounded()), y: Int32(p0.y.rounded()), w: width, h: height)
                    SDL_RenderCopy(renderer, texture, nil, &destination)
                } else {
                    var destination = SDL_FRect(x: Float(p0.x), y: Float(p0.y), w: Float(p1.x - p0.x), h: Float(p3.y - p0.y))
                    SDL_RenderCopyF(renderer, texture, nil, &destination)
                }
            }
            lastQuads += 1
            return
        }
        if cells == 1 && isSoftware && copyTurned(texture, p0, p1, p2, p3, alpha: color.a) { return }
        if cells > 1 && isSoftware && copyInColumns(texture, bounds: b, matrix: m, alpha: color.a) { return }
        let first = batch.begin(texture: texture)
        if cells == 1 {
            // One quad: the corners are already projected.
            batch.quad(p0, p1, p2, p3, color)
            lastQuads += 1
            return
        }
        for row in 0...cells {
            let v = Double(row) / Double(cells)
            for column in 0...cells {
                let u = Double(column) / Double(cells)
                let point = m.project(b.minX + u * b.width, b.minY + v * b.height).screen
                batch.vertex(point.x, point.y, color, u, v)
            }
        }
        let stride = Int32(cells + 1)
        for row in 0..<Int32(cells) {
            for column in 0..<Int32(cells) {
                let topLeft = first + row * stride + column
                batch.triangle(topLeft, topLeft + 1, topLeft + stride + 1)
                batch.triangle(topLeft, topLeft + stride + 1, topLeft + stride)
            }
        }
        lastQuads += 1
    }

    /// Draws `texture` over the screen quad `p0`…`p3` (clockwise from the
    /// top left) when the quad is the texture's rectangle turned in the
    /// screen's plane, with `SDL_RenderCopyEx`, and returns true; false,
    /// drawing nothing, for any other quad. SDL's software renderer turns
    /// the picture in one pass over its bounding box, where two triangles
    /// cost a 64-bit division per pixel (measured: a flying card's shadow
    /// drew in a fraction of the time). Small quads stay triangles, batched:
    /// each copy sets up surfaces of its own, which outweighs the division
    /// below about 32 x 32 pixels.
    private func copyTurned(_ texture: OpaquePointer, _ p0: (x: Double, y: Double), _ p1: (x: Double, y: Double),
                            _ p2: (x: Double, y: Double), _ p3: (x: Double, y: Double), alpha: UInt8) -> Bool {
        let top = (x: p1.x - p0.x, y: p1.y - p0.y), side = (x: p3.x - p0.x, y: p3.y - p0.y)
        let width = (top.x * top.x + top.y * top.y).squareRoot(), height = (side.x * side.x + side.y * side.y).squareRoot()
        // A rectangle (a parallelogram with square corners), wound clockwise on screen (not mirrored).
        guard width * height >= 1024, width < 1e5, height < 1e5,
              abs(p2.x - (p1.x + side.x)) < 0.01, abs(p2.y - (p1.y + side.y)) < 0.01,
              abs(top.x * side.x + top.y * side.y) < 1e-3 * width * height,
              top.x * side.y - top.y * side.x > 0 else { return false }
        let centre = (x: (p0.x + p2.x) / 2, y: (p0.y + p2.y) / 2)
        guard abs(centre.x) < 1e6, abs(centre.y) < 1e6 else { return false }
        let (textureWidth, textureHeight) = Self.pixelSize(of: texture)
        // At its own size when within a pixel of it: SDL would otherwise scale it first.
        let w = abs(Double(textureWidth) - width) < 1 ? Double(textureWidth) : width.rounded()
        let h = abs(Double(textureHeight) - height) < 1 ? Double(textureHeight) : height.rounded()
        var destination = SDL_Rect(x: Int32((centre.x - w / 2).rounded()), y: Int32((centre.y - h / 2).rounded()),
                                   w: Int32(w), h: Int32(h))
        let degrees = atan2(top.y, top.x) * 180 / .pi
        copying(texture, alpha: alpha) { _ = SDL_RenderCopyEx(renderer, texture, nil, &destination, degrees, nil, SDL_FLIP_NONE) }
        lastQuads += 1
        return true
    }

    /// Draws `texture` over `b` mapped by `m` column by column when `m`
    /// keeps every column of the plane vertical on screen at one depth (a
    /// turn about the vertical axis in perspective, as a flip is), and
    /// returns true; false, drawing nothing, otherwise. Each screen column
    /// is then exactly one texture column stretched: one blit each, where
    /// tessellated triangles cost SDL's software renderer a division per
    /// pixel and a scratch surface per triangle.
    private func copyInColumns(_ texture: OpaquePointer, bounds b: CGRect, matrix m: CATransform3D, alpha: UInt8) -> Bool {
        // x' = (x m11 + m41) / (x m14 + m44) and w alone do not depend on y when m21 = m24 = 0.
        guard m.m21 == 0, m.m24 == 0, m.m22 != 0, b.width >= 1, b.height >= 1 else { return false }
        let left = m.project(b.minX, b.minY), right = m.project(b.maxX, b.minY)
        guard left.w > 1e-6, right.w > 1e-6 else { return false }
        let (x0, x1) = (left.screen.x, right.screen.x)
        guard x0.isFinite, x1.isFinite, abs(x0) < 1e6, abs(x1) < 1e6, abs(x1 - x0) <= 8192 else { return false }
        let (textureWidth, textureHeight) = Self.pixelSize(of: texture)
        guard textureWidth > 0, textureHeight > 0 else { return false }
        copying(texture, alpha: alpha) {
            for column in Int32(min(x0, x1).rounded(.down))..<Int32(max(x0, x1).rounded(.up)) {
                // The plane's x under the column's centre: x' (x m14 + m44) = x m11 + m41, solved for x.
                let screenX = Double(column) + 0.5
                let x = (screenX * m.m44 - m.m41) / (m.m11 - screenX * m.m14)
                guard x.isFinite, x >= b.minX, x < b.maxX else { continue }
                let top = m.project(x, b.minY).screen.y, bottom = m.project(x, b.maxY).screen.y
                guard top.isFinite, bottom.isFinite, abs(top) < 1e6, abs(bottom) < 1e6 else { continue }
                let (minY, maxY) = (min(top, bottom).rounded(), max(top, bottom).rounded())
                guard maxY > minY else { continue }
                let u = Int32((x - b.minX) / b.width * Double(textureWidth))
                var source = SDL_Rect(x: min(max(u, 0), textureWidth - 1), y: 0, w: 1, h: textureHeight)
                var destination = SDL_Rect(x: column, y: Int32(minY), w: 1, h: Int32(maxY - minY))
                if top > bottom {  // upside down
                    SDL_RenderCopyEx(renderer, texture, &source, &destination, 0, nil, SDL_FLIP_VERTICAL)
                } else {
                    SDL_RenderCopy(renderer, texture, &source, &destination)
                }
            }
        }
        lastQuads += 1
        return true
    }

    /// The size of `texture` in pixels.
    static func pixelSize(of texture: OpaquePointer) -> (width: Int32, height: Int32) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_QueryTexture(texture, nil, nil, &width, &height)
        return (width, height)
    }

    /// Runs `copy` (SDL copies of `texture`) after what the batch holds,
    /// with the texture's alpha modulated by `alpha`, then restores it.
    /// `unblended`: the texture is opaque and copied at full opacity, so it
    /// replaces what is under it (SDL's software copy is several times faster so).
    func copying(_ texture: OpaquePointer, alpha: UInt8, unblended: Bool = false, _ copy: () -> Void) {
        batch.flush()
        if unblended {
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
            copy()
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
            return
        }
        SDL_SetTextureAlphaMod(texture, alpha)
        let tinted = isTinted
        if tinted {
            func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
            SDL_SetTextureColorMod(texture, byte(tint.red), byte(tint.green), byte(tint.blue))
        }
        copy()
        if tinted { SDL_SetTextureColorMod(texture, 255, 255, 255) }
        SDL_SetTextureAlphaMod(texture, 255)
    }

    // MARK: Background and border

    func fillRoundedRect(_ r: CGRect, radius: CGFloat, matrix m: CATransform3D, color: SDL_Color, corners: CACornerMask = .all) {
        // Unrotated on screen (a background, usually): square, as a rectangle
        // when that is exact (see `fillRectIfExact`); rounded, as three
        // rectangles and four corner fans.
        let clamped = corners.isEmpty ? 0 : RoundedRect.clampedRadius(r, radius)
        if let (a, b) = uprightBox(r, matrix: m) {
            if clamped == 0 {
                if batch.fillRectIfExact(minX: min(a.x, b.x), minY: min(a.y, b.y), maxX: max(a.x, b.x),
                                         maxY: max(a.y, b.y), color: color) { return }
            } else if a.x < b.x, a.y < b.y, corners == .all,
                      fillRoundedRectInBands(r, radius: clamped, from: a, to: b, matrix: m, color: color) {
                return
            }
        }
        RoundedRect.outline(r, radius: clamped, segments: cornerSegments(clamped, m), corners: corners, into: &outline)
        let first = batch.begin(color: color)
        let centre = m.project(r.midX, r.midY).screen
        batch.vertex(centre.x, centre.y, color)
        for (x, y) in outline {
            let point = m.project(x, y).screen
            batch.vertex(point.x, point.y, color)
        }
        let count = Int32(outline.count)
        if count == 4 {
            // A quad as two triangles, like contents.
            batch.triangle(first + 1, first + 2, first + 3)
            batch.triangle(first + 1, first + 3, first + 4)
            return
        }
        // A fan, every other triangle first: SDL's software renderer takes two
        // consecutive triangles sharing an edge for a rectangle when it can,
        // and measured, fan pairs whose edges lie on the axes fooled it.
        for start in [0, 1] as [Int32] {
            for i in stride(from: start, to: count, by: 2) {
                batch.triangle(first, first + 1 + i, first + 1 + (i + 1) % count)
            }
        }
    }

    /// An opaque rounded rectangle whose straight edges fall on whole pixels,
    /// drawn as three rectangles (fast in SDL's software renderer: measured,
    /// a list row's background in a fifth of the time) and four corner fans;
    /// false, drawing nothing, when it is not such a rectangle.
    private func fillRoundedRectInBands(_ r: CGRect, radius: Double, from a: (x: Double, y: Double), to b: (x: Double, y: Double),
                                        matrix m: CATransform3D, color: SDL_Color) -> Bool {
        var radius = radius
        let scale = Self.pixelScale(m)
        var (rx, ry) = (radius * scale.x, radius * scale.y)
        if let whole = Self.wholeRadius(rx, ry) {
            // A radius a fraction of a pixel from whole is made whole (no visible change), so the
            // bands apply. The bands take the whole number itself: the radius scaled and mapped
            // again can land a rounding error off it (11.04 pixels made 10.999999999999998).
            radius *= whole / rx
            (rx, ry) = (whole, whole)
        }
        guard color.a == 255, isWholePixel(rx), isWholePixel(ry), rx > 0, ry > 0,
              batch.fillRectIfExact(minX: a.x, minY: a.y + ry, maxX: b.x, maxY: b.y - ry, color: color) else { return false }
        _ = batch.fillRectIfExact(minX: a.x + rx, minY: a.y, maxX: b.x - rx, maxY: a.y + ry, color: color)
        _ = batch.fillRectIfExact(minX: a.x + rx, minY: b.y - ry, maxX: b.x - rx, maxY: b.y, color: color)
        if rx == ry, let corners = cornerTexture(radius: rx, ring: 0, color: color) {
            batch.flush()
            corners.drawCorners(renderer: renderer, radius: Int32(rx), minX: Int32(a.x), minY: Int32(a.y), maxX: Int32(b.x), maxY: Int32(b.y))
            lastBandedFills += 1
            return true
        }
        RoundedRect.outline(r, radius: radius, segments: cornerSegments(radius, m), into: &outline)
        let perCorner = outline.count / 4
        let centres = [(r.minX + radius, r.minY + radius), (r.maxX - radius, r.minY + radius),
                       (r.maxX - radius, r.maxY - radius), (r.minX + radius, r.maxY - radius)]
        for (corner, (cx, cy)) in centres.enumerated() {
            let first = batch.begin(color: color)
            let centre = m.project(cx, cy).screen
            batch.vertex(centre.x, centre.y, color)
            for (x, y) in outline[corner * perCorner..<(corner + 1) * perCorner] {
                let point = m.project(x, y).screen
                batch.vertex(point.x, point.y, color)
            }
            for i in 1..<Int32(perCorner) { batch.triangle(first, first + i, first + i + 1) }
        }
        lastBandedFills += 1
        return true
    }

    /// An opaque border around an upright rectangle on whole pixels, as
    /// four rectangles and four corners from a `CornerTexture`; false,
    /// drawing nothing, for any other border. A width between whole pixels
    /// (1.5 points at scale 1) is antialiased as Core Animation's is: whole
    /// rows and columns, then one more blended at the part it covers, when
    /// the corners are wider than the ring (the bands then never overlap).
    private func strokeRoundedRectInBands(_ r: CGRect, radius: Double, width: Double, matrix m: CATransform3D, color: SDL_Color) -> Bool {
        guard color.a == 255, r.width > 0, r.height > 0, let (a, b) = uprightBox(r, matrix: m), a.x < b.x, a.y < b.y,
              isWholePixel(a.x), isWholePixel(a.y), isWholePixel(b.x), isWholePixel(b.y),
              abs(a.x) < 1e6, abs(a.y) < 1e6, abs(b.x) < 1e6, abs(b.y) < 1e6 else { return false }
        let (sx, sy) = Self.pixelScale(m)
        let corner: Double
        if radius == 0 {
            corner = 0
        } else if let whole = Self.wholeRadius(radius * sx, radius * sy) {
            corner = whole
        } else {
            return false
        }
        // A width a fraction of a pixel off whole is made whole, as the fill's radius is; any other, to a quarter pixel.
        let (across, down) = (width * sx, width * sy)
        let ring: Double
        if let whole = Self.wholePixels(across, down, within: 0.25) {
            ring = whole
        } else {
            ring = ((across + down) * 2).rounded() / 4
            guard abs(across - down) < 0.25, ring > 0, ring < corner else { return false }
        }
        var corners: CornerTexture?
        if corner > 0 {
            guard let texture = cornerTexture(radius: corner, ring: ring, color: color) else { return false }
            corners = texture
        }
        // The four straight bands between the corners, `depth` pixels deep and
        // `inset` in from the edge (square: they meet, overlapping, and cover them).
        func forEachBand(inset d: Double, depth t: Double, _ body: (Double, Double, Double, Double) -> Void) {
            for (minX, minY, maxX, maxY) in [(a.x + corner, a.y + d, b.x - corner, a.y + d + t), (a.x + corner, b.y - d - t, b.x - corner, b.y - d),
                                             (a.x + d, a.y + corner, a.x + d + t, b.y - corner), (b.x - d - t, a.y + corner, b.x - d, b.y - corner)] {
                body(minX, minY, maxX, maxY)
            }
        }
        let (full, part) = (ring.rounded(.down), ring - ring.rounded(.down))
        if full > 0 {
            forEachBand(inset: 0, depth: full) { _ = batch.fillRectIfExact(minX: $0, minY: $1, maxX: $2, maxY: $3, color: color) }
        }
        if part > 0 {
            var partly = color
            partly.a = UInt8((part * 255).rounded())
            forEachBand(inset: full, depth: 1) { batch.blendRect(minX: Int32($0), minY: Int32($1), maxX: Int32($2), maxY: Int32($3), color: partly) }
        }
        if let corners {
            batch.flush()
            corners.drawCorners(renderer: renderer, radius: Int32(corner), minX: Int32(a.x), minY: Int32(a.y), maxX: Int32(b.x), maxY: Int32(b.y))
        }
        return true
    }

    /// `r`'s top-left and bottom-right corners on screen when `m` keeps it
    /// upright (unturned, no perspective). The software renderer puts them
    /// on whole pixels as its own triangles do (it cuts a vertex's
    /// coordinates to integers), so rectangles and blits give their pixels.
    private func uprightBox(_ r: CGRect, matrix m: CATransform3D) -> (a: (x: Double, y: Double), b: (x: Double, y: Double))? {
        guard m.m12 == 0, m.m21 == 0, m.m14 == 0, m.m24 == 0, m.m44 == 1 else { return nil }
        var a = m.project(r.minX, r.minY).screen, b = m.project(r.maxX, r.maxY).screen
        if isSoftware, abs(a.x) < 1e6, abs(a.y) < 1e6, abs(b.x) < 1e6, abs(b.y) < 1e6 {
            let cut = { (v: Double) in Double(Float(v)).rounded(.towardZero) }  // SDL's vertices are floats
            (a.x, a.y, b.x, b.y) = (cut(a.x), cut(a.y), cut(b.x), cut(b.y))
        }
        return (a, b)
    }

    /// Pixels a point measures across and down through `m`, an upright
    /// matrix (see `uprightBox`): its own scale, not the cut box's. Cutting
    /// the corners to whole pixels stretches each axis by up to a pixel, and
    /// differently: Concentration's card backs (a radius of 8.46 points)
    /// measured 8.51 across and 8.50 down, either side of a half, and fell
    /// back to triangle fans with unantialiased corners.
    private static func pixelScale(_ m: CATransform3D) -> (x: Double, y: Double) {
        (abs(m.m11), abs(m.m22))
    }

    /// The whole number of pixels a length measures across (`x`) and down
    /// (`y`), when both are at least one and within `tolerance` of it
    /// (`tolerance` itself too, with `includingTolerance`).
    private static func wholePixels(_ x: Double, _ y: Double, within tolerance: Double,
                                    includingTolerance: Bool = false) -> Double? {
        let whole = ((x + y) / 2).rounded()
        func near(_ length: Double) -> Bool {
            abs(length - whole) < tolerance || (includingTolerance && abs(length - whole) == tolerance)
        }
        guard whole >= 1, near(x), near(y) else { return nil }
        return whole
    }

    /// The whole number of pixels a corner radius measuring `x` across and
    /// `y` down is drawn with: within half a pixel of both, halves included
    /// (a 135-point card's corner, a tenth of its width, is 13.5 pixels:
    /// drawn as 14, not as a fan of triangles).
    private static func wholeRadius(_ x: Double, _ y: Double) -> Double? {
        wholePixels(x, y, within: 0.5, includingTolerance: true)
    }

    /// The corner texture for a radius of whole pixels and a ring of
    /// quarter pixels in an opaque `color`, made once.
    private func cornerTexture(radius: Double, ring: Double, color: SDL_Color) -> CornerTexture? {
        guard radius <= Double(CornerTexture.maximumRadius), ring <= Double(CornerTexture.maximumRadius) else { return nil }
        let key = CornerTexture.Key(radius: Int32(radius), ringQuarters: Int32((ring * 4).rounded()),
                                    color: UInt32(color.a) << 24 | UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b))
        if let kept = cornerTextures.use(key) { return kept }
        guard let made = CornerTexture(key, renderer: renderer) else { return nil }
        cornerTextures.store(made, for: key)
        return made
    }

    /// Segments for a corner of `radius` points drawn through `m` (its larger axis scale, in pixels).
    private func cornerSegments(_ radius: Double, _ m: CATransform3D) -> Int {
        let scale = max(hypot(m.m11, m.m12), hypot(m.m21, m.m22)) / max(abs(m.m44), 1e-6)
        return RoundedRect.segments(forPixelRadius: radius * scale)
    }

    private func strokeRoundedRect(_ r: CGRect, radius: CGFloat, width: CGFloat, matrix m: CATransform3D,
                                   corners: CACornerMask = .all, color: SDL_Color) {
        let width = min(width, min(r.width, r.height) / 2)
        let radius = corners.isEmpty ? 0 : radius
        if corners == .all || radius == 0,
           strokeRoundedRectInBands(r, radius: RoundedRect.clampedRadius(r, radius), width: width, matrix: m, color: color) { return }
        // The same segments inside and out, so the ring's points pair up.
        let segments = cornerSegments(RoundedRect.clampedRadius(r, radius), m)
        RoundedRect.outline(r, radius: radius, segments: segments, corners: corners, into: &outline)
        RoundedRect.outline(r.insetBy(dx: width, dy: width), radius: max(radius - width, 0), segments: segments,
                            corners: corners, into: &inner)
        guard outline.count == inner.count else {
            // One side rounded, the other square: draw the ring as four bands.
            for band in [CGRect(x: r.minX, y: r.minY, width: r.width, height: width),
                         CGRect(x: r.minX, y: r.maxY - width, width: r.width, height: width),
                         CGRect(x: r.minX, y: r.minY + width, width: width, height: r.height - 2 * width),
                         CGRect(x: r.maxX - width, y: r.minY + width, width: width, height: r.height - 2 * width)] {
                fillRoundedRect(band, radius: 0, matrix: m, color: color)
            }
            return
        }
        let first = batch.begin(color: color)
        for i in 0..<outline.count {
            let o = m.project(outline[i].0, outline[i].1).screen, n = m.project(inner[i].0, inner[i].1).screen
            batch.vertex(o.x, o.y, color)
            batch.vertex(n.x, n.y, color)
        }
        let count = Int32(outline.count)
        for i in 0..<count {
            let a = first + 2 * i, b = first + 2 * ((i + 1) % count)
            batch.triangle(a, b, a + 1)
            batch.triangle(b, b + 1, a + 1)
        }
    }

    // MARK: Clipping

    private func pushClip(_ c: (ProjectedPoint, ProjectedPoint, ProjectedPoint, ProjectedPoint)) -> SDL_Rect? {
        batch.flush()
        let (a, b, d, e) = (c.0.screen, c.1.screen, c.2.screen, c.3.screen)
        let minX = min(a.x, b.x, d.x, e.x), maxX = max(a.x, b.x, d.x, e.x)
        let minY = min(a.y, b.y, d.y, e.y), maxY = max(a.y, b.y, d.y, e.y)
        var rect = SDL_Rect(x: Int32(minX.rounded(.down)), y: Int32(minY.rounded(.down)), w: 0, h: 0)
        rect.w = Int32(maxX.rounded(.up)) - rect.x
        rect.h = Int32(maxY.rounded(.up)) - rect.y
        var previous = SDL_Rect()
        SDL_RenderGetClipRect(renderer, &previous)
        let hadClip = SDL_RenderIsClipEnabled(renderer) == SDL_TRUE
        if hadClip {
            var intersection = SDL_Rect()
            if SDL_IntersectRect(&rect, &previous, &intersection) == SDL_TRUE { rect = intersection } else { rect.w = 0; rect.h = 0 }
        }
        SDL_RenderSetClipRect(renderer, &rect)
        return hadClip ? previous : SDL_Rect(x: 0, y: 0, w: -1, h: -1)
    }

    private func popClip(_ previous: SDL_Rect) {
        batch.flush()
        if previous.w < 0 {
            SDL_RenderSetClipRect(renderer, nil)
        } else {
            var rect = previous
            SDL_RenderSetClipRect(renderer, &rect)
        }
    }
}
