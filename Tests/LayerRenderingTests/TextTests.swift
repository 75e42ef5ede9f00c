import CSDL2
import Foundation
import Testing
@testable import LayerRendering

/// Text in every script: right-to-left runs placed in visual order and
/// shaped right to left, emoji in colour from the emoji font.
@Suite(.serialized) struct TextTests {
    // MARK: Runs

    private func describe(_ text: String) -> [String] {
        TextRuns(text).runs.map { "\($0.isEmoji ? "E" : ($0.isRightToLeft ? "R" : "L")):\($0.text)" }
    }

    @Test func runsAreInVisualOrder() {
        #expect(describe("Classic Flip") == ["L:Classic Flip"])
        #expect(describe("שלום") == ["R:שלום"] && TextRuns("שלום").isRightToLeft)
        #expect(describe("abc שלום def") == ["L:abc ", "R:שלום", "L: def"])
        #expect(describe("שלום abc") == ["L:abc", "R:שלום "])
        #expect(describe("שלום 12") == ["L:12", "R:שלום "])
        #expect(describe("abc שלום 12") == ["L:abc ", "L:12", "R:שלום "])
        #expect(describe("Family 👨‍👩‍👧") == ["L:Family ", "E:👨‍👩‍👧"])
        #expect(describe("שלום 😀 עולם") == ["R: עולם", "E:😀", "R:שלום "])
        #expect(TextRuns("مرحبا").runs.first?.script == "Arab")
    }

    // MARK: Pixels

    private final class Drawing {
        let surface = SDL_CreateRGBSurfaceWithFormat(0, 8, 8, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)!
        let renderer: OpaquePointer
        let text: TextRenderer

        init() throws {
            renderer = SDL_CreateSoftwareRenderer(surface)!
            text = try TextRenderer(fontPaths: TextRenderer.fontPaths())
        }

        deinit {
            SDL_DestroyRenderer(renderer)
            SDL_FreeSurface(surface)
        }

        /// Alpha of every pixel of `string` drawn at 40 px, row by row, with its size.
        func alpha(_ string: String) -> (width: Int, height: Int, values: [UInt8], colourful: Int) {
            let drawn = text.surface(for: string, pixelSize: 40, weight: .regular, color: RGBA(255, 255, 255))!
            let image = SDL_ConvertSurfaceFormat(drawn, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)!
            SDL_FreeSurface(drawn)
            defer { SDL_FreeSurface(image) }
            let (w, h) = (Int(image.pointee.w), Int(image.pointee.h))
            var values: [UInt8] = [], colourful = 0
            for y in 0..<h {
                let row = image.pointee.pixels!.advanced(by: y * Int(image.pointee.pitch))
                for x in 0..<w {
                    let p = row.load(fromByteOffset: x * 4, as: UInt32.self)
                    let (a, r, g, b) = (Int(p >> 24), Int(p >> 16 & 255), Int(p >> 8 & 255), Int(p & 255))
                    values.append(UInt8(a))
                    if a > 200 && (abs(r - g) > 40 || abs(g - b) > 40) { colourful += 1 }
                }
            }
            return (w, h, values, colourful)
        }
    }

    /// How far `part` differs from the columns of `whole` starting at `x`.
    private func difference(_ whole: (width: Int, height: Int, values: [UInt8], colourful: Int), at x: Int,
                            _ part: (width: Int, height: Int, values: [UInt8], colourful: Int)) -> Int {
        var total = 0
        for y in 0..<min(whole.height, part.height) {
            for column in 0..<part.width where x + column < whole.width {
                total += abs(Int(whole.values[y * whole.width + x + column]) - Int(part.values[y * part.width + column]))
            }
        }
        return total
    }

    @Test func hebrewReadsRightToLeft() throws {
        let drawing = try Drawing()
        let word = drawing.alpha("אב"), alef = drawing.alpha("א"), bet = drawing.alpha("ב")
        #expect(abs(word.width - (alef.width + bet.width)) <= 2)
        // Right to left: bet on the left, alef on the right, not the other way round.
        let rightToLeft = difference(word, at: 0, bet) + difference(word, at: word.width - alef.width, alef)
        let leftToRight = difference(word, at: 0, alef) + difference(word, at: word.width - bet.width, bet)
        #expect(rightToLeft * 4 < leftToRight, "right to left \(rightToLeft), left to right \(leftToRight)")
    }

    @Test func mixedNameKeepsLatinLeftToRight() throws {
        let drawing = try Drawing()
        let mixed = drawing.alpha("ab אב"), latin = drawing.alpha("ab")
        #expect(difference(mixed, at: 0, latin) * 10 < latin.values.reduce(0) { $0 + Int($1) })
    }

    @Test func emojiAreDrawnInColourAtTheLinesHeight() throws {
        let drawing = try Drawing()
        #expect(TextRenderer.emojiFontPath() != nil, "install fonts-noto-color-emoji (scripts/install-dependencies.sh)")
        let family = drawing.alpha("Family 👨‍👩‍👧"), plain = drawing.alpha("Family "), smile = drawing.alpha("😀")
        #expect(family.height == plain.height)
        // The joined sequence is one glyph (as wide as one emoji), filled, not three or a box.
        #expect(abs(family.width - plain.width - smile.width) <= 1)
        #expect(family.values.filter { $0 > 200 }.count > plain.values.filter { $0 > 200 }.count + smile.width * smile.height / 3)
        #expect(drawing.alpha("Snow 😀").colourful > 300)
        let measured = drawing.text.measure("Family 👨‍👩‍👧", pixelSize: 40)
        #expect(measured.width == family.width && measured.height == family.height)
    }
}
