import CSDL2
import Foundation
import LayerAnimation

extension LayerRenderer {
    /// A layer whose subtree keeps its depth (a transform layer) drawn
    /// from the space `space` of its nearest flattening ancestor: every
    /// layer that flattens (anything but a transform layer) is found below
    /// it with its 3D mapping, and they are drawn back to front by depth
    /// in that ancestor's space.
    func drawDepthSorted(_ layer: CALayer, space: CATransform3D, opacity: Double) {
        var items: [DepthItem] = []
        collectDepthItems([layer], local: CATransform3DIdentity, opacity: opacity, into: &items)
        drawDepthItems(items, flatSpace: space)
    }

    struct DepthItem {
        let layer: CALayer
        /// The layer's parent space in the flattening ancestor's 3D space.
        let local: CATransform3D
        let depth: Double
        let opacity: Double
        let order: Int
    }

    /// Finds the flattening layers among `layers` and below any transform
    /// layers among them; `local` maps their parent's space into the
    /// flattening ancestor's, in 3D.
    func collectDepthItems(_ layers: [CALayer], local: CATransform3D, opacity: Double, into items: inout [DepthItem]) {
        for layer in layers {
            let p = layer.presentedProperties
            guard !p.isHidden else { continue }
            let mapped = CATransform3DConcat(layerToParent(p), local)
            if layer is CATransformLayer {
                // Its opacity applies to each sublayer; its sublayers stay in 3D.
                let alpha = opacity * Double(p.opacity)
                guard alpha > 0.001, let children = layer.sublayers else { continue }
                collectDepthItems(children, local: sublayerSpace3D(p, matrix: mapped), opacity: alpha, into: &items)
            } else {
                // The depth of the layer's anchor point, where `position` puts it.
                let ax = p.bounds.minX + p.anchorPoint.x * p.bounds.width, ay = p.bounds.minY + p.anchorPoint.y * p.bounds.height
                let w = ax * mapped.m14 + ay * mapped.m24 + mapped.m44
                let z = (ax * mapped.m13 + ay * mapped.m23 + mapped.m43) / (w != 0 ? w : 1)
                items.append(DepthItem(layer: layer, local: local, depth: Double(z), opacity: opacity, order: items.count))
            }
        }
    }

    /// Draws `items` back to front (higher z is nearer), in order where they tie.
    func drawDepthItems(_ items: [DepthItem], flatSpace: CATransform3D) {
        for item in items.sorted(by: { ($0.depth, $0.order) < ($1.depth, $1.order) }) {
            drawLayer(item.layer, space: CATransform3DConcat(item.local, flatSpace), opacity: item.opacity)
        }
    }
}
