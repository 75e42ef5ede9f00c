import Foundation
import LayerAnimation

/// The light text colour the scenes draw on their dark backgrounds.
public let labelColor = CGColor(red: 0.92, green: 0.95, blue: 1, alpha: 1)

/// A text layer of one line, cut with an ellipsis when it does not fit.
public func label(_ text: String, size: CGFloat, color: CGColor = labelColor,
                  alignment: CATextLayerAlignmentMode = .center) -> CATextLayer {
    let layer = CATextLayer()
    layer.string = text
    layer.fontSize = size
    layer.foregroundColor = color
    layer.alignmentMode = alignment
    layer.truncationMode = .end
    return layer
}
