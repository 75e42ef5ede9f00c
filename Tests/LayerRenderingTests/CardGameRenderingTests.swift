import ConcentrationScene
import Foundation
import LayerAnimation
import SetGame
import Testing
@testable import LayerRendering
@testable import SetScene

/// The card games drawn offscreen during each of their animations: the
/// deal between deck and cell, flips half-way, the flyaway inside the
/// table, the pile after, and Concentration's flip and fade.
@Suite(.serialized) struct CardGameRenderingTests {
    static let size = CGSize(width: 1100, height: 680)
    /// Set's colours as drawn (SetStyle): the table and a card's back.
    static func isTable(_ c: RGBA) -> Bool { abs(Int(c.r) - 23) < 12 && abs(Int(c.g) - 84) < 12 && abs(Int(c.b) - 51) < 12 }
    static func isBack(_ c: RGBA) -> Bool { Int(c.b) > Int(c.r) + 50 && Int(c.b) > Int(c.g) + 30 }
    static func isFace(_ c: RGBA) -> Bool { c.r > 235 && c.g > 235 && c.b > 225 }

    /// Plays `scene` in 60 Hz frames up to `time` (physics first), then draws it.
    func play(_ scene: SetScene, _ clock: ManualMediaClock, to time: Double, on canvas: OffscreenCanvas) {
        while clock.now + 1.0 / 60 < time - 1e-9 {
            clock.advance(by: 1.0 / 60)
            scene.advance(toMediaTime: clock.now)
            scene.root.evaluateFrame(atTime: clock.now)
        }
        clock.now = time
        scene.advance(toMediaTime: time)
        canvas.render(scene.root, at: time)
    }

    /// The table card in `slot`, and its cell's centre in the scene.
    func card(_ scene: SetScene, slot: Int) -> (layer: CardLayer, cell: CGPoint) {
        let id = scene.game.table[slot].id
        let layer = scene.root.sublayers!.flatMap { $0.sublayers ?? [] }.compactMap { $0 as? CardLayer }
            .first { $0.card.id == id && $0 !== scene.deckLayer }!
        let line = scene.debugState.split(separator: "\n").first { $0.hasPrefix("card \(slot) ") }!.split(separator: " ")
        return (layer, CGPoint(x: Double(line[7])!, y: Double(line[8])!))
    }

    /// A layer's presented centre in the scene (its superlayer, the board, starts under the top bar).
    func presentedCentre(_ layer: CALayer) -> CGPoint {
        let p = layer.presentation()!.position
        return CGPoint(x: p.x, y: p.y + SetScene.topBarHeight)
    }

    @Test func aDealtCardFliesFaceDownBetweenDeckAndCellThenFlipsUp() {
        let canvas = OffscreenCanvas(width: 1100, height: 680)
        let clock = ManualMediaClock(now: 0)
        clock.run {
            let scene = SetScene(seed: 7)
            scene.layout(size: Self.size)
            let (layer, cell) = card(scene, slot: 0)
            let deck = presentedCentre(scene.deckLayer)
            // 0.25 s in: half-way along, face down, and its cell still empty.
            play(scene, clock, to: 0.25, on: canvas)
            let flying = presentedCentre(layer)
            #expect(flying.x < deck.x - 50 && flying.x > cell.x + 50, "\(flying) between \(cell) and \(deck)")
            #expect(Self.isBack(canvas.pixel(Int(flying.x), Int(flying.y))), "\(canvas.pixel(Int(flying.x), Int(flying.y)))")
            #expect(Self.isTable(canvas.pixel(Int(cell.x), Int(cell.y))))
            // Landed at 0.5 s: the back fills its cell.
            let quarter = Int(layer.bounds.width * 0.3)
            play(scene, clock, to: 0.5, on: canvas)
            #expect(Self.isBack(canvas.pixel(Int(cell.x) - quarter, Int(cell.y))))
            // Half-way through the flip (0.35 s from 0.5) the card is edge-on: the table shows beside its centre.
            play(scene, clock, to: 0.675, on: canvas)
            #expect(Self.isTable(canvas.pixel(Int(cell.x) - quarter, Int(cell.y))), "\(canvas.pixel(Int(cell.x) - quarter, Int(cell.y)))")
            // Then face up: the card's white face.
            play(scene, clock, to: 1.0, on: canvas)
            #expect(Self.isFace(canvas.pixel(Int(cell.x) - quarter, Int(cell.y) - Int(layer.bounds.height * 0.4))))
            #expect(layer.isFaceUp)
        }
    }

    @Test func matchedCopiesFlyInsideTheTableThenTheirPileCardShowsItsBack() throws {
        let canvas = OffscreenCanvas(width: 1100, height: 680)
        let clock = ManualMediaClock(now: 0)
        try clock.run {
            let scene = SetScene(seed: 11)
            scene.layout(size: Self.size)
            play(scene, clock, to: 4, on: canvas)
            let slots = try #require(scene.game.hint)
            let pileLine = scene.debugState.split(separator: "\n").first { $0.hasPrefix("pile ") }!.split(separator: " ")
            let pile = (x: Int(pileLine[1])!, y: Int(pileLine[2])!)
            #expect(Self.isTable(canvas.pixel(pile.x, pile.y)), "the pile starts empty")
            scene.perform("select " + slots.map(String.init).joined(separator: " "))
            let board = CGRect(x: 0, y: SetScene.topBarHeight, width: Self.size.width, height: Self.size.height - SetScene.topBarHeight)
            var sawFaceInFlight = false
            for step in 1...12 {
                play(scene, clock, to: 4 + Double(step) * 0.15, on: canvas)
                let copies = scene.cardPlaces.flying
                #expect(copies.count == 3, "step \(step)")
                let flying = scene.root.sublayers!.flatMap { $0.sublayers ?? [] }.compactMap { $0 as? CardLayer }
                    .filter { copies.contains($0.card.id) && $0.mark == .matched }
                for copy in flying {
                    let centre = presentedCentre(copy)
                    #expect(board.contains(centre), "a copy at \(centre) left the table")
                    if Self.isFace(canvas.pixel(Int(centre.x), Int(centre.y) - Int(copy.bounds.height * 0.35))) { sawFaceInFlight = true }
                }
            }
            #expect(sawFaceInFlight, "the copies show their faces while they fly")
            // After the snap and the pause, the pile's top card is face down.
            play(scene, clock, to: 14, on: canvas)
            #expect(!scene.needsFrames)
            #expect(Self.isBack(canvas.pixel(pile.x, pile.y)), "\(canvas.pixel(pile.x, pile.y))")
            #expect(scene.checkInvariants())
        }
    }

    /// Two cards of one pair: their indices and centres in the scene, from the debug state.
    func aPair(_ scene: ConcentrationScene) -> [(index: Int, centre: CGPoint)] {
        let cards = scene.debugState.split(separator: "\n").filter { $0.hasPrefix("card ") }.map { $0.split(separator: " ").map(String.init) }
        let pair = cards.filter { $0[2] == cards[0][2] }
        return pair.map { (Int($0[1])!, CGPoint(x: Double($0[6])!, y: Double($0[7])!)) }
    }

    @Test func concentrationFlipsHalfWayShowsTheFaceThenFadesTheMatch() {
        let canvas = OffscreenCanvas(width: 1100, height: 680)
        let clock = ManualMediaClock(now: 0)
        let scene = ConcentrationScene(seed: 5)
        clock.run {
            scene.layout(size: Self.size)
            scene.perform("theme Winter")  // a game opens on a random theme; these are Winter's colours
            canvas.render(scene.root, at: 0)  // the frame that commits the re-skin's fade
            clock.now = 1  // once it has faded in
            canvas.render(scene.root, at: 1)
        }
        let pair = aPair(scene)
        #expect(pair.count == 2)
        // Beside the picture, inside the card.
        let probe = (x: Int(pair[0].centre.x) - 40, y: Int(pair[0].centre.y) - 60)
        // Winter: blue backs (0.2, 0.45, 0.8) on navy (0.1, 0.2, 0.34), white-blue faces.
        let back = canvas.pixel(probe.x, probe.y)
        #expect(back.b > 180 && back.r < 80, "\(back)")
        clock.run {
            scene.perform("choose \(pair[0].index)")
            clock.now = 1.175
            canvas.render(scene.root, at: 1.175)
        }
        // Half-way: edge-on, the board shows beside the centre.
        let edge = canvas.pixel(probe.x, probe.y)
        #expect(edge.r < 40 && edge.g < 70 && edge.b < 100, "\(edge)")
        clock.run {
            clock.now = 1.5
            canvas.render(scene.root, at: 1.5)
        }
        let face = canvas.pixel(probe.x, probe.y)
        #expect(face.r > 230 && face.g > 230, "\(face)")
        clock.run {
            scene.perform("choose \(pair[1].index)")
            clock.now = 4
            canvas.render(scene.root, at: 4)
        }
        for (_, centre) in pair {
            let gone = canvas.pixel(Int(centre.x), Int(centre.y))
            #expect(abs(Int(gone.r) - 26) < 10 && abs(Int(gone.g) - 51) < 10 && abs(Int(gone.b) - 87) < 10, "\(gone)")
        }
    }

    /// The card backs clip their dots to rounded corners, which the renderer
    /// does offscreen; the dots lie inside the corners, so the clip cuts
    /// nothing and is left out: a frame in which one card flips makes no
    /// offscreen pass for the fifteen still ones (it made two for each, 30
    /// or more a frame), at most the few of the turning card's.
    @Test func concentrationFramesMakeNoOffscreenPassForTheStillBacks() {
        let canvas = OffscreenCanvas(width: 1100, height: 720)
        let clock = ManualMediaClock(now: 0)
        let scene = ConcentrationScene(seed: 5)
        var passes: [Int] = []
        clock.run {
            scene.layout(size: CGSize(width: 1100, height: 720))
            for frame in 0...60 {  // dealt, then still
                clock.now = Double(frame) / 60
                canvas.render(scene.root, at: clock.now)
            }
            scene.perform("choose 0")
            for frame in 1...20 {
                clock.now = 1 + Double(frame) / 60
                canvas.render(scene.root, at: clock.now)
                passes.append(canvas.layers.lastOffscreenPasses)
            }
        }
        #expect(passes.allSatisfy { $0 <= 4 }, "offscreen passes a frame: \(passes)")
    }

    /// Concentration's cards are drawn from one picture each once they hold
    /// still (face or back, border and dots in one copy), and the pictures
    /// look as the cards drawn part by part, to within rounding.
    @Test func concentrationStillCardsAreDrawnFromPicturesThatLookTheSame() {
        func stillBoard(rasterized: Bool) -> (canvas: OffscreenCanvas, pictures: Int, cards: Int, batches: Int) {
            let canvas = OffscreenCanvas(width: 1100, height: 720)
            let clock = ManualMediaClock(now: 0)
            let scene = ConcentrationScene(seed: 5)
            var cards = 0
            clock.run {
                scene.layout(size: CGSize(width: 1100, height: 720))
                let pictured = Self.layers(in: scene.root).filter(\.shouldRasterize)
                cards = pictured.count
                if !rasterized { pictured.forEach { $0.shouldRasterize = false } }
                for frame in 0...60 {  // dealt, then still
                    clock.now = Double(frame) / 60
                    canvas.render(scene.root, at: clock.now)
                }
                scene.perform("choose 0")  // one face up among the backs
                for frame in 1...90 {
                    clock.now = 1 + Double(frame) / 60
                    canvas.render(scene.root, at: clock.now)
                }
            }
            return (canvas, canvas.layers.rasterized.count, cards, canvas.layers.lastDrawCalls)
        }
        let pictures = stillBoard(rasterized: true), parts = stillBoard(rasterized: false)
        #expect(pictures.cards == 16 && pictures.pictures == pictures.cards, "\(pictures.pictures) pictures for \(pictures.cards) cards")
        #expect(parts.pictures == 0)
        #expect(pictures.batches < parts.batches, "geometry batches: \(pictures.batches) against \(parts.batches)")
        let largest = pictures.canvas.differences(from: parts.canvas, tolerance: 3).largest
        #expect(largest <= 3, "largest difference \(largest)")
    }

    /// Every layer under `root`, itself included.
    static func layers(in root: CALayer) -> [CALayer] {
        [root] + (root.sublayers ?? []).flatMap { layers(in: $0) }
    }
}
