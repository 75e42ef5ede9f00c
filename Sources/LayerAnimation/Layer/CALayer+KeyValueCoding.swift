import Foundation

/// Key-value coding for the animatable properties, as `NSObject` gives
/// Apple's layers: what code that animates "by key" (UIKit-style
/// animators, generic tweening) reads and writes.
extension CALayer {
    /// The model value of the animatable property `key` (`"opacity"`,
    /// `"position"`, `"transform"`, ...), as an animation takes it; of a few
    /// other properties by name (`"name"`, `"hidden"`, `"masksToBounds"`,
    /// `"contents"`); or what was set for any other key (nil if nothing).
    public func value(forKey key: String) -> Any? {
        guard let keyPath = AnimatableKeyPath(key) else { return otherValue(forKey: key) }
        if case .extra(let extra) = keyPath {
            guard let extras = frameState.extras else { return nil }
            return extra.publicValue(extras.model[extra] ?? (extra == .colors || extra == .locations ? nil
                                                                : extra.defaultValue(in: extras.model)))
        }
        return withUnsafePointer(to: frameState.model) { CALayer.value(for: keyPath, in: $0) }
    }

    /// Sets the animatable property `key` through its setter (so the change
    /// runs its action, as any change does), or one of the few other
    /// properties by name; any other key holds the value for ``value(forKey:)``
    /// (as Apple's layers do: code tags layers so). A value of the wrong type
    /// for a property is reported and ignored.
    /// (Not overridable: Swift on Linux has no `NSObject` to inherit it from.)
    public func setValue(_ value: Any?, forKey key: String) {
        let accepted: Bool
        switch (AnimatableKeyPath(key), value) {
        case (.opacity?, let v): accepted = number(v).map { opacity = Float($0) } != nil
        case (.zPosition?, let v): accepted = number(v).map { zPosition = $0 } != nil
        case (.cornerRadius?, let v): accepted = number(v).map { cornerRadius = $0 } != nil
        case (.borderWidth?, let v): accepted = number(v).map { borderWidth = $0 } != nil
        case (.shadowOpacity?, let v): accepted = number(v).map { shadowOpacity = Float($0) } != nil
        case (.shadowRadius?, let v): accepted = number(v).map { shadowRadius = $0 } != nil
        case (.position?, let v?): accepted = BoxedGeometry.point(v).map { position = $0 } != nil
        case (.anchorPoint?, let v?): accepted = BoxedGeometry.point(v).map { anchorPoint = $0 } != nil
        case (.bounds?, let v?): accepted = BoxedGeometry.rect(v).map { bounds = $0 } != nil
        case (.shadowOffset?, let v?): accepted = BoxedGeometry.size(v).map { shadowOffset = $0 } != nil
        case (.transform?, let v?): accepted = BoxedGeometry.transform(v).map { transform = $0 } != nil
        case (.sublayerTransform?, let v?): accepted = BoxedGeometry.transform(v).map { sublayerTransform = $0 } != nil
        case (.backgroundColor?, let v): accepted = color(v).map { backgroundColor = $0 } != nil
        case (.borderColor?, let v): accepted = color(v).map { borderColor = $0 } != nil
        case (.shadowColor?, let v): accepted = color(v).map { shadowColor = $0 } != nil
        default: accepted = setSubclassValue(value, forKey: key) || setOtherValue(value, forKey: key)
        }
        if !accepted {
            CADiagnostics.report(CADiagnostic(layerProperty: key, message: "setValue(_:forKey:) with \(value.map { "\(type(of: $0))" } ?? "nil") is not supported; ignored"))
        }
    }

    /// The properties that do not animate, by the names Apple's key-value
    /// coding gives them; other keys that are not animatable hold any value.
    /// False for an animatable key (its value was of the wrong type) or a
    /// value of the wrong type.
    private func setOtherValue(_ value: Any?, forKey key: String) -> Bool {
        guard AnimatableKeyPath(key) == nil else { return false }
        switch key {
        case "name":
            guard value == nil || value is String else { return false }
            name = value as? String
        case "hidden", "isHidden":
            guard let flag = value as? Bool else { return false }
            isHidden = flag
        case "masksToBounds":
            guard let flag = value as? Bool else { return false }
            masksToBounds = flag
        case "contents":
            contents = value
        default:
            setKeyedValue(value, forKey: key)
        }
        return true
    }

    /// See ``KeyedValues``: the dictionary is changed out of the property.
    private func setKeyedValue(_ value: Any?, forKey key: String) {
        var values: [String: Any]? = nil
        swap(&values, &keyedValues)
        KeyedValues.set(value, forKey: key, in: &values)
        swap(&values, &keyedValues)
    }

    private func otherValue(forKey key: String) -> Any? {
        switch key {
        case "name": name
        case "hidden", "isHidden": isHidden
        case "masksToBounds": masksToBounds
        case "contents": contents
        default: KeyedValues.value(forKey: key, in: keyedValues)
        }
    }

    /// A shape or text layer's own keys; false when not one.
    private func setSubclassValue(_ value: Any?, forKey key: String) -> Bool {
        let shape = self as? CAShapeLayer, text = self as? CATextLayer
        switch (AnimatableKeyPath(key), value) {
        case (.strokeStart?, let v): return shape != nil && number(v).map { shape!.strokeStart = $0 } != nil
        case (.strokeEnd?, let v): return shape != nil && number(v).map { shape!.strokeEnd = $0 } != nil
        case (.lineWidth?, let v): return shape != nil && number(v).map { shape!.lineWidth = $0 } != nil
        case (.miterLimit?, let v): return shape != nil && number(v).map { shape!.miterLimit = $0 } != nil
        case (.lineDashPhase?, let v): return shape != nil && number(v).map { shape!.lineDashPhase = $0 } != nil
        case (.fillColor?, let v): return shape != nil && color(v).map { shape!.fillColor = $0 } != nil
        case (.strokeColor?, let v): return shape != nil && color(v).map { shape!.strokeColor = $0 } != nil
        case (.fontSize?, let v): return text != nil && number(v).map { text!.fontSize = $0 } != nil
        case (.extra(let extra)?, let v):
            guard frameState.extras != nil else { return false }
            setExtra(extra, v)
            return true
        case (.foregroundColor?, let v): return text != nil && color(v).map { text!.foregroundColor = $0 } != nil
        default: return false
        }
    }

    /// ``value(forKeyPath:)``: a whole property by its key, or a part of one
    /// (a number as a `CGFloat`, as ``value(forKey:)`` gives most numbers; a
    /// point or size for `bounds.origin`, `bounds.size` and `transform.translation`).
    /// The transform's parts are those its sub-key path animations use:
    /// scale, then rotations about x, y and z, then translation; a transform
    /// with perspective has none (scale 1, no rotation, its translation).
    func modelValue(atKeyPath path: String) -> Any? {
        guard let keyPath = AnimatableKeyPath(path) else { return value(forKey: path) }
        let p = frameState.model
        let parts = { TransformComponents(p.transform) ?? TransformComponents() }
        switch keyPath {
        case .positionX: return p.position.x
        case .positionY: return p.position.y
        case .anchorPointX: return p.anchorPoint.x
        case .anchorPointY: return p.anchorPoint.y
        case .boundsOrigin: return p.bounds.origin
        case .boundsSize: return p.bounds.size
        case .boundsWidth: return p.bounds.width
        case .boundsHeight: return p.bounds.height
        case .rotation(let axis): return CGFloat(Self.component(parts().rotation, axis))
        case .scale(let axis?): return CGFloat(Self.component(parts().scale, axis))
        // Apple's `transform.scale` reads as the mean of the x and y scales.
        case .scale(nil): return CGFloat((parts().scale.x + parts().scale.y) / 2)
        case .translation(let axis?): return CGFloat(Self.component((p.transform.m41, p.transform.m42, p.transform.m43), axis))
        case .translation(nil): return CGSize(width: p.transform.m41, height: p.transform.m42)
        default: return value(forKey: path)
        }
    }

    /// ``setValue(_:forKeyPath:)``: the part's property set whole through its
    /// setter, the other parts kept.
    func setModelValue(_ value: Any?, atKeyPath path: String) {
        var accepted = true
        switch (AnimatableKeyPath(path), value.flatMap(AnimationNumber.cast)) {
        case (.positionX?, let v?): position.x = v
        case (.positionY?, let v?): position.y = v
        case (.anchorPointX?, let v?): anchorPoint.x = v
        case (.anchorPointY?, let v?): anchorPoint.y = v
        case (.boundsWidth?, let v?): bounds.size.width = v
        case (.boundsHeight?, let v?): bounds.size.height = v
        case (.boundsOrigin?, _): accepted = value.flatMap(BoxedGeometry.point).map { bounds.origin = $0 } != nil
        case (.boundsSize?, _): accepted = value.flatMap(BoxedGeometry.size).map { bounds.size = $0 } != nil
        case (.translation(let axis?)?, let v?):
            switch axis {
            case .x: transform.m41 = v
            case .y: transform.m42 = v
            case .z: transform.m43 = v
            }
        case (.translation(nil)?, _):
            accepted = value.flatMap(BoxedGeometry.size).map { (transform.m41, transform.m42) = ($0.width, $0.height) } != nil
        case (.rotation(let axis)?, let v?):
            accepted = changeParts(of: transform) { Self.setComponent(&$0.rotation, axis, v) }
        case (.scale(let axis)?, let v?):
            accepted = changeParts(of: transform) { parts in
                if let axis { Self.setComponent(&parts.scale, axis, v) } else { parts.scale = (v, v, v) }
            }
        case (.positionX?, nil), (.positionY?, nil), (.anchorPointX?, nil), (.anchorPointY?, nil), (.boundsWidth?, nil),
             (.boundsHeight?, nil), (.translation?, nil), (.rotation?, nil), (.scale?, nil):
            accepted = false
        default:
            return setValue(value, forKey: path)
        }
        if !accepted {
            CADiagnostics.report(CADiagnostic(layerProperty: path, message: "setValue(_:forKeyPath:) with \(value.map { "\(type(of: $0))" } ?? "nil") is not supported; ignored"))
        }
    }

    private static func component(_ xyz: (x: Double, y: Double, z: Double), _ axis: TransformAxis) -> Double {
        switch axis {
        case .x: xyz.x
        case .y: xyz.y
        case .z: xyz.z
        }
    }

    private static func setComponent(_ xyz: inout (x: Double, y: Double, z: Double), _ axis: TransformAxis, _ v: Double) {
        switch axis {
        case .x: xyz.x = v
        case .y: xyz.y = v
        case .z: xyz.z = v
        }
    }

    /// Sets `transform` to `t` with its parts changed by `change`; false when
    /// `t` has no parts (perspective, or a zero scale).
    private func changeParts(of t: CATransform3D, _ change: (inout TransformComponents) -> Void) -> Bool {
        guard var parts = TransformComponents(t) else { return false }
        change(&parts)
        transform = parts.transform
        return true
    }

    /// `value` as a number, if it is one (the same numeric types animations take).
    func number(_ value: Any?) -> CGFloat? {
        value.flatMap(AnimationNumber.cast).map { CGFloat($0) }
    }

    /// `value` as a colour (nil: none, which is a value too), or nil.
    func color(_ value: Any?) -> CGColor?? {
        switch value {
        case nil: .some(nil)
        case let v as CGColor: .some(v)
        default: nil
        }
    }

    /// The value of the property `keyPath` in `p`, as an animation takes it,
    /// a number in the type the property is declared with (see ``declared(_:for:)``).
    /// Read through a pointer (these three functions): passed by value, the
    /// properties were copied whole first, every line of them pulled through
    /// the cache for one field (a quarter of an implicit change's misses).
    static func value(for keyPath: AnimatableKeyPath, in p: UnsafePointer<CALayerProperties>) -> Any? {
        if let number = number(for: keyPath, in: p) { return declared(number, for: keyPath) }
        return switch keyPath {
        case .bounds: p.pointee.bounds
        case .position: p.pointee.position
        case .anchorPoint: p.pointee.anchorPoint
        case .transform: p.pointee.transform
        case .sublayerTransform: p.pointee.sublayerTransform
        case .backgroundColor: p.pointee.backgroundColor
        case .borderColor: p.pointee.borderColor
        case .fillColor: p.pointee.shape.fillColor?.cgColor
        case .strokeColor: p.pointee.shape.strokeColor?.cgColor
        case .shadowOffset: p.pointee.shadow.offset
        case .shadowColor: p.pointee.shadow.color?.cgColor
        case .foregroundColor: p.pointee.text.foregroundColor?.cgColor
        default: nil  // sub-key paths and the path stand-in are not properties
        }
    }

    /// A number read by key, boxed as its property is declared: `Float` for
    /// the opacities, `CGFloat` for the rest. Apple boxes them in `NSNumber`,
    /// which casts to any number type; on Linux a boxed number casts only to
    /// its own type (an `NSNumber` not to `CGFloat`), and ported code casts
    /// a layer's numbers to the type it knows them by.
    static func declared(_ number: Double, for keyPath: AnimatableKeyPath) -> Any {
        switch keyPath {
        case .opacity, .shadowOpacity: Float(number)
        default: CGFloat(number)
        }
    }

    /// ``value(for:in:)`` as an animation stores it, without boxing a
    /// number into `Any` and opening it again (every implicit animation
    /// takes two).
    static func storedValue(for keyPath: AnimatableKeyPath, in p: UnsafePointer<CALayerProperties>) -> StoredValue {
        if let number = number(for: keyPath, in: p) { return .double(number) }
        return StoredValue(value(for: keyPath, in: p))
    }

    /// The value of a number property (as a `Double`); nil for any other.
    private static func number(for keyPath: AnimatableKeyPath, in p: UnsafePointer<CALayerProperties>) -> Double? {
        switch keyPath {
        case .zPosition: Double(p.pointee.zPosition)
        case .opacity: Double(p.pointee.opacity)
        case .cornerRadius: Double(p.pointee.cornerRadius)
        case .borderWidth: Double(p.pointee.borderWidth)
        case .strokeStart: Double(p.pointee.shape.strokeStart)
        case .strokeEnd: Double(p.pointee.shape.strokeEnd)
        case .lineWidth: Double(p.pointee.shape.lineWidth)
        case .shadowOpacity: Double(p.pointee.shadow.opacity)
        case .shadowRadius: Double(p.pointee.shadow.radius)
        case .miterLimit: Double(p.pointee.shape.miterLimit)
        case .lineDashPhase: Double(p.pointee.shape.lineDashPhase)
        case .fontSize: Double(p.pointee.text.fontSize)
        default: nil
        }
    }
}
