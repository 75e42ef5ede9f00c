import Foundation
import LayerAnimation

/// One property of one layer that a closure changed: the value presented
/// just before the change, and the new model value.
struct PropertyChange {
    let layer: CALayer
    let key: String
    var from: Any
    var to: Any
}

/// Runs a closure with every animatable property change of any layer
/// recorded instead of animated (the model takes the new value at once):
/// what animation blocks and property animators build their animations from.
final class ChangeRecorder: CAAction {
    private(set) var changes: [PropertyChange] = []
    /// Values presented before a change, by layer and key, until the change is seen.
    private var pending: [(layer: CALayer, key: String, from: Any?)] = []

    /// Runs `body` in a transaction whose changes this recorder sees; returns them.
    static func record(_ body: () -> Void) -> [PropertyChange] {
        let recorder = ChangeRecorder()
        CATransaction.begin()
        CATransaction.setDisableActions(false)
        CATransaction.setActionHandler { layer, key in
            recorder.pending.append((layer, key, layer.presentation()?.value(forKey: key)))
            return recorder
        }
        body()
        CATransaction.commit()
        return recorder.changes
    }

    /// The change happened (the model holds the new value).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer,
              let index = pending.lastIndex(where: { $0.layer === layer && $0.key == event }) else { return }
        let before = pending.remove(at: index).from
        // A colour from or to none has nothing to move between: it shows at once.
        guard let from = before, let to = layer.value(forKey: event) else { return }
        if let known = changes.firstIndex(where: { $0.layer === layer && $0.key == event }) {
            changes[known].to = to  // changed twice: from the first value to the last
        } else {
            changes.append(PropertyChange(layer: layer, key: event, from: from, to: to))
        }
    }
}

