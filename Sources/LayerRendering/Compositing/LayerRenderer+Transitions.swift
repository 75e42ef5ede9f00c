import CSDL2
import Foundation
import LayerAnimation

/// Drawn transitions: the old picture (the layer's ``CALayer/transitionSnapshot``)
/// and the new one (the layer as it is now), both drawn in the layer's own
/// plane, combined per `type` and `subtype`, then drawn like contents
/// through the layer's mapping (so a transition turns in 3D with it).
/// Both pictures are cut to the layer's bounds.
extension LayerRenderer {
    /// The largest side, in pixels, a transition's pictures are drawn at.
    static let maximumTransitionSide = 4096

    func drawTransition(_ transition: CATransitionState, of layer: CALayer, from snapshot: CALayer,
                        space: CATransform3D, opacity: Double) {
        let p = layer.presentedProperties
        guard !p.isHidden else { return }
        let alpha = opacity * Double(p.opacity)
        guard alpha > 0.001 else { return }
        let m = CATransform3DConcat(layerToParent(p), space)
        let b = p.bounds
        let scale = pixelsPerPoint
        let width = Int((b.width * scale).rounded(.up)), height = Int((b.height * scale).rounded(.up))
        guard (1...Self.maximumTransitionSide).contains(width), (1...Self.maximumTransitionSide).contains(height) else { return }
        let local = localPixels(b, scale: scale)
        // The old picture is drawn once per transition (the snapshot does not change).
        let id = ObjectIdentifier(snapshot)
        let old: PixelPicture
        if let kept = transitionPictures.use(id), kept.snapshot === snapshot,
           kept.picture.width == width, kept.picture.height == height {
            old = kept.picture
        } else {
            let sp = snapshot.presentedProperties
            old = renderOffscreen(width: Int32(width), height: Int32(height), {
                guard !sp.isHidden else { return }
                drawBody(snapshot, sp, snapshot.drawingTraits, matrix: localPixels(sp.bounds, scale: scale), alpha: Double(sp.opacity),
                         clipsSublayers: true)
            }) ?? PixelPicture(width: width, height: height)
            transitionPictures.store((snapshot, old), for: id)
        }
        func newPicture() -> PixelPicture? {
            renderOffscreen(width: Int32(width), height: Int32(height), {
                drawBody(layer, p, layer.drawingTraits, matrix: local, alpha: 1, clipsSublayers: true)
            })
        }
        let t = Double(transition.progress)
        if let turn = Self.turn(transition.type, transition.subtype, progress: t, bounds: b) {
            // Half a turn: the old face until it is edge-on, then the new one
            // (drawn only then). Each face is uploaded once and kept while the
            // layer looks the same: a turn moves it, it does not change it.
            let face: OpaquePointer?
            if t < 0.5 {
                face = keptFace(of: snapshot, bounds: b, look: RasterizedLook(scale: scale)) { old }
            } else if let look = Self.look(of: layer, Self.placedAtOrigin(p), scale: scale, inTransition: true) {
                face = keptFace(of: layer, bounds: b, look: look, picture: newPicture)
            } else {
                // A face that cannot be kept (a mask, a transition inside): drawn every frame.
                guard let face = newPicture() else { return }
                return drawPicture(face, onto: b, matrix: CATransform3DConcat(turn, m), alpha: alpha)
            }
            let turned = CATransform3DConcat(turn, m)
            let corners = turned.corners(of: b)
            guard let face, isInFront(corners) else { return }
            drawTexture(face, bounds: b, corners: corners, matrix: turned, alpha: alpha)
            return
        }
        guard let new = newPicture() else { return }
        let picture = Self.composed(old: old, new: new, transition.type, transition.subtype, progress: t)
        drawPicture(picture, onto: b, matrix: m, alpha: alpha)
    }

    /// The texture of a flip's face: `source` (the snapshot, whose look
    /// does not change, or the layer looking like `look`) as `picture()`
    /// draws it, uploaded once and kept while frames draw it and it looks
    /// the same.
    private func keptFace(of source: CALayer, bounds: CGRect, look: RasterizedLook,
                          picture: () -> PixelPicture?) -> OpaquePointer? {
        let id = ObjectIdentifier(source)
        if let kept = transitionFaces.use(id), kept.layer === source, kept.look == look { return kept.texture }
        guard let drawn = picture(), let texture = keptTexture(of: drawn) else { return nil }
        flipFacesDrawn += 1
        transitionFaces.store(RasterizedLayer(look: look, area: bounds, texture: texture, layer: source), for: id)
        return texture
    }

    /// For a flip (or a curl, drawn as a flip about the top edge): the turn
    /// of the layer's plane at `progress`, about its centre (or top edge)
    /// with perspective (eye 500 points away), the face showing turned less
    /// than a quarter; nil for other kinds.
    static func turn(_ type: CATransitionType, _ subtype: CATransitionSubtype?, progress t: Double,
                     bounds b: CGRect) -> CATransform3D? {
        let aboutTop = type == .pageCurl || type == .pageUnCurl
        guard type == .flip || aboutTop else { return nil }
        // The old face turns from 0 to a quarter; the new one from minus a quarter to 0.
        let angle = (t < 0.5 ? t : t - 1) * .pi
        let (cx, cy) = (b.midX, aboutTop ? b.minY : b.midY)
        let rotation: CATransform3D
        switch (aboutTop, subtype ?? .fromLeft) {
        case (true, _): rotation = CATransform3DMakeRotation(type == .pageCurl ? angle : -angle, 1, 0, 0)
        case (false, .fromTop): rotation = CATransform3DMakeRotation(-angle, 1, 0, 0)
        case (false, .fromBottom): rotation = CATransform3DMakeRotation(angle, 1, 0, 0)
        case (false, .fromRight): rotation = CATransform3DMakeRotation(-angle, 0, 1, 0)
        default: rotation = CATransform3DMakeRotation(angle, 0, 1, 0)
        }
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        perspective.m33 = 0  // back onto the layer's plane
        let about = CATransform3DConcat(CATransform3DMakeTranslation(-cx, -cy, 0), rotation)
        return CATransform3DConcat(CATransform3DConcat(about, perspective), CATransform3DMakeTranslation(cx, cy, 0))
    }

    /// The transition's picture at `progress` (0: all old, 1: all new).
    static func composed(old: PixelPicture, new: PixelPicture, _ type: CATransitionType,
                         _ subtype: CATransitionSubtype?, progress t: Double) -> PixelPicture {
        let (w, h) = (Double(new.width), Double(new.height))
        // Where the new picture comes in from, a whole picture away (Apple's default: from the left).
        let (fullX, fullY): (Double, Double) = switch subtype ?? .fromLeft {
        case .fromRight: (w, 0)
        case .fromTop: (0, -h)
        case .fromBottom: (0, h)
        default: (-w, 0)
        }
        func shift(_ fraction: Double) -> (Int, Int) {
            (Int((fullX * fraction).rounded()), Int((fullY * fraction).rounded()))
        }
        switch type {
        case .moveIn:  // the new slides in over the old
            var result = old
            let (dx, dy) = shift(1 - t)
            result.draw(new, dx: dx, dy: dy)
            return result
        case .push:  // the new pushes the old out
            var result = PixelPicture(width: new.width, height: new.height)
            let (dx, dy) = shift(1 - t)
            result.draw(old, dx: dx - Int(fullX.rounded()), dy: dy - Int(fullY.rounded()))
            result.draw(new, dx: dx, dy: dy)
            return result
        case .reveal:  // the old slides out, uncovering the new
            var result = new
            let (dx, dy) = shift(-t)
            result.draw(old, dx: dx, dy: dy)
            return result
        default:  // fade, and kinds this renderer does not know
            return old.mixed(with: new, t)
        }
    }
}
