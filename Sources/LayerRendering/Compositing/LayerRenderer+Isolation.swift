import CSDL2
import Foundation
import LayerAnimation

/// Why a layer is drawn offscreen as one picture before it reaches the target.
struct Isolation {
    /// Its mask layer.
    var mask: CALayer?
    /// `masksToBounds` that a screen rectangle cannot do: rounded corners
    /// (over contents or sublayers), or bounds turned or in perspective.
    var clipsToShape: Bool
    /// `masksToBounds`, unless the bounds would cut nothing of what is drawn.
    var clips: Bool
    /// Group opacity: faded as one picture.
    var isGroup: Bool

    /// Whether a layer can need drawing offscreen at all. Most layers are
    /// fully opaque, unclipped and unmasked: a check of fields already
    /// loaded, made before anything else is read.
    @inline(__always)
    static func mayBeNeeded(hasMask: Bool, _ properties: UnsafePointer<CALayerProperties>) -> Bool {
        hasMask || properties.pointee.masksToBounds || properties.pointee.opacity < 1
    }

    /// Nil when the layer draws directly (the common case, decided by a few fields).
    /// Borrowing and through an address: an initializer would otherwise take
    /// (retain) the layer and a copy of all its properties, for every layer drawn.
    /// `skipsIdleClips`: a clip that would cut nothing is left out (see
    /// ``LayerRenderer/roundedClipCutsNothing(_:_:matrix:)``).
    init?(_ layer: borrowing CALayer, _ properties: UnsafePointer<CALayerProperties>, hasMask: Bool, matrix m: CATransform3D,
          skipsIdleClips: Bool) {
        guard Self.mayBeNeeded(hasMask: hasMask, properties) else { return nil }
        let p = properties.pointee  // the rare case: copied
        mask = hasMask ? layer.mask : nil
        let hasSublayers = !(layer.sublayers?.isEmpty ?? true)
        isGroup = p.opacity < 1 && hasSublayers && layer.allowsGroupOpacity
        let axisAligned = m.m12 == 0 && m.m21 == 0 && m.m14 == 0 && m.m24 == 0
        let shapeClip = p.masksToBounds && (hasSublayers || layer.contentsObject != nil || p.shadow.isVisible)
            && (p.cornerRadius > 0 || !axisAligned)
        // Decided first: a screen rectangle clips most layers, with no walk over their sublayers.
        if mask == nil && !shapeClip && !isGroup { return nil }
        // A clip that would cut nothing (the sublayers inside the rounded bounds) is left out.
        let idle = p.masksToBounds && skipsIdleClips && LayerRenderer.roundedClipCutsNothing(layer, properties, matrix: m)
        (clips, clipsToShape) = (p.masksToBounds && !idle, shapeClip && !idle)
        if mask == nil && !clipsToShape && !isGroup { return nil }
    }
}

extension LayerRenderer {
    /// Draws the layer and its sublayers into a picture of the part of the
    /// target they can cover, masks it by the rounded bounds and the mask
    /// layer's alpha, and draws it with the group's opacity.
    func drawIsolated(_ layer: CALayer, _ p: CALayerProperties, _ isolation: Isolation,
                      matrix m: CATransform3D, opacity: Double, alpha: Double) {
        let size = targetSize()
        var region = SDL_Rect(x: 0, y: 0, w: size.width, h: size.height)
        if SDL_RenderIsClipEnabled(renderer) == SDL_TRUE {
            var clip = SDL_Rect()
            SDL_RenderGetClipRect(renderer, &clip)
            region = region.intersection(clip)
        }
        let b = p.bounds
        if p.masksToBounds, let box = pixelBox([m.project(b.minX, b.minY), m.project(b.maxX, b.minY),
                                                 m.project(b.maxX, b.maxY), m.project(b.minX, b.maxY)]) {
            region = region.intersection(box)
        }
        // A mask limits the region only if it has no sublayers (they may reach past its bounds).
        if let mask = isolation.mask, mask.sublayers == nil {
            let mp = mask.presentedProperties
            let mm = CATransform3DConcat(layerToParent(mp), m.flattened), mb = mp.bounds
            if let box = pixelBox([mm.project(mb.minX, mb.minY), mm.project(mb.maxX, mb.minY),
                                   mm.project(mb.maxX, mb.maxY), mm.project(mb.minX, mb.maxY)]) {
                region = region.intersection(box)
            }
        }
        // Only where the layer and its sublayers can draw (a card, not the window).
        if offscreenPassesCoverDrawnBox, let box = withUnsafePointer(to: p, { drawnBox(of: layer, $0, matrix: m) }) {
            region = region.intersection(box)
        }
        guard region.w > 0, region.h > 0 else { return }
        let local = moved(m, byPixels: region.x, region.y)
        // A group is drawn opaque and faded as one; otherwise each part keeps its own opacity.
        let bodyAlpha = isolation.isGroup ? 1 : alpha
        guard var picture = renderOffscreen(width: region.w, height: region.h, {
            drawBody(layer, p, layer.drawingTraits, matrix: local, alpha: bodyAlpha, clipsSublayers: false)
        }) else { return }
        if isolation.clips, let shape = renderOffscreen(width: region.w, height: region.h, {
            fillRoundedRect(b, radius: p.cornerRadius, matrix: local, color: SDL_Color(r: 255, g: 255, b: 255, a: 255),
                            corners: layer.maskedCorners)
        }) {
            picture.mask(by: shape)
        }
        if let mask = isolation.mask, let coverage = renderOffscreen(width: region.w, height: region.h, {
            drawLayer(mask, space: local.flattened, opacity: 1)
        }) {
            picture.mask(by: coverage)
        }
        drawPicture(picture, x: region.x, y: region.y, alpha: isolation.isGroup ? alpha : 1)
    }
}
