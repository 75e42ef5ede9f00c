// A ported file's imports, kept as on iOS: `import CoreGraphics` and
// `import QuartzCore` beside LayerKit. (Not beside Testing: with both, Swift
// Testing asks for its CoreGraphics overlay, which Linux toolchains lack.)
import CoreGraphics
import LayerKit
import QuartzCore

/// A ring drawn and animated through the engine under Apple's module names.
@MainActor
func ringThroughApplesModuleNames() -> (layer: CAShapeLayer, color: CGColor, animation: CABasicAnimation) {
    let path = CGMutablePath()
    path.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    let layer = QuartzCore.CAShapeLayer()
    layer.path = path
    let color = CoreGraphics.CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    layer.fillColor = color
    let pulse = QuartzCore.CABasicAnimation(keyPath: "opacity")
    layer.add(pulse, forKey: "pulse")
    return (layer, color, pulse)
}
