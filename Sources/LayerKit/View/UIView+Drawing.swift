import Foundation

/// ``UIView/draw(_:)``: asked on the first display and after
/// ``UIView/setNeedsDisplay()``, into a context pushed as
/// `UIGraphicsGetCurrentContext()`. A view whose class does not override
/// it keeps no drawing (found out at the first display, then never asked again).
extension UIView {
    func displayContent() {
        guard drawsItsOwnContent else { return }
        layer.displayByDrawing()
        if reachedBaseDraw {
            drawsItsOwnContent = false
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.contents = nil
            CATransaction.commit()
        }
    }

    func drawContent(in context: CGContext) {
        reachedBaseDraw = false
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        draw(bounds)
    }
}
