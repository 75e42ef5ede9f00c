import Foundation
import LayerAnimation
import SceneControls
import SetGame

/// One Set card drawn with layers: a white rounded card with a shadow,
/// its symbols as shape layers (striped ones drawn clipped), and a
/// patterned back shown when face down.
final class CardLayer: PlayingCardLayer {
    /// How the card's border shows its part in the game.
    enum Mark: Equatable { case none, selected, matched, mismatched, hinted }

    let card: SetCard
    private let face = CALayer()
    private let back = ClippedPatternLayer()

    var isFaceUp: Bool {
        didSet { face.isHidden = !isFaceUp; back.isHidden = isFaceUp }
    }

    var mark: Mark = .none {
        didSet {
            guard mark != oldValue else { return }
            let (color, width): (CGColor, CGFloat) = switch mark {
            case .none: (SetStyle.cardEdge, 1)
            case .selected: (SetStyle.selected, 3)
            case .matched: (SetStyle.matched, 4)
            case .mismatched: (SetStyle.mismatched, 4)
            case .hinted: (SetStyle.hinted, 3)
            }
            borderColor = color
            borderWidth = width
        }
    }

    init(card: SetCard, faceUp: Bool) {
        self.card = card
        isFaceUp = faceUp
        super.init(cornerFraction: 0.08)
        backgroundColor = SetStyle.cardFace
        borderColor = SetStyle.cardEdge
        borderWidth = 1
        back.fill = SetStyle.back
        back.stroke = SetStyle.backPattern
        addSublayer(face)
        addSublayer(back)
        face.isHidden = !faceUp
        back.isHidden = faceUp
        // A card is drawn once into a picture and copied from then on (one
        // copy instead of its shadow, background, border and symbols, each
        // frame; `snowman bench-set`).
        shouldRasterize = true
    }

    /// The first card of the deck, face up (a layer made from its class alone).
    required convenience init() {
        self.init(card: SetCard(id: 0), faceUp: true)
    }

    required init(layer: Any) {
        let other = layer as? CardLayer
        card = other?.card ?? SetCard(id: 0)
        isFaceUp = other?.isFaceUp ?? true
        super.init(layer: layer)
    }

    /// Archived layers are not on Linux (see `CALayer.init(coder:)`).
    required init?(coder: NSCoder) { nil }

    /// A copy showing the same card, face and mark (for the flyaway).
    func copy() -> CardLayer {
        let copy = CardLayer(card: card, faceUp: isFaceUp)
        // A flying copy turns: SDL's software renderer turns a picture with
        // its shadow margin, sampled bilinearly, at a higher cost than the
        // parts it replaces (`snowman bench-set`).
        copy.shouldRasterize = false
        copy.bounds = bounds
        copy.position = position
        copy.mark = mark
        copy.layoutContent()
        return copy
    }

    /// The symbols and the back for the card's size.
    override func layOut(for size: CGSize) {
        let inset = CGRect(origin: .zero, size: size).insetBy(dx: size.width * 0.06, dy: size.width * 0.06)
        back.frame = inset
        back.clipPath = CGPath(roundedRect: back.bounds, cornerWidth: size.width * 0.05, cornerHeight: size.width * 0.05, transform: nil)
        back.pattern = Self.lattice(in: back.bounds, spacing: max(size.width / 7, 4))
        face.frame = CGRect(origin: .zero, size: size)
        face.sublayers = nil
        for frame in symbolFrames(in: size) { face.addSublayer(symbol(in: frame, lineWidth: max(size.width * 0.025, 1))) }
    }

    /// Where the card's symbols go: stacked and centred, wide and short.
    private func symbolFrames(in size: CGSize) -> [CGRect] {
        let width = size.width * 0.66, height = size.height * 0.17, gap = size.height * 0.06
        let total = CGFloat(card.number) * height + CGFloat(card.number - 1) * gap
        let top = (size.height - total) / 2
        return (0..<card.number).map { index in
            CGRect(x: (size.width - width) / 2, y: top + CGFloat(index) * (height + gap), width: width, height: height)
        }
    }

    /// One symbol: its outline and fill, and for striped shading lines
    /// clipped to its shape.
    private func symbol(in frame: CGRect, lineWidth: CGFloat) -> CALayer {
        let color = SetStyle.color(card.color)
        let local = CGRect(origin: .zero, size: frame.size).insetBy(dx: lineWidth / 2, dy: lineWidth / 2)
        let outline = CAShapeLayer()
        outline.frame = frame
        outline.path = SymbolPaths.path(for: card.shape, in: local)
        outline.strokeColor = color
        outline.lineWidth = lineWidth
        outline.fillColor = card.shading == .solid ? color : nil
        if card.shading == .striped {
            let stripes = ClippedPatternLayer()
            stripes.frame = outline.bounds
            stripes.clipPath = outline.path
            stripes.pattern = SymbolPaths.stripes(in: outline.bounds, spacing: max(frame.width / 14, 2.5))
            stripes.stroke = color
            stripes.lineWidth = max(lineWidth * 0.5, 0.75)
            outline.addSublayer(stripes)
        }
        return outline
    }

    /// Diagonal lines both ways: the back's pattern.
    private static func lattice(in r: CGRect, spacing: CGFloat) -> CGPath {
        let path = CGMutablePath()
        var offset = -r.height
        while offset < r.width {
            path.move(to: CGPoint(x: r.minX + offset, y: r.minY))
            path.addLine(to: CGPoint(x: r.minX + offset + r.height, y: r.maxY))
            path.move(to: CGPoint(x: r.minX + offset + r.height, y: r.minY))
            path.addLine(to: CGPoint(x: r.minX + offset, y: r.maxY))
            offset += spacing
        }
        return path
    }
}
