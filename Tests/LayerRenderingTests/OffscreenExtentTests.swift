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

    // MARK: Rounded clips that cut nothing

    /// A rounded panel (120 x 80, corners of 16) clipping its sublayers,
    /// at `origin`, turned by `angle`; its one sublayer at `child`.
    static func panel(child: CGRect, angle: Double = 0, clips: Bool = true, background: CGColor? = nil) -> CALayer {
        let panel = square(CGRect(x: 40, y: 30, width: 120, height: 80), background)
        panel.cornerRadius = 16
        panel.masksToBounds = clips
        panel.transform = CATransform3DMakeRotation(angle, 0, 0, 1)
        panel.addSublayer(square(child, red))
        return stillRoot(width: 200, height: 140, [panel])
    }

    @Test func aRoundedClipThatCutsNothingIsLeftOut() {
        for angle in [0, 0.3] {
            // A label's place: inside the panel's padding, clear of the corners.
            let inside = CGRect(x: 14, y: 12, width: 92, height: 56)
            let clipped = Self.render(Self.panel(child: inside, angle: angle, background: Self.green), width: 200, height: 140,
                                      bounded: true)
            let unclipped = Self.render(Self.panel(child: inside, angle: angle, clips: false, background: Self.green),
                                        width: 200, height: 140, bounded: true)
            #expect(clipped.layers.lastOffscreenPasses == 0, "angle \(angle)")
            #expect(Self.firstDifference(clipped, unclipped, width: 200, height: 140) == nil, "angle \(angle)")
        }
    }

    @Test func aSublayerReachingIntoACornerIsStillClipped() {
        let corner = CGRect(x: 0, y: 0, width: 40, height: 40)
        let clipped = Self.render(Self.panel(child: corner), width: 200, height: 140, bounded: true)
        #expect(clipped.layers.lastOffscreenPasses == 2)  // the panel, then its rounded shape
        #expect(clipped.pixel(41, 31) == RGBA(20, 30, 40))  // cut off with the panel's corner
        #expect(clipped.pixel(60, 50) == RGBA(255, 0, 0))
        // Just past the rounded edge's smoothing, a pixel and a half from it: still clipped.
        let near = Self.render(Self.panel(child: CGRect(x: 4, y: 4, width: 60, height: 40)), width: 200, height: 140,
                               bounded: true)
        #expect(near.layers.lastOffscreenPasses == 2)
    }

    @Test func roundedRectangleContainsExactlyTheBoxesItHolds() {
        var g = SplitMix64(seed: SplitMix64.testSeed(20_261_129))
        for _ in 0..<2_000 {
            let r = CGRect(x: .random(in: -5...5, using: &g), y: .random(in: -5...5, using: &g),
                           width: .random(in: 1...40, using: &g), height: .random(in: 1...40, using: &g))
            let radius = Double.random(in: 0...25, using: &g)
            let box = CGRect(x: r.minX + .random(in: -3...20, using: &g), y: r.minY + .random(in: -3...20, using: &g),
                             width: .random(in: 0...35, using: &g), height: .random(in: 0...35, using: &g))
            // Brute force: a point is inside when it is in the bounds and, in a
            // corner's square, within the (clamped) radius of that corner's centre.
            let clamped = min(radius, Double(min(r.width, r.height)) / 2)
            func inside(_ x: Double, _ y: Double) -> Bool {
                guard x >= r.minX, x <= r.maxX, y >= r.minY, y <= r.maxY else { return false }
                let cx = min(max(x, r.minX + clamped), r.maxX - clamped), cy = min(max(y, r.minY + clamped), r.maxY - clamped)
                return (x - cx) * (x - cx) + (y - cy) * (y - cy) <= clamped * clamped + 1e-9
            }
            var allInside = true
            for i in 0...8 {
                for j in 0...8 where !inside(box.minX + box.width * Double(i) / 8, box.minY + box.height * Double(j) / 8) {
                    allInside = false
                }
            }
            let contains = RoundedRect.contains(box, in: r, radius: radius)
            if contains { #expect(allInside, "\(box) in \(r), radius \(radius)") }
            if allInside { #expect(contains, "\(box) in \(r), radius \(radius)") }
        }
    }

    /// Rounded, turned, scaled panels in perspective or not, clipping
    /// opaque sublayers that sit inside, near an edge or across a corner.
    /// Drawn with idle clips left out and with every clip made: alike to
    /// within rounding everywhere (a clip left out wrongly would show a
    /// sublayer past the rounded edge), and the clip is left out often.
    /// Seeded: `LAYER_ANIMATION_SEED=N swift test` tries another seed.
    @Test func randomPanelsLookTheSameWithIdleClipsLeftOut() {
        let seed = SplitMix64.testSeed(20_261_129)
        var g = SplitMix64(seed: seed)
        var (skipped, clipped) = (0, 0)
        for round in 0..<60 {
            var forSkip = g, forClip = g
            let a = Self.randomPanel(&forSkip), b = Self.randomPanel(&forClip)
            g = forSkip
            let skipping = OffscreenCanvas(width: 160, height: 120), clipping = OffscreenCanvas(width: 160, height: 120)
            clipping.layers.skipsIdleClips = false
            skipping.render(a, background: RGBA(20, 30, 40))
            clipping.render(b, background: RGBA(20, 30, 40))
            if skipping.layers.lastOffscreenPasses == 0 { skipped += 1 } else { clipped += 1 }
            var worst = (difference: 0, x: 0, y: 0)
            for y in 0..<120 {
                for x in 0..<160 {
                    let (p, q) = (skipping.pixel(x, y), clipping.pixel(x, y))
                    let d = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
                    if d > worst.difference { worst = (d, x, y) }
                }
            }
            #expect(worst.difference <= 3, "seed \(seed), round \(round): \(worst)")
        }
        #expect(skipped >= 10 && clipped >= 10, "seed \(seed): \(skipped) left out, \(clipped) clipped")
    }

    /// A panel without a background of its own (its rim would be smoothed
    /// twice when clipped offscreen), holding opaque sublayers.
    static func randomPanel(_ g: inout SplitMix64) -> CALayer {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let panel = CALayer()
        panel.bounds = CGRect(x: 0, y: 0, width: .random(in: 30...120, using: &g), height: .random(in: 30...90, using: &g))
        panel.position = CGPoint(x: .random(in: 50...110, using: &g), y: .random(in: 40...80, using: &g))
        panel.cornerRadius = .random(in: 0...30, using: &g)
        panel.masksToBounds = true
        switch Int.random(in: 0..<4, using: &g) {
        case 0: panel.transform = CATransform3DMakeRotation(.random(in: -3...3, using: &g), 0, 0, 1)
        case 1: panel.transform = CATransform3DMakeScale(.random(in: 0.5...1.5, using: &g), .random(in: 0.5...1.5, using: &g), 1)
        case 2:
            var t = CATransform3DMakeRotation(.random(in: -0.8...0.8, using: &g), 0, 1, 0)
            t.m34 = -1 / 300
            panel.transform = t
        default: break
        }
        // Sublayers in a padding clear of the corners (a label's place), in
        // the bounds but maybe in a corner's cut, or anywhere.
        let padding = switch Int.random(in: 0..<3, using: &g) {
        case 0: 0.3 * panel.cornerRadius + .random(in: 1...4, using: &g)
        case 1: Double.random(in: 0...(0.3 * panel.cornerRadius), using: &g)
        default: -6.0
        }
        for _ in 0..<Int.random(in: 1...3, using: &g) {
            let b = panel.bounds.insetBy(dx: padding, dy: padding)
            let child = CALayer()
            // Inside, near an edge or across one: sizes and places around the padding's.
            let w = Double.random(in: 2...max(b.width, 3), using: &g), h = Double.random(in: 2...max(b.height, 3), using: &g)
            child.frame = CGRect(x: b.minX + .random(in: 0...max(b.width - w, 0), using: &g),
                                 y: b.minY + .random(in: 0...max(b.height - h, 0), using: &g), width: w, height: h)
            child.backgroundColor = CGColor(red: .random(in: 0.6...1, using: &g), green: .random(in: 0.5...1, using: &g),
                                            blue: .random(in: 0...0.3, using: &g), alpha: 1)
            if Int.random(in: 0..<4, using: &g) == 0 {
                child.transform = CATransform3DMakeRotation(.random(in: -0.5...0.5, using: &g), 0, 0, 1)
            }
            panel.addSublayer(child)
        }
        return stillRoot(width: 160, height: 120, [panel])
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
