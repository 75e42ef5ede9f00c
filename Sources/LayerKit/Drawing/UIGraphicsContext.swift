/// The contexts `UIGraphicsGetCurrentContext()` answers with, innermost
/// last: pushed while a view draws, or by the caller. Drawing is done on
/// the main thread, as in UIKit.
@preconcurrency @MainActor
enum UIGraphicsContextStack {
    static var contexts: [CGContext] = []
}

@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? { UIGraphicsContextStack.contexts.last }

/// Makes `context` the current one until the matching pop.
@preconcurrency @MainActor
public func UIGraphicsPushContext(_ context: CGContext) { UIGraphicsContextStack.contexts.append(context) }

@preconcurrency @MainActor
public func UIGraphicsPopContext() { _ = UIGraphicsContextStack.contexts.popLast() }

extension UIColor {
    /// Later fills in the current context use this colour (nothing without one).
    @preconcurrency @MainActor
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Later strokes in the current context use this colour (nothing without one).
    @preconcurrency @MainActor
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

    /// Both.
    @preconcurrency @MainActor
    public func set() {
        setFill()
        setStroke()
    }
}

extension UIBezierPath {
    /// Fills the path in the current context with its fill rule (nothing without one).
    @preconcurrency @MainActor
    public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Strokes the path in the current context with its line settings (nothing without one).
    @preconcurrency @MainActor
    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.beginPath()
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    /// Adds the path to the current context's clip.
    @preconcurrency @MainActor
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}

/// Fills `rect` in the current context with its fill colour (nothing without one).
@preconcurrency @MainActor
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Strokes a one-point frame just inside `rect` with the current fill colour, as UIKit does.
@preconcurrency @MainActor
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let inset = rect.standardized
    guard inset.width > 0, inset.height > 0 else { return }
    let side = min(1, inset.width / 2, inset.height / 2)
    for band in [CGRect(x: inset.minX, y: inset.minY, width: inset.width, height: side),
                 CGRect(x: inset.minX, y: inset.maxY - side, width: inset.width, height: side),
                 CGRect(x: inset.minX, y: inset.minY + side, width: side, height: inset.height - 2 * side),
                 CGRect(x: inset.maxX - side, y: inset.minY + side, width: side, height: inset.height - 2 * side)] {
        context.fill(band)
    }
}
