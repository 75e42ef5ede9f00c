import SplitMix

/// A solo game of Set: the rules, the score, and where every card is.
/// No layers and no time: the scene animates what the game reports.
///
/// Every one of the 81 cards is always in exactly one of ``deck``,
/// ``table`` or ``discardPile`` (``checkInvariants()`` says so).
public struct SetGame: Sendable {
    /// What a click on the table did.
    public enum Outcome: Equatable, Sendable {
        case selected(SetCard), deselected(SetCard)
        /// The third card made a set: the three cards went to the discard
        /// pile, from these table slots, and `dealt` replaced them
        /// (fewer when the deck ran out: the table then shrank).
        case match([SetCard], slots: [Int], dealt: [SetCard])
        /// The third card did not make a set: the three stay selected,
        /// shown as wrong, until the next click.
        case mismatch([SetCard])
        case ignored
    }

    /// Cards not dealt yet, the next one last.
    public private(set) var deck: [SetCard]
    /// The cards on the table, in their order on the grid.
    public private(set) var table: [SetCard]
    /// Matched cards, the newest last.
    public private(set) var discardPile: [SetCard] = []
    /// The selected cards (at most three).
    public private(set) var selection: [SetCard] = []
    /// Whether the three selected cards were judged not a set.
    public private(set) var isMismatch = false
    public private(set) var score = 0
    public private(set) var setsFound = 0

    /// A new game: the deck shuffled by `random`, 12 cards dealt.
    public init<R: RandomNumberGenerator>(using random: inout R) {
        deck = SetCard.deck.shuffled(using: &random)
        table = []
        for _ in 0..<12 { table.append(deck.removeLast()) }
    }

    /// A new game from `seed` (the same seed, the same game).
    public init(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        self.init(using: &random)
    }

    /// Whether the game is over: no cards to deal and no set on the table.
    public var isOver: Bool { deck.isEmpty && hint == nil }

    /// Clicks the card in table slot `index`.
    public mutating func select(slot index: Int) -> Outcome {
        guard table.indices.contains(index) else { return .ignored }
        let card = table[index]
        if isMismatch {
            // The next click clears the wrong three, then selects the card clicked.
            selection = []
            isMismatch = false
        }
        if let position = selection.firstIndex(of: card) {
            selection.remove(at: position)
            return .deselected(card)
        }
        selection.append(card)
        guard selection.count == 3 else { return .selected(card) }
        if SetCard.isSet(selection[0], selection[1], selection[2]) {
            return match()
        }
        score -= 5
        isMismatch = true
        return .mismatch(selection)
    }

    /// Deals three cards from the deck (a click on the deck, or D): onto
    /// the end of the table. Dealing while a set is on the table costs a
    /// point. Returns the cards dealt (none when the deck is empty).
    public mutating func dealThree() -> [SetCard] {
        guard !deck.isEmpty else { return [] }
        if hint != nil { score -= 1 }
        var dealt: [SetCard] = []
        for _ in 0..<min(3, deck.count) { dealt.append(deck.removeLast()) }
        table += dealt
        return dealt
    }

    /// Three table slots holding a set, or nil if there is none.
    public var hint: [Int]? {
        let count = table.count
        for i in 0..<count {
            for j in (i + 1)..<count {
                for k in (j + 1)..<count where SetCard.isSet(table[i], table[j], table[k]) {
                    return [i, j, k]
                }
            }
        }
        return nil
    }

    /// The matched three leave the table for the pile; cards from the deck
    /// take their slots, or the table closes up when the deck is empty.
    private mutating func match() -> Outcome {
        let matched = selection
        selection = []
        score += 3
        setsFound += 1
        discardPile += matched
        let slots = matched.compactMap { table.firstIndex(of: $0) }.sorted()
        var dealt: [SetCard] = []
        if deck.count >= 3 {
            for slot in slots {
                let card = deck.removeLast()
                table[slot] = card
                dealt.append(card)
            }
        } else {
            for slot in slots.reversed() { table.remove(at: slot) }
        }
        return .match(matched, slots: slots, dealt: dealt)
    }

    /// Whether every card is in exactly one place and the selection is on
    /// the table (for tests; cheap enough to call after every step).
    public func checkInvariants() -> Bool {
        let all = deck + table + discardPile
        return all.count == 81 && Set(all).count == 81 && selection.allSatisfy(table.contains)
            && selection.count <= 3 && (!isMismatch || selection.count == 3)
    }
}
