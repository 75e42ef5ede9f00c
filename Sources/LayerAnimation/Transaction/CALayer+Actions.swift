import Foundation

extension CALayer {
    /// The properties whose changes animate by default (`frame` animates
    /// through `position` and `bounds`).
    static let implicitlyAnimatedKeys: Set<String> = [
        "bounds", "position", "anchorPoint", "zPosition", "transform", "sublayerTransform", "opacity",
        "cornerRadius", "borderWidth", "backgroundColor", "borderColor",
        "shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor",
    ]

    /// Applies a change of the model property `key`, running its action
    /// (an implicit animation) when the layer has a superlayer and actions
    /// are not disabled. An animation action without values animates from
    /// the value presented just before the change to the new model value.
    func changeModel(_ key: String, _ change: (inout CALayerProperties) -> Void) {
        guard superlayer != nil else { return change(&frameState.model) }
        let stack = TransactionStack.current
        guard !stack.disablesActions, let action = action(forKey: key) else {
            return change(&frameState.model)
        }
        let before = value(forKey: key, in: presentedNow())
        change(&frameState.model)
        var toRun = action
        if let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil {
            let after = value(forKey: key, in: frameState.model)
            // Nothing to move between (a colour from or to none): the change shows at once.
            guard let before, let after, let filled = basic.copy() as? CABasicAnimation else { return }
            filled.keyPath = filled.keyPath ?? key
            (filled.fromValue, filled.toValue) = (before, after)
            toRun = filled
        }
        let previous = animation(forKey: key)
        toRun.run(forKey: key, object: self, arguments: nil)
        if let added = frameState.entries.last(where: { $0.key == key })?.animation, added !== previous {
            stack.implicitAnimationAdded(added, forKey: key, to: self)
        }
    }

    /// The presentation at this moment (the model when nothing animates).
    private func presentedNow() -> CALayerProperties {
        guard !frameState.entries.isEmpty else { return frameState.model }
        return frameState.evaluated(atLocalTime: convertTime(CACurrentMediaTime(), from: nil)).0
    }

    /// The value of the property `key` in `p`, as an animation takes it.
    private func value(forKey key: String, in p: CALayerProperties) -> Any? {
        switch key {
        case "bounds": p.bounds
        case "position": p.position
        case "anchorPoint": p.anchorPoint
        case "zPosition": Double(p.zPosition)
        case "transform": p.transform
        case "sublayerTransform": p.sublayerTransform
        case "opacity": Double(p.opacity)
        case "cornerRadius": Double(p.cornerRadius)
        case "borderWidth": Double(p.borderWidth)
        case "backgroundColor": p.backgroundColor
        case "borderColor": p.borderColor
        case "strokeStart": Double(p.shape.strokeStart)
        case "strokeEnd": Double(p.shape.strokeEnd)
        case "lineWidth": Double(p.shape.lineWidth)
        case "fillColor": p.shape.fillColor?.cgColor
        case "strokeColor": p.shape.strokeColor?.cgColor
        case "shadowOpacity": Double(p.shadow.opacity)
        case "shadowRadius": Double(p.shadow.radius)
        case "shadowOffset": p.shadow.offset
        case "shadowColor": p.shadow.color?.cgColor
        case "miterLimit": Double(p.shape.miterLimit)
        case "lineDashPhase": Double(p.shape.lineDashPhase)
        case "fontSize": Double(p.text.fontSize)
        case "foregroundColor": p.text.foregroundColor?.cgColor
        default: nil
        }
    }
}
