import ConcentrationGame
import Foundation
import LayerAnimation
import LayerAnimators
import SceneControls
import SplitMix

/// The Concentration tab: pairs of face-down cards in a grid, a theme
/// chooser down the left, and the theme's name, flips and score above the
/// board. A click turns a card up with a flip; a pair that matches fades
/// out, a pair that does not turns back down on the next click.
///
/// No window: the viewer passes taps, key names and sizes and draws
/// ``root``; time is the media clock's, so tests drive it with
/// `ManualMediaClock`.
public final class ConcentrationScene {
    public let root = CALayer()
    public private(set) var game: Concentration
    /// The theme on show, an index into ``ConcentrationTheme/all``.
    public private(set) var themeIndex = 0
    /// The card with the keyboard focus, if any.
    public private(set) var focus: Int?
    public private(set) var size = CGSize.zero

    /// How many pairs a game has.
    public static let pairs = 8
    static let topBarHeight: CGFloat = 44
    static let chooserWidth: CGFloat = 150
    static let flipDuration: TimeInterval = 0.35
    /// Width over height of a card.
    static let cardAspect: CGFloat = 3.0 / 4.0

    private let board = CALayer()
    private let themeLabel = label("", size: 22, alignment: .left)
    private let scoreLabel = label("", size: 16, alignment: .right)
    private let statusLabel = label("", size: 14, alignment: .left)
    private let chooserTitle = label("Themes (1–7)", size: 14, alignment: .left)
    private let themeButtons = ConcentrationTheme.all.map { Button($0.name, fontSize: 14) }
    /// N's button, under the themes.
    let newGameButton = Button("New game", color: CGColor(red: 0.18, green: 0.5, blue: 0.32, alpha: 1), fontSize: 14)
    private let focusRing = CALayer()
    /// The board's cards, in the game's order.
    private var cardLayers: [ConcentrationCardLayer] = []
    /// Each pair's picture, chosen from the theme for this game.
    private var pictures: [String] = []
    private var grid = CardGrid(count: 0, in: .zero)
    private var status = ""
    private var random: SplitMix64

    public init(seed: UInt64 = UInt64(Date().timeIntervalSince1970 * 1000)) {
        random = SplitMix64(seed: seed)
        game = Concentration(pairs: Self.pairs, using: &random)
        root.masksToBounds = true
        for layer in [themeLabel, scoreLabel, statusLabel, chooserTitle] { root.addSublayer(layer) }
        for button in themeButtons + [newGameButton] { root.addSublayer(button.layer) }
        root.addSublayer(board)
        focusRing.borderColor = Button.focusColor
        focusRing.borderWidth = 3
        focusRing.isHidden = true
        board.addSublayer(focusRing)
        startGame(theme: Int.random(in: ConcentrationTheme.all.indices, using: &random), animated: false)
    }

    public var theme: ConcentrationTheme { ConcentrationTheme.all[themeIndex] }

    // MARK: Layout

    /// Lays everything out for `size`; cards slide to their new cells.
    public func layout(size: CGSize) {
        guard size.width > 0, size.height > 0, size != self.size else { return }
        let first = self.size == .zero
        self.size = size
        CALayer.performWithoutAnimation {
            root.frame = CGRect(origin: .zero, size: size)
            themeLabel.frame = CGRect(x: Self.chooserWidth + 16, y: 8, width: max(size.width * 0.4, 1), height: 30)
            scoreLabel.frame = CGRect(x: size.width * 0.5, y: 12, width: max(size.width * 0.5 - 16, 1), height: 22)
            chooserTitle.frame = CGRect(x: 14, y: 14, width: Self.chooserWidth - 20, height: 20)
            for (index, button) in themeButtons.enumerated() {
                button.place(CGRect(x: 12, y: Self.topBarHeight + CGFloat(index) * 38, width: Self.chooserWidth - 24, height: 32))
            }
            newGameButton.place(CGRect(x: 12, y: Self.topBarHeight + CGFloat(themeButtons.count) * 38 + 18,
                                       width: Self.chooserWidth - 24, height: 32))
            let boardTop = Self.topBarHeight + 4
            board.frame = CGRect(x: Self.chooserWidth, y: boardTop, width: max(size.width - Self.chooserWidth, 1),
                                 height: max(size.height - boardTop - 30, 1))
            statusLabel.frame = CGRect(x: Self.chooserWidth + 16, y: size.height - 26, width: max(size.width - Self.chooserWidth - 32, 1),
                                       height: 20)
        }
        placeCards(animated: !first)
        updateLabels()
    }

    private var boardArea: CGRect {
        CGRect(x: 8, y: 4, width: max(board.bounds.width - 16, 1), height: max(board.bounds.height - 8, 1))
    }

    // MARK: Input

    /// A click at `point` in the scene's coordinates.
    public func tap(at point: CGPoint) {
        if let index = themeButtons.firstIndex(where: { $0.contains(point) }) { return chooseTheme(index) }
        if newGameButton.contains(point) { return newGame() }
        let local = CGPoint(x: point.x - board.frame.minX, y: point.y - board.frame.minY)
        guard let index = grid.frames.firstIndex(where: { $0.contains(local) }) else { return }
        focus = index
        choose(index)
    }

    /// Handles a key by name: arrows move the focus, space or enter turns
    /// the focused card, n starts a new game in a random theme, t shows the
    /// next theme, 1–7 a theme. Returns whether it was one.
    public func key(_ name: String) -> Bool {
        switch name {
        case "n": newGame()
        case "t": chooseTheme((themeIndex + 1) % themeButtons.count)
        case "space", "enter":
            guard let focus else { moveFocus(by: 0); return true }
            choose(focus)
        case "left": moveFocus(by: -1)
        case "right": moveFocus(by: 1)
        case "up": moveFocus(by: -grid.columns)
        case "down": moveFocus(by: grid.columns)
        default:
            guard let number = Int(name), (1...themeButtons.count).contains(number) else { return false }
            chooseTheme(number - 1)
        }
        return true
    }

    /// The keys and clicks the tab answers, with what they do (for F1).
    public static let keyHelp: [(key: String, action: String)] = [
        ("Click a card, Space", "Turn it up (a showing mismatch turns down first)"),
        ("Enter", "Turn up the focused card"),
        ("Click a theme, 1–7", "Show the game in that theme"),
        ("T", "Show the game in the next theme"),
        ("N", "New game in a random theme (the New game button too)"),
        ("Arrows", "Move the focus ring"),
    ]

    /// Scripted actions for renders and tests: "choose 3 5", "theme Animals", "new".
    @discardableResult
    public func perform(_ action: String) -> Bool {
        guard let parsed = try? ConcentrationAction(parsing: action) else { return false }
        perform(parsed)
        return true
    }

    /// Hides the scene (QA1673: speed 0 at the current local time).
    public func pause() { root.pauseLayer() }

    public func resume() { root.resumeLayer() }

    // MARK: Moves

    func choose(_ index: Int) {
        let move = game.choose(index)
        for down in move.turnedDown where cardLayers[down].isFaceUp {
            flip(cardLayers[down], up: false)
        }
        guard let up = move.turnedUp else {
            if move.turnedDown.isEmpty { return }
            status = ""
            return updateLabels()
        }
        flip(cardLayers[up], up: true)
        switch move.verdict {
        case .match(let first, let second):
            status = "A pair! +2"
            for layer in [cardLayers[first], cardLayers[second]] {
                // Seen face up for a moment, then gone; the slot stays empty.
                CALayer.animate(withDuration: 0.5, delay: Self.flipDuration + 0.4, options: [.curveEaseIn], animations: {
                    layer.opacity = 0
                    layer.transform = CATransform3DMakeScale(0.8, 0.8, 1)
                })
            }
        case .mismatch: status = "Not a pair"
        case .none: status = ""
        }
        if game.isOver {
            status = "All \(game.pairCount) pairs in \(game.flipCount) flips, score \(game.score). N plays again"
        }
        updateLabels()
    }

    private func flip(_ layer: ConcentrationCardLayer, up: Bool) {
        CALayer.transition(with: layer, duration: Self.flipDuration,
                           options: [up ? .transitionFlipFromLeft : .transitionFlipFromRight, .curveEaseInOut], animations: {
            layer.isFaceUp = up
        })
    }

    /// Re-skins the game in progress, as Lecture 7's theme chooser does: the
    /// cards keep their places and states; their pictures (the theme's,
    /// drawn again for each pair) and colours change, with a short fade.
    func chooseTheme(_ index: Int) {
        guard ConcentrationTheme.all.indices.contains(index), index != themeIndex else { return }
        themeIndex = index
        pictures = Array(theme.emoji.shuffled(using: &random).prefix(game.pairCount))
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.25)
        root.backgroundColor = theme.background
        for (card, layer) in zip(game.cards, cardLayers) { layer.show(picture: pictures[card.pair], theme: theme) }
        CATransaction.commit()
        markChosenThemeButton()
        status = "Theme: \(theme.name)"
        updateLabels()
    }

    /// A new game in a theme picked at random among the others, so the
    /// board always looks new (Assignment 2's New Game).
    func newGame() {
        let others = ConcentrationTheme.all.indices.filter { $0 != themeIndex }
        startGame(theme: others.randomElement(using: &random) ?? themeIndex, animated: true)
        status = "New game: \(theme.name)"
        updateLabels()
    }

    private func markChosenThemeButton() {
        CALayer.performWithoutAnimation {
            for (candidate, button) in themeButtons.enumerated() {
                button.layer.backgroundColor = candidate == themeIndex ? CGColor(red: 0.3, green: 0.45, blue: 0.7, alpha: 1)
                    : Button.defaultColor
            }
        }
    }

    /// Deals a new board in theme `index`: the old cards go at once, the new
    /// ones grow in one after another, face down.
    private func startGame(theme index: Int, animated: Bool) {
        themeIndex = index
        game = Concentration(pairs: Self.pairs, using: &random)
        pictures = Array(theme.emoji.shuffled(using: &random).prefix(game.pairCount))
        focus = nil
        CALayer.performWithoutAnimation {
            for layer in cardLayers { layer.removeFromSuperlayer() }
            root.backgroundColor = theme.background
        }
        markChosenThemeButton()
        cardLayers = game.cards.map { ConcentrationCardLayer(picture: pictures[$0.pair], theme: theme, faceUp: false) }
        CALayer.performWithoutAnimation {
            for layer in cardLayers { board.insertSublayer(layer, below: focusRing) }
        }
        grid = CardGrid(count: cardLayers.count, in: boardArea, aspect: Self.cardAspect)
        for (index, layer) in cardLayers.enumerated() where index < grid.frames.count {
            CALayer.performWithoutAnimation { layer.place(in: grid.frames[index]) }
            guard animated else { continue }
            CALayer.performWithoutAnimation {
                layer.opacity = 0
                layer.transform = CATransform3DMakeScale(0.6, 0.6, 1)
            }
            CALayer.animate(withDuration: 0.3, delay: Double(index) * 0.03, options: [.curveEaseOut], animations: {
                layer.opacity = 1
                layer.transform = CATransform3DIdentity
            })
        }
        CALayer.performWithoutAnimation { focusRing.isHidden = true }
    }

    /// Puts every card in its cell; cards that move slide there, their new
    /// size at once and shown at the old one by a scale that animates away.
    private func placeCards(animated: Bool) {
        grid = CardGrid(count: cardLayers.count, in: boardArea, aspect: Self.cardAspect)
        let moves = LayerPropertyAnimator(duration: 0.4, curve: .easeInOut)
        var anyMove = false
        for (index, layer) in cardLayers.enumerated() where index < grid.frames.count {
            let frame = grid.frames[index]
            guard layer.frame != frame else { continue }
            guard animated, layer.bounds.width > 0 else {
                CALayer.performWithoutAnimation { layer.place(in: frame) }
                continue
            }
            anyMove = true
            // A matched card keeps the smaller size it faded out at.
            layer.slide(to: frame, with: moves, finalScale: game.cards[index].isMatched ? 0.8 : 1)
        }
        if anyMove { moves.startAnimation() }
        CALayer.performWithoutAnimation {
            if let focus, focus < grid.frames.count { ringFocus(grid.frames[focus]) }
        }
    }

    private func moveFocus(by delta: Int) {
        guard !cardLayers.isEmpty else { return }
        let next = focus.map { $0 + delta } ?? 0
        let index = min(max(next, 0), cardLayers.count - 1)
        focus = index
        CALayer.performWithoutAnimation { ringFocus(grid.frames[index]) }
    }

    private func ringFocus(_ frame: CGRect) {
        focusRing.isHidden = false
        focusRing.frame = frame.insetBy(dx: -5, dy: -5)
        focusRing.cornerRadius = frame.width * 0.12
    }

    private func updateLabels() {
        CALayer.performWithoutAnimation {
            themeLabel.string = theme.name
            scoreLabel.string = "Flips \(game.flipCount)   Score \(game.score)"
            let small = grid.overflows ? "Window too small for every card: enlarge it.  " : ""
            statusLabel.string = small + status
        }
    }

    // MARK: Inspection

    /// Whether the game's invariants hold and the board shows the game:
    /// one layer per card, each face up exactly when its card is, each
    /// showing its pair's picture.
    public func checkInvariants() -> Bool {
        guard game.checkInvariants(), cardLayers.count == game.cards.count, pictures.count == game.pairCount else { return false }
        return zip(game.cards, cardLayers).allSatisfy { card, layer in
            layer.isFaceUp == card.isFaceUp && layer.pictureText == pictures[card.pair] && layer.superlayer === board
        }
    }

    /// The game state as lines, for `--debug-state` and tests: the theme,
    /// flips and score; one line per card (index, pair, picture, up, matched,
    /// its cell's centre in the scene's coordinates); each theme button's centre.
    public var debugState: String {
        var lines = ["theme \(theme.name) flips \(game.flipCount) score \(game.score)"]
        for (index, card) in game.cards.enumerated() where index < grid.frames.count {
            let frame = grid.frames[index]
            lines.append("card \(index) \(card.pair) \(pictures[card.pair]) \(card.isFaceUp ? "up" : "down") "
                         + "\(card.isMatched ? "matched" : "open") \(Int(frame.midX + board.frame.minX)) \(Int(frame.midY + board.frame.minY))")
        }
        for (index, button) in themeButtons.enumerated() {
            let frame = button.layer.frame
            lines.append("theme-button \(index) \(ConcentrationTheme.all[index].name) \(Int(frame.midX)) \(Int(frame.midY))")
        }
        let newGame = newGameButton.layer.frame
        lines.append("new-game-button \(Int(newGame.midX)) \(Int(newGame.midY))")
        return lines.joined(separator: "\n")
    }
}
