import CatFacts
import Foundation
import LayerAnimation
import LayerAnimators
import SceneControls

/// The first screen: three colour buttons across the width, each a third
/// of it; the right colour reveals a "Cat Facts →" button, animated in.
@MainActor
final class UnlockScreen {
    let root = CALayer()
    let prompt = label("Pick a colour", size: 20)
    let buttons: [(color: UnlockColor, button: Button)] = UnlockColor.allCases.map { color in
        (color, Button("\(color.rawValue.capitalized)  (\(color.rawValue.prefix(1).uppercased()))", color: Style.color(color), fontSize: 18))
    }
    /// Hidden until the right colour is picked.
    let next = Button("Cat Facts →", color: CGColor(red: 0.95, green: 0.96, blue: 0.98, alpha: 1), fontSize: 18)
    let hint = label("R, G or B picks a colour; Enter opens the facts once the button shows.", size: 13, color: Style.muted)
    private(set) var isRevealed = false
    /// How far below its place the button starts its slide.
    static let slide: CGFloat = 36

    init() {
        root.anchorPoint = .zero
        root.addSublayer(prompt)
        for (_, button) in buttons {
            button.layer.cornerRadius = 0
            root.addSublayer(button.layer)
        }
        next.title.foregroundColor = CGColor(red: 0.1, green: 0.12, blue: 0.16, alpha: 1)
        next.layer.opacity = 0
        next.layer.name = "cat-facts-button"
        root.addSublayer(next.layer)
        root.addSublayer(hint)
    }

    func layout(size: CGSize) {
        // Whole points, so the thirds meet without a seam.
        let edges = (0...3).map { (size.width * CGFloat($0) / 3).rounded() }
        let band = min(180, max(size.height * 0.32, 60))
        prompt.frame = CGRect(x: 16, y: 20, width: size.width - 32, height: 30)
        for (index, (_, button)) in buttons.enumerated() {
            button.place(CGRect(x: edges[index], y: 64, width: edges[index + 1] - edges[index], height: band))
        }
        let place = CGRect(x: (size.width - 220) / 2, y: 64 + band + 48, width: 220, height: 48)
        next.place(place)
        next.layer.position.y += isRevealed ? 0 : Self.slide
        hint.frame = CGRect(x: 16, y: size.height - 34, width: size.width - 32, height: 20)
    }

    /// The colour whose button is under `point`, if any.
    func color(at point: CGPoint) -> UnlockColor? {
        buttons.first { $0.button.contains(point) }?.color
    }

    /// The screen takes the picked colour itself (the seed's screen 1), its
    /// text black or white, whichever reads better on it.
    func show(picked color: UnlockColor) {
        CALayer.performWithoutAnimation {
            root.backgroundColor = Style.pure(color)
            prompt.foregroundColor = Style.readableText(on: color)
            hint.foregroundColor = Style.readableText(on: color)
        }
    }

    /// Whether `point` is on the revealed "Cat Facts →" button.
    func isOnNext(_ point: CGPoint) -> Bool { isRevealed && next.contains(point) }

    /// Fades and slides the button in (or out), from wherever it is.
    func reveal(_ shown: Bool) {
        guard shown != isRevealed else { return }
        isRevealed = shown
        CALayer.animate(withDuration: 0.35, options: shown ? .curveEaseOut : .curveEaseIn) {
            next.layer.opacity = shown ? 1 : 0
            next.layer.position.y += shown ? -Self.slide : Self.slide
        }
    }
}
