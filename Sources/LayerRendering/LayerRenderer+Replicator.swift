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
        var power = CATransform3DIdentity
        for k in 0..<instances.count {
            if k > 0 { power = CATransform3DConcat(power, instances.transform) }
            let color = instances.color(ofCopy: k)
            let copyAlpha = alpha * Double(color.alpha)
            guard copyAlpha > 0.001 else { continue }
            tint = (outerTint.red * Double(color.red), outerTint.green * Double(color.green),
                    outerTint.blue * Double(color.blue))
            let copySpace = CATransform3DConcat(instances.placement(power: power), space)
            replicator.withSublayersPresented(delayedBy: Double(k) * instances.delay) {
                drawSublayers(children, space: copySpace, alpha: copyAlpha)
            }
        }
    }
}
