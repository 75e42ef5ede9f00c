import CSDL2
import Foundation
import LayerAnimation
import SplitMix
import Testing
@testable import LayerRendering

/// A layer drawn offscreen (group opacity, rounded clipping, a mask) covers
/// only where it and its sublayers can draw, and shows the same pixels as
/// a pass over the whole target.
@Suite struct OffscreenExtentTests {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = CGColor(red: 0, green: 0.8, blue: 0.2, alpha: 1)

    /// A `width` x `height` canvas drawing `root`, its offscreen passes
    /// bounded or over the whole target.
    static func render(_ root: CALayer, width: Int32, height: Int32, bounded: Bool) -> OffscreenCanvas {
        let canvas = OffscreenCanvas(width: width, height: height)
        canvas.layers.offscreenPassesCoverDrawnBox = bounded
        canvas.render(root, background: RGBA(20, 30, 40))
        return canvas
    }

    /// Every pixel of `a` and `b` alike; the first difference otherwise.
    static func firstDifference(_ a: OffscreenCanvas, _ b: OffscreenCanvas, width: Int, height: Int) -> String? {
        for y in 0..<height {
            for x in 0..<width where a.pixel(x, y) != b.pixel(x, y) {
                return "(\(x), \(y)): \(a.pixel(x, y)) against \(b.pixel(x, y)) over the whole target"
            }
        }
        return nil
    }

    static func square(_ frame: CGRect, _ color: CGColor?) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }

    /// A half-faded card of 40 x 30 points with two sublayers, in a 400 x 300 target.
    static func fadingCard() -> CALayer {
        let card = square(CGRect(x: 100, y: 100, width: 40, height: 30), green)
        card.opacity = 0.5
        card.addSublayer(square(CGRect(x: 5, y: 5, width: 20, height: 20), red))
        card.addSublayer(square(CGRect(x: 15, y: 10, width: 20, height: 15), red))
        return stillRoot(width: 400, height: 300, [card])
    }

    @Test func aFadingGroupIsDrawnOffscreenOnlyWhereItCanDraw() {
        let bounded = Self.render(Self.fadingCard(), width: 400, height: 300, bounded: true)
        let whole = Self.render(Self.fadingCard(), width: 400, height: 300, bounded: false)
        #expect(bounded.layers.lastOffscreenPasses == 1)
        // The card's 40 x 30 pixels and a margin of 2 on each side: not the window's 120,000.
        #expect(bounded.layers.lastOffscreenPixels == 44 * 34)
        #expect(whole.layers.lastOffscreenPixels == 400 * 300)
        #expect(Self.firstDifference(bounded, whole, width: 400, height: 300) == nil)
        #expect(bounded.pixel(120, 117) == whole.pixel(120, 117))
        #expect(bounded.pixel(120, 117) != RGBA(20, 30, 40))  // drawn, faded
    }

    @Test func sublayersAndShadowsOutsideTheBoundsWidenThePass() {
        func scene() -> CALayer {
            let card = Self.square(CGRect(x: 100, y: 100, width: 40, height: 30), Self.green)
            card.opacity = 0.6
            // Past the card's right edge: not clipped, so drawn.
            card.addSublayer(Self.square(CGRect(x: 60, y: 0, width: 20, height: 20), Self.red))
            card.shadowOpacity = 1
            card.shadowRadius = 2
            card.shadowOffset = CGSize(width: -30, height: 40)
            card.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 30), transform: nil)
            return stillRoot(width: 300, height: 250, [card])
        }
        let bounded = Self.render(scene(), width: 300, height: 250, bounded: true)
        let whole = Self.render(scene(), width: 300, height: 250, bounded: false)
        #expect(Self.firstDifference(bounded, whole, width: 300, height: 250) == nil)
        #expect(bounded.pixel(170, 110) != RGBA(20, 30, 40))  // the sublayer beside the card
        #expect(bounded.pixel(85, 155) != RGBA(20, 30, 40))  // the shadow below and to the left
        #expect(bounded.layers.lastOffscreenPixels < whole.layers.lastOffscreenPixels / 3)
    }

    @Test func whatCannotBeBoundedIsDrawnOverTheWholeTarget() {
        func scene() -> CALayer {
            let group = Self.square(CGRect(x: 20, y: 20, width: 30, height: 30), Self.green)
            group.opacity = 0.5
            let replicator = CAReplicatorLayer()
            replicator.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            replicator.instanceCount = 4
            replicator.instanceTransform = CATransform3DMakeTranslation(25, 0, 0)  // copies reach past everything
            replicator.addSublayer(Self.square(CGRect(x: 0, y: 0, width: 10, height: 10), Self.red))
            group.addSublayer(replicator)
            return stillRoot(width: 160, height: 90, [group])
        }
        let bounded = Self.render(scene(), width: 160, height: 90, bounded: true)
        let whole = Self.render(scene(), width: 160, height: 90, bounded: false)
        #expect(bounded.layers.lastOffscreenPixels == 160 * 90)
        #expect(Self.firstDifference(bounded, whole, width: 160, height: 90) == nil)
        #expect(bounded.pixel(100, 25) != RGBA(20, 30, 40))  // the fourth copy, far outside the group
    }

    /// Random trees under fading groups: turned, scaled, in perspective,
    /// reaching past their parents, clipped or not, with borders, rounded
    /// corners, shadows from a path or a shape, shape layers stroking past
    /// their bounds, text, hidden layers. Drawn with bounded passes and with
    /// passes over the whole target: every pixel alike, never more covered.
    /// Seeded: `LAYER_ANIMATION_SEED=N swift test` tries another seed.
    @Test func randomTreesShowTheSamePixelsAsPassesOverTheWholeTarget() {
        let seed = SplitMix64.testSeed(20_261_129)
        var generator = SplitMix64(seed: seed)
        let (width, height): (Int32, Int32) = (160, 120)
        var bounded = 0
        for round in 0..<40 {
            var forBounded = generator, forWhole = generator
            let a = Self.randomScene(&forBounded, width: CGFloat(width), height: CGFloat(height))
            let b = Self.randomScene(&forWhole, width: CGFloat(width), height: CGFloat(height))
            generator = forBounded
            let withBox = Self.render(a, width: width, height: height, bounded: true)
            let whole = Self.render(b, width: width, height: height, bounded: false)
            let difference = Self.firstDifference(withBox, whole, width: Int(width), height: Int(height))
            #expect(difference == nil, "seed \(seed), round \(round): \(difference ?? "")")
            #expect(withBox.layers.lastOffscreenPixels <= whole.layers.lastOffscreenPixels, "seed \(seed), round \(round)")
            if withBox.layers.lastOffscreenPixels < whole.layers.lastOffscreenPixels { bounded += 1 }
        }
        #expect(bounded >= 10, "seed \(seed): only \(bounded) of 40 scenes had a bounded pass")
    }

    static func randomColor(_ g: inout SplitMix64) -> CGColor {
        CGColor(red: .random(in: 0...1, using: &g), green: .random(in: 0...1, using: &g), blue: .random(in: 0...1, using: &g),
                alpha: Bool.random(using: &g) ? 1 : .random(in: 0.3...1, using: &g))
    }

    static func randomScene(_ g: inout SplitMix64, width: CGFloat, height: CGFloat) -> CALayer {
        var layers: [CALayer] = []
        for _ in 0..<Int.random(in: 1...3, using: &g) { layers.append(randomLayer(&g, depth: 0)) }
        let root = stillRoot(width: width, height: height, layers)
        if Int.random(in: 0..<4, using: &g) == 0 {
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / Double.random(in: 80...600, using: &g)
            root.sublayerTransform = perspective
        }
        return root
    }

    static func randomLayer(_ g: inout SplitMix64, depth: Int) -> CALayer {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let layer: CALayer
        if depth > 0 && Int.random(in: 0..<5, using: &g) == 0 {
            let shape = CAShapeLayer()
            let reach = Double.random(in: -20...60, using: &g)
            shape.path = CGPath(ellipseIn: CGRect(x: -10, y: -5, width: 20 + reach, height: 15 + reach / 2), transform: nil)
            shape.fillColor = randomColor(&g)
            shape.strokeColor = randomColor(&g)
            shape.lineWidth = .random(in: 0...6, using: &g)
            layer = shape
        } else if depth > 0 && Int.random(in: 0..<6, using: &g) == 0 {
            let text = CATextLayer()
            text.string = ["Aa", "pair", "Concentration", "x"][Int.random(in: 0..<4, using: &g)]
            text.fontSize = .random(in: 6...24, using: &g)
            text.foregroundColor = randomColor(&g)
            layer = text
        } else {
            layer = CALayer()
        }
        layer.bounds = CGRect(x: 0, y: 0, width: .random(in: 4...60, using: &g), height: .random(in: 4...50, using: &g))
        layer.position = CGPoint(x: .random(in: -10...150, using: &g), y: .random(in: -10...110, using: &g))
        if Bool.random(using: &g) { layer.anchorPoint = CGPoint(x: .random(in: 0...1, using: &g), y: .random(in: 0...1, using: &g)) }
        if Bool.random(using: &g) { layer.backgroundColor = randomColor(&g) }
        switch Int.random(in: 0..<6, using: &g) {
        case 0: layer.transform = CATransform3DMakeRotation(.random(in: -3...3, using: &g), 0, 0, 1)
        case 1: layer.transform = CATransform3DMakeScale(.random(in: 0.3...2, using: &g), .random(in: 0.3...2, using: &g), 1)
        case 2: layer.transform = CATransform3DMakeRotation(.random(in: -1.2...1.2, using: &g), 0, 1, 0)
        default: break
        }
        if Int.random(in: 0..<3, using: &g) == 0 {
            layer.borderWidth = .random(in: 1...5, using: &g)
            layer.borderColor = randomColor(&g)
        }
        if Int.random(in: 0..<3, using: &g) == 0 { layer.cornerRadius = .random(in: 0...15, using: &g) }
        if Int.random(in: 0..<4, using: &g) == 0 { layer.masksToBounds = true }
        if Int.random(in: 0..<4, using: &g) == 0 {
            layer.shadowOpacity = .random(in: 0.3...1, using: &g)
            layer.shadowRadius = .random(in: 0...6, using: &g)
            layer.shadowOffset = CGSize(width: .random(in: -20...20, using: &g), height: .random(in: -20...20, using: &g))
            if Bool.random(using: &g) {
                layer.shadowPath = CGPath(rect: CGRect(x: -5, y: -5, width: .random(in: 5...50, using: &g), height: 20),
                                          transform: nil)
            }
        }
        if Int.random(in: 0..<10, using: &g) == 0 { layer.isHidden = true }
        if depth < 2 {
            for _ in 0..<Int.random(in: 0...3, using: &g) { layer.addSublayer(randomLayer(&g, depth: depth + 1)) }
        }
        // A group (the case bounded passes are for), or a lone layer faded.
        if Int.random(in: 0..<3, using: &g) != 0 { layer.opacity = Float.random(in: 0.2...0.9, using: &g) }
        return layer
    }
}
