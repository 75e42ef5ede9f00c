import Foundation

/// The viewer's mouse map: what a click or the wheel does where it lands.
public enum MouseMap {
    public static func action(forClickOn target: ViewerLayout.Target, shift: Bool = false) -> ViewerAction? {
        let steps = shift ? 10 : 1
        switch target {
        case .listRow(let index): return .selectSetting(index)
        case .minus(let property): return .step(property, -steps)
        case .plus(let property): return .step(property, steps)
        case .property(let property): return .focusProperty(property)
        case .nameField: return .beginRename
        case .save: return .save
        case .saveAsNew: return .saveAsNew
        case .play, .stage: return .togglePlay
        case .timeline(let fraction): return .seek(fraction)
        case .inspectorButton: return .toggleInspector
        case .list: return nil
        }
    }

    /// The wheel scrolls the list one row a notch.
    public static func action(forWheel deltaY: Int, over target: ViewerLayout.Target?) -> ViewerAction? {
        guard deltaY != 0, let target else { return nil }
        switch target {
        case .list, .listRow: return .scrollList(deltaY > 0 ? -1 : 1)
        default: return nil
        }
    }
}
