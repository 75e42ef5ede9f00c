import LayerAnimation

extension CALayer {
    /// Stops the layer's time (and its sublayers') where it is, the way
    /// Apple's QA1673 does: speed 0 at the current local time. A hidden
    /// scene pauses its root so its animations wait and cost nothing.
    public func pauseLayer() {
        guard speed != 0 else { return }
        setSpeedKeepingLocalTime(0)
    }

    /// Lets a paused layer's time run again from where it stopped.
    public func resumeLayer() {
        guard speed == 0 else { return }
        setSpeedKeepingLocalTime(1)
    }
}
