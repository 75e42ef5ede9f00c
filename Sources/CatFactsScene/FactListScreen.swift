import CatFacts
import Foundation
import LayerAnimation
import SceneControls

/// A scrolling list of facts under a header: the facts from the API (a +
/// per row) or the saved ones (a ✕ per row). Rows grow with their text;
/// a line at the end says what the list is doing (loading, why it
/// failed, beside Retry, or that there is no more).
@MainActor
final class FactListScreen {
    enum Kind { case facts, saved }
    /// What a tap on the screen hit.
    enum Target: Equatable { case back, headerButton, retry, row(Int), accessory(Int) }

    let kind: Kind
    let root = CALayer()
    let header = CALayer()
    let back: Button
    let title: CATextLayer
    /// "Saved (N) ›" on the facts, "Undo" on the saved ones.
    let headerButton: Button
    /// The rows' window (clipped) and what scrolls in it.
    let viewport = CALayer()
    let content = CALayer()
    let status = label("", size: 15, color: Style.muted)
    let retry = Button("Retry")
    private(set) var rows: [FactRow] = []
    private(set) var scrollOffset: CGFloat = 0
    private(set) var contentHeight: CGFloat = 0
    /// The row the keyboard is on.
    private(set) var selection: Int?
    private var size = CGSize.zero
    private let measure: TextMeasuring

    static let headerHeight: CGFloat = 52

    init(_ kind: Kind, measure: TextMeasuring) {
        self.kind = kind
        self.measure = measure
        back = Button(kind == .facts ? "‹ Colours" : "‹ Facts")
        title = label(kind == .facts ? "Cat Facts" : "Saved facts", size: 20, alignment: .left)
        headerButton = Button(kind == .facts ? "Saved ›" : "Undo")
        root.anchorPoint = .zero
        root.name = kind == .facts ? "facts" : "saved"
        header.anchorPoint = .zero
        header.backgroundColor = Style.header
        for layer in [back.layer, title, headerButton.layer] { header.addSublayer(layer) }
        viewport.anchorPoint = .zero
        viewport.masksToBounds = true
        content.anchorPoint = .zero
        viewport.addSublayer(content)
        status.isWrapped = true
        retry.layer.isHidden = true
        retry.layer.name = "retry"
        content.addSublayer(status)
        content.addSublayer(retry.layer)
        root.addSublayer(viewport)
        root.addSublayer(header)
    }

    // MARK: Content

    /// Shows `facts` (rows kept for facts already shown), each with the
    /// accessory `accessory` gives, and `line` at the end (Retry beside it
    /// when `canRetry`).
    func show(_ facts: [CatFact], accessory: (CatFact) -> FactRow.Accessory, line: String, canRetry: Bool) {
        var kept: [CatFact: FactRow] = [:]
        for row in rows { kept[row.fact] = row }
        var next: [FactRow] = []
        for fact in facts {
            let row = kept.removeValue(forKey: fact) ?? FactRow(fact, accessory: accessory(fact))
            if row.accessory != accessory(fact) { row.setAccessory(accessory(fact)) }
            if row.layer.superlayer == nil { content.addSublayer(row.layer) }
            next.append(row)
        }
        for row in kept.values { row.layer.removeFromSuperlayer() }
        // The ring leaves the row that had it: the selection's index may now name another row.
        if let selection, rows.indices.contains(selection) { rows[selection].isFocused = false }
        rows = next
        status.string = line
        status.alignmentMode = canRetry ? .left : .center  // a failure reads from the left, Retry at its end
        retry.layer.isHidden = !canRetry
        if let selection { select(rows.isEmpty ? nil : min(selection, rows.count - 1)) }
        layoutRows()
    }

    func setHeaderButton(_ text: String, enabled: Bool) {
        headerButton.title.string = text
        headerButton.layer.opacity = enabled ? 1 : 0.4
    }

    // MARK: Layout

    func layout(size: CGSize) {
        self.size = size
        header.frame = CGRect(x: 0, y: 0, width: size.width, height: Self.headerHeight)
        back.place(CGRect(x: 10, y: 9, width: 120, height: 34))
        headerButton.place(CGRect(x: size.width - 150, y: 9, width: 140, height: 34))
        title.frame = CGRect(x: 144, y: 13, width: max(size.width - 144 - 160, 10), height: 28)
        viewport.frame = CGRect(x: 0, y: Self.headerHeight, width: size.width, height: max(size.height - Self.headerHeight, 1))
        layoutRows()
    }

    private func layoutRows() {
        let width = max(size.width - 24, 60)
        var y: CGFloat = 12
        for row in rows {
            y += row.layout(width: width, y: y, measure: measure) + 8
        }
        let statusWidth = width - (retry.layer.isHidden ? 0 : 110)
        let statusHeight = measure.height(of: status.string as? String ?? "", fontSize: 15, width: statusWidth, maximumLines: 3) + 8
        status.frame = CGRect(x: 16, y: y + 4, width: statusWidth, height: statusHeight)
        retry.place(CGRect(x: 16 + statusWidth + 8, y: y, width: 96, height: 34))
        contentHeight = y + max(statusHeight, 34) + 16
        content.frame = CGRect(x: 0, y: -scrollOffset, width: size.width, height: contentHeight)
        scroll(by: 0)
    }

    // MARK: Scrolling and selection

    var maximumOffset: CGFloat { max(contentHeight - viewport.bounds.height, 0) }

    /// Whether the end of the list shows (time to load more).
    var isNearEnd: Bool { scrollOffset >= maximumOffset - 120 }

    func scroll(by delta: CGFloat) {
        guard delta.isFinite else { return }
        scrollOffset = min(max(scrollOffset + delta, 0), maximumOffset)
        content.position = CGPoint(x: 0, y: -scrollOffset)
    }

    /// Moves the keyboard's row by `step` (from none: the first), scrolling it into view.
    func moveSelection(by step: Int) {
        guard !rows.isEmpty else { return }
        let next = selection.map { $0 + step } ?? (step > 0 ? 0 : rows.count - 1)
        select(min(max(next, 0), rows.count - 1))
        guard let selection else { return }
        let frame = rows[selection].layer.frame
        if frame.minY - 12 < scrollOffset { scroll(by: frame.minY - 12 - scrollOffset) }
        let bottom = scrollOffset + viewport.bounds.height
        if frame.maxY + 12 > bottom { scroll(by: frame.maxY + 12 - bottom) }
    }

    func select(_ index: Int?) {
        if let selection, rows.indices.contains(selection) { rows[selection].isFocused = false }
        selection = index
        if let index { rows[index].isFocused = true }
    }

    // MARK: Taps

    /// What `point` (in the screen's coordinates) is on.
    func target(at point: CGPoint) -> Target? {
        if point.y < Self.headerHeight {
            if back.contains(point) { return .back }
            if headerButton.contains(point) { return .headerButton }
            return nil
        }
        let inContent = CGPoint(x: point.x, y: point.y - Self.headerHeight + scrollOffset)
        if !retry.layer.isHidden && retry.contains(inContent) { return .retry }
        guard let index = rows.firstIndex(where: { $0.layer.frame.contains(inContent) }) else { return nil }
        let row = rows[index]
        let inRow = CGPoint(x: inContent.x - row.layer.frame.minX, y: inContent.y - row.layer.frame.minY)
        return row.button.layer.frame.insetBy(dx: -6, dy: -6).contains(inRow) ? .accessory(index) : .row(index)
    }
}
