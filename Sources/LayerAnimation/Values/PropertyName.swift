import Foundation

/// How the engine looks up property names it knows (key paths, the keys
/// that animate implicitly): an FNV-1a hash of the UTF-8 bytes, a binary
/// search over sorted hashes, and one comparison to confirm. `String`'s own
/// hashing (SipHash) costs several times more, on every property change.
enum PropertyName {
    static func hash(_ text: String) -> UInt64 {
        func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return hash
        }
        // Native strings are contiguous; walking the UTF-8 view itself is several times slower.
        return text.utf8.withContiguousStorageIfAvailable(hash) ?? hash(text.utf8)
    }

    /// The first index of `hashes` (sorted) whose hash is not below `hash`.
    static func firstIndex(notBelow hash: UInt64, in hashes: [UInt64]) -> Int {
        hashes.withUnsafeBufferPointer { hashes in
            var (low, high) = (0, hashes.count)
            while low < high {
                let middle = (low + high) / 2
                if hashes[middle] < hash { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }

    /// Byte for byte: `==` normalises Unicode, a slow path for every name
    /// longer than 15 bytes (names are compared as Core Animation compares keys).
    static func bytesEqual(_ a: String, _ b: String) -> Bool {
        let equal = a.utf8.withContiguousStorageIfAvailable { a in
            b.utf8.withContiguousStorageIfAvailable { b in
                a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
            }
        }
        return (equal ?? nil) ?? a.utf8.elementsEqual(b.utf8)
    }
}

/// A fixed set of property names (``PropertyName``): sorted by hash,
/// found by a binary search and one comparison.
struct PropertyNameSet: Sendable {
    private let hashes: [UInt64]
    private let names: [String]

    init(_ names: some Sequence<String>) {
        let sorted = Set(names).map { (hash: PropertyName.hash($0), name: $0) }
            .sorted { ($0.hash, $0.name) < ($1.hash, $1.name) }
        (hashes, self.names) = (sorted.map(\.hash), sorted.map(\.name))
    }

    func contains(_ name: String) -> Bool {
        let hash = PropertyName.hash(name)
        // Every name of that hash (two sharing one is possible, if unlikely).
        // `==` confirms: a short name is compared as one word.
        var index = PropertyName.firstIndex(notBelow: hash, in: hashes)
        while index < hashes.count && hashes[index] == hash {
            if names[index] == name { return true }
            index += 1
        }
        return false
    }

    /// This set and `more`.
    func union(_ more: some Sequence<String>) -> PropertyNameSet {
        PropertyNameSet(names + Array(more))
    }
}
