/// A growable run of plain values (SDL's vertices and indices) in memory
/// its owner allocates, grows and frees: appending checks the capacity and
/// nothing else. `Array.append` also checks the storage is uniquely
/// referenced, once per element: ten times for each quad a layer draws,
/// every frame (see docs/performance.md, "Drawing").
///
/// Not copyable: one owner, which calls `deallocate()` when it is done.
struct _UnsafeTrivialBuffer<Element: BitwiseCopyable>: ~Copyable {
    /// The first element; `count` of them are initialized.
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        precondition(capacity > 0, "a buffer holds at least one element")
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow(toHold: count + 1) }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Appends the elements of `tuple`, a tuple of `Element`s only (laid
    /// out as that many consecutive elements), with one capacity check.
    @inline(__always)
    mutating func append<Tuple>(contentsOf tuple: Tuple) {
        // Constants once specialized: the check costs nothing when it holds.
        let added = MemoryLayout<Tuple>.size / MemoryLayout<Element>.stride
        precondition(added > 0 && added * MemoryLayout<Element>.stride == MemoryLayout<Tuple>.size,
                     "not a tuple of \(Element.self)")
        if count + added > capacity { grow(toHold: count + added) }
        withUnsafeBytes(of: tuple) { bytes in
            UnsafeMutableRawPointer(base + count).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
        }
        count += added
    }

    /// Forgets the elements, keeping the memory.
    mutating func removeAll() { count = 0 }

    /// The elements, for reading while no append runs.
    var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

    /// Frees the memory; the buffer is not used again (its owner's deinit).
    func deallocate() { base.deallocate() }

    @inline(never)
    private mutating func grow(toHold needed: Int) {
        let grown = max(needed, capacity * 2)
        let moved = UnsafeMutablePointer<Element>.allocate(capacity: grown)
        moved.initialize(from: base, count: count)
        base.deallocate()
        (base, capacity) = (moved, grown)
    }
}
