// `UIView.animate` in its forms, each on its own square; tap a square to
// play it again (`swift run AnimateSampler`). It starts as an iOS app does:
// an app delegate marked `@main` makes the window.
import LayerKit

final class SamplerViewController: UIViewController {
    private var squares: [UIView] = []
    private let plays: [(UIView) -> Void] = [
        // A curve, there and back.
        { square in
            UIView.animate(withDuration: 0.8, delay: 0, options: [.curveEaseInOut, .autoreverse], animations: {
                square.center.x += 120
            }, completion: { _ in square.center.x -= 120 })
        },
        // A spring with a low damping ratio.
        { square in
            square.transform = CGAffineTransform(scaleX: 0.4, y: 0.4)
            UIView.animate(withDuration: 1.2, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
                           options: [], animations: { square.transform = .identity })
        },
        // Keyframes: around a square path.
        { square in
            let start = square.center
            UIView.animateKeyframes(withDuration: 2, delay: 0, options: [.calculationModeLinear], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { square.center.x = start.x + 120 }
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { square.center.y = start.y + 40 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { square.center.x = start.x }
                UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { square.center.y = start.y }
            })
        },
        // Colour and corners, absolute keys.
        { square in
            let wasBlue = square.backgroundColor == .systemBlue
            UIView.animate(withDuration: 0.6) {
                square.backgroundColor = wasBlue ? .systemRed : .systemBlue
                square.layer.cornerRadius = wasBlue ? 30 : 6
            }
        },
        // A flip transition.
        { square in
            UIView.transition(with: square, duration: 0.8, options: [.transitionFlipFromLeft], animations: {
                square.backgroundColor = square.backgroundColor == .systemTeal ? .systemYellow : .systemTeal
            })
        },
        // iOS 17's spring, with bounce.
        { square in
            square.center.x += 120
            UIView.animate(springDuration: 0.8, bounce: 0.5) { square.center.x -= 120 }
        },
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let colours: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemBlue, .systemTeal, .systemPurple]
        for index in plays.indices {
            let square = UIView(frame: CGRect(x: 40, y: 60 + CGFloat(index) * 100, width: 60, height: 60))
            square.backgroundColor = colours[index]
            square.layer.cornerRadius = 6
            square.tag = index
            square.addGestureRecognizer(UITapGestureRecognizer(target: self, action: SamplerViewController.tapped))
            view.addSubview(square)
            squares.append(square)
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        for (square, play) in zip(squares, plays) { play(square) }
    }

    func tapped(_ tap: UITapGestureRecognizer) {
        guard let square = tap.view else { return }
        plays[square.tag](square)
    }
}

@main final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        window?.rootViewController = SamplerViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
