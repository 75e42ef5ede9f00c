import Foundation
import LayerAnimation
import SceneControls

/// One Concentration card: a face showing its picture (an emoji in a text
/// layer) and a back in the theme's colour with a dotted pattern; one of
/// the two shows, as `isFaceUp` says.
final class ConcentrationCardLayer: PlayingCardLayer {
    private let face = CALayer()
    private let picture = CATextLayer()
    private let back = CALayer()
    private let dots = CAShapeLayer()

    var isFaceUp: Bool {
        didSet { face.isHidden = !isFaceUp; back.isHidden = isFaceUp }
    }

    init(picture text: String, theme: ConcentrationTheme, faceUp: Bool) {
        isFaceUp = faceUp
        super.init(cornerFraction: 0.1)
        borderColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.25)
        borderWidth = 1
        picture.alignmentMode = .center
        face.addSublayer(picture)
        back.masksToBounds = true
        back.addSublayer(dots)
        show(picture: text, theme: theme)
        addSublayer(face)
        addSublayer(back)
        face.isHidden = !faceUp
        back.isHidden = faceUp
        // Drawn once into a picture and copied from then on: one copy a
        // frame instead of the card's fill, border, back and dots (a new
        // look, a flip's or a theme's, is drawn directly until it holds
        // still). `Benchmarks/concentration-frames.sh`.
        shouldRasterize = true
    }

    /// A blank card face down in the first theme (a layer made from its class alone).
    required convenience init() {
        self.init(picture: "", theme: ConcentrationTheme.all[0], faceUp: false)
    }

    required init(layer: Any) {
        isFaceUp = (layer as? ConcentrationCardLayer)?.isFaceUp ?? false
        super.init(layer: layer)
    }

    /// Archived layers are not on Linux (see `CALayer.init(coder:)`).
    required init?(coder: NSCoder) { nil }

    /// Shows `text` on the face and `theme`'s colours, the card's state
    /// unchanged: how a theme re-skins a game in progress. The caller
    /// decides whether the change animates.
    func show(picture text: String, theme: ConcentrationTheme) {
        backgroundColor = theme.face
        picture.string = text
        back.backgroundColor = theme.back
        dots.fillColor = theme.backPattern
    }

    /// The picture's text (for inspection).
    var pictureText: String { picture.string as? String ?? "" }

    /// The picture and the back for the card's size.
    override func layOut(for size: CGSize) {
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
