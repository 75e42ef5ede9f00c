import Testing
@testable import SetGame
import SplitMix

/// Set's rules without a window: what makes a set, selection, matches,
/// mismatches, dealing, the score, the end of the deck, and random games.
@Suite struct SetGameTests {
    private func card(_ number: Int, _ shape: SetCard.Shape, _ shading: SetCard.Shading, _ color: SetCard.Color) -> SetCard {
        SetCard(number: number, shape: shape, shading: shading, color: color)
    }

    @Test func theDeckHasEightyOneDifferentCards() {
        #expect(Set(SetCard.deck).count == 81)
        #expect(SetCard.deck.enumerated().allSatisfy { $0.offset == $0.element.id && SetCard(id: $0.offset) == $0.element })
    }

    @Test func aSetIsEachFeatureAllTheSameOrAllDifferent() {
        // All different in everything.
        #expect(SetCard.isSet(card(1, .diamond, .solid, .red), card(2, .squiggle, .striped, .green), card(3, .oval, .open, .purple)))
        // Same number, shape and shading; colours all different.
        #expect(SetCard.isSet(card(2, .oval, .open, .red), card(2, .oval, .open, .green), card(2, .oval, .open, .purple)))
        // Two of one colour and one of another: not a set, whatever else.
        #expect(!SetCard.isSet(card(1, .diamond, .solid, .red), card(2, .squiggle, .striped, .red), card(3, .oval, .open, .purple)))
        // Each feature alone breaking the rule.
        #expect(!SetCard.isSet(card(1, .oval, .open, .red), card(1, .oval, .open, .green), card(2, .oval, .open, .purple)))
        #expect(!SetCard.isSet(card(1, .oval, .open, .red), card(2, .oval, .solid, .green), card(3, .oval, .solid, .purple)))
        #expect(!SetCard.isSet(card(1, .diamond, .open, .red), card(2, .oval, .open, .green), card(3, .oval, .open, .purple)))
        // Any two cards have exactly one third that completes a set.
        let (a, b) = (SetCard(id: 5), SetCard(id: 40))
        #expect(SetCard.deck.filter { $0 != a && $0 != b && SetCard.isSet(a, b, $0) }.count == 1)
    }

    @Test func aNewGameDealsTwelveAndRepeatsForASeed() {
        let game = SetGame(seed: 7)
        #expect(game.table.count == 12 && game.deck.count == 69 && game.checkInvariants())
        #expect(SetGame(seed: 7).table == game.table && SetGame(seed: 8).table != game.table)
    }

    @Test func clickingSelectsAndDeselects() {
        var game = SetGame(seed: 1)
        let first = game.table[0]
        #expect(game.select(slot: 0) == .selected(first))
        #expect(game.select(slot: 0) == .deselected(first) && game.selection.isEmpty)
        #expect(game.select(slot: 99) == .ignored)
    }

    @Test func aMatchScoresThreeAndDealsIntoTheSameSlots() throws {
        var game = SetGame(seed: 3)
        let slots = try #require(game.hint)
        let cards = slots.map { game.table[$0] }
        _ = game.select(slot: slots[0])
        _ = game.select(slot: slots[1])
        guard case .match(let matched, let matchedSlots, let dealt) = game.select(slot: slots[2]) else {
            Issue.record("no match")
            return
        }
        #expect(Set(matched) == Set(cards) && matchedSlots == slots.sorted() && dealt.count == 3)
        #expect(game.score == 3 && game.discardPile == matched && game.table.count == 12)
        #expect(matchedSlots.map { game.table[$0] } == dealt && game.checkInvariants())
    }

    @Test func aMismatchCostsFiveAndTheNextClickStartsAgain() throws {
        var game = SetGame(seed: 4)
        let slots = try #require(nonSet(in: game))
        for slot in slots.dropLast() { _ = game.select(slot: slot) }
        guard case .mismatch = game.select(slot: slots[2]) else {
            Issue.record("no mismatch")
            return
        }
        #expect(game.score == -5 && game.isMismatch && game.selection.count == 3)
        let other = try #require(game.table.indices.first { !slots.contains($0) })
        #expect(game.select(slot: other) == .selected(game.table[other]))
        #expect(game.selection == [game.table[other]] && !game.isMismatch)
    }

    @Test func dealingWhileASetIsOnTheTableCostsAPoint() {
        var game = SetGame(seed: 5)
        let hadSet = game.hint != nil
        let dealt = game.dealThree()
        #expect(dealt.count == 3 && game.table.count == 15 && game.score == (hadSet ? -1 : 0))
    }

    @Test func theTableShrinksOnceTheDeckIsEmpty() {
        var game = SetGame(seed: 6)
        while !game.dealThree().isEmpty {}
        #expect(game.deck.isEmpty && game.table.count == 81)
        #expect(game.dealThree().isEmpty)
        let slots = game.hint!
        for slot in slots { _ = game.select(slot: slot) }
        #expect(game.table.count == 78 && game.discardPile.count == 3 && game.checkInvariants())
    }

    /// Random games: every click, deal and hint keeps each card in exactly
    /// one place, and playing the hints always finishes the game.
    @Test(arguments: [1, 2, 3, SplitMix64.testSeed(20261123)])
    func randomGamesKeepEveryCardInOnePlace(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var game = SetGame(using: &random)
        for _ in 0..<2_000 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0: _ = game.dealThree()
            case 1...2: if let slots = game.hint { for slot in slots { _ = game.select(slot: slot) } }
            default: _ = game.select(slot: Int.random(in: -1...game.table.count, using: &random))
            }
            #expect(game.checkInvariants())
        }
        // Play it out with hints and deals: the game ends with every set found.
        var turns = 0
        while !game.isOver && turns < 1_000 {
            turns += 1
            if game.isMismatch || !game.selection.isEmpty { _ = game.select(slot: 0); continue }
            if let slots = game.hint { for slot in slots { _ = game.select(slot: slot) } } else { _ = game.dealThree() }
        }
        #expect(game.isOver && game.checkInvariants())
    }

    private func nonSet(in game: SetGame) -> [Int]? {
        let n = game.table.count
        for i in 0..<n { for j in (i + 1)..<n { for k in (j + 1)..<n where !SetCard.isSet(game.table[i], game.table[j], game.table[k]) {
            return [i, j, k]
        } } }
        return nil
    }
}
