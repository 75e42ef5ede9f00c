import Foundation

/// Which sample of its run of colours each pixel of a conic gradient takes,
/// for one geometry (picture size, centre, start angle), and which angle each
/// sample stands for. Worked out once and kept while the gradient's colours
/// and stops animate around a still centre: such a frame only looks colours
/// up. Built by the same code a frame without a map runs, so a picture is the
/// same with or without one (tested).
final class ConicIndexMap {
    struct Key: Hashable {
        var width: Int, height: Int
        var centerX: Double, centerY: Double, start: Double
        var samples: Int
    }

    let key: Key
    /// Row by row, each pixel's sample along the diamond angle.
    let indices: [UInt16]
    /// For each sample, the index of its true angle in the finer run along the turn.
    let turnIndices: [Int32]

    init(key: Key, indices: [UInt16], turnIndices: [Int32]) {
        (self.key, self.indices, self.turnIndices) = (key, indices, turnIndices)
    }
}

/// The conic maps one renderer keeps. A geometry's map is made the second
/// time it is drawn within the last few conic pictures, so a gradient whose
/// centre moves every frame never pays for one; the two used last are kept,
/// and none for a picture larger than `largestPicture` (by default a 4K screen).
final class ConicIndexMaps {
    static let kept = 2
    let largestPicture: Int
    private var maps: [ConicIndexMap] = []
    private var recentKeys: [ConicIndexMap.Key] = []

    init(largestPicture: Int = 3840 * 2160) {
        self.largestPicture = largestPicture
    }

    /// The kept map for `key`, one made now by `make` if `key` was drawn
    /// recently, or nil (draw without a map).
    func map(for key: ConicIndexMap.Key, make: () -> ConicIndexMap) -> ConicIndexMap? {
        if let index = maps.firstIndex(where: { $0.key == key }) {
            let map = maps.remove(at: index)
            maps.insert(map, at: 0)
            return map
        }
        guard key.width * key.height <= largestPicture else { return nil }
        guard recentKeys.contains(key) else {
            recentKeys.insert(key, at: 0)
            if recentKeys.count > 2 * Self.kept { recentKeys.removeLast() }
            return nil
        }
        let map = make()
        maps.insert(map, at: 0)
        if maps.count > Self.kept { maps.removeLast() }
        return map
    }

    /// How many maps are kept (for tests).
    var count: Int { maps.count }
}
