import ConcentrationGame
import SplitMix
import Testing

/// Concentration's rules without layers: turning, matching, the score and
/// the flip count, and a property test over random games.
@Suite struct ConcentrationTests {
    /// The indices of the two cards showing `pair`.
    private func indices(of pair: Int, in game: Concentration) -> (Int, Int) {
        let both = game.cards.indices.filter { game.cards[$0].pair == pair }
        return (both[0], both[1])
    }

    /// A card of another pair than `pair`, not matched.
    private func other(than pair: Int, in game: Concentration, skipping: Set<Int> = []) -> Int {
        game.cards.indices.first { game.cards[$0].pair != pair && !game.cards[$0].isMatched && !skipping.contains($0) }!
    }

    @Test func aNewGameHasEveryPictureTwiceFaceDownAndTheSeedRepeatsIt() {
        let game = Concentration(pairs: 8, seed: 5)
        #expect(game.cards.count == 16 && game.pairCount == 8)
        #expect(game.cards.allSatisfy { !$0.isFaceUp && !$0.isMatched })
        for pair in 0..<8 { #expect(game.cards.filter { $0.pair == pair }.count == 2) }
        #expect(game.cards == Concentration(pairs: 8, seed: 5).cards)
        #expect(game.cards != Concentration(pairs: 8, seed: 6).cards)
        #expect(game.checkInvariants())
        #expect(Concentration(pairs: 0, seed: 1).pairCount == 1)  // never an empty board
    }

    @Test func aMatchScoresTwoAndStaysUp() {
        var game = Concentration(pairs: 8, seed: 1)
        let (a, b) = indices(of: 3, in: game)
        #expect(game.choose(a) == Concentration.Move(turnedUp: a))
        let move = game.choose(b)
        #expect(move.verdict == .match(a, b))
        #expect(game.score == 2 && game.flipCount == 2)
        #expect(game.cards[a].isMatched && game.cards[b].isMatched && game.cards[a].isFaceUp)
        // Matched cards ignore clicks.
        #expect(game.choose(a) == Concentration.Move())
        #expect(game.flipCount == 2 && game.checkInvariants())
    }

    @Test func aMismatchStaysUpThenTurnsDownOnTheNextClick() {
        var game = Concentration(pairs: 8, seed: 2)
        let (a, _) = indices(of: 0, in: game)
        let b = other(than: 0, in: game)
        _ = game.choose(a)
        #expect(game.choose(b).verdict == .mismatch(a, b))
        #expect(game.faceUpUnmatched == [a, b].sorted())
        #expect(game.score == 0)  // neither had been seen
        let c = other(than: 0, in: game, skipping: [b])
        let next = game.choose(c)
        #expect(next.turnedDown == [a, b].sorted() && next.turnedUp == c)
        #expect(game.faceUpUnmatched == [c])
        #expect(game.cards[a].hasBeenSeen && game.cards[b].hasBeenSeen && !game.cards[c].hasBeenSeen)
    }

    @Test func aMismatchWithACardSeenBeforeCostsOne() {
        var game = Concentration(pairs: 8, seed: 3)
        let (a, a2) = indices(of: 0, in: game)
        let b = other(than: 0, in: game)
        _ = game.choose(a)
        _ = game.choose(b)  // free: first sight of both
        // Another mismatch, this time involving b (seen): −1 once, even though a was seen too.
        let c = game.cards.indices.first { game.cards[$0].pair != game.cards[b].pair && $0 != a && $0 != a2 && $0 != b }!
        _ = game.choose(b)  // turns a and b down, b up again
        #expect(game.choose(c).verdict == .mismatch(b, c))
        #expect(game.score == -1)
        // Then a's pair: a match still scores 2.
        _ = game.choose(a)
        #expect(game.choose(a2).verdict == .match(a, a2))
        #expect(game.score == 1 && game.flipCount == 6)
    }

    /// Assignment 1's rule: each card of a mismatch that had been seen costs one.
    @Test func aMismatchOfTwoCardsSeenBeforeCostsTwo() {
        var game = Concentration(pairs: 8, seed: 3)
        let b = other(than: 0, in: game)
        let c = game.cards.indices.first { game.cards[$0].pair != game.cards[b].pair && $0 != b }!
        _ = game.choose(b)
        #expect(game.choose(c).verdict == .mismatch(b, c))
        #expect(game.score == 0)  // first sight of both
        _ = game.choose(b)  // turns both down (now seen), b up again
        #expect(game.choose(c).verdict == .mismatch(b, c))
        #expect(game.score == -2)
        #expect(game.checkInvariants())
    }

    @Test func clickingTheCardAlreadyUpDoesNothing() {
        var game = Concentration(pairs: 4, seed: 4)
        _ = game.choose(0)
        #expect(game.choose(0) == Concentration.Move())
        #expect(game.choose(-1) == Concentration.Move() && game.choose(99) == Concentration.Move())
        #expect(game.flipCount == 1 && game.faceUpUnmatched == [0])
    }

    @Test func perfectPlayEndsWithEveryPairAndTwicePairsPoints() {
        var game = Concentration(pairs: 8, seed: 9)
        for pair in 0..<8 {
            let (a, b) = indices(of: pair, in: game)
            _ = game.choose(a)
            _ = game.choose(b)
        }
        #expect(game.isOver && game.score == 16 && game.flipCount == 16)
    }

    /// Random clicks (including off the board) until the game ends: the
    /// invariants hold after each, and the game always ends.
    @Test(arguments: [20261123, 555001, 8675309] as [UInt64])
    func randomGamesKeepTheInvariantsAndEnd(seed: UInt64) {
        var random = SplitMix64(seed: SplitMix64.testSeed(seed))
        for _ in 0..<200 {
            var game = Concentration(pairs: Int.random(in: 1...12, using: &random), using: &random)
            var clicks = 0
            while !game.isOver {
                let index = Int.random(in: -2...game.cards.count + 1, using: &random)
                let before = game.flipCount
                let move = game.choose(index)
                clicks += 1
                #expect(game.checkInvariants(), "seed \(seed) after \(clicks) clicks")
                #expect(game.flipCount == before + (move.turnedUp == nil ? 0 : 1))
                if clicks > 100_000 { Issue.record("no end after 100,000 clicks (seed \(seed))"); break }
            }
            #expect(game.score <= game.pairCount * 2)
        }
    }
}
