import CSDL2
import Foundation
import LayerAnimation

/// What a rasterized layer's picture shows: every layer of its subtree in
/// drawing order with what it draws, and the scale. The root's placement
/// (position, anchor point, transform, z, opacity) is left out: it moves
/// and fades the picture, it is not in it.
struct RasterizedLook: Equatable {
    struct Part: Equatable {
        let layer: ObjectIdentifier
        let properties: CALayerProperties
        let contents: ObjectIdentifier?
        let gravity: String
        let shadowPath: ObjectIdentifier?
        let sublayers: Int
        let allowsGroupOpacity: Bool
    }

    var parts: [Part] = []
    var scale: Double
}

/// A layer's subtree drawn once into a texture (``CALayer/shouldRasterize``),
/// kept while its look is the same.
final class RasterizedLayer {
    let look: RasterizedLook
    /// The part of the layer's plane the texture covers.
    let area: CGRect
    let texture: OpaquePointer
    /// Kept so that the identity the cache is keyed by is not reused.
    let layer: CALayer

    init(look: RasterizedLook, area: CGRect, texture: OpaquePointer, layer: CALayer) {
        (self.look, self.area, self.texture, self.layer) = (look, area, texture, layer)
    }

    deinit { SDL_DestroyTexture(texture) }
}

/// Rasterization: a layer with `shouldRasterize` is drawn with its
/// sublayers and shadow into a picture once, and the picture is drawn from
/// then on, turned and faded with the layer: one copy instead of one per
/// part (a flying card: its shadow, background, border and symbols). Drawn
/// again when anything in it changes and then holds still for a frame
/// (while it keeps changing, it is drawn directly); a subtree with a mask
/// or a running transition draws directly.
extension LayerRenderer {
    /// Draws `layer` (mapped by `m`, faded to `alpha`) from its kept
    /// picture, made first if needed. False, drawing nothing, when it
    /// cannot be drawn that way.
    func drawRasterized(_ layer: CALayer, _ p: CALayerProperties, matrix m: CATransform3D, alpha: Double) -> Bool {
        guard !drawingShadowSource, layer.mask == nil else { return false }
        // At least the screen's scale: drawings are rasterized at the screen's
        // scale whatever `contentsScale` says, and a picture must not be blurrier.
        let scale = max(Double(layer.rasterizationScale), pixelsPerPoint)
        // A one-sided layer turned away hides itself, not its sublayers: drawn
        // directly (decided before any picture is made for it).
        if !p.isDoubleSided && Self.facesAway(m.corners(of: p.bounds)) { return false }
        let root = Self.placedAtOrigin(p)
        guard let look = Self.look(of: layer, root, scale: scale) else { return false }
        let id = ObjectIdentifier(layer)
        let picture: RasterizedLayer
        let kept = rasterized.use(id)
        if let kept, kept.look == look {
            picture = kept
        } else {
            // A look that changed since the last frame is drawn directly until
            // it holds still for a frame: a subtree that changes every frame (a
            // card being resized) would otherwise cost a picture and a copy a frame.
            let changing = changingLooks.use(id)
            if kept != nil || changing != nil, changing != look {
                changingLooks.store(look, for: id)
                rasterizedLookIsSettling = true
                return false
            }
            guard let made = rasterize(layer, root, look: look) else { return false }
            rasterized.store(made, for: id)
            picture = made
        }
        let corners = m.corners(of: picture.area)
        if isInFront(corners) { drawTexture(picture.texture, bounds: picture.area, corners: corners, matrix: m, alpha: alpha) }
        return true
    }

    /// `p` without the layer's placement (position, anchor point,
    /// transform, z, opacity): what the layer draws in its own plane.
    static func placedAtOrigin(_ p: CALayerProperties) -> CALayerProperties {
        var root = p
        (root.position, root.anchorPoint, root.transform) = (.zero, CGPoint(x: 0.5, y: 0.5), CATransform3DIdentity)
        (root.zPosition, root.opacity) = (0, 1)
        return root
    }

    /// What `layer` (drawn with `root`, placed at its origin) and its subtree
    /// look like at `scale`; nil when it cannot be kept as a picture.
    /// (`inTransition`: the layer's own running transition is allowed, the
    /// look being that of its new face.)
    static func look(of layer: CALayer, _ root: CALayerProperties, scale: Double,
                     inTransition: Bool = false) -> RasterizedLook? {
        var look = RasterizedLook(scale: scale)
        return collectLook(of: layer, root, into: &look, inTransition: inTransition) ? look : nil
    }

    /// Appends `layer` (drawn with `p`) and its subtree to `look`; false
    /// when a part cannot be kept as a picture (a mask, a running transition).
    private static func collectLook(of layer: CALayer, _ p: CALayerProperties, into look: inout RasterizedLook,
                                    inTransition: Bool = false) -> Bool {
        guard inTransition || layer.transitionSnapshot == nil else { return false }
        let children = layer.sublayers ?? []
        look.parts.append(.init(layer: ObjectIdentifier(layer), properties: p,
                                contents: layer.contentsObject.map(ObjectIdentifier.init),
                                gravity: layer.contentsGravity.rawValue,
                                shadowPath: layer.shadowPath.map(ObjectIdentifier.init),
                                sublayers: children.count, allowsGroupOpacity: layer.allowsGroupOpacity))
        for child in children {
            guard child.mask == nil, collectLook(of: child, child.presentedProperties, into: &look) else { return false }
        }
        return true
    }

    /// The layer (placed at the origin, opaque) and its subtree drawn into
    /// a new texture covering its bounds, its shadow and its sublayers.
    private func rasterize(_ layer: CALayer, _ root: CALayerProperties, look: RasterizedLook) -> RasterizedLayer? {
        let scale = look.scale
        let drawn = Self.rasterArea(of: layer, root)
        guard drawn.isFiniteRect, !drawn.isEmpty else { return nil }
        let width = Int((drawn.width * scale).rounded(.up)), height = Int((drawn.height * scale).rounded(.up))
        guard (1...Self.maximumShadowSide).contains(width), (1...Self.maximumShadowSide).contains(height) else { return nil }
        // Whole pixels: the texture covers exactly this area.
        let area = CGRect(x: drawn.minX, y: drawn.minY, width: Double(width) / scale, height: Double(height) / scale)
        let local = localPixels(area, scale: scale)
        guard let picture = renderOffscreen(width: Int32(width), height: Int32(height), {
            if let isolation = withUnsafePointer(to: root, { Isolation(layer, $0, hasMask: layer.drawingTraits.hasMask, matrix: local,
                                                                skipsIdleClips: skipsIdleClips) }) {
                drawIsolated(layer, root, isolation, matrix: local, opacity: 1, alpha: 1)
            } else {
                drawBody(layer, root, layer.drawingTraits, matrix: local, alpha: 1, clipsSublayers: true)
            }
        }), let texture = keptTexture(of: picture) else { return nil }
        layersRasterized += 1
        return RasterizedLayer(look: look, area: area, texture: texture, layer: layer)
    }

    /// A texture of its own holding `picture`, for the caller to keep and destroy.
    func keptTexture(of picture: PixelPicture) -> OpaquePointer? {
        guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                              Int32(picture.width), Int32(picture.height)) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let pixels = picture.unpremultiplied()
        pixels.withUnsafeBytes { _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(picture.width * 4)) }
        return texture
    }

    /// The part of the layer's plane its picture needs: its bounds, its
    /// shadow's blur and its sublayers' extents (theirs, not their own
    /// sublayers', which usually lie inside them).
    private static func rasterArea(of layer: CALayer, _ p: CALayerProperties) -> CGRect {
        var area = p.bounds
        if p.shadow.isVisible {
            let reach = shadowReach(blurRadius: shadowBlurRadius(p))
            let shape = layer.shadowPath?.boundingBoxOfPath ?? p.bounds
            if !shape.isNull, shape.isFiniteRect {
                area = area.union(shape.insetBy(dx: -reach, dy: -reach)
                    .offsetBy(dx: p.shadow.offset.width, dy: p.shadow.offset.height))
            }
        }
        let space = sublayerSpace(p, matrix: CATransform3DIdentity)
        for child in layer.sublayers ?? [] {
            let cp = child.presentedProperties, cb = cp.bounds
            let m = CATransform3DConcat(layerToParent(cp), space)
            let corners = [m.project(cb.minX, cb.minY), m.project(cb.maxX, cb.minY),
                           m.project(cb.maxX, cb.maxY), m.project(cb.minX, cb.maxY)]
            guard corners.allSatisfy({ $0.w > 1e-6 }) else { continue }
            let xs = corners.map { $0.screen.x }, ys = corners.map { $0.screen.y }
            let box = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            if box.isFiniteRect { area = area.union(box) }
        }
        return area
    }
}
