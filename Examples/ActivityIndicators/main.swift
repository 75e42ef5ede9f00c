// Activity indicators written the way iOS code writes them: UIView
// subclasses that build Core Animation layers and add repeating
// animations. Every indicator at once (`swift run ActivityIndicators`).
import LayerKit

/// A ring whose stroke grows and shrinks while it turns.
final class RingSpinner: UIView {
    private let ring = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemBlue.cgColor
        ring.lineWidth = 4
        ring.lineCap = .round
        layer.addSublayer(ring)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        ring.frame = bounds
        ring.path = UIBezierPath(arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: bounds.width / 2 - 4,
                                 startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true).cgPath
    }

    override func didMoveToWindow() {
        let rotation = CABasicAnimation(keyPath: "transform.rotation.z")
        rotation.toValue = 2 * Double.pi
        rotation.duration = 1.2
        rotation.repeatCount = .infinity
        ring.add(rotation, forKey: "rotation")

        let head = CABasicAnimation(keyPath: "strokeEnd")
        head.fromValue = 0
        head.toValue = 1
        head.duration = 1
        head.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        let tail = CABasicAnimation(keyPath: "strokeStart")
        tail.fromValue = 0
        tail.toValue = 1
        tail.beginTime = 0.5
        tail.duration = 1
        tail.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        let group = CAAnimationGroup()
        group.animations = [head, tail]
        group.duration = 1.5
        group.repeatCount = .infinity
        ring.add(group, forKey: "stroke")
    }
}

/// Dots around a circle that fade one after the other (a replicator).
final class FadingDots: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let replicator = CAReplicatorLayer()
        replicator.frame = bounds
        let count = 12
        let dot = CALayer()
        dot.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        dot.cornerRadius = 4
        dot.position = CGPoint(x: bounds.midX, y: 8)
        dot.backgroundColor = UIColor.systemPink.cgColor
        dot.opacity = 0.15
        replicator.addSublayer(dot)
        replicator.instanceCount = count
        replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(count), 0, 0, 1)
        replicator.instanceDelay = 1 / Double(count)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.15
        fade.duration = 1
        fade.repeatCount = .infinity
        dot.add(fade, forKey: "fade")
        layer.addSublayer(replicator)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Bars that bounce in a wave.
final class BouncingBars: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        for index in 0..<5 {
            let bar = CALayer()
            bar.backgroundColor = UIColor.systemGreen.cgColor
            bar.cornerRadius = 3
            bar.frame = CGRect(x: 6 + CGFloat(index) * 14, y: 20, width: 8, height: bounds.height - 40)
            let bounce = CAKeyframeAnimation(keyPath: "transform.scale.y")
            bounce.values = [1, 0.3, 1]
            bounce.keyTimes = [0, 0.5, 1]
            bounce.duration = 0.9
            bounce.beginTime = CACurrentMediaTime() + Double(index) * 0.12
            bounce.repeatCount = .infinity
            bounce.timingFunctions = [CAMediaTimingFunction(name: .easeInEaseOut), CAMediaTimingFunction(name: .easeInEaseOut)]
            bar.add(bounce, forKey: "bounce")
            layer.addSublayer(bar)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A pulse that grows and fades, three rings apart.
final class Pulse: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let replicator = CAReplicatorLayer()
        replicator.frame = bounds
        replicator.instanceCount = 3
        replicator.instanceDelay = 0.6
        let circle = CALayer()
        circle.frame = bounds
        circle.cornerRadius = bounds.width / 2
        circle.backgroundColor = UIColor.systemOrange.cgColor
        circle.opacity = 0
        replicator.addSublayer(circle)
        let scale = CABasicAnimation(keyPath: "transform.scale")
        scale.fromValue = 0.1
        scale.toValue = 1
        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.values = [0.9, 0.5, 0]
        fade.keyTimes = [0, 0.3, 1]
        let group = CAAnimationGroup()
        group.animations = [scale, fade]
        group.duration = 1.8
        group.repeatCount = .infinity
        circle.add(group, forKey: "pulse")
        layer.addSublayer(replicator)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A progress ring filling with a gradient behind a shape mask.
final class ProgressRing: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    override init(frame: CGRect) {
        super.init(frame: frame)
        guard let gradient = layer as? CAGradientLayer else { return }
        gradient.colors = [UIColor.systemPurple.cgColor, UIColor.systemTeal.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        let mask = CAShapeLayer()
        mask.frame = bounds
        mask.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 6, dy: 6)).cgPath
        mask.fillColor = nil
        mask.strokeColor = UIColor.black.cgColor
        mask.lineWidth = 8
        mask.strokeEnd = 0
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        fill.fromValue = 0
        fill.toValue = 1
        fill.duration = 2
        fill.repeatCount = .infinity
        mask.add(fill, forKey: "fill")
        gradient.mask = mask
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Three dots that jump in turn (a view animated with `UIView.animate`).
final class JumpingDots: UIView {
    private var dots: [UIView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        for index in 0..<3 {
            let dot = UIView(frame: CGRect(x: 10 + CGFloat(index) * 26, y: bounds.midY - 8, width: 16, height: 16))
            dot.backgroundColor = .systemIndigo
            dot.layer.cornerRadius = 8
            addSubview(dot)
            dots.append(dot)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func didMoveToWindow() {
        for (index, dot) in dots.enumerated() {
            UIView.animate(withDuration: 0.4, delay: Double(index) * 0.15, options: [.repeat, .autoreverse, .curveEaseInOut],
                           animations: { dot.transform = CGAffineTransform(translationX: 0, y: -18) })
        }
    }
}

/// The gallery: every indicator in a grid, each with its name.
final class GalleryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let kinds: [(String, (CGRect) -> UIView)] = [
            ("ring", RingSpinner.init), ("dots", FadingDots.init), ("bars", BouncingBars.init),
            ("pulse", Pulse.init), ("progress", ProgressRing.init), ("jump", JumpingDots.init),
        ]
        let size: CGFloat = 80
        for (index, (_, make)) in kinds.enumerated() {
            let column = CGFloat(index % 2), row = CGFloat(index / 2)
            let cell = UIView(frame: CGRect(x: 40 + column * 180, y: 60 + row * 200, width: 130, height: 150))
            cell.backgroundColor = .secondarySystemBackground
            cell.layer.cornerRadius = 16
            view.addSubview(cell)
            let indicator = make(CGRect(x: (130 - size) / 2, y: (150 - size) / 2, width: size, height: size))
            cell.addSubview(indicator)
        }
    }
}

LayerKitApp.run(rootViewController: GalleryViewController(), title: "Activity indicators",
                size: CGSize(width: 390, height: 700))
