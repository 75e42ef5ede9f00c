import Foundation

/// Checks an animation once, when it is added, and resolves it into a
/// ``CompiledAnimation``. Every problem is reported once through
/// ``CADiagnostics``; nothing here traps.
struct AnimationCompiler {
    /// The key the animation is being added under, for the reports.
    let animationKey: String?
    /// For a shape layer: the number animation that stands in for one of `path`.
    var pathStandIn: ((CAPropertyAnimation) -> CAPropertyAnimation?)? = nil

    private func report(_ keyPath: String?, _ message: String) {
        CADiagnostics.report(CADiagnostic(animationKey: animationKey, keyPath: keyPath, message: message))
    }

    /// The compiled animation, or nil when its timing cannot be used at all
    /// (the animation is then not added). `defaultDuration` replaces a
    /// duration of 0 or less: 0.25 s at the top, the group's inside a group.
    /// `beginTime`, if given, replaces the animation's own (the layer's time
    /// for one added uncopied with 0, see ``AnimationShare``).
    func compile(_ animation: CAAnimation, defaultDuration: Double = ActiveTiming.defaultDuration,
                 beginTime: CFTimeInterval? = nil) -> CompiledAnimation? {
        let keyPath = animation.asPropertyAnimation?.propertyFields.keyPath
        guard let timing = timing(of: animation, keyPath: keyPath, defaultDuration: defaultDuration,
                                  beginTime: beginTime) else { return nil }
        let easing = Easing(animation.fields.timingFunction)
        if let group = animation.asGroup {
            var children: ContiguousArray<CompiledAnimation> = []
            children.reserveCapacity(group.animations?.count ?? 0)  // exactly: they are large
            for child in group.animations ?? [] {
                guard let compiled = compile(child, defaultDuration: timing.duration) else { continue }
                children.append(compiled)
            }
            return CompiledAnimation.group(timing: timing, easing: easing, children: children)
        }
        if let transition = animation.asTransition {
            let body = transitionSpec(transition).map(CompiledAnimation.Body.transition) ?? .inert
            return CompiledAnimation(timing: timing, easing: easing, body: body)
        }
        if var property = animation.asPropertyAnimation {
            if let pathStandIn, keyPath == "path" {
                guard let standIn = pathStandIn(property) else {
                    return CompiledAnimation(timing: timing, easing: easing, body: .inert)
                }
                property = standIn
            }
            guard let (body, spring) = propertyBody(property) else {
                return CompiledAnimation(timing: timing, easing: easing, body: .inert)
            }
            return CompiledAnimation(timing: timing, easing: spring.map(Easing.spring) ?? easing, body: body)
        }
        return CompiledAnimation(timing: timing, easing: easing, body: .inert)
    }

    /// Reads the stored fields (``CAAnimation/Fields``) directly: one
    /// dynamic call per property would dominate adding an animation.
    private func timing(of animation: CAAnimation, keyPath: String?, defaultDuration: Double,
                        beginTime: CFTimeInterval?) -> ActiveTiming? {
        // Field by field: a copy of all of them would retain and release
        // the timing function, fill mode and delegate.
        let a = (beginTime: beginTime ?? animation.fields.beginTime, duration: animation.fields.duration,
                 speed: animation.fields.speed, timeOffset: animation.fields.timeOffset,
                 repeatCount: animation.fields.repeatCount, repeatDuration: animation.fields.repeatDuration,
                 autoreverses: animation.fields.autoreverses)
        let allFinite = a.beginTime.isFinite && a.duration.isFinite && a.speed.isFinite && a.timeOffset.isFinite
            && a.repeatDuration.isFinite
        if !allFinite {
            // Only now name the field (building the list costs an allocation per animation).
            let fields = [("beginTime", a.beginTime), ("duration", a.duration), ("speed", Double(a.speed)),
                          ("timeOffset", a.timeOffset), ("repeatDuration", a.repeatDuration)]
            let (name, value) = fields.first { !$0.1.isFinite }!
            report(keyPath, "\(name) is \(value); the animation is ignored")
            return nil
        }
        var duration = a.duration
        if duration < 0 {
            report(keyPath, "duration \(duration) is negative; using the default duration")
            duration = 0
        }
        var repeatCount = Double(a.repeatCount)
        if repeatCount.isNaN || repeatCount < 0 {
            report(keyPath, "repeatCount \(a.repeatCount) is not a count; playing once")
            repeatCount = 0
        }
        var repeatDuration = a.repeatDuration
        if repeatDuration < 0 {
            report(keyPath, "repeatDuration \(repeatDuration) is negative; ignored")
            repeatDuration = 0
        }
        return ActiveTiming(
            beginTime: a.beginTime, duration: duration, speed: Double(a.speed), timeOffset: a.timeOffset,
            repeatCount: repeatCount, repeatDuration: repeatDuration, autoreverses: a.autoreverses,
            fills: animation.fields.fillMode.fills, defaultDuration: defaultDuration)
    }

    private func transitionSpec(_ t: CATransition) -> CompiledAnimation.TransitionSpec? {
        guard t.startProgress.isFinite, t.endProgress.isFinite else {
            report(nil, "transition progress is not finite; the transition is ignored")
            return nil
        }
        let start = Double(min(max(t.startProgress, 0), 1)), end = Double(min(max(t.endProgress, 0), 1))
        return .init(type: t.type, subtype: t.subtype, start: start, end: end)
    }

    /// What a property animation writes, and its spring (which replaces the timing curve).
    private func propertyBody(_ animation: CAPropertyAnimation) -> (CompiledAnimation.Body, SpringSolver?)? {
        // The parse (kept after the first add), then the fields read in one copy.
        let parsed = animation.parsedKeyPath()
        let fields = animation.propertyFields
        guard let path = fields.keyPath else {
            report(nil, "no keyPath; the animation changes nothing")
            return nil
        }
        guard let keyPath = parsed else {
            report(path, "unknown key path; the animation is ignored for it")
            return nil
        }
        var spring: SpringSolver?
        if let springAnimation = animation.asSpringAnimation {
            guard let solver = springAnimation.solver else {
                report(path, "spring needs mass > 0, stiffness > 0, damping >= 0, all finite; the animation is ignored")
                return nil
            }
            spring = solver
        }
        if let step = numberStep(animation, fields, keyPath: keyPath) { return (.scalar(step), spring) }
        if let keyframe = animation.asKeyframeAnimation, keyframe.path != nil {
            guard let track = pathTrack(keyframe, keyPath: keyPath, path: path, isAdditive: fields.isAdditive) else {
                return nil
            }
            return (.values(.path(track)), spring)
        }
        if case .cell(let index) = keyPath {
            let cellPath = EmitterCellKeyPath.path(index)
            guard let values: ValueTrack<ArrayValue>.Values = trackValues(animation, keyPath: keyPath, path: path,
                                                                          kind: cellPath.kindName, convert: cellPath.value) else {
                return nil
            }
            return (.values(.array(ValueTrack(keyPath: keyPath, values: values, isAdditive: fields.isAdditive,
                                              isCumulative: fields.isCumulative))), spring)
        }
        if case .extra(let key) = keyPath, keyPath.kind != .transform {
            guard let values: ValueTrack<ArrayValue>.Values = trackValues(animation, keyPath: keyPath, path: path,
                                                                          kind: key.kindName, convert: key.value) else {
                return nil
            }
            return (.values(.array(ValueTrack(keyPath: keyPath, values: values, isAdditive: fields.isAdditive,
                                              isCumulative: fields.isCumulative))), spring)
        }
        if keyPath.kind == .transform, let function = fields.valueFunction {
            let convert = { (value: Any) in function.inputs(value).map(VectorValue.init) }
            guard let values: ValueTrack<VectorValue>.Values = trackValues(animation, keyPath: keyPath, path: path,
                                                                           kind: "input of \(function.name.rawValue)",
                                                                           convert: convert) else {
                return nil
            }
            return (.values(.function(ValueFunctionTrack(keyPath: keyPath, function: function, values: values,
                                                         isAdditive: fields.isAdditive,
                                                         isCumulative: fields.isCumulative))), spring)
        }
        if keyPath.kind == .transform {
            guard let values: ValueTrack<CATransform3D>.Values = trackValues(animation, keyPath: keyPath, path: path) else {
                return nil
            }
            return (.values(.transform(ValueTrack(keyPath: keyPath, values: values, isAdditive: fields.isAdditive,
                                                  isCumulative: fields.isCumulative))), spring)
        }
        guard let values: ValueTrack<VectorValue>.Values = trackValues(animation, keyPath: keyPath, path: path) else {
            return nil
        }
        if case .basic(let from, let to, let by) = values, let slot = ScalarSlot(keyPath) {
            // Numbers become a step: no vector per frame.
            let step = ScalarStep(slot: slot, from: from?.number, to: to?.number, by: by?.number,
                                  isAdditive: fields.isAdditive, isCumulative: fields.isCumulative)
            return (.scalar(step), spring)
        }
        return (.values(.vector(ValueTrack(keyPath: keyPath, values: values, isAdditive: fields.isAdditive,
                                           isCumulative: fields.isCumulative))), spring)
    }

    /// A basic or keyframe animation's values converted to `Value`, or nil
    /// (reported) when one is not of the key path's kind or not finite.
    private func trackValues<Value: AnimatableValue>(
        _ animation: CAPropertyAnimation, keyPath: AnimatableKeyPath, path: String
    ) -> ValueTrack<Value>.Values? {
        trackValues(animation, keyPath: keyPath, path: path, kind: keyPath.kind.rawValue) { Value($0, as: keyPath.kind) }
    }

    /// The same with values converted by `convert` (nil: not a `kind`).
    private func trackValues<Value: AnimatableValue>(
        _ animation: CAPropertyAnimation, keyPath: AnimatableKeyPath, path: String, kind: String,
        convert converter: (Any) -> Value?
    ) -> ValueTrack<Value>.Values? {
        let values: ValueTrack<Value>.Values
        if let basic = animation.asBasicAnimation {
            // Converted one by one: no arrays or closures built per animation.
            func convert(_ value: Any?, _ name: String) -> Value?? {
                guard let value else { return .some(nil) }
                guard let result = converter(value) else {
                    report(path, "\(name) \(value) is not \(kind); the animation is ignored")
                    return nil
                }
                guard result.isFinite else {
                    report(path, "\(name) is not finite; the animation is ignored")
                    return nil
                }
                return .some(result)
            }
            guard let from = convert(basic.values.from, "fromValue"), let to = convert(basic.values.to, "toValue"),
                  let by = convert(basic.values.by, "byValue") else { return nil }
            values = .basic(from: from, to: to, by: by)
        } else if let keyframe = animation.asKeyframeAnimation {
            guard let track: KeyframeTrack<Value> = keyframeTrack(keyframe, path: path, kind: kind,
                                                                  convert: converter) else {
                return nil
            }
            values = .keyframes(track)
        } else {
            report(path, "\(type(of: animation)) has no values; the animation changes nothing")
            return nil
        }
        return values
    }

    /// A basic animation (or spring) of a number whose values are plain
    /// finite numbers, as a step, read from the forms its values were
    /// classified into when set: no `Any` opened, nothing to report. Nil
    /// sends it down the general path.
    private func numberStep(_ animation: CAPropertyAnimation, _ fields: CAPropertyAnimation.PropertyFields,
                            keyPath: AnimatableKeyPath) -> ScalarStep? {
        guard let slot = ScalarSlot(keyPath), let basic = animation.asBasicAnimation else { return nil }
        func number(_ form: CABasicAnimation.NumberForm) -> Double?? {
            switch form {
            case .absent: .some(nil)
            case .number(let number): .some(number)
            case .other: nil
            }
        }
        let numbers = basic.values.numbers
        guard let from = number(numbers.from), let to = number(numbers.to), let by = number(numbers.by) else { return nil }
        return ScalarStep(slot: slot, from: from, to: to, by: by, isAdditive: fields.isAdditive,
                          isCumulative: fields.isCumulative)
    }

    /// A keyframe animation along its `path`: for point key paths only;
    /// key times need one more entry than the path's drawn elements.
    private func pathTrack(_ a: CAKeyframeAnimation, keyPath: AnimatableKeyPath, path: String,
                           isAdditive: Bool) -> PathTrack? {
        guard keyPath.kind == .point else {
            report(path, "a keyframe path animates points only; the animation is ignored")
            return nil
        }
        let mode = a.calculationMode
        let rotation: PathTrack.Rotation? = switch a.rotationMode {
        case .rotateAuto?: .auto
        case .rotateAutoReverse?: .autoReverse
        case nil: nil
        default: nil
        }
        if let unknown = a.rotationMode, rotation == nil {
            report(path, "unknown rotationMode '\(unknown.rawValue)'; not turning")
        }
        var keyTimes = a.keyTimes?.map(\.doubleValue)
        if let given = keyTimes, !KeyTimes.isValid(given, valueCount: given.count, discrete: false) {
            report(path, "keyTimes must be non-decreasing numbers from 0 to 1; spacing the elements evenly")
            keyTimes = nil
        }
        guard let track = PathTrack(path: a.path!, keyTimes: keyTimes, paced: mode == .paced || mode == .cubicPaced,
                                    rotation: rotation, keyPath: keyPath, isAdditive: isAdditive) else {
            report(path, "the keyframe path draws nothing; the animation is ignored")
            return nil
        }
        return track
    }

    private func keyframeTrack<Value: AnimatableValue>(_ a: CAKeyframeAnimation, path: String, kind: String,
                                                        convert: (Any) -> Value?) -> KeyframeTrack<Value>? {
        guard let raw = a.values, !raw.isEmpty else {
            report(path, "keyframe animation without values; the animation is ignored")
            return nil
        }
        var values: [Value] = []
        values.reserveCapacity(raw.count)
        for (index, value) in raw.enumerated() {
            guard let converted = convert(value), converted.isFinite else {
                report(path, "values[\(index)] \(value) is not a finite \(kind); the animation is ignored")
                return nil
            }
            values.append(converted)
        }
        let mode = a.calculationMode
        let paced = mode == .paced || mode == .cubicPaced
        let discrete = mode == .discrete
        var keyTimes: [Double]
        if paced {
            keyTimes = KeyframeTrack<Value>.pacedKeyTimes(values)
        } else if let given = a.keyTimes?.map(\.doubleValue),
                  KeyTimes.isValid(given, valueCount: values.count, discrete: discrete) {
            keyTimes = given
        } else {
            if a.keyTimes != nil {
                let expected = values.count + (discrete ? 1 : 0)
                report(path, "keyTimes must be \(expected) non-decreasing numbers from 0 to 1; spacing the values evenly")
            }
            keyTimes = KeyTimes.even(values.count + (discrete ? 1 : 0))
        }
        var curves: [UnitBezier] = []
        if let functions = a.timingFunctions, !paced, !discrete, !functions.isEmpty, values.count > 1 {
            // One per segment; real code gives fewer (or more): the first
            // segments take the curves given, the rest are linear.
            let linear = CAMediaTimingFunction(name: .linear).curve
            curves = (0..<(values.count - 1)).map { $0 < functions.count ? functions[$0].curve : linear }
        }
        if mode != .linear && mode != .discrete && !paced && mode != .cubic {
            report(path, "unknown calculationMode '\(mode.rawValue)'; using linear")
        }
        let interpolation: KeyframeInterpolation =
            discrete ? .discrete : (mode == .cubic || mode == .cubicPaced ? .cubic : .linear)
        return KeyframeTrack(values: values, keyTimes: keyTimes, segmentCurves: curves, interpolation: interpolation)
    }
}
