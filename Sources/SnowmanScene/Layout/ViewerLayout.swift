import Foundation
import SnowmanSettings

/// Where everything goes, in points, for one window size: the stage on the
/// left, the side panel on the right with the saved list, the editor
/// (name, section headers, one stepper row per property) and the buttons.
public struct ViewerLayout: Equatable {
    /// The smallest window the viewer allows.
    public static let minimumSize = CGSize(width: 800, height: 520)

    public struct SectionHeader: Equatable {
        public var section: SettingSection
        public var frame: CGRect
    }

    public struct PropertyRow: Equatable {
        public var property: SettingProperty
        public var frame: CGRect
        public var label: CGRect
        public var value: CGRect
        public var minus: CGRect
        public var plus: CGRect
    }

    public var window: CGRect
    public var stage: CGRect
    public var panel: CGRect
    public var listHeader: CGRect
    public var list: CGRect
    public var listRowHeight: CGFloat
    public var nameField: CGRect
    public var sectionHeaders: [SectionHeader]
    public var rows: [PropertyRow]
    public var saveButton: CGRect
    public var saveAsNewButton: CGRect
    public var playButton: CGRect
    /// Where banners appear, across the top of the stage.
    public var banner: CGRect
    /// The editor's row height (the font scales with it).
    public var rowHeight: CGFloat
    /// The strip under the stage: playback state, timeline, time, inspector button.
    public var timelineStrip: CGRect
    public var stateChip: CGRect
    /// The bar that seeks when clicked or dragged.
    public var timeline: CGRect
    public var timeLabel: CGRect
    public var inspectorButton: CGRect
    /// Where the timing inspector appears on the stage.
    public var inspector: CGRect

    public static let padding: CGFloat = 12

    public init(windowSize: CGSize) {
        let width = windowSize.width, height = windowSize.height
        let padding = Self.padding
        window = CGRect(origin: .zero, size: windowSize)
        let panelWidth = min(max(width * 0.33, 320), 400)
        panel = CGRect(x: width - panelWidth, y: 0, width: panelWidth, height: height)
        let stripHeight: CGFloat = 44
        stage = CGRect(x: 0, y: 0, width: width - panelWidth, height: height - stripHeight)
        banner = CGRect(x: stage.minX + 16, y: 16, width: max(stage.width - 32, 0), height: 36)
        timelineStrip = CGRect(x: stage.minX, y: stage.maxY, width: stage.width, height: stripHeight)
        stateChip = CGRect(x: timelineStrip.minX + 12, y: timelineStrip.minY + 9, width: 104, height: 26)
        inspectorButton = CGRect(x: timelineStrip.maxX - 12 - 92, y: timelineStrip.minY + 9, width: 92, height: 26)
        timeLabel = CGRect(x: inspectorButton.minX - 12 - 96, y: timelineStrip.minY, width: 96, height: stripHeight)
        timeline = CGRect(x: stateChip.maxX + 14, y: timelineStrip.minY + 12,
                          width: max(timeLabel.minX - 10 - stateChip.maxX - 14, 40), height: 20)
        inspector = CGRect(x: stage.minX + 16, y: banner.maxY + 12, width: min(300, stage.width - 32), height: 246)

        let inner = panel.insetBy(dx: padding, dy: 0)
        // Fixed heights: header, name row, buttons and the gaps between.
        let headerHeight: CGFloat = 22, nameHeight: CGFloat = 26, buttonHeight: CGFloat = 34
        let fixed = padding + headerHeight + 6 + 10 + nameHeight + 6 + 10 + buttonHeight + padding
        // The rest holds >= 3 list rows, 5 section headers and 12 property rows.
        let sections = CGFloat(SettingSection.allCases.count), properties = CGFloat(SettingProperty.allCases.count)
        let sectionRatio: CGFloat = 0.8
        rowHeight = max(14, min(26, ((height - fixed) / (3 + properties + sections * sectionRatio)).rounded(.down)))
        let sectionHeight = (rowHeight * sectionRatio).rounded()
        listRowHeight = rowHeight + 2

        var y = padding
        listHeader = CGRect(x: inner.minX, y: y, width: inner.width, height: headerHeight)
        y += headerHeight + 6
        let editorHeight = nameHeight + 6 + sections * sectionHeight + properties * rowHeight
        let listHeight = max(listRowHeight * 3, height - y - 10 - editorHeight - 10 - buttonHeight - padding)
        list = CGRect(x: inner.minX, y: y, width: inner.width, height: listHeight)
        y += listHeight + 10
        nameField = CGRect(x: inner.minX, y: y, width: inner.width, height: nameHeight)
        y += nameHeight + 6

        let stepperWidth = max(24, rowHeight + 2)
        var headers: [SectionHeader] = []
        var rows: [PropertyRow] = []
        for section in SettingSection.allCases {
            headers.append(SectionHeader(section: section, frame: CGRect(x: inner.minX, y: y, width: inner.width, height: sectionHeight)))
            y += sectionHeight
            for property in SettingProperty.allCases where property.section == section {
                let frame = CGRect(x: inner.minX, y: y, width: inner.width, height: rowHeight)
                let buttonHeight = rowHeight - 4
                let plus = CGRect(x: frame.maxX - stepperWidth, y: y + 2, width: stepperWidth, height: buttonHeight)
                let minus = CGRect(x: plus.minX - 4 - stepperWidth, y: y + 2, width: stepperWidth, height: buttonHeight)
                let textWidth = minus.minX - 6 - frame.minX - 6
                let valueWidth = min(96, textWidth * 0.42)
                let value = CGRect(x: minus.minX - 6 - valueWidth, y: y, width: valueWidth, height: rowHeight)
                let label = CGRect(x: frame.minX + 6, y: y, width: value.minX - frame.minX - 10, height: rowHeight)
                rows.append(PropertyRow(property: property, frame: frame, label: label, value: value, minus: minus, plus: plus))
                y += rowHeight
            }
        }
        sectionHeaders = headers
        self.rows = rows
        y += 10
        // Each button as wide as its longest title needs: Save, Save as new, Play (with its speed).
        let shared = inner.width - 16
        let saveWidth = (shared * 0.22).rounded(), saveAsNewWidth = (shared * 0.33).rounded()
        saveButton = CGRect(x: inner.minX, y: y, width: saveWidth, height: buttonHeight)
        saveAsNewButton = CGRect(x: saveButton.maxX + 8, y: y, width: saveAsNewWidth, height: buttonHeight)
        playButton = CGRect(x: saveAsNewButton.maxX + 8, y: y, width: inner.maxX - saveAsNewButton.maxX - 8, height: buttonHeight)
    }

    /// How many list rows fit.
    public var visibleListRows: Int { max(1, Int(list.height / listRowHeight)) }

    /// The frame of list entry `index` when the list starts at `scroll`, if visible.
    public func listRow(_ index: Int, scroll: Int) -> CGRect? {
        let position = index - scroll
        guard position >= 0, position < visibleListRows else { return nil }
        return CGRect(x: list.minX, y: list.minY + CGFloat(position) * listRowHeight,
                      width: list.width, height: listRowHeight)
    }

    /// What a click at `point` lands on.
    public enum Target: Equatable {
        case listRow(Int), list, minus(SettingProperty), plus(SettingProperty), property(SettingProperty)
        case nameField, save, saveAsNew, play, stage
        /// The timeline, at this fraction of its length.
        case timeline(Double)
        case inspectorButton
    }

    public func target(at point: CGPoint, listCount: Int, scroll: Int) -> Target? {
        if stage.contains(point) { return .stage }
        if timeline.insetBy(dx: -6, dy: -6).contains(point) { return .timeline(timelineFraction(at: point.x)) }
        if inspectorButton.contains(point) { return .inspectorButton }
        if saveButton.contains(point) { return .save }
        if saveAsNewButton.contains(point) { return .saveAsNew }
        if playButton.contains(point) { return .play }
        if nameField.contains(point) { return .nameField }
        for row in rows {
            if row.minus.contains(point) { return .minus(row.property) }
            if row.plus.contains(point) { return .plus(row.property) }
            if row.frame.contains(point) { return .property(row.property) }
        }
        if list.contains(point) {
            let index = scroll + Int((point.y - list.minY) / listRowHeight)
            return index < listCount ? .listRow(index) : .list
        }
        return nil
    }

    /// The timeline fraction under horizontal position `x` (clamped).
    public func timelineFraction(at x: CGFloat) -> Double {
        Double(min(max((x - timeline.minX) / timeline.width, 0), 1))
    }

    /// Every rectangle that must not overlap another, for checks.
    public var allElements: [CGRect] {
        [listHeader, list, nameField, saveButton, saveAsNewButton, playButton, stage, stateChip, timeline, timeLabel, inspectorButton]
            + sectionHeaders.map(\.frame) + rows.map(\.frame)
    }
}
