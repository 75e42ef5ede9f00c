import CSDL2
import Foundation
import LayerAnimation

extension LayerRenderer {
    /// A replicator's sublayers, once per copy: copy k placed by the
    /// instance transform applied k times about the replicator's centre,
    /// its colours multiplied by its instance colour, its time k delays
    /// behind. Copies of copies (nested replicators) multiply their tints
    /// and add their delays, inner placement first.
    func drawCopies(of children: [CALayer], in replicator: CAReplicatorLayer, space: CATransform3D, alpha: Double) {
        let instances = replicator.presentedInstances
        guard instances.count > 0 else { return }
        let outerTint = tint
        defer { tint = outerTint }
        var placements: [CATransform3D] = []
        placements.reserveCapacity(instances.count)
        var power = CATransform3DIdentity
        for k in 0..<instances.count {
            if k > 0 { power = CATransform3DConcat(power, instances.transform) }
            placements.append(instances.placement(power: power))
        }
        var order = Array(0..<instances.count)
        if replicator.preservesDepth {
            // Back to front by the depth each copy puts the centre at (higher z is nearer).
            let c = instances.center
            func depth(_ m: CATransform3D) -> Double {
                let w = c.x * m.m14 + c.y * m.m24 + m.m44
                return Double((c.x * m.m13 + c.y * m.m23 + m.m43) / (w != 0 ? w : 1))
            }
            order.sort { (depth(placements[$0]), $0) < (depth(placements[$1]), $1) }
        }
        for k in order {
            let color = instances.color(ofCopy: k)
            let copyAlpha = alpha * Double(color.alpha)
            guard copyAlpha > 0.001 else { continue }
            tint = (outerTint.red * Double(color.red), outerTint.green * Double(color.green),
                    outerTint.blue * Double(color.blue))
            let copySpace = CATransform3DConcat(placements[k], space)
            replicator.withSublayersPresented(delayedBy: Double(k) * instances.delay) {
                drawSublayers(children, space: copySpace, alpha: copyAlpha)
            }
        }
    }
}
