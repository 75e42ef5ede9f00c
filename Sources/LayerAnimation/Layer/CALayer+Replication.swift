import Foundation

extension CALayer {
    /// Runs `body` with every layer below this one showing its values
    /// `delay` seconds earlier than the last frame evaluation (beyond Apple's
    /// API: how a renderer draws a replicator's delayed copies). Nothing
    /// changes for good: no delegate hears anything, no animation is
    /// removed, and the presentation is back as it was when `body` returns.
    /// Layers that draw from their presented values (shape, text and
    /// gradient layers) keep the drawing of the frame itself.
    public func withSublayersPresented<Result>(delayedBy delay: CFTimeInterval,
                                               _ body: () throws -> Result) rethrows -> Result {
        guard delay != 0, delay.isFinite, let local = frameState.extras?.lastLocalTime,
              let children = storedSublayers else { return try body() }
        var saved: [SavedPresentation] = []
        for child in children { child.showDelayed(parentTime: local - delay, saving: &saved) }
        defer {
            for entry in saved.reversed() {
                entry.layer.frameState.showTemporarily(entry.properties, transition: entry.transition)
                if let extras = entry.extras { entry.layer.frameState.extras?.presented = extras.presented
                                               entry.layer.frameState.extras?.lastLocalTime = extras.lastLocalTime }
            }
        }
        return try body()
    }

    private struct SavedPresentation {
        let layer: CALayer
        let properties: CALayerProperties
        let transition: CATransitionState?
        let extras: (presented: [ExtraKey: ArrayValue], lastLocalTime: Double?)?
    }

    private func showDelayed(parentTime: CFTimeInterval, saving saved: inout [SavedPresentation]) {
        let local = frameState.clock.localTime(fromParentTime: parentTime)
        saved.append(SavedPresentation(layer: self, properties: frameState.presented, transition: frameState.transition,
                                       extras: frameState.extras.map { ($0.presented, $0.lastLocalTime) }))
        if !frameState.entries.isEmpty {
            let (properties, transition) = frameState.evaluated(atLocalTime: local)
            frameState.showTemporarily(properties, transition: transition)
        }
        if let extras = frameState.extras {
            if let shifted = frameState.evaluatedExtras(atLocalTime: local) { extras.presented = shifted.presented }
            extras.lastLocalTime = local
        }
        storedMask?.showDelayed(parentTime: local, saving: &saved)
        for child in storedSublayers ?? [] { child.showDelayed(parentTime: local, saving: &saved) }
    }
}
