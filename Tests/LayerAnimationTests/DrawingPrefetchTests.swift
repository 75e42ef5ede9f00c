import Foundation
import SplitMix
import Testing
@testable import LayerAnimation

/// The renderer's question before drawing a layer's sublayers in order:
/// whether they all share one presented `zPosition`. Answered by a walk
/// that asks for memory ahead; it must answer exactly as a plain look at
/// each presentation would, wherever the one different layer is.
@Suite struct DrawingPrefetchTests {
    /// A parent with one sublayer for each of `zs`, presented at it (the model set, then a frame).
    private func parent(presenting zs: [CGFloat]) -> CALayer {
        let parent = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for z in zs {
            let child = CALayer()
            child.zPosition = z
            parent.addSublayer(child)
        }
        CATransaction.commit()
        parent.evaluateFrame(atTime: 0)
        return parent
    }

    @Test func emptyAndSingleSublayersShareTheirZ() {
        #expect(CALayer.sublayersShareZPosition([]))
        #expect(CALayer.sublayersShareZPosition(parent(presenting: [3]).sublayers ?? []))
    }

    @Test func oneLayerAtAnotherZIsFoundWhereverItIs() {
        for count in [2, 3, 5, 9, 10, 17, 40] {
            let same = parent(presenting: Array(repeating: 2, count: count))
            #expect(CALayer.sublayersShareZPosition(same.sublayers ?? []), "count \(count)")
            for odd in 0..<count {
                var zs = Array(repeating: CGFloat(2), count: count)
                zs[odd] = -1
                let layers = parent(presenting: zs).sublayers ?? []
                #expect(!CALayer.sublayersShareZPosition(layers), "count \(count), different at \(odd)")
            }
        }
    }

    @Test func randomTreesAnswerAsAPlainLook() {
        var random = SplitMix64(seed: SplitMix64.testSeed(20_261_202))
        for _ in 0..<200 {
            let count = Int.random(in: 0...30, using: &random)
            let base = CGFloat(Int.random(in: -2...2, using: &random))
            let zs = (0..<count).map { _ in Int.random(in: 0..<12, using: &random) == 0 ? base + 1 : base }
            let layers = parent(presenting: zs).sublayers ?? []
            let plain = layers.allSatisfy { $0.presentedProperties.zPosition == layers.first?.presentedProperties.zPosition }
            #expect(CALayer.sublayersShareZPosition(layers) == plain, "zs \(zs)")
        }
    }

    /// The drawing prefetch asks for every line from the start of the
    /// properties to the shadow's opacity: each field a layer's drawing
    /// reads must lie there, whole.
    @Test func theFieldsEveryDrawingReadsLieInTheRangeAskedFor() {
        typealias P = CALayerProperties
        let end = MemoryLayout<P>.offset(of: \.shadow)! + MemoryLayout<Float>.size
        let fields: [(String, Int?, Int)] = [
            ("transform", MemoryLayout<P>.offset(of: \.transform), MemoryLayout<CATransform3D>.size),
            ("bounds", MemoryLayout<P>.offset(of: \.bounds), MemoryLayout<CGRect>.size),
            ("position", MemoryLayout<P>.offset(of: \.position), MemoryLayout<CGPoint>.size),
            ("anchorPoint", MemoryLayout<P>.offset(of: \.anchorPoint), MemoryLayout<CGPoint>.size),
            ("zPosition", MemoryLayout<P>.offset(of: \.zPosition), MemoryLayout<CGFloat>.size),
            ("opacity", MemoryLayout<P>.offset(of: \.opacity), MemoryLayout<Float>.size),
            ("isHidden", MemoryLayout<P>.offset(of: \.isHidden), 1),
            ("isDoubleSided", MemoryLayout<P>.offset(of: \.isDoubleSided), 1),
            ("masksToBounds", MemoryLayout<P>.offset(of: \.masksToBounds), 1),
            ("cornerRadius", MemoryLayout<P>.offset(of: \.cornerRadius), MemoryLayout<CGFloat>.size),
            ("borderWidth", MemoryLayout<P>.offset(of: \.borderWidth), MemoryLayout<CGFloat>.size),
            ("backgroundColorComponents", MemoryLayout<P>.offset(of: \.backgroundColorComponents),
             MemoryLayout<ColorComponents?>.size),
            ("shadow.opacity", MemoryLayout<P>.offset(of: \.shadow.opacity), MemoryLayout<Float>.size),
        ]
        for (name, offset, size) in fields {
            #expect(offset != nil, "\(name) is not stored in place")
            #expect((offset ?? end) + size <= end, "\(name) ends past the range a drawing asks for")
        }
    }

    /// The presentation is what counts: an animation moving one layer's z
    /// separates it while the models all agree.
    @Test func anAnimatedZIsThePresentedOne() {
        let clock = ManualMediaClock(now: 0)
        let root = clock.run { parent(presenting: Array(repeating: 0, count: 12)) }
        let layers = root.sublayers ?? []
        let move = CABasicAnimation(keyPath: "zPosition")
        move.fromValue = 5.0
        move.toValue = 6.0
        move.duration = 10
        clock.run { layers[9].add(move, forKey: "z") }
        root.evaluateFrame(atTime: 2)
        #expect(layers[9].presentedProperties.zPosition > 5)
        #expect(layers.allSatisfy { $0.zPosition == 0 })
        #expect(!CALayer.sublayersShareZPosition(layers))
    }
}
