// A card that a pan gesture drags and a spring settles back, written as
// iOS code is (`swift run DraggableCard`). The one rewrite Linux needs:
// `#selector(handlePan(_:))` became `CardViewController.handlePan`.
import LayerKit

final class CardViewController: UIViewController {
    private let card = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 300))
    private var home = CGPoint.zero

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 24
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.3
        card.layer.shadowRadius = 12
        card.layer.shadowOffset = CGSize(width: 0, height: 8)
        let stripe = UIView(frame: CGRect(x: 24, y: 24, width: 120, height: 16))
        stripe.backgroundColor = UIColor.white.withAlphaComponent(0.8)
        stripe.layer.cornerRadius = 8
        card.addSubview(stripe)
        view.addSubview(card)
        card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: CardViewController.handlePan))
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        home = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        card.center = home
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began, .changed:
            let moved = pan.translation(in: view)
            card.center = CGPoint(x: card.center.x + moved.x, y: card.center.y + moved.y)
            pan.setTranslation(.zero, in: view)
            let tilt = (card.center.x - home.x) / view.bounds.width * 0.5
            card.transform = CGAffineTransform(rotationAngle: tilt)
        case .ended, .cancelled:
            // The spring's velocity is relative: points per second over the distance still to go.
            let velocity = pan.velocity(in: view)
            let distance = hypot(home.x - card.center.x, home.y - card.center.y)
            let relative = distance > 1 ? hypot(velocity.x, velocity.y) / distance : 0
            UIView.animate(withDuration: 0.7, delay: 0, usingSpringWithDamping: 0.55, initialSpringVelocity: relative,
                           options: [.allowUserInteraction], animations: {
                self.card.center = self.home
                self.card.transform = .identity
            })
        default:
            break
        }
    }
}

LayerKitApp.run(rootViewController: CardViewController(), title: "Draggable card", size: CGSize(width: 390, height: 600))
