/// A line of text cut into runs that each draw with one font in one
/// direction, in the order they appear on screen (left to right).
///
/// Method: the paragraph direction is that of the first strong letter
/// (Hebrew, Arabic and other right-to-left scripts against the rest); digits
/// always read left to right but count as right-to-left for their
/// neighbours (rule N1); each neutral character (spaces, punctuation,
/// emoji) takes the direction of the strong characters around it when both
/// agree, else the paragraph's; runs of one direction and font are then put in visual
/// order by reversing every stretch at a right-to-left level (rule L2 of
/// the Unicode bidirectional algorithm, for two levels). A right-to-left
/// run is still in logical order: the shaper lays out its glyphs.
public struct TextRuns: Equatable, Sendable {
    public struct Run: Equatable, Sendable {
        public var text: String
        public var isRightToLeft: Bool
        /// Drawn with the colour emoji font.
        public var isEmoji: Bool
        /// The run's ISO 15924 script for the shaper ("Hebr", "Arab", ...), if known.
        public var script: String?
    }

    /// The runs, left to right on screen.
    public private(set) var runs: [Run]
    /// Whether the paragraph reads right to left.
    public private(set) var isRightToLeft: Bool

    /// Whether `text` draws as one left-to-right run of the text font.
    public static func isPlain(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.value < 0x0590 || ($0.value >= 0x0900 && $0.value < 0x2000 && !isEmojiScalar($0)) }
    }

    public init(_ text: String) {
        enum Class { case left, right, number, neutral }
        let characters = Array(text)
        let classes: [Class] = characters.map { character in
            guard let scalar = character.unicodeScalars.first else { return .neutral }
            if Self.isEmoji(character) { return .neutral }
            if Self.isRightToLeft(scalar) { return .right }
            if scalar.properties.numericType == .decimal { return .number }
            return scalar.properties.isAlphabetic ? .left : .neutral
        }
        let base = classes.first { $0 == .left || $0 == .right } ?? .left
        isRightToLeft = base == .right
        // Each neutral's direction: that of the strong characters around it
        // when both agree, else the paragraph's.
        var resolved = classes
        var index = 0
        while index < classes.count {
            guard classes[index] == .neutral else { index += 1; continue }
            var end = index
            while end < classes.count && classes[end] == .neutral { end += 1 }
            // Digits count as right-to-left for their neighbours (rule N1).
            func influence(_ c: Class) -> Class { c == .number ? .right : c }
            let before = influence(index > 0 ? classes[index - 1] : base)
            let after = influence(end < classes.count ? classes[end] : base)
            for k in index..<end { resolved[k] = before == after ? before : base }
            index = end
        }
        // Embedding levels (rules I1, I2): odd levels read right to left.
        // Digits after right-to-left letters sit above them, so they stay
        // with them on screen but keep their own order.
        var levels: [Int] = []
        var lastStrong = base
        for (offset, c) in resolved.enumerated() {
            if classes[offset] == .left || classes[offset] == .right { lastStrong = classes[offset] }
            switch (base, c) {
            case (.right, .right): levels.append(1)
            case (.right, _): levels.append(2)
            case (_, .right): levels.append(1)
            case (_, .number): levels.append(lastStrong == .right ? 2 : 0)
            default: levels.append(0)
            }
        }
        // Runs in logical order: one level, one font, one script.
        var logical: [(run: Run, level: Int)] = []
        for (offset, character) in characters.enumerated() {
            let emoji = Self.isEmoji(character)
            let level = levels[offset]
            let script = level % 2 == 1 ? character.unicodeScalars.first.flatMap(Self.script(of:)) : nil
            if var last = logical.last, last.level == level, last.run.isEmoji == emoji,
               script == nil || last.run.script == nil || last.run.script == script {
                last.run.text.append(character)
                last.run.script = last.run.script ?? script
                logical[logical.count - 1] = last
            } else {
                logical.append((Run(text: String(character), isRightToLeft: level % 2 == 1, isEmoji: emoji, script: script),
                                level))
            }
        }
        // Visual order (rule L2): from the highest level down to 1, reverse
        // every stretch of runs at that level or above.
        let highest = logical.map(\.level).max() ?? 0
        if highest > 0 {
            for level in stride(from: highest, through: 1, by: -1) {
                var start = 0
                while start < logical.count {
                    guard logical[start].level >= level else { start += 1; continue }
                    var end = start
                    while end < logical.count && logical[end].level >= level { end += 1 }
                    logical[start..<end].reverse()
                    start = end
                }
            }
        }
        runs = logical.map(\.run)
    }

    /// A character drawn as a colour emoji: one shown as emoji by default,
    /// one asked to be (U+FE0F), or a sequence joined with U+200D.
    static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        if first.properties.isEmojiPresentation { return true }
        return first.properties.isEmoji && scalars.contains { $0.value == 0xFE0F || $0.value == 0x200D || $0.value == 0x20E3 }
    }

    private static func isEmojiScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isEmojiPresentation
    }

    /// Letters of the right-to-left scripts (Hebrew, Arabic, Syriac,
    /// Thaana, N'Ko and their presentation forms).
    static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: false
        }
    }

    static func script(of scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x0590...0x05FF, 0xFB1D...0xFB4F: "Hebr"
        case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: "Arab"
        case 0x0700...0x074F: "Syrc"
        case 0x0780...0x07BF: "Thaa"
        case 0x07C0...0x07FF: "Nkoo"
        default: nil
        }
    }
}
