import Foundation
import LayerAnimation
import LayerAnimators
import LayerDynamics
import SceneControls
import SetGame
import SplitMix

/// The Set tab: a solo game whose every change is animated. Cards are
/// laid out in a 5:8 grid left of a strip holding the deck and the
/// discard pile; new cards fly from the deck one after another and flip
/// up, rearranged cards slide to their new cells, and matched cards'
/// copies fly off bouncing (``Flyaway``) before snapping to the pile.
///
/// No window: the viewer passes taps, key names and sizes, calls
/// ``advance(toMediaTime:)`` before each frame, and draws ``root``. Time is
/// the scene's own (its root's local time), so a hidden, paused scene
/// stops its physics and timers too.
public final class SetScene {
    public let root = CALayer()
    public private(set) var game: SetGame
    /// The table slot with the keyboard focus, if any.
    public private(set) var focus: Int?
    public private(set) var size = CGSize.zero

    /// Everything below the top bar: the reference layer of the physics.
    private let board = CALayer()
    private let scoreLabel = label("", size: 17, alignment: .left)
    private let statusLabel = label("", size: 14, alignment: .right)
    /// The keys' buttons in the top bar (the seed's game had New Game).
    let newGameButton = Button("New game", fontSize: 14)
    let dealButton = Button("Deal 3", fontSize: 14)
    let hintButton = Button("Hint", fontSize: 14)
    /// The deck: a card face down (which card does not show).
    let deckLayer = CardLayer(card: SetCard(id: 0), faceUp: false)
    private let deckCount = label("", size: 13)
    private let pileOutline = CALayer()
    private let focusRing = CALayer()
    /// The table's cards by card id.
    private var cardLayers: [Int: CardLayer] = [:]
    /// The card on top of the discard pile, once one has settled there.
    private var pileTop: CardLayer?
    /// Matched originals waiting, invisible, for the card dealt into their slot (by slot).
    private var leaving: [Int: CardLayer] = [:]
    private var grid = CardGrid(count: 0, in: .zero)
    private var hinted: [Int] = []
    private var status = ""
    private var random: SplitMix64
    private lazy var flyaway = Flyaway(board: board)

    static let topBarHeight: CGFloat = 40
    /// How long a card takes from the deck to its cell, and the gap between two.
    static let dealDuration: TimeInterval = 0.5, dealGap: TimeInterval = 0.2
    static let rearrangeDuration: TimeInterval = 0.6

    public init(seed: UInt64 = UInt64(Date().timeIntervalSince1970 * 1000)) {
        random = SplitMix64(seed: seed)
        game = SetGame(using: &random)
        root.backgroundColor = SetStyle.background
        root.masksToBounds = true
        root.addSublayer(scoreLabel)
        root.addSublayer(statusLabel)
        for button in [hintButton, dealButton, newGameButton] { root.addSublayer(button.layer) }
        root.addSublayer(board)
        board.addSublayer(deckLayer)
        board.addSublayer(deckCount)
        pileOutline.borderColor = SetStyle.pileOutline
        pileOutline.borderWidth = 2
        board.addSublayer(pileOutline)
        focusRing.borderColor = SetStyle.focus
        focusRing.borderWidth = 3
        focusRing.isHidden = true
        board.addSublayer(focusRing)
        flyaway.onSettled = { [weak self] copies in self?.settle(copies) }
    }

    // MARK: Layout

    /// Lays everything out for `size`; cards slide to their new cells.
    public func layout(size: CGSize) {
        guard size.width > 0, size.height > 0, size != self.size else { return }
        self.size = size
        CALayer.performWithoutAnimation {
            root.frame = CGRect(origin: .zero, size: size)
            board.frame = CGRect(x: 0, y: Self.topBarHeight, width: size.width, height: max(size.height - Self.topBarHeight, 1))
            scoreLabel.frame = CGRect(x: 16, y: 10, width: size.width * 0.3, height: 22)
            // Hint, Deal 3 and New game at the right end of the top bar; the status between.
            var right = size.width - 12
            for (button, width) in [(newGameButton, 96.0), (dealButton, 76.0), (hintButton, 60.0)] as [(Button, CGFloat)] {
                button.place(CGRect(x: right - width, y: 6, width: width, height: 28))
                right -= width + 8
            }
            statusLabel.frame = CGRect(x: size.width * 0.3, y: 11, width: max(right - 8 - size.width * 0.3, 1), height: 20)
        }
        placeTable(animated: true)
        updateLabels()
    }

    /// The area of the grid, and the strip's deck and pile frames.
    private var tableArea: CGRect {
        CGRect(x: 8, y: 8, width: max(board.bounds.width - stripWidth - 16, 1), height: max(board.bounds.height - 16, 1))
    }

    private var stripWidth: CGFloat { min(max(board.bounds.width * 0.16, 90), 170) }

    /// Deck (top) and pile (bottom) in the strip, at the table's card size when it fits.
    private var stripCardSize: CGSize {
        let width = min(grid.cardSize.width > 0 ? grid.cardSize.width : 100, stripWidth - 28,
                        (board.bounds.height - 80) / 2 * CardGrid.aspect)
        let clamped = max(width, 20)
        return CGSize(width: clamped.rounded(), height: (clamped / CardGrid.aspect).rounded())
    }

    private var deckFrame: CGRect {
        let card = stripCardSize
        return CGRect(x: board.bounds.width - stripWidth / 2 - card.width / 2, y: 16, width: card.width, height: card.height)
    }

    private var pileFrame: CGRect {
        let card = stripCardSize
        return CGRect(x: deckFrame.minX, y: board.bounds.height - 16 - card.height, width: card.width, height: card.height)
    }

    // MARK: Input

    /// A click at `point` in the scene's coordinates.
    public func tap(at point: CGPoint) {
        if newGameButton.contains(point) { return newGame() }
        if dealButton.contains(point) { return deal() }
        if hintButton.contains(point) { return showHint() }
        let local = CGPoint(x: point.x, y: point.y - Self.topBarHeight)
        if deckFrame.contains(local) { return deal() }
        guard let slot = grid.frames.firstIndex(where: { $0.contains(local) }), slot < game.table.count else { return }
        focus = slot
        select(slot: slot)
    }

    /// Handles a key by name: arrows move the focus, space or enter
    /// selects, d deals, h hints, n starts a new game. Returns whether it was one.
    public func key(_ name: String) -> Bool {
        switch name {
        case "d": deal()
        case "h": showHint()
        case "n": newGame()
        case "space", "enter":
            guard let focus, focus < game.table.count else { moveFocus(by: 0); return true }
            select(slot: focus)
        case "left": moveFocus(by: -1)
        case "right": moveFocus(by: 1)
        case "up": moveFocus(by: -grid.columns)
        case "down": moveFocus(by: grid.columns)
        default: return false
        }
        return true
    }

    /// The keys and clicks the tab answers, with what they do (for F1).
    public static let keyHelp: [(key: String, action: String)] = [
        ("Click a card, Space", "Select or deselect (the third is judged)"),
        ("Enter", "Select or deselect the focused card"),
        ("Click the deck, D", "Deal three more (the Deal 3 button too)"),
        ("H", "Mark a set on the table (the Hint button too)"),
        ("N", "New game (the New game button too)"),
        ("Arrows", "Move the focus ring"),
    ]

    /// Scripted actions for renders and tests: "select 0 1 2", "deal", "hint", "new".
    @discardableResult
    public func perform(_ action: String) -> Bool {
        guard let parsed = try? SetAction(parsing: action) else { return false }
        perform(parsed)
        return true
    }

    // MARK: Time

    /// Steps the physics and timers to the media time `time` (call before
    /// each frame evaluation).
    public func advance(toMediaTime time: CFTimeInterval) {
        guard flyaway.isBusy else { return }
        flyaway.advance(to: root.convertTime(time, from: nil))
    }

    /// Whether the physics still moves something (frames are needed even
    /// when no animation runs).
    public var needsFrames: Bool { flyaway.isBusy }

    /// Hides the scene (QA1673: speed 0 at the current local time).
    public func pause() { root.pauseLayer() }

    public func resume() { root.resumeLayer() }

    // MARK: The game's moves

    func select(slot: Int) {
        let wasMismatch = game.isMismatch
        let before = game.table
        let outcome = game.select(slot: slot)
        hinted = []
        switch outcome {
        case .match(let cards, _, let dealt):
            // Nothing dealt in their place: the deck ran out (said once the table is below 12).
            status = dealt.isEmpty && game.table.count < 12 ? "A set! +3 (the deck is empty)" : "A set! +3"
            flyAway(cards, from: before, replaced: !dealt.isEmpty)
        case .mismatch: status = "Not a set: −5"
        case .selected, .deselected: status = wasMismatch ? "" : status
        case .ignored: return
        }
        if game.isOver { status = "Game over: \(game.setsFound) sets, score \(game.score). N starts a new game" }
        placeTable(animated: true)
        updateMarks()
        updateLabels()
    }

    func deal() {
        guard !game.deck.isEmpty else {
            status = "The deck is empty"
            return updateLabels()
        }
        let hadSet = game.hint != nil
        _ = game.dealThree()
        status = hadSet ? "There was a set: −1" : "Three more"
        placeTable(animated: true)
        updateMarks()
        updateLabels()
    }

    func showHint() {
        guard let slots = game.hint else {
            status = game.deck.isEmpty ? "No set left" : "No set on the table: deal (D)"
            return updateLabels()
        }
        hinted = slots
        status = "A set is marked"
        updateMarks()
        updateLabels()
    }

    func newGame() {
        game = SetGame(using: &random)
        CALayer.performWithoutAnimation {
            for layer in cardLayers.values { layer.removeFromSuperlayer() }
            for layer in leaving.values { layer.removeFromSuperlayer() }
            pileTop?.removeFromSuperlayer()
            for copy in flyaway.copies { copy.removeFromSuperlayer() }
        }
        flyaway.cancelAll()
        (cardLayers, leaving, pileTop, hinted, focus, status) = ([:], [:], nil, [], nil, "New game")
        placeTable(animated: true)
        updateMarks()
        updateLabels()
    }

    // MARK: Showing the game

    /// Puts every table card in its cell: new ones are dealt from the deck,
    /// others slide; matched originals vanish as their replacements land.
    private func placeTable(animated: Bool) {
        grid = CardGrid(count: game.table.count, in: tableArea)
        CALayer.performWithoutAnimation {
            deckLayer.place(in: deckFrame)
            deckLayer.isHidden = game.deck.isEmpty
            deckCount.frame = CGRect(x: deckFrame.minX - 20, y: deckFrame.maxY + 4, width: deckFrame.width + 40, height: 18)
            pileOutline.frame = pileFrame
            pileOutline.cornerRadius = pileFrame.width * 0.08
            if let pileTop { pileTop.place(in: pileFrame) }
        }
        flyaway.setPile(pileFrame)
        var newCards: [(layer: CardLayer, slot: Int)] = []
        let moves = LayerPropertyAnimator(duration: Self.rearrangeDuration, curve: .easeInOut)
        var anyMove = false
        for (slot, card) in game.table.enumerated() {
            let frame = grid.frames[slot]
            if let layer = cardLayers[card.id] {
                guard layer.frame != frame else { continue }
                if animated {
                    anyMove = true
                    layer.slide(to: frame, with: moves)
                } else {
                    CALayer.performWithoutAnimation { layer.place(in: frame) }
                }
            } else {
                let layer = CardLayer(card: card, faceUp: !animated)
                cardLayers[card.id] = layer
                board.insertSublayer(layer, below: focusRing)
                if animated {
                    newCards.append((layer, slot))
                } else {
                    CALayer.performWithoutAnimation { layer.place(in: frame) }
                }
            }
        }
        if anyMove { moves.startAnimation() }
        // The seed's hint 3.d: the deal starts once the rearrangement has
        // finished, then one card after another.
        let dealStart = anyMove ? Self.rearrangeDuration : 0
        for (index, new) in newCards.enumerated() {
            dealFromDeck(new.layer, to: grid.frames[new.slot], slot: new.slot,
                         delay: dealStart + Double(index) * Self.dealGap, turns: index % 2 == 0 ? 1 : 2)
        }
        CALayer.performWithoutAnimation {
            if let focus, focus < grid.frames.count { ringFocus(grid.frames[focus]) } else { focusRing.isHidden = true }
        }
        updateLabels()
    }

    /// Flies `layer` from the deck, face down, to `frame`, spinning `turns`
    /// whole turns on the way (Assignment 4's extra credit; whole turns, so
    /// it lands upright), then flips it up.
    private func dealFromDeck(_ layer: CardLayer, to frame: CGRect, slot: Int, delay: TimeInterval, turns: Int) {
        let deck = deckFrame
        let scale = frame.width > 0 ? deck.width / frame.width : 1
        CALayer.performWithoutAnimation {
            layer.place(in: CGRect(x: deck.midX - frame.width / 2, y: deck.midY - frame.height / 2,
                                    width: frame.width, height: frame.height))
            layer.transform = CATransform3DMakeScale(scale, scale, 1)
        }
        CALayer.animate(withDuration: Self.dealDuration, delay: delay, options: [.curveEaseInOut], animations: {
            layer.position = CGPoint(x: frame.midX, y: frame.midY)
            layer.transform = CATransform3DIdentity
        }, completion: { [weak self, weak layer] _ in
            guard let self, let layer else { return }
            self.arrived(layer, slot: slot)
        })
        // A scalar key path turns by the whole angle (2π is a turn, not no
        // change), added to the flight's own transform.
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = Double(turns) * 2 * Double.pi
        spin.isAdditive = true
        spin.duration = Self.dealDuration
        spin.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay
        spin.fillMode = .backwards
        spin.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(spin, forKey: Self.spinKey)
    }

    static let spinKey = "deal-spin"

    /// A dealt card reached its cell: the original it replaces goes, and it flips up.
    private func arrived(_ layer: CardLayer, slot: Int) {
        leaving.removeValue(forKey: slot)?.removeFromSuperlayer()
        guard !layer.isFaceUp, layer.superlayer != nil else { return }
        CALayer.transition(with: layer, duration: 0.35, options: [.transitionFlipFromLeft], animations: {
            layer.isFaceUp = true
        })
    }

    /// Matched cards: copies fly away; the originals stay, invisible, in
    /// their slots until the cards dealt there land (or go at once when
    /// the deck is empty and nothing replaces them).
    private func flyAway(_ cards: [SetCard], from table: [SetCard], replaced: Bool) {
        var copies: [CardLayer] = []
        CALayer.performWithoutAnimation {
            for card in cards {
                guard let original = cardLayers.removeValue(forKey: card.id) else { continue }
                let copy = original.copy()
                copy.mark = .matched
                copy.position = original.presentation()?.position ?? original.position
                board.addSublayer(copy)
                copies.append(copy)
                if replaced, let slot = table.firstIndex(of: card) {
                    original.opacity = 0
                    leaving[slot] = original
                } else {
                    original.removeFromSuperlayer()
                }
            }
        }
        let time = root.convertTime(CACurrentMediaTime(), from: nil)
        flyaway.launch(copies, at: time, using: &random)
    }

    /// Copies reached the pile: the newest becomes its top card, which flips face down.
    private func settle(_ copies: [CardLayer]) {
        guard let last = copies.last else { return }
        CALayer.performWithoutAnimation {
            for copy in copies { copy.removeFromSuperlayer() }
            pileTop?.removeFromSuperlayer()
        }
        let top = CardLayer(card: last.card, faceUp: true)
        CALayer.performWithoutAnimation {
            top.place(in: pileFrame)
            board.insertSublayer(top, above: pileOutline)
        }
        pileTop = top
        CALayer.transition(with: top, duration: 0.4, options: [.transitionFlipFromLeft], animations: {
            top.isFaceUp = false
        })
    }

    private func updateMarks() {
        let selected = Set(game.selection.map(\.id))
        for (slot, card) in game.table.enumerated() {
            guard let layer = cardLayers[card.id] else { continue }
            layer.mark = selected.contains(card.id) ? (game.isMismatch ? .mismatched : .selected)
                : hinted.contains(slot) ? .hinted : .none
        }
    }

    private func moveFocus(by delta: Int) {
        guard !game.table.isEmpty else { return }
        let next = focus.map { $0 + delta } ?? 0
        focus = min(max(next, 0), game.table.count - 1)
        if let focus { ringFocus(grid.frames[focus]) }
    }

    private func ringFocus(_ frame: CGRect) {
        focusRing.isHidden = false
        focusRing.frame = frame.insetBy(dx: -5, dy: -5)
        focusRing.cornerRadius = frame.width * 0.1
    }

    private func updateLabels() {
        CALayer.performWithoutAnimation {
            scoreLabel.string = "Score \(game.score)   Sets \(game.setsFound)"
            let small = grid.overflows ? "Window too small for every card: enlarge it.  " : ""
            statusLabel.string = small + status
            deckCount.string = game.deck.isEmpty ? "empty" : "\(game.deck.count) in the deck"
        }
    }

    // MARK: Inspection

    /// Where every card is: deck, table, flying, or the pile (settled),
    /// by card id. Each of the 81 is in exactly one (``checkInvariants()``).
    public var cardPlaces: (deck: [Int], table: [Int], flying: [Int], pile: [Int]) {
        let flying = flyaway.copies.map(\.card.id)
        let pile = game.discardPile.map(\.id).filter { !flying.contains($0) }
        return (game.deck.map(\.id), game.table.map(\.id), flying, pile)
    }

    /// Whether every card is in exactly one place, the table's layers
    /// match the game's table, and the game's own invariants hold.
    public func checkInvariants() -> Bool {
        let places = cardPlaces
        let all = places.deck + places.table + places.flying + places.pile
        return game.checkInvariants() && all.count == 81 && Set(all).count == 81
            && Set(cardLayers.keys) == Set(places.table)
    }

    /// The game state as lines, for `--debug-state` and tests: the score;
    /// one line per table card (slot, id, features, its cell's centre in
    /// the scene's coordinates); the deck's, pile's and buttons' centres;
    /// and the slots of a set on the table, if there is one.
    public var debugState: String {
        var lines = ["score \(game.score) sets \(game.setsFound) deck \(game.deck.count) pile \(game.discardPile.count)"]
        for (slot, card) in game.table.enumerated() where slot < grid.frames.count {
            let frame = grid.frames[slot]
            lines.append("card \(slot) \(card.id) \(card.number) \(card.shape) \(card.shading) \(card.color) "
                         + "\(Int(frame.midX)) \(Int(frame.midY + Self.topBarHeight))")
        }
        for (name, frame) in [("deck", deckFrame), ("pile", pileFrame)] {
            lines.append("\(name) \(Int(frame.midX)) \(Int(frame.midY + Self.topBarHeight))")
        }
        for (name, button) in [("new-game-button", newGameButton), ("deal-button", dealButton), ("hint-button", hintButton)] {
            lines.append("\(name) \(Int(button.layer.frame.midX)) \(Int(button.layer.frame.midY))")
        }
        if let hint = game.hint { lines.append("set " + hint.map(String.init).joined(separator: " ")) }
        return lines.joined(separator: "\n")
    }
}
