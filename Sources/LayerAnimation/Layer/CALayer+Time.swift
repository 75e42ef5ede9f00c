extension CALayer {
    /// One step down the tree: this layer's local time from its parent's time.
    @inline(__always)
    func localTime(fromParentTime t: CFTimeInterval) -> CFTimeInterval {
        (t - clock.beginTime) * Double(clock.speed) + clock.timeOffset
    }

    /// One step up the tree: the parent's time from this layer's local time.
    /// A layer at speed 0 has no inverse; we return `beginTime` (documented choice).
    @inline(__always)
    func parentTime(fromLocalTime t: CFTimeInterval) -> CFTimeInterval {
        clock.speed == 0 ? clock.beginTime : (t - clock.timeOffset) / Double(clock.speed) + clock.beginTime
    }

    /// The layer and its ancestors, nearest first.
    private var lineage: [CALayer] {
        var chain = [self]
        while let parent = chain[chain.count - 1].superlayer { chain.append(parent) }
        return chain
    }

    func convertTimeImplementation(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        let down = lineage
        let up = l?.lineage ?? []
        // The nearest layer of `up` that is also an ancestor of self (or self).
        let common = up.first { candidate in down.contains { $0 === candidate } }
        var time = t
        for layer in up {
            if layer === common { break }
            time = layer.parentTime(fromLocalTime: time)
        }
        for layer in down.reversed().drop(while: { common != nil && $0 !== common }).dropFirst(common == nil ? 0 : 1) {
            time = layer.localTime(fromParentTime: time)
        }
        return time
    }

    func convertTimeImplementation(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        if let l { return l.convertTime(t, from: self) }
        var time = t
        for layer in lineage { time = layer.parentTime(fromLocalTime: time) }
        return time
    }
}
