/// Values a renderer keeps from frame to frame while frames use them: one
/// that no frame asked for by the time a frame ends is dropped then.
struct FrameCache<Key: Hashable, Value> {
    private var values: [Key: Value] = [:]
    private var used: Set<Key> = []

    /// How many values are kept.
    var count: Int { values.count }

    /// The value under `key`, if kept; either way `key` counts as used this frame.
    mutating func use(_ key: Key) -> Value? {
        used.insert(key)
        return values[key]
    }

    /// Keeps `value` under `key`, used this frame.
    mutating func store(_ value: Value, for key: Key) {
        used.insert(key)
        values[key] = value
    }

    /// Counts `key` as used this frame.
    mutating func markUsed(_ key: Key) {
        used.insert(key)
    }

    /// Drops what this frame did not use.
    mutating func frameDidEnd() {
        if values.count != used.count { values = values.filter { used.contains($0.key) } }
        used.removeAll(keepingCapacity: true)
    }

    mutating func removeAll() {
        values.removeAll()
    }
}
