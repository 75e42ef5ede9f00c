import LayerAnimation

/// The animation every layer of the uniform bench scene plays: a group of five
/// children (scale x/y, translation x/y, rotation about x), each 2 s and
/// eased in and out, autoreversing forever, staggered by layer `index`
/// with `timeOffset`.
public func fiveChildGroup(index: Int) -> CAAnimationGroup {
    func child(_ keyPath: String, _ from: Double, _ to: Double) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 2
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        return animation
    }
    let group = CAAnimationGroup()
    group.animations = [
        child("transform.scale.x", 1, 1.4), child("transform.scale.y", 1, 0.7),
        child("transform.translation.x", 0, 12), child("transform.translation.y", 0, -8),
        child("transform.rotation.x", 0, 2 * .pi),
    ]
    group.duration = 2
    group.autoreverses = true
    group.repeatCount = .infinity
    group.timeOffset = Double(index % 97) * 0.041
    return group
}

/// The animation every label of the text bench scene plays: sliding a few
/// points and fading a little, as labels of a list or a board do, 2 s
/// each way, staggered by layer `index`.
public func labelDrift(index: Int) -> CAAnimationGroup {
    func child(_ keyPath: String, _ from: Double, _ to: Double, additive: Bool = true) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        (animation.fromValue, animation.toValue, animation.duration) = (from, to, 2)
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        animation.isAdditive = additive
        return animation
    }
    let group = CAAnimationGroup()
    group.animations = [child("position.x", 0, 16), child("position.y", 0, -10), child("opacity", 1, 0.6, additive: false)]
    group.duration = 2
    group.autoreverses = true
    group.repeatCount = .infinity
    group.timeOffset = Double(index % 97) * 0.041
    return group
}
