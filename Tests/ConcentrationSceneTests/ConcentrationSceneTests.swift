import ConcentrationGame
import Foundation
import LayerAnimation
import SceneControls
import SplitMix
import Testing
@testable import ConcentrationScene

/// The Concentration tab without a window, under the manual clock: the
/// theme chooser, flips, matches fading out, mismatches turning back, the
/// layout, and random clicks and keys.
@Suite(.serialized) struct ConcentrationSceneTests {
    private func play(_ scene: ConcentrationScene, _ clock: ManualMediaClock, seconds: Double) {
        for _ in 0..<Int((seconds * 60).rounded()) {
            clock.advance(by: 1.0 / 60)
            scene.root.evaluateFrame(atTime: clock.now)
        }
    }

    private func cards(_ scene: ConcentrationScene) -> [ConcentrationCardLayer] {
        scene.root.sublayers?.flatMap { $0.sublayers ?? [] }.compactMap { $0 as? ConcentrationCardLayer } ?? []
    }

    /// The scene's point at the centre of card `index`, read from its debug state.
    private func centre(of index: Int, in scene: ConcentrationScene) -> CGPoint {
        let line = scene.debugState.split(separator: "\n").first { $0.hasPrefix("card \(index) ") }!
        let words = line.split(separator: " ")
        return CGPoint(x: Double(words[words.count - 2])!, y: Double(words[words.count - 1])!)
    }

    private func pairIndices(_ pair: Int, _ scene: ConcentrationScene) -> [Int] {
        scene.game.cards.indices.filter { scene.game.cards[$0].pair == pair }
    }

    @Test func everyThemeHasSixteenDistinctEmojiPairsAndSixAtLeast() {
        #expect(ConcentrationTheme.all.count >= 6)
        #expect(Set(ConcentrationTheme.all.map(\.name)).count == ConcentrationTheme.all.count)
        for theme in ConcentrationTheme.all {
            #expect(theme.emoji.count >= ConcentrationScene.pairs, "\(theme.name)")
            #expect(Set(theme.emoji).count == theme.emoji.count, "\(theme.name)")
            // One grapheme each, every one an emoji (so the renderer draws it with the colour font).
            #expect(theme.emoji.allSatisfy { $0.count == 1 && $0.unicodeScalars.first!.properties.isEmoji }, "\(theme.name)")
        }
    }

    @Test func clickingACardFlipsItUpAndAPairFadesOut() {
        let clock = ManualMediaClock(now: 10)
        clock.run {
            let scene = ConcentrationScene(seed: 8)
            scene.layout(size: CGSize(width: 1000, height: 680))
            play(scene, clock, seconds: 0.1)
            let layers = cards(scene)
            #expect(layers.count == 16 && layers.allSatisfy { !$0.isFaceUp })
            let pair = pairIndices(2, scene)
            scene.tap(at: centre(of: pair[0], in: scene))
            #expect(layers[pair[0]].isFaceUp)
            // Half-way through the flip a transition runs on the card.
            play(scene, clock, seconds: 0.15)
            #expect(layers[pair[0]].animation(forKey: kCATransition) != nil)
            scene.tap(at: centre(of: pair[1], in: scene))
            #expect(scene.game.score == 2 && scene.game.flipCount == 2)
            // Both stay visible while they turn and are seen, then fade to nothing.
            play(scene, clock, seconds: 0.5)
            #expect((layers[pair[1]].presentation()?.opacity ?? 0) > 0.9)
            play(scene, clock, seconds: 1.5)
            #expect(layers[pair[0]].presentation()?.opacity == 0 && layers[pair[1]].presentation()?.opacity == 0)
            #expect(scene.checkInvariants())
            #expect(scene.debugState.contains("flips 2 score 2"))
        }
    }

    @Test func aMismatchTurnsBackOnTheNextClick() {
        let clock = ManualMediaClock(now: 0)
        clock.run {
            let scene = ConcentrationScene(seed: 3)
            scene.layout(size: CGSize(width: 900, height: 600))
            let a = pairIndices(0, scene)[0], b = pairIndices(1, scene)[0], c = pairIndices(2, scene)[0]
            #expect(scene.perform("choose \(a) \(b)"))
            play(scene, clock, seconds: 1)
            let layers = cards(scene)
            #expect(layers[a].isFaceUp && layers[b].isFaceUp)
            scene.perform("choose \(c)")
            #expect(!layers[a].isFaceUp && !layers[b].isFaceUp && layers[c].isFaceUp)
            #expect(layers[a].animation(forKey: kCATransition) != nil)
            #expect(scene.checkInvariants())
        }
    }

    @Test func findingEveryPairEndsTheGameAndSaysSo() {
        let clock = ManualMediaClock(now: 0)
        clock.run {
            let scene = ConcentrationScene(seed: 77)
            scene.layout(size: CGSize(width: 1000, height: 700))
            for pair in 0..<ConcentrationScene.pairs {
                scene.perform("choose " + pairIndices(pair, scene).map(String.init).joined(separator: " "))
                play(scene, clock, seconds: 0.2)
            }
            #expect(scene.game.isOver && scene.game.score == 2 * ConcentrationScene.pairs)
            let texts = scene.root.sublayers?.compactMap { $0 as? CATextLayer }.compactMap { $0.string as? String } ?? []
            #expect(texts.contains { $0.hasPrefix("All 8 pairs in 16 flips, score 16") }, "\(texts)")
            play(scene, clock, seconds: 2)
            #expect(cards(scene).allSatisfy { $0.presentation()?.opacity == 0 })
            #expect(scene.key("n") && !scene.game.isOver && scene.game.flipCount == 0)
        }
    }

    /// Lecture 7's chooser: a theme re-skins the game in progress (the
    /// cards keep their places and states; pictures and colours change).
    @Test func theChooserReskinsTheGameInProgressAndShowsItsName() throws {
        let clock = ManualMediaClock(now: 0)
        try clock.run {
            let scene = ConcentrationScene(seed: 4)
            scene.layout(size: CGSize(width: 1000, height: 700))
            scene.perform("theme Winter")
            let (a, b) = (pairIndices(0, scene)[0], pairIndices(1, scene)[0])
            scene.perform("choose \(a) \(b)")  // a mismatch showing
            let before = scene.game
            let line = try #require(scene.debugState.split(separator: "\n").first { $0.contains("theme-button 1 Animals") })
            let words = line.split(separator: " ")
            scene.tap(at: CGPoint(x: Double(words[3])!, y: Double(words[4])!))
            #expect(scene.theme.name == "Animals")
            #expect(scene.game.cards == before.cards && scene.game.flipCount == 2)  // the same game
            let animals = Set(ConcentrationTheme.all[1].emoji)
            #expect(cards(scene).allSatisfy { animals.contains($0.pictureText) })
            #expect(cards(scene)[a].isFaceUp && cards(scene)[b].isFaceUp)
            // Each pair still shows one picture, and different pairs different ones.
            for pair in 0..<ConcentrationScene.pairs {
                #expect(Set(pairIndices(pair, scene).map { cards(scene)[$0].pictureText }).count == 1)
            }
            #expect(Set(cards(scene).map(\.pictureText)).count == ConcentrationScene.pairs)
            #expect(scene.debugState.hasPrefix("theme Animals flips 2 score 0"))
            let texts = scene.root.sublayers?.compactMap { $0 as? CATextLayer }.compactMap { $0.string as? String } ?? []
            #expect(texts.contains("Animals"))
            #expect(scene.checkInvariants())
            // Keys: a digit picks a theme, t the next; neither starts a new game.
            #expect(scene.key("6") && scene.theme.name == "Halloween")
            #expect(scene.key("t") && scene.theme.name == "Space")
            #expect(scene.key("t") && scene.theme.name == "Winter" && scene.game.flipCount == 2)
            #expect(!scene.key("9") && !scene.perform("theme Nowhere") && scene.perform("theme food"))
            play(scene, clock, seconds: 1)
            #expect(scene.checkInvariants())
        }
    }

    /// Assignment 2: a game opens on a random theme, and New game picks another at random.
    @Test func aGameOpensOnARandomThemeAndNewGamePicksAnother() {
        let clock = ManualMediaClock(now: 0)
        clock.run {
            let opening = Set((0..<40 as Range<UInt64>).map { ConcentrationScene(seed: $0).theme.name })
            #expect(opening.count >= 4, "\(opening)")
            #expect(ConcentrationScene(seed: 11).theme.name == ConcentrationScene(seed: 11).theme.name)  // the seed repeats it
            let scene = ConcentrationScene(seed: 5)
            scene.layout(size: CGSize(width: 1000, height: 700))
            var seen: Set<String> = [scene.theme.name]
            for _ in 0..<30 {
                let previous = scene.theme.name
                scene.perform("choose 0")
                #expect(scene.key("n") && scene.game.flipCount == 0 && scene.theme.name != previous)
                let theme = Set(scene.theme.emoji)
                #expect(cards(scene).allSatisfy { theme.contains($0.pictureText) && !$0.isFaceUp })
                seen.insert(scene.theme.name)
            }
            #expect(seen.count >= 5, "\(seen)")
            // The New game button does what N does.
            let line = scene.debugState.split(separator: "\n").first { $0.hasPrefix("new-game-button ") }!
            let words = line.split(separator: " ")
            let previous = scene.theme.name
            scene.perform("choose 3")
            scene.tap(at: CGPoint(x: Double(words[1])!, y: Double(words[2])!))
            #expect(scene.game.flipCount == 0 && scene.theme.name != previous)
            #expect(scene.checkInvariants())
        }
    }

    @Test func theKeyboardMovesTheFocusAndTurnsCards() {
        let clock = ManualMediaClock(now: 0)
        clock.run {
            let scene = ConcentrationScene(seed: 12)
            scene.layout(size: CGSize(width: 1000, height: 700))
            #expect(scene.key("space") && scene.focus == 0 && scene.game.flipCount == 0)
            #expect(scene.key("right") && scene.focus == 1)
            #expect(scene.key("down"))
            let focused = scene.focus!
            // Down is the card below: the same column, the next row.
            #expect(centre(of: focused, in: scene).x == centre(of: 1, in: scene).x)
            #expect(centre(of: focused, in: scene).y > centre(of: 1, in: scene).y)
            #expect(scene.key("enter") && scene.game.cards[focused].isFaceUp)
            #expect(scene.key("left") && scene.focus == focused - 1)
        }
    }

    @Test func cardsStayInsideTheBoardAtAnySizeAndSlideOnResize() {
        let clock = ManualMediaClock(now: 0)
        clock.run {
            let scene = ConcentrationScene(seed: 21)
            scene.layout(size: CGSize(width: 1100, height: 720))
            play(scene, clock, seconds: 1)
            let before = cards(scene)[5].position
            scene.layout(size: CGSize(width: 700, height: 500))
            play(scene, clock, seconds: 0.1)
            let moving = cards(scene)[5].presentation()!.position
            #expect(moving != before && moving != cards(scene)[5].position)  // between, not a jump
            play(scene, clock, seconds: 1)
            for layer in cards(scene) { #expect(CGRect(x: 0, y: 0, width: 700, height: 500).contains(layer.frame.offsetBy(dx: 150, dy: 48))) }
            scene.layout(size: CGSize(width: 300, height: 200))  // too small: cards keep their minimum and the scene says so
            #expect(scene.root.sublayers?.compactMap { $0 as? CATextLayer }.contains { ($0.string as? String)?.contains("too small") == true } == true)
        }
    }

    @Test func theGridUsesTheSpaceAndKeepsAMinimumCardSize() {
        let grid = CardGrid(count: 16, in: CGRect(x: 0, y: 0, width: 800, height: 600), aspect: 0.75)
        #expect(grid.frames.count == 16 && !grid.overflows)
        #expect(abs(grid.cardSize.width / grid.cardSize.height - 0.75) < 0.02)
        #expect(grid.frames.allSatisfy { CGRect(x: 0, y: 0, width: 800, height: 600).contains($0) })
        for (i, a) in grid.frames.enumerated() { for b in grid.frames[(i + 1)...] { #expect(!a.intersects(b)) } }
        let tiny = CardGrid(count: 16, in: CGRect(x: 0, y: 0, width: 100, height: 80), aspect: 0.75)
        #expect(tiny.overflows && tiny.cardSize.width == CardGrid.minimumCardWidth)
    }

    /// 10,000 random clicks, keys and resizes under the manual clock: the
    /// board always shows the game, and nothing presents a non-finite value.
    @Test(arguments: [31415926] as [UInt64])
    func randomInputKeepsTheBoardConsistent(seed: UInt64) {
        var random = SplitMix64(seed: SplitMix64.testSeed(seed))
        let clock = ManualMediaClock(now: 0)
        clock.run {
            let scene = ConcentrationScene(seed: random.next())
            scene.layout(size: CGSize(width: 1000, height: 700))
            let keys = ["n", "t", "1", "7", "8", "space", "enter", "left", "right", "up", "down", "x", ""]
            for step in 0..<10_000 {
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<6: scene.tap(at: CGPoint(x: .random(in: -20...1020, using: &random), y: .random(in: -20...720, using: &random)))
                case 6..<9: _ = scene.key(keys.randomElement(using: &random)!)
                default:
                    scene.layout(size: CGSize(width: .random(in: 1...1400, using: &random), height: .random(in: 1...900, using: &random)))
                }
                clock.advance(by: .random(in: 0...0.2, using: &random))
                scene.root.evaluateFrame(atTime: clock.now)
                guard scene.checkInvariants() else { Issue.record("seed \(seed), step \(step): board and game disagree"); return }
                for layer in cards(scene) {
                    let p = layer.presentation() ?? layer
                    guard p.position.x.isFinite, p.position.y.isFinite, p.opacity.isFinite else {
                        Issue.record("seed \(seed), step \(step): non-finite card"); return
                    }
                }
            }
        }
    }
}
