import Foundation
import LayerAnimation

/// Draws the side panel (as layers) from its content and the layout: the saved list,
/// the editor with its steppers, and the Save and Play buttons.
struct PanelView {
    let canvas: LayerCanvas
    let layout: ViewerLayout
    let content: PanelContent

    private var fontSize: CGFloat { min(14, max(11, (layout.rowHeight * 0.62).rounded())) }

    func draw() {
        canvas.fill(layout.panel, Theme.panel)
        canvas.fill(CGRect(x: layout.panel.minX, y: 0, width: 1, height: layout.panel.height), Theme.panelEdge)
        drawList()
        drawEditor()
        drawButtons()
    }

    private func header(_ title: String, in rect: CGRect, focused: Bool) {
        canvas.text(title, in: rect, size: fontSize, color: focused ? Theme.accent : Theme.text, weight: .bold)
        if focused {
            let width = canvas.measure(title, size: fontSize, weight: .bold)
            canvas.fill(CGRect(x: rect.minX, y: rect.maxY - 2, width: width, height: 2), Theme.accent)
        }
    }

    private func drawList() {
        let focused = content.focus == .list && !content.isRenaming
        header("Saved Settings", in: layout.listHeader, focused: focused)
        let count = "\(content.settings.count)"
        canvas.text(count, in: layout.listHeader, size: fontSize - 1, color: Theme.secondaryText, alignment: .right)
        canvas.fill(layout.list, Theme.field, radius: 6)
        canvas.stroke(layout.list, focused ? Theme.accent : Theme.fieldEdge, width: 1, radius: 6)
        canvas.clipped(to: layout.list.insetBy(dx: 1, dy: 1)) {
            for index in content.settings.indices {
                guard let row = layout.listRow(index, scroll: content.listScroll) else { continue }
                let selected = index == content.selectedIndex
                if selected {
                    canvas.fill(row.insetBy(dx: 3, dy: 1), focused ? Theme.accent : Theme.accentSoft, radius: 4)
                }
                let color = selected && focused ? Theme.white : Theme.text
                var nameRow = row.insetBy(dx: 12, dy: 0)
                if content.settings[index].isBuiltIn {
                    // Built-ins say so: they cannot be overwritten or deleted.
                    let tag = "built-in"
                    let tagWidth = canvas.measure(tag, size: fontSize - 2) + 4
                    canvas.text(tag, in: nameRow, size: fontSize - 2, color: selected && focused ? Theme.white : Theme.secondaryText,
                                alignment: .right)
                    nameRow.size.width -= tagWidth + 8
                }
                canvas.text(content.settings[index].name, in: nameRow, size: fontSize, color: color)
            }
            if content.settings.isEmpty {
                canvas.text("No saved settings", in: layout.list.insetBy(dx: 12, dy: 0), size: fontSize,
                            color: Theme.secondaryText, alignment: .center)
            }
        }
        // A scroll indicator when not everything fits.
        let visible = layout.visibleListRows
        if content.settings.count > visible {
            let track = layout.list.insetBy(dx: 0, dy: 6)
            let fraction = CGFloat(visible) / CGFloat(content.settings.count)
            let top = CGFloat(content.listScroll) / CGFloat(content.settings.count)
            canvas.fill(CGRect(x: track.maxX - 5, y: track.minY + top * track.height, width: 3,
                               height: max(12, fraction * track.height)), Theme.fieldEdge, radius: 1.5)
        }
    }

    private func drawEditor() {
        let field = layout.nameField
        let labelWidth = canvas.measure("Name", size: fontSize, weight: .bold) + 10
        canvas.text("Name", in: CGRect(x: field.minX, y: field.minY, width: labelWidth, height: field.height),
                    size: fontSize, color: Theme.text, weight: .bold)
        let box = CGRect(x: field.minX + labelWidth, y: field.minY + 1, width: field.width - labelWidth, height: field.height - 2)
        canvas.fill(box, Theme.field, radius: 5)
        if let text = content.renameText {
            canvas.stroke(box, Theme.accent, width: 2, radius: 5)
            let shown = text + "▏"
            canvas.text(shown, in: box.insetBy(dx: 8, dy: 0), size: fontSize, color: Theme.text)
        } else {
            canvas.stroke(box, Theme.fieldEdge, width: 1, radius: 5)
            let name = content.editor.name + (content.hasUnsavedChanges ? "  •" : "")
            canvas.text(name, in: box.insetBy(dx: 8, dy: 0), size: fontSize, color: Theme.text)
        }
        let editorFocused = content.focus == .editor && !content.isRenaming
        for header in layout.sectionHeaders {
            canvas.text(header.section.rawValue.uppercased(), in: header.frame.insetBy(dx: 2, dy: 0), size: fontSize - 2,
                        color: Theme.sectionText, weight: .bold)
        }
        for row in layout.rows {
            let property = row.property
            let value = content.editor[property]
            if property == content.focusedProperty && editorFocused {
                canvas.fill(row.frame, Theme.rowFocus, radius: 4)
                canvas.fill(CGRect(x: row.frame.minX, y: row.frame.minY + 3, width: 3, height: row.frame.height - 6),
                            Theme.accent, radius: 1.5)
            }
            canvas.text(property.label, in: row.label, size: fontSize, color: Theme.text)
            canvas.text(property.format(value), in: row.value, size: fontSize, color: Theme.text,
                        weight: .bold, alignment: .right)
            stepper("−", in: row.minus, enabled: value > property.range.lowerBound)
            stepper("+", in: row.plus, enabled: value < property.range.upperBound)
        }
    }

    private func stepper(_ symbol: String, in rect: CGRect, enabled: Bool) {
        canvas.fill(rect, enabled ? Theme.stepper : Theme.stepperDisabled, radius: 4)
        canvas.text(symbol, in: rect, size: fontSize + 1, color: enabled ? Theme.text : Theme.fieldEdge,
                    weight: .bold, alignment: .center)
    }

    private func drawButtons() {
        let save = layout.saveButton
        canvas.fill(save, Theme.field, radius: 7)
        canvas.stroke(save, content.isReadOnly ? Theme.fieldEdge : Theme.accent, width: 1.5, radius: 7)
        canvas.text(content.isReadOnly ? "Read-only" : "Save", in: save, size: fontSize + 1,
                    color: content.isReadOnly ? Theme.secondaryText : Theme.accent, weight: .bold, alignment: .center)
        let saveAsNew = layout.saveAsNewButton
        canvas.fill(saveAsNew, Theme.field, radius: 7)
        canvas.stroke(saveAsNew, content.isReadOnly ? Theme.fieldEdge : Theme.accent, width: 1.5, radius: 7)
        canvas.text("Save as new", in: saveAsNew, size: fontSize, color: content.isReadOnly ? Theme.secondaryText : Theme.accent,
                    weight: .bold, alignment: .center)
        let play = layout.playButton
        canvas.fill(play, Theme.accent, radius: 7)
        let symbol = content.playbackState == .playing ? "❚❚" : "▶"
        let speed = content.playbackRate == 1 ? "" : "  ·  " + ViewerModel.speedLabel(content.playbackRate)
        canvas.text("\(symbol)  \(content.playbackState.buttonTitle)\(speed)", in: play, size: fontSize + 1,
                    color: Theme.white, weight: .bold, alignment: .center)
    }
}
