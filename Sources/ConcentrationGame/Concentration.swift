import SplitMix

/// A game of Concentration: pairs of face-down cards, turned up two at a
/// time. No layers and no time: the scene animates what each move reports.
///
/// Scoring, as Stanford's Assignment 1: a match is +2; a mismatch costs 1
/// for each of its two cards that had been seen (turned up and back down)
/// before, so 0, −1 or −2.
public struct Concentration: Sendable {
    /// One card: `pair` says which picture it shows (two cards share each).
    public struct Card: Equatable, Sendable {
        public let id: Int
        public let pair: Int
        public fileprivate(set) var isFaceUp = false
        public fileprivate(set) var isMatched = false
        /// Whether it has been turned up and back down before.
        public fileprivate(set) var hasBeenSeen = false
    }

    /// What a click did, for the scene to animate.
    public struct Move: Equatable, Sendable {
        /// The two cards of the previous mismatch, turned back down first.
        public var turnedDown: [Int] = []
        /// The card turned face up, if the click turned one.
        public var turnedUp: Int?
        public var verdict: Verdict = .none

        public init(turnedDown: [Int] = [], turnedUp: Int? = nil, verdict: Verdict = .none) {
            (self.turnedDown, self.turnedUp, self.verdict) = (turnedDown, turnedUp, verdict)
        }
    }

    public enum Verdict: Equatable, Sendable {
        case none
        /// Two cards matched: both stay up, matched (the scene fades them out).
        case match(Int, Int)
        /// Two cards did not match: both stay up until the next click.
        case mismatch(Int, Int)
    }

    /// The cards in their order on the board.
    public private(set) var cards: [Card]
    public private(set) var score = 0
    /// How many times a card was turned face up.
    public private(set) var flipCount = 0

    /// A new game of `pairs` pairs (at least 1), shuffled by `random`.
    public init<R: RandomNumberGenerator>(pairs: Int, using random: inout R) {
        let count = max(pairs, 1)
        cards = (0..<count * 2).map { Card(id: $0, pair: $0 / 2) }.shuffled(using: &random)
    }

    /// A new game from `seed` (the same seed, the same board).
    public init(pairs: Int, seed: UInt64) {
        var random = SplitMix64(seed: seed)
        self.init(pairs: pairs, using: &random)
    }

    public var pairCount: Int { cards.count / 2 }

    /// Whether every pair has been found.
    public var isOver: Bool { cards.allSatisfy(\.isMatched) }

    /// The face-up cards not matched yet (at most two), by index.
    public var faceUpUnmatched: [Int] {
        cards.indices.filter { cards[$0].isFaceUp && !cards[$0].isMatched }
    }

    /// Clicks the card at `index`: a showing mismatch turns back down, then
    /// the card turns up and, if it is the second one up, is judged.
    /// A matched card, a card already up, or no card does nothing.
    public mutating func choose(_ index: Int) -> Move {
        var move = Move()
        var up = faceUpUnmatched
        if up.count == 2 {
            for other in up { turnDown(other) }
            move.turnedDown = up
            up = []
        }
        guard cards.indices.contains(index), !cards[index].isMatched, !cards[index].isFaceUp else { return move }
        cards[index].isFaceUp = true
        flipCount += 1
        move.turnedUp = index
        guard let first = up.first else { return move }
        if cards[first].pair == cards[index].pair {
            cards[first].isMatched = true
            cards[index].isMatched = true
            score += 2
            move.verdict = .match(first, index)
        } else {
            score -= [first, index].filter { cards[$0].hasBeenSeen }.count
            move.verdict = .mismatch(first, index)
        }
        return move
    }

    private mutating func turnDown(_ index: Int) {
        cards[index].isFaceUp = false
        cards[index].hasBeenSeen = true
    }

    /// Whether the board is consistent: each picture on exactly two cards,
    /// matched cards face up in whole pairs, at most two unmatched cards up
    /// (and two only as a mismatch), and a score no higher than the pairs found allow.
    public func checkInvariants() -> Bool {
        var byPair: [Int: [Card]] = [:]
        for card in cards { byPair[card.pair, default: []].append(card) }
        guard byPair.count == pairCount, byPair.values.allSatisfy({ $0.count == 2 }),
              Set(cards.map(\.id)).count == cards.count else { return false }
        for pair in byPair.values {
            if pair[0].isMatched != pair[1].isMatched { return false }
            if pair.contains(where: { $0.isMatched && !$0.isFaceUp }) { return false }
        }
        let up = faceUpUnmatched
        if up.count > 2 || (up.count == 2 && cards[up[0]].pair == cards[up[1]].pair) { return false }
        let matchedPairs = cards.filter(\.isMatched).count / 2
        return score <= matchedPairs * 2 && flipCount >= matchedPairs * 2
    }
}
