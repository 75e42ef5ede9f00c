// Code as iOS projects write it in the Swift 5 language mode: helpers that
// are neither views nor on the main actor, moving views. It compiles against
// UIKit, whose views are `@MainActor` only to concurrency-checked code; this
// target checks that LayerKit's are the same (it would not build otherwise).
import LayerKit

/// A helper class that animates the views it is given.
public final class Shaker {
    public init() {}

    public func shake(_ view: UIView, by distance: CGFloat) {
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [0, distance, -distance, 0]
        shake.isAdditive = true
        shake.duration = 0.3
        view.layer.add(shake, forKey: "shake")
    }
}

/// A global function that builds views and animates them in a block.
public func fadedCard(in parent: UIView) -> UIView {
    let card = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 120))
    card.backgroundColor = .systemBlue
    parent.addSubview(card)
    UIView.animate(withDuration: 0.5) { card.alpha = 0.25 }
    return card
}
