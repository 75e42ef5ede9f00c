import Foundation

/// The action a view's layer runs for a change inside an animation block:
/// it knows the value before the change and, run after it, adds the
/// block's animation from there to the new model value. Position, bounds
/// and transform animate additively (from old − new to nothing, blending
/// with animations already running: no jump, every completion `true`);
/// other keys replace the animation before them, from the old model value
/// or, with `.beginFromCurrentState`, from what is presented.
@preconcurrency @MainActor
final class ViewPropertyAction: @preconcurrency CAAction {
    let block: ViewAnimationBlock
    weak var view: UIView?
    let key: String
    let oldModel: Any?
    let oldPresented: Any?

    init(block: ViewAnimationBlock, view: UIView, key: String, oldModel: Any?, oldPresented: Any?) {
        (self.block, self.view, self.key, self.oldModel, self.oldPresented) = (block, view, key, oldModel, oldPresented)
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer, let view, let new = layer.value(forKey: event) else { return }
        let animation = block.makeAnimation(for: layer)
        animation.keyPath = event
        let addedKey: String
        if ViewAnimationBlock.additiveKeys.contains(event), let old = oldModel,
           let (offset, zero) = AdditiveOffset.between(old, new) {
            animation.isAdditive = true
            (animation.fromValue, animation.toValue) = (offset, zero)
            addedKey = Self.freeKey(event, on: layer)
        } else {
            let start = block.options.contains(.beginFromCurrentState) ? (oldPresented ?? oldModel) : oldModel
            // A colour from or to none has nothing to move between: it shows at once.
            guard let from = start, !(from is NSNull) else { return }
            (animation.fromValue, animation.toValue) = (from, new)
            addedKey = event
        }
        block.add(animation, forKey: addedKey, to: layer, of: view)
    }

    /// `key`, or `key` with the first number after it that no animation on `layer` uses.
    private static func freeKey(_ key: String, on layer: CALayer) -> String {
        guard layer.animation(forKey: key) != nil else { return key }
        var number = 2
        while layer.animation(forKey: "\(key)-\(number)") != nil { number += 1 }
        return "\(key)-\(number)"
    }
}

/// What an additive animation starts from: the old value less the new,
/// and the value that means no offset. Nil when there is none (a
/// transform that cannot be inverted: that change animates absolutely).
enum AdditiveOffset {
    static func between(_ old: Any, _ new: Any) -> (Any, Any)? {
        switch (old, new) {
        case (let old as CGPoint, let new as CGPoint):
            return (CGPoint(x: old.x - new.x, y: old.y - new.y), CGPoint.zero)
        case (let old as CGRect, let new as CGRect):
            return (CGRect(x: old.minX - new.minX, y: old.minY - new.minY, width: old.width - new.width,
                           height: old.height - new.height), CGRect.zero)
        case (let old as CATransform3D, let new as CATransform3D):
            // The model is `new`; presented is new · offset, so the offset is new⁻¹ · old.
            let inverse = CATransform3DInvert(new)
            guard CATransform3DIsIdentity(CATransform3DConcat(new, inverse)) || nearlyIdentity(CATransform3DConcat(new, inverse)) else { return nil }
            return (CATransform3DConcat(inverse, old), CATransform3DIdentity)
        default:
            return nil
        }
    }

    private static func nearlyIdentity(_ t: CATransform3D) -> Bool {
        let entries = [t.m11 - 1, t.m12, t.m13, t.m14, t.m21, t.m22 - 1, t.m23, t.m24,
                       t.m31, t.m32, t.m33 - 1, t.m34, t.m41, t.m42, t.m43, t.m44 - 1]
        return entries.allSatisfy { abs($0) < 1e-9 }
    }
}
