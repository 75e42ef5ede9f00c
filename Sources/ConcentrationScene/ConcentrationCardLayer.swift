import Foundation
import LayerAnimation

/// One Concentration card: a face showing its picture (an emoji in a text
/// layer) and a back in the theme's colour with a dotted pattern; one of
/// the two shows, as `isFaceUp` says.
final class ConcentrationCardLayer: CALayer {
    private let face = CALayer()
    private let picture = CATextLayer()
    private let back = CALayer()
    private let dots = CAShapeLayer()
    /// The size the content was laid out for.
    private var laidOutSize = CGSize.zero

    var isFaceUp: Bool {
        didSet { face.isHidden = !isFaceUp; back.isHidden = isFaceUp }
    }

    init(picture text: String, theme: ConcentrationTheme, faceUp: Bool) {
        isFaceUp = faceUp
        super.init()
        backgroundColor = theme.face
        borderColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.25)
        borderWidth = 1
        shadowOpacity = 0.35
        shadowRadius = 3
        shadowOffset = CGSize(width: 0, height: 2)
        picture.string = text
        picture.alignmentMode = .center
        face.addSublayer(picture)
        back.backgroundColor = theme.back
        back.masksToBounds = true
        dots.fillColor = theme.backPattern
        back.addSublayer(dots)
        addSublayer(face)
        addSublayer(back)
        face.isHidden = !faceUp
        back.isHidden = faceUp
    }

    required init(layer: Any) {
        isFaceUp = (layer as? ConcentrationCardLayer)?.isFaceUp ?? false
        super.init(layer: layer)
    }

    /// The picture's text (for inspection).
    var pictureText: String { picture.string as? String ?? "" }

    /// Lays the picture and the back out for the card's current size, without animation.
    func layoutContent() {
        let size = bounds.size
        guard size != laidOutSize, size.width > 0, size.height > 0 else { return }
        laidOutSize = size
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        cornerRadius = size.width * 0.1
        // The shadow from the card's outline, not from its sublayers' pixels: drawn once and kept (Apple's advice too).
        shadowPath = CGPath(roundedRect: CGRect(origin: .zero, size: size), cornerWidth: cornerRadius, cornerHeight: cornerRadius, transform: nil)
        face.frame = CGRect(origin: .zero, size: size)
        let fontSize = (min(size.width, size.height) * 0.5).rounded()
        picture.fontSize = fontSize
        let line = (fontSize * 1.3).rounded()
        picture.frame = CGRect(x: 0, y: ((size.height - line) / 2).rounded(), width: size.width, height: line)
        let inset = max(size.width * 0.07, 2)
        back.frame = CGRect(origin: .zero, size: size).insetBy(dx: inset, dy: inset)
        back.cornerRadius = size.width * 0.06
        dots.frame = back.bounds
        dots.path = Self.dots(in: back.bounds, spacing: max(size.width / 6, 5))
        CATransaction.commit()
    }

    /// Small circles on a staggered grid: the back's pattern.
    private static func dots(in rect: CGRect, spacing: CGFloat) -> CGPath {
        let path = CGMutablePath()
        let radius = spacing * 0.18
        // Centred: the margins left and right (and top and bottom) are equal.
        let columns = max(Int(rect.width / spacing), 1), rowStep = spacing * 0.87
        let rows = max(Int(rect.height / rowStep), 1)
        let left = rect.minX + (rect.width - CGFloat(columns - 1) * spacing - spacing / 2) / 2
        var row = 0
        var y = rect.minY + (rect.height - CGFloat(rows - 1) * rowStep) / 2
        while y < rect.maxY - radius {
            var x = left + (row % 2 == 0 ? 0 : spacing / 2)
            while x < rect.maxX - radius {
                path.addEllipse(in: CGRect(x: x - radius, y: y - radius, width: radius * 2, height: radius * 2))
                x += spacing
            }
            y += rowStep
            row += 1
        }
        return path
    }
}
