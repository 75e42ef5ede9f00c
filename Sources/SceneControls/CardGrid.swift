import Foundation

/// Where `count` cards of one aspect (width over height, 5:8 unless
/// told) go in `area`: the grid that makes them as large as fits, never
/// narrower than ``minimumCardWidth`` (then the grid is larger than the
/// area, and the scene says so). Shared by the card games.
public struct CardGrid: Equatable, Sendable {
    public static let aspect: CGFloat = 5.0 / 8.0
    public static let minimumCardWidth: CGFloat = 40

    public let columns: Int
    public let cardSize: CGSize
    /// Each card's frame, in `area`'s coordinates, row by row.
    public let frames: [CGRect]
    /// Whether the cards had to stay larger than fits.
    public let overflows: Bool

    public init(count: Int, in area: CGRect, aspect: CGFloat = CardGrid.aspect) {
        guard count > 0, area.width > 0, area.height > 0 else {
            (columns, cardSize, frames, overflows) = (1, .zero, [], false)
            return
        }
        // Each cell holds a card and a margin of a tenth of its width.
        var best = (columns: 1, width: CGFloat(0))
        for columns in 1...count {
            let rows = (count + columns - 1) / columns
            let width = min(area.width / CGFloat(columns), area.height / CGFloat(rows) * aspect) / 1.1
            if width > best.width { best = (columns, width) }
        }
        let overflows = best.width < Self.minimumCardWidth
        let width = max(best.width, Self.minimumCardWidth)
        let size = CGSize(width: width.rounded(.down), height: (width / aspect).rounded(.down))
        let cell = CGSize(width: width * 1.1, height: width * 1.1 / aspect)
        let rows = (count + best.columns - 1) / best.columns
        // Centred in the area (from its top-left when it overflows).
        let origin = CGPoint(x: area.minX + max((area.width - cell.width * CGFloat(best.columns)) / 2, 0),
                             y: area.minY + max((area.height - cell.height * CGFloat(rows)) / 2, 0))
        frames = (0..<count).map { index in
            let (row, column) = (index / best.columns, index % best.columns)
            return CGRect(x: (origin.x + CGFloat(column) * cell.width + (cell.width - size.width) / 2).rounded(),
                          y: (origin.y + CGFloat(row) * cell.height + (cell.height - size.height) / 2).rounded(),
                          width: size.width, height: size.height)
        }
        (columns, cardSize, self.overflows) = (best.columns, size, overflows)
    }
}
