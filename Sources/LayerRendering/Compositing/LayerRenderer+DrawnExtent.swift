import CSDL2
import Foundation
import LayerAnimation

/// Where a layer and its sublayers can put pixels. Two uses:
///
/// - An offscreen pass for the layer covers only that box. A fading layer
///   with sublayers (a card, a view faded in) is drawn offscreen, read back
///   and drawn again; over the whole target that was a full-window pass per
///   fading layer, every frame.
/// - Rounded (or turned) clipping, also an offscreen pass, is skipped when
///   everything the clip could cut lies inside the rounded bounds already:
///   a rounded panel or button whose labels sit inside its padding (common
///   in UIKit code: `cornerRadius` with `clipsToBounds`).
///
/// The box is conservative: each part a layer draws, as `drawBody` draws
/// it (background and border in the bounds, contents in the bounds or a
/// drawing's own area, a shadow from its path or its shape with its blur
/// and offset, sublayers unless clipped), projected and united. Nil where
/// it cannot be told cheaply (an emitter's particles, a replicator's
/// copies, a transform layer's depth sorting, a transition, contents placed
/// by a gravity from their own size, a shadow drawn from a subtree, a point
/// behind the eye): the caller then does what it did without it.
extension LayerRenderer {
    /// The pixel box `layer` (its presented properties `p`, mapped by `m`)
    /// and its sublayers can draw into, with two pixels of room on each side
    /// for smoothed edges; empty if they draw nothing, nil if unknown.
    func drawnBox(of layer: CALayer, _ p: UnsafePointer<CALayerProperties>, matrix m: CATransform3D) -> SDL_Rect? {
        var box = PixelExtent()
        guard Self.extend(&box, by: layer, p, matrix: m) else { return nil }
        return box.rect(margin: 2)
    }

    /// Whether clipping `layer` (presented `p`, mapped to pixels by `m`) to
    /// its rounded bounds would cut nothing: it shows no contents and no
    /// shadow of its own (those are cut by the clip), and its sublayers
    /// draw only inside the rounded bounds, a pixel and a half clear of
    /// their edge (where the clip's smoothed edge would fade them).
    static func roundedClipCutsNothing(_ layer: CALayer, _ p: UnsafePointer<CALayerProperties>, matrix m: CATransform3D) -> Bool {
        guard layer.drawingTraits.contentsIdentity == nil, !p.pointee.shadow.isVisible,
              let children = layer.sublayers else { return false }
        let b = p.pointee.bounds
        guard let scale = smallestScale(of: b, matrix: m), scale > 0 else { return false }
        // The sublayers in the layer's own plane (its bounds' coordinates).
        var box = PixelExtent()
        let space = sublayerSpace(p.pointee, matrix: CATransform3DIdentity)
        for child in children {
            let cp = child.unsafePresentedProperties
            guard extend(&box, by: child, cp, matrix: CATransform3DConcat(layerToParent(cp.pointee), space)) else {
                return false
            }
        }
        guard let inner = box.planeRect else { return true }  // the sublayers draw nothing
        let margin = 1.5 / scale
        return RoundedRect.contains(inner, in: b.insetBy(dx: margin, dy: margin),
                                    radius: max(RoundedRect.clampedRadius(b, p.pointee.cornerRadius) - margin, 0))
    }

    /// Pixels a point along `b`'s edges under `m`, the least of the four
    /// edges' (each edge's on average: in perspective it varies along it);
    /// nil if an edge is behind the eye or has no length.
    private static func smallestScale(of b: CGRect, matrix m: CATransform3D) -> Double? {
        let c = m.corners(of: b)
        guard isInFront(c), b.width > 0, b.height > 0 else { return nil }
        func length(_ a: ProjectedPoint, _ z: ProjectedPoint) -> Double {
            let (p, q) = (a.screen, z.screen)
            return ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot()
        }
        let scale = min(length(c.0, c.1) / b.width, length(c.3, c.2) / b.width,
                        length(c.0, c.3) / b.height, length(c.1, c.2) / b.height)
        return scale.isFinite ? scale : nil
    }

    /// Adds to `box` what `layer` draws mapped by `m`; false when that cannot be bounded.
    private static func extend(_ box: inout PixelExtent, by layer: CALayer, _ p: UnsafePointer<CALayerProperties>,
                               matrix m: CATransform3D) -> Bool {
        guard !p.pointee.isHidden else { return true }
        let traits = layer.drawingTraits
        guard traits.kind == .plain, !traits.holdsTransitionSnapshot else { return false }
        let b = p.pointee.bounds
        // The bounds, where the background, the border or contents fill them.
        var fillsBounds = (p.pointee.backgroundColorComponents?.alpha ?? 0) > 0
            || (p.pointee.borderWidth > 0 && (p.pointee.borderColorComponents?.alpha ?? 0) > 0)
        if traits.contentsIdentity != nil {
            if let drawing = layer.contentsObject as? CALayerDrawing {
                guard drawing.area.isFiniteRect, box.add(drawing.area, matrix: m) else { return false }
            } else if traits.gravityIsResize {
                fillsBounds = true
            } else {
                return false
            }
        }
        if fillsBounds { guard box.add(b, matrix: m) else { return false } }
        if p.pointee.shadow.isVisible {
            let reach = shadowReach(blurRadius: shadowBlurRadius(p.pointee))
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
        // Clipped to the bounds (drawBody clips only a layer in front of the eye).
        if p.pointee.masksToBounds && isInFront(m.corners(of: b)) { return box.add(b, matrix: m) }
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

/// A growing box of points of one plane: the screen's, in pixels, or a layer's own.
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

    /// The box as a rectangle of the plane it was measured in; nil if nothing was added.
    var planeRect: CGRect? {
        minX <= maxX && minY <= maxY ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : nil
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
