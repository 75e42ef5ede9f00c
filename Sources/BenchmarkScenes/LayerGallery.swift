import Foundation
import LayerAnimation

/// A scene of the layer classes beyond the basic ones, each doing what
/// real code uses it for: a shimmering gradient, a radial and a conic one,
/// a replicator's pulsing dots and its spinner, an emitter's sparks with a
/// sub-cell burst, a transform layer's cube corner, and a value function's
/// whole turn. `snowman render --scene gallery` draws it; its pixels are tested.
public enum LayerGallery {
    /// The scene, laid out in `size` (800 x 500 points or so), its animations starting at media time 0.
    public static func build(size: CGSize) -> CALayer {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = CGColor(red: 0.08, green: 0.1, blue: 0.14, alpha: 1)
        let cellWidth = size.width / 4, cellHeight = size.height / 2
        func frame(_ column: Int, _ row: Int) -> CGRect {
            CGRect(x: CGFloat(column) * cellWidth + 16, y: CGFloat(row) * cellHeight + 16,
                   width: cellWidth - 32, height: cellHeight - 32)
        }
        root.addSublayer(shimmer(frame(0, 0)))
        root.addSublayer(radialAndConic(frame(1, 0)))
        root.addSublayer(pulsingDots(frame(2, 0)))
        root.addSublayer(spinner(frame(3, 0)))
        root.addSublayer(sparks(frame(0, 1), seed: 7))
        root.addSublayer(cubeCorner(frame(1, 1)))
        root.addSublayer(valueFunctionTurn(frame(2, 1)))
        root.addSublayer(gradientMask(frame(3, 1)))
        return root
    }

    static func color(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
        CGColor(red: r, green: g, blue: b, alpha: a)
    }

    /// An animation of `keyPath` that repeats for ever, from the scene's start.
    static func forever(_ keyPath: String, from: Any, to: Any, duration: Double, autoreverses: Bool = false,
                        fillsBackwards: Bool = false) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        (animation.fromValue, animation.toValue) = (from, to)
        animation.duration = duration
        animation.autoreverses = autoreverses
        animation.repeatCount = HUGE
        animation.beginTime = 1e-9
        if fillsBackwards { animation.fillMode = .backwards }
        return animation
    }

    /// A shimmer: a light band whose stops run from before the start to past the end.
    public static func shimmer(_ frame: CGRect, cornerRadius: CGFloat = 16, duration: Double = 1.5) -> CAGradientLayer {
        let layer = CAGradientLayer()
        layer.frame = frame
        layer.cornerRadius = cornerRadius
        layer.colors = [color(0.25, 0.3, 0.4), color(0.85, 0.9, 1), color(0.25, 0.3, 0.4)]
        layer.startPoint = CGPoint(x: 0, y: 0.5)
        layer.endPoint = CGPoint(x: 1, y: 0.5)
        layer.add(forever("locations", from: [-1, -0.5, 0], to: [1, 1.5, 2], duration: duration), forKey: "shimmer")
        return layer
    }

    /// A radial gradient behind a conic colour wheel.
    static func radialAndConic(_ frame: CGRect) -> CALayer {
        let holder = CALayer()
        holder.frame = frame
        let radial = CAGradientLayer()
        radial.frame = holder.bounds
        radial.type = .radial
        radial.colors = [color(1, 0.85, 0.3), color(0.9, 0.3, 0.2, 0.6), color(0.9, 0.3, 0.2, 0)]
        radial.startPoint = CGPoint(x: 0.5, y: 0.5)
        radial.endPoint = CGPoint(x: 1, y: 1)
        holder.addSublayer(radial)
        let side = min(frame.width, frame.height) * 0.55
        let conic = CAGradientLayer()
        conic.frame = CGRect(x: (frame.width - side) / 2, y: (frame.height - side) / 2, width: side, height: side)
        conic.type = .conic
        conic.cornerRadius = side / 2
        conic.colors = [color(1, 0, 0), color(1, 1, 0), color(0, 1, 0), color(0, 1, 1), color(0, 0, 1), color(1, 0, 1), color(1, 0, 0)]
        conic.startPoint = CGPoint(x: 0.5, y: 0.5)
        conic.endPoint = CGPoint(x: 1, y: 0.5)
        holder.addSublayer(conic)
        return holder
    }

    /// An activity indicator's dots: one dot, five copies, each pulse a fifth of a second behind.
    static func pulsingDots(_ frame: CGRect) -> CALayer {
        let replicator = CAReplicatorLayer()
        replicator.frame = frame
        let dot = CALayer()
        let side: CGFloat = 22
        dot.frame = CGRect(x: 12, y: frame.height / 2 - side / 2, width: side, height: side)
        dot.cornerRadius = side / 2
        dot.backgroundColor = color(0.4, 0.8, 1)
        dot.add(forever("transform.scale", from: 1, to: 0.3, duration: 0.5, autoreverses: true, fillsBackwards: true),
                forKey: "pulse")
        replicator.addSublayer(dot)
        replicator.instanceCount = 5
        replicator.instanceTransform = CATransform3DMakeTranslation((frame.width - 24 - side) / 4, 0, 0)
        replicator.instanceDelay = 0.2
        replicator.instanceGreenOffset = -0.15
        return replicator
    }

    /// A spinner: twelve bars about the centre, each fading a twelfth of a turn behind.
    static func spinner(_ frame: CGRect) -> CALayer {
        let replicator = CAReplicatorLayer()
        replicator.frame = frame
        let bar = CALayer()
        bar.frame = CGRect(x: frame.width / 2 - 5, y: frame.height / 2 - 70, width: 10, height: 34)
        bar.cornerRadius = 5
        bar.backgroundColor = color(1, 1, 1)
        bar.add(forever("opacity", from: 1, to: 0.15, duration: 1.2, fillsBackwards: true), forKey: "fade")
        replicator.addSublayer(bar)
        replicator.instanceCount = 12
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        replicator.instanceDelay = 0.1
        return replicator
    }

    /// A small round spark picture, drawn once.
    static let sparkPicture: CALayerDrawing = {
        let ctx = CGContext(size: CGSize(width: 12, height: 12), scale: 2)
        ctx.setFillColor(color(1, 1, 1))
        ctx.fillEllipse(in: CGRect(x: 0, y: 0, width: 12, height: 12))
        return CALayerDrawing(size: ctx.size, scale: ctx.scale, commands: ctx.commands)
    }()

    /// Sparks fountaining up and falling, each bursting into embers late in its life.
    public static func sparks(_ frame: CGRect, seed: UInt32, rate: Float = 40) -> CAEmitterLayer {
        let emitter = CAEmitterLayer()
        emitter.frame = frame
        emitter.masksToBounds = true
        emitter.emitterPosition = CGPoint(x: frame.width / 2, y: frame.height - 20)
        emitter.emitterShape = .line
        emitter.emitterSize = CGSize(width: 40, height: 0)
        emitter.renderMode = .additive
        emitter.seed = seed
        emitter.beginTime = 1e-9
        let spark = CAEmitterCell()
        spark.name = "spark"
        spark.contents = sparkPicture
        spark.birthRate = rate
        spark.lifetime = 1.6
        spark.velocity = 170
        spark.velocityRange = 40
        spark.emissionLongitude = -.pi / 2
        spark.emissionRange = .pi / 5
        spark.yAcceleration = 120
        spark.scale = 0.8
        spark.scaleSpeed = -0.3
        spark.color = color(1, 0.7, 0.25)
        spark.greenRange = 0.3
        spark.alphaSpeed = -0.5
        let ember = CAEmitterCell()
        ember.name = "ember"
        ember.contents = sparkPicture
        ember.birthRate = 30
        ember.beginTime = 1.0
        ember.duration = 0.1
        ember.lifetime = 0.6
        ember.velocity = 50
        ember.emissionRange = 2 * .pi
        ember.scale = 0.3
        ember.color = color(1, 0.9, 0.6)
        ember.alphaSpeed = -1.5
        spark.emitterCells = [ember]
        emitter.emitterCells = [spark]
        return emitter
    }

    /// Three faces of a cube in a transform layer, turning: sorted by depth each frame.
    static func cubeCorner(_ frame: CGRect) -> CALayer {
        let holder = CALayer()
        holder.frame = frame
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        holder.sublayerTransform = perspective
        let cube = CATransformLayer()
        cube.frame = holder.bounds
        let side: CGFloat = 90
        let faces: [(CGColor, CATransform3D)] = [
            (color(0.9, 0.35, 0.3, 0.9), CATransform3DMakeTranslation(0, 0, side / 2)),
            (color(0.3, 0.75, 0.45, 0.9), CATransform3DRotate(CATransform3DMakeTranslation(side / 2, 0, 0), .pi / 2, 0, 1, 0)),
            (color(0.3, 0.5, 0.95, 0.9), CATransform3DRotate(CATransform3DMakeTranslation(0, -side / 2, 0), .pi / 2, 1, 0, 0)),
        ]
        for (fill, placement) in faces {
            let face = CALayer()
            face.bounds = CGRect(x: 0, y: 0, width: side, height: side)
            face.position = CGPoint(x: frame.width / 2, y: frame.height / 2)
            face.backgroundColor = fill
            face.transform = placement
            cube.addSublayer(face)
        }
        let turn = forever("transform", from: -0.5, to: -0.5 + 2 * Double.pi, duration: 6)
        turn.valueFunction = CAValueFunction(name: .rotateY)
        let tilt = CATransform3DMakeRotation(-0.45, 1, 0, 0)
        cube.sublayerTransform = tilt
        cube.add(turn, forKey: "turn")
        holder.addSublayer(cube)
        return holder
    }

    /// A value function's whole turn (two matrices could not say it) of a shape.
    static func valueFunctionTurn(_ frame: CGRect) -> CALayer {
        let shape = CAShapeLayer()
        let side = min(frame.width, frame.height) * 0.6
        shape.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        shape.position = CGPoint(x: frame.midX, y: frame.midY)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: side / 2, y: 0))
        path.addLine(to: CGPoint(x: side, y: side))
        path.addLine(to: CGPoint(x: 0, y: side))
        path.closeSubpath()
        shape.path = path
        shape.fillColor = color(0.95, 0.8, 0.3)
        shape.strokeColor = color(1, 1, 1)
        shape.lineWidth = 3
        let turn = forever("transform", from: 0, to: 2 * Double.pi, duration: 3)
        turn.valueFunction = CAValueFunction(name: .rotateZ)
        turn.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        shape.add(turn, forKey: "turn")
        return shape
    }

    /// A gradient as a mask: a row of bars fading out to the right.
    static func gradientMask(_ frame: CGRect) -> CALayer {
        let bars = CAReplicatorLayer()
        bars.frame = frame
        let bar = CALayer()
        bar.frame = CGRect(x: 8, y: 20, width: 18, height: frame.height - 40)
        bar.cornerRadius = 4
        bar.backgroundColor = color(0.6, 0.5, 1)
        bars.addSublayer(bar)
        bars.instanceCount = 7
        bars.instanceTransform = CATransform3DMakeTranslation((frame.width - 34) / 6, 0, 0)
        let fade = CAGradientLayer()
        fade.frame = bars.bounds
        fade.colors = [color(1, 1, 1, 1), color(1, 1, 1, 0)]
        fade.startPoint = CGPoint(x: 0, y: 0.5)
        fade.endPoint = CGPoint(x: 1, y: 0.5)
        bars.mask = fade
        return bars
    }
}
