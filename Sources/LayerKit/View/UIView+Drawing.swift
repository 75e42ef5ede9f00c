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
        isDrawing = true
        UIGraphicsPushContext(context)
        defer {
            UIGraphicsPopContext()
            isDrawing = false
        }
        draw(bounds)
    }

    /// ``UIView/setNeedsDisplay()``: refused from inside the view's own
    /// drawing (it would draw again every frame, forever), reported once.
    func askForDisplay() {
        guard !isDrawing else {
            if !reportedRedrawFromDraw {
                reportedRedrawFromDraw = true
                CADiagnostics.report(CADiagnostic(call: "UIView.setNeedsDisplay",
                                                  message: "called from the view's own draw(_:); ignored"))
            }
            return
        }
        layer.setNeedsDisplay()
    }
}
