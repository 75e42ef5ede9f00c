extension CALayer {
    /// Beyond Apple's API: QA1673's pause and resume generalised to any
    /// speed. The layer's local time goes on from where it is now with slope
    /// `speed` (0 pauses it), so nothing it shows jumps:
    /// `t = (parentTime - parentNow) * speed + localNow`.
    public func setSpeedKeepingLocalTime(_ speed: Float) {
        let now = CACurrentMediaTime()
        let localNow = convertTime(now, from: nil)
        beginTime = superlayer?.convertTime(now, from: nil) ?? now
        timeOffset = localNow
        self.speed = speed
    }

    /// One step down the tree: this layer's local time from its parent's time.
    @inline(__always)
    func localTime(fromParentTime t: CFTimeInterval) -> CFTimeInterval {
        frameState.clock.localTime(fromParentTime: t)
    }

    /// One step up the tree: the parent's time from this layer's local time.
    @inline(__always)
    func parentTime(fromLocalTime t: CFTimeInterval) -> CFTimeInterval {
        frameState.clock.parentTime(fromLocalTime: t)
    }

    /// How many superlayers the layer has.
    private var depth: Int {
        var count = 0
        var current = superlayer
        while let layer = current {
            count += 1
            current = layer.superlayer
        }
        return count
    }

    /// The nearest layer that is `self` or an ancestor of it, and `other` or an ancestor of that.
    func commonAncestor(with other: CALayer) -> CALayer? {
        var (a, b): (CALayer?, CALayer?) = (self, other)
        var (depthA, depthB) = (depth, other.depth)
        while depthA > depthB { a = a?.superlayer; depthA -= 1 }
        while depthB > depthA { b = b?.superlayer; depthB -= 1 }
        while let x = a, let y = b, x !== y {
            a = x.superlayer
            b = y.superlayer
        }
        return a
    }

    /// `t` in `ancestor`'s time space (nil: absolute) moved down to this layer's.
    private func timeDown(from ancestor: CALayer?, _ t: CFTimeInterval) -> CFTimeInterval {
        if self === ancestor { return t }
        let parentTime = superlayer.map { $0.timeDown(from: ancestor, t) } ?? t
        return localTime(fromParentTime: parentTime)
    }

    /// Converts `t` from `l`'s time space through their nearest common
    /// ancestor, without allocating (QA1673 runs this on every pause and resume).
    func convertTimeImplementation(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        guard let l else { return timeDown(from: nil, t) }
        let common = commonAncestor(with: l)
        var time = t
        var current: CALayer? = l
        while let layer = current, layer !== common {
            time = layer.parentTime(fromLocalTime: time)
            current = layer.superlayer
        }
        return timeDown(from: common, time)
    }

    func convertTimeImplementation(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        if let l { return l.convertTime(t, from: self) }
        var time = t
        var current: CALayer? = self
        while let layer = current {
            time = layer.parentTime(fromLocalTime: time)
            current = layer.superlayer
        }
        return time
    }
}
