import CSDL2
import Foundation
import LayerAnimation

/// Where a layer and its sublayers can put pixels: what an offscreen pass
/// for the layer needs to cover. A fading layer with sublayers (a card, a
/// view faded in) is drawn offscreen, read back and drawn again; over the
/// whole target that was a full-window pass per fading layer, every frame.
///
/// The box is conservative: each part a layer draws, as `drawBody` draws
/// it (background, border, contents, shadow, sublayers unless clipped),
/// projected and united. Nil where it cannot be told cheaply (an emitter's
/// particles, a replicator's copies, a transform layer's depth sorting, a
/// transition, contents placed by a gravity from their own size, a shadow
/// drawn from a subtree, a point behind the eye): the caller then covers
/// everything, as before.
extension LayerRenderer {
    /// The pixel box `layer` (its presented properties `p`, mapped by `m`)
    /// and its sublayers can draw into, with a pixel of room on each side
    /// for smoothed edges; empty if they draw nothing, nil if unknown.
    func drawnBox(of layer: CALayer, _ p: UnsafePointer<CALayerProperties>, matrix m: CATransform3D) -> SDL_Rect? {
        var box = PixelExtent()
        guard extend(&box, by: layer, p, matrix: m) else { return nil }
        return box.rect(margin: 2)
    }

    /// Adds to `box` what `layer` draws mapped by `m`; false when that cannot be bounded.
    private func extend(_ box: inout PixelExtent, by layer: CALayer, _ p: UnsafePointer<CALayerProperties>,
                        matrix m: CATransform3D) -> Bool {
        guard !p.pointee.isHidden else { return true }
        let traits = layer.drawingTraits
        guard traits.kind == .plain, layer.transitionSnapshot == nil else { return false }
        let b = p.pointee.bounds
        guard box.add(b, matrix: m) else { return false }
        if traits.contentsIdentity != nil {
            if let drawing = layer.contentsObject as? CALayerDrawing {
                guard drawing.area.isFiniteRect, box.add(drawing.area, matrix: m) else { return false }
            } else if !traits.gravityIsResize {
                return false
            }
        }
        if p.pointee.shadow.isVisible {
            let reach = Self.shadowReach(blurRadius: Self.shadowBlurRadius(p.pointee))
            let shape: CGRect
            if let path = layer.shadowPath {
                shape = path.boundingBoxOfPath
            } else if layer.sublayers?.isEmpty ?? true, traits.contentsIdentity == nil {
                shape = b
            } else {
                return false  // the shadow of whatever the subtree draws
            }
            guard !shape.isNull, shape.isFiniteRect else { return true }  // drawShadow draws nothing then
            let area = shape.insetBy(dx: -reach, dy: -reach)
                .offsetBy(dx: p.pointee.shadow.offset.width, dy: p.pointee.shadow.offset.height)
            guard box.add(area, matrix: m) else { return false }
        }
        guard let children = layer.sublayers, !children.isEmpty else { return true }
        // Clipped to the bounds already counted (drawBody clips only a layer in front of the eye).
        if p.pointee.masksToBounds && isInFront(m.corners(of: b)) { return true }
        let space = sublayerSpace(p.pointee, matrix: m)
        for child in children {
            let cp = child.unsafePresentedProperties
            guard extend(&box, by: child, cp, matrix: CATransform3DConcat(layerToParent(cp.pointee), space)) else {
                return false
            }
        }
        return true
    }
}

/// A growing box of screen points, in pixels.
private struct PixelExtent {
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity

    /// Adds rectangle `r` of a layer's plane mapped by `m`; false when a
    /// corner is behind the eye or lands at no finite point.
    mutating func add(_ r: CGRect, matrix m: CATransform3D) -> Bool {
        guard r.isFiniteRect else { return false }
        let c = m.corners(of: r)
        guard isInFront(c) else { return false }
        return include(c.0.screen) && include(c.1.screen) && include(c.2.screen) && include(c.3.screen)
    }

    private mutating func include(_ point: (x: Double, y: Double)) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        (minX, maxX) = (min(minX, point.x), max(maxX, point.x))
        (minY, maxY) = (min(minY, point.y), max(maxY, point.y))
        return true
    }

    /// The whole pixels covered, `margin` more on each side; empty if nothing was added.
    func rect(margin: Double) -> SDL_Rect {
        guard minX <= maxX, minY <= maxY else { return SDL_Rect(x: 0, y: 0, w: 0, h: 0) }
        let limit = Double(Int32.max / 4)
        func pixel(_ value: Double) -> Int32 { Int32(max(-limit, min(limit, value))) }
        let x0 = pixel((minX - margin).rounded(.down)), y0 = pixel((minY - margin).rounded(.down))
        let x1 = pixel((maxX + margin).rounded(.up)), y1 = pixel((maxY + margin).rounded(.up))
        return SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0)
    }
}
